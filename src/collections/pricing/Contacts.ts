import { staffCollection } from '../staffCollection'

/** A contact and address of a customer (spec section 3, plus street lines and city). */
export const Contacts = staffCollection({
  slug: 'contacts',
  group: 'Customers',
  admin: { useAsTitle: 'nameCompany', defaultColumns: ['nameCompany', 'nameFirst', 'nameLast', 'addressState', 'addressCountry'] },
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', index: true },
    { name: 'nameCompany', type: 'text' },
    { name: 'nameFirst', type: 'text' },
    { name: 'nameLast', type: 'text' },
    { name: 'phone1', type: 'text' },
    { name: 'addressLine1', type: 'text' },
    { name: 'addressLine2', type: 'text' },
    { name: 'addressCity', type: 'text' },
    { name: 'addressState', type: 'text' },
    { name: 'addressPostalCode', type: 'text' },
    { name: 'addressCountry', type: 'text', defaultValue: 'US', admin: { description: 'ISO alpha-2 code' } },
  ],
})
