import { anyone } from '@/access/anyone'

import { staffCollection } from '../staffCollection'

/** ISO 3166 countries with their names in en and es and their phone codes. */
export const Countries = staffCollection({
  slug: 'countries',
  group: 'Pricing and shipping',
  read: anyone,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'alpha2', 'alpha3', 'phoneCode'] },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'alpha2', type: 'text', required: true, unique: true, index: true },
    { name: 'alpha3', type: 'text', required: true },
    { name: 'phoneCode', type: 'text' },
  ],
})
