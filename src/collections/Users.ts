import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'

/** The shop's staff: the people who sign in to /admin. Buyers sign in elsewhere. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Settings' },
  auth: true,
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  fields: [{ name: 'name', type: 'text' }],
}
