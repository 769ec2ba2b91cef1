import { staffCollection } from '../staffCollection'

/** A named price list (OEM, D1…); its entries live in price-list-entries. */
export const PriceLists = staffCollection({
  slug: 'price-lists',
  group: 'Pricing and shipping',
  admin: { useAsTitle: 'name' },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, index: true },
    { name: 'description', type: 'textarea' },
  ],
})
