import { anyone } from '@/access/anyone'

import { staffCollection } from '../staffCollection'

/** The first 3 ZIP digits and their zone (2 to 8) from the shop's origin. */
export const ShippingZones = staffCollection({
  slug: 'shipping-zones',
  group: 'Pricing and shipping',
  // Public: buyers see these rules applied in every quote.
  read: anyone,
  admin: { useAsTitle: 'zip', defaultColumns: ['zip', 'zone'] },
  fields: [
    {
      name: 'zip',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (value: string | null | undefined) => /^\d{3}$/.test(value ?? '') || 'Three digits, e.g. 152',
    },
    { name: 'zone', type: 'number', required: true, min: 2, max: 8 },
  ],
})
