import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { viaStorefront } from '@/access/viaStorefront'
import { validateRedirectFrom, validateRedirectTo } from '@/lib/content/redirects'

/** Route rules (docs/routes.md): applied by the proxy before any page renders. */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  admin: { useAsTitle: 'from', group: 'Settings', defaultColumns: ['from', 'to', 'status'] },
  // The proxy reads the rules through /api/public/redirects (Local API); REST is the staff's.
  access: { read: viaStorefront(anyone), create: isStaff, update: isStaff, delete: isStaff },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'A path on this site, e.g. /old-catalogue or /es/catalogo-antiguo' },
      validate: (value: string | null | undefined) => validateRedirectFrom(value ?? ''),
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      admin: { description: 'A path on this site (/products) or an absolute URL (https://...)' },
      validate: (value: string | null | undefined) => validateRedirectTo(value ?? ''),
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: '301',
      options: ['301', '302', '307', '308'].map((s) => ({ label: s, value: s })),
    },
  ],
}
