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
    { name: 'areaCodes', type: 'text', hasMany: true },
    { name: 'states', type: 'text', hasMany: true },
    { name: 'countries', type: 'text', hasMany: true },
  ],
})
