import { anyone } from '@/access/anyone'

import { staffCollection } from '../staffCollection'

/** Sales reps by area code, then state, then country; the one labelled FALLBACK otherwise. */
export const SalesReps = staffCollection({
  slug: 'sales-reps',
  group: 'Customers',
  // Public: buyers see these rules applied in every quote.
  read: anyone,
  admin: { useAsTitle: 'label', defaultColumns: ['label', 'rep', 'territory'] },
  fields: [
    { name: 'label', type: 'text', required: true, unique: true },
    { name: 'rep', type: 'text', required: true },
    { name: 'territory', type: 'text' },
    // Staff only: the rules are public, the rep's inbox is not. A copy of each order confirmation for the rep's territory goes here.
    {
      name: 'email',
      type: 'email',
      access: { read: ({ req }) => Boolean(req.user) },
      admin: { description: 'Gets a copy of each order confirmation shipped to this rep\u2019s territory' },
    },
    { name: 'areaCodes', type: 'text', hasMany: true },
    { name: 'states', type: 'text', hasMany: true },
    { name: 'countries', type: 'text', hasMany: true },
  ],
})
