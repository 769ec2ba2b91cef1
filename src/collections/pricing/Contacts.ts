import { staffCollection } from '../staffCollection'

/**
 * A contact and address of a customer (docs/accounts.md, "Addresses"), or of a
 * web user alone until its first order gives it a customer.
 */
export const Contacts = staffCollection({
  slug: 'contacts',
  group: 'Customers',
  admin: { useAsTitle: 'nameCompany', defaultColumns: ['nameCompany', 'nameFirst', 'nameLast', 'addressState', 'addressCountry'] },
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', index: true },
    {
      name: 'webUser',
      type: 'relationship',
      relationTo: 'web-users',
      index: true,
      admin: { description: 'The buyer who owns this address while it has no customer (checkout address book)' },
    },
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
