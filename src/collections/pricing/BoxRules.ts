import { anyone } from '@/access/anyone'

import { staffCollection } from '../staffCollection'

/** Prices a bulky family's lines by box and zone (ground only). */
export const BoxRules = staffCollection({
  slug: 'box-rules',
  group: 'Pricing and shipping',
  // Public: buyers see these rules applied in every quote.
  read: anyone,
  admin: { useAsTitle: 'code', defaultColumns: ['code', 'family', 'spqBoxCount', 'nonBoxCount'] },
  fields: [
    { name: 'code', type: 'text', required: true, unique: true },
    { name: 'family', type: 'text', required: true, index: true, admin: { description: 'Category slug, e.g. wire-duct' } },
    { name: 'spqBoxCount', type: 'number', required: true, min: 1, admin: { description: 'Standard packages per box' } },
    { name: 'nonBoxCount', type: 'number', required: true, min: 1, admin: { description: 'Loose pieces per box' } },
    {
      name: 'zones',
      type: 'array',
      fields: [
        { name: 'zone', type: 'number', required: true, min: 2, max: 8 },
        { name: 'spqBoxPrice', type: 'number', required: true, min: 0 },
        { name: 'nonBoxPrice', type: 'number', required: true, min: 0 },
      ],
    },
  ],
})
