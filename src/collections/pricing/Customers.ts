import { staffCollection } from '../staffCollection'

/** A customer account (docs/data-model.md); web users link to one or more of these. */
export const Customers = staffCollection({
  slug: 'customers',
  group: 'Customers',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'priceList', 'arTerm', 'custType', 'taxable'] },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, index: true },
    { name: 'taxable', type: 'checkbox', defaultValue: true },
    { name: 'primaryContact', type: 'relationship', relationTo: 'contacts' },
    { name: 'priceList', type: 'text', defaultValue: 'OEM', admin: { description: 'Price list name; list or select mean OEM' } },
    {
      name: 'arTerm',
      type: 'text',
      defaultValue: 'CREDIT CARD',
      admin: { description: 'Payment terms; anything but CREDIT CARD is approved for terms' },
    },
    { name: 'custType', type: 'text', admin: { description: 'e.g. D1-Distributor/Stocking' } },
    { name: 'isFreeGroundAt', type: 'number', min: 0, admin: { description: 'Own free-ground threshold in USD' } },
    { name: 'territory', type: 'text' },
    { name: 'custRep', type: 'text' },
    { name: 'segment', type: 'number', defaultValue: 5 },
    { name: 'taxVerificationNote', type: 'textarea' },
    { name: 'taxVerificationCompleted', type: 'checkbox', defaultValue: false },
  ],
})
