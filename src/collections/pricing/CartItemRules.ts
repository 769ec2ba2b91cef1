import { anyone } from '@/access/anyone'

import { staffCollection } from '../staffCollection'

/** Per-part shipping and lead-time rules; a pn ending in * matches by prefix. */
export const CartItemRules = staffCollection({
  slug: 'cart-item-rules',
  group: 'Pricing and shipping',
  // Public: buyers see these rules applied in every quote.
  read: anyone,
  admin: { useAsTitle: 'pn', defaultColumns: ['pn', 'exemptFromFreeShipping', 'leadTime10Days'] },
  fields: [
    { name: 'pn', type: 'text', required: true, unique: true },
    { name: 'exemptFromFreeShipping', type: 'checkbox', defaultValue: false },
    { name: 'leadTime10Days', type: 'checkbox', defaultValue: false, admin: { description: 'Shows "Ships in 10 business days"' } },
  ],
})
