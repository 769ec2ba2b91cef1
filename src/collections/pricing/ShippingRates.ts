import { anyone } from '@/access/anyone'

import { staffCollection } from '../staffCollection'

const money = (name: string, label: string) => ({ name, label, type: 'number' as const, required: true, min: 0 })

/** The rate table: the row whose min..max holds the subtotal gives each method's charge. */
export const ShippingRates = staffCollection({
  slug: 'shipping-rates',
  group: 'Pricing and shipping',
  // Public: buyers see these rules applied in every quote.
  read: anyone,
  admin: { defaultColumns: ['min', 'max', 'ground', 'groundDist', 'air2day', 'air1day'] },
  fields: [
    money('min', 'Subtotal from'),
    money('max', 'Subtotal to'),
    money('ground', 'Ground'),
    money('groundDist', 'Ground (distributors)'),
    money('air2day', 'FedEx 2nd Day'),
    money('air1day', 'FedEx Standard Overnight'),
  ],
})
