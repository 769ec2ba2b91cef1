import { anyone } from '@/access/anyone'

import { staffCollection } from '../staffCollection'

/** Carriers a buyer can choose (docs/shipping-and-tax.md): the shop's own account and collect carriers. */
export const ShippingCarriers = staffCollection({
  slug: 'shipping-carriers',
  group: 'Pricing and shipping',
  read: anyone,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'sequence', 'isInternational'] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'slug', type: 'text', required: true, unique: true, index: true },
    { name: 'sequence', type: 'number', required: true, defaultValue: 0 },
    { name: 'isInternational', type: 'checkbox', defaultValue: true, admin: { description: 'Offered for destinations outside the US' } },
    { name: 'minSubtotalThresholdvalue', type: 'number', admin: { description: 'Not offered below this subtotal' } },
    { name: 'collect', type: 'checkbox', defaultValue: false, admin: { description: "Billed to the buyer's own account number" } },
    {
      name: 'methods',
      type: 'select',
      hasMany: true,
      options: [
        { label: 'Ground', value: 'ground' },
        { label: 'FedEx 2nd Day', value: 'air2day' },
        { label: 'FedEx Standard Overnight', value: 'air1day' },
      ],
    },
  ],
})
