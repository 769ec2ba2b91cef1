import { anyone } from '@/access/anyone'

import { staffCollection } from './staffCollection'

/**
 * Part-number prefixes (product series): the longest matching prefix gives a part its
 * discount schedule; a prefix that is not public hides its parts from visitors.
 */
export const PartPrefixes = staffCollection({
  slug: 'part-prefixes',
  group: 'Catalogue',
  read: anyone,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'discountSchedule', 'isPublic'] },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      unique: true,
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value)] },
    },
    { name: 'discountSchedule', type: 'text', admin: { description: 'E-1 … H-7' } },
    { name: 'isPublic', type: 'checkbox', defaultValue: true },
    { name: 'product', type: 'relationship', relationTo: 'products', admin: { description: 'Where the prefix links to' } },
  ],
})
