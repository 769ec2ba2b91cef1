import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { viaStorefront } from '@/access/viaStorefront'

import { revalidateGlobal } from './revalidateGlobal'

/** The shop's social and contact links, shown in the footer. */
export const Social: GlobalConfig = {
  slug: 'social',
  admin: { group: 'Settings' },
  access: { read: viaStorefront(anyone), update: isStaff },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      name: 'links',
      type: 'array',
      fields: [
        {
          name: 'network',
          type: 'select',
          required: true,
          options: ['linkedin', 'youtube', 'x', 'facebook', 'instagram'].map((value) => ({ label: value, value })),
        },
        { name: 'url', type: 'text', required: true },
      ],
    },
  ],
}
