import type { CollectionConfig, Field } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { viaStorefront } from '@/access/viaStorefront'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidateCollection'

const access = { read: viaStorefront(anyone), create: isStaff, update: isStaff, delete: isStaff }
const hooks = { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] }
const lowerKey = ({ value }: { value?: unknown }) => (typeof value === 'string' ? value.trim() : value)

/** The titles of part attributes (colour, voltage...); only public ones are shown. */
export const AttributeTitles: CollectionConfig = {
  slug: 'attribute-titles',
  admin: { group: 'Catalogue', useAsTitle: 'key', defaultColumns: ['key', 'title', 'isPublic', 'order'] },
  access,
  hooks,
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      hooks: { beforeValidate: [lowerKey] },
      admin: { description: 'As in the parts\u2019 attributes, e.g. color' },
    },
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'isPublic', type: 'checkbox', defaultValue: true },
    { name: 'order', type: 'number', defaultValue: 0, admin: { description: 'Lower first in filters and tables' } },
  ],
}

/** Icons for menus and pages (spec: camel, snake, isFA, isPublic, title), drawn as SVG. */
export const Icons: CollectionConfig = {
  slug: 'icons',
  admin: { group: 'Content', useAsTitle: 'title', defaultColumns: ['title', 'snake', 'isPublic'] },
  access,
  hooks,
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'snake', type: 'text', required: true, unique: true, index: true },
    { name: 'camel', type: 'text' },
    { name: 'isFA', type: 'checkbox', defaultValue: false, admin: { description: 'A Font Awesome name rather than our own drawing' } },
    { name: 'isPublic', type: 'checkbox', defaultValue: true },
    { name: 'svg', type: 'textarea', admin: { description: 'The SVG markup, drawn on a 24 x 24 grid with currentColor' } },
  ],
}

/** Translatable content strings: t(slug, ...vars) with ~~1~~ placeholders (docs/content.md). */
export const Tstrings: CollectionConfig = {
  slug: 'tstrings',
  admin: { group: 'Content', useAsTitle: 'slug', defaultColumns: ['slug', 'text', 'changeEditor'] },
  access,
  hooks,
  fields: [
    { name: 'slug', type: 'text', required: true, unique: true, index: true, hooks: { beforeValidate: [lowerKey] } },
    {
      name: 'text',
      type: 'textarea',
      required: true,
      localized: true,
      admin: { description: '~~1~~, ~~2~~\u2026 are replaced by the values given' },
    },
    { name: 'changeEditor', type: 'checkbox', defaultValue: false, admin: { description: 'Shown as written, with no substitution' } },
  ],
}

const link: Field[] = [
  { name: 'label', type: 'text', required: true, localized: true },
  {
    name: 'href',
    type: 'text',
    required: true,
    localized: true,
    admin: { description: 'A path of this site (/products/\u2026, /es/productos/\u2026) or a full URL' },
  },
  { name: 'icon', type: 'relationship', relationTo: 'icons' },
]

/** Navigation menus: items with icons and links, shop-menu columns and submenus. */
export const Menus: CollectionConfig = {
  slug: 'menus',
  admin: { group: 'Content', useAsTitle: 'slug' },
  access,
  hooks,
  fields: [
    { name: 'slug', type: 'text', required: true, unique: true, index: true, admin: { description: 'main, footer, shop\u2026' } },
    {
      name: 'items',
      type: 'array',
      fields: [...link, { name: 'submenu', type: 'array', fields: [...link] }],
    },
    {
      name: 'columns',
      type: 'array',
      admin: { description: 'The shop menu\u2019s columns' },
      fields: [
        { name: 'title', type: 'text', required: true, localized: true },
        { name: 'categories', type: 'relationship', relationTo: 'categories', hasMany: true },
      ],
    },
    { name: 'text', type: 'richText', localized: true },
  ],
}

/** Buyers who sign in on the storefront, linked to the customers they buy for (docs/data-model.md). */
export const WebUsers: CollectionConfig = {
  slug: 'web-users',
  admin: { group: 'Customers', useAsTitle: 'email', defaultColumns: ['email', 'nameFirst', 'nameLast', 'primaryCustomer'] },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks,
  fields: [
    {
      name: 'email',
      type: 'email',
      required: true,
      unique: true,
      index: true,
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)] },
    },
    { name: 'nameFirst', type: 'text' },
    { name: 'nameLast', type: 'text' },
    { name: 'customers', type: 'relationship', relationTo: 'customers', hasMany: true },
    { name: 'primaryCustomer', type: 'relationship', relationTo: 'customers', admin: { description: 'Empty: the first of the customers' } },
    { name: 'shippingContact', type: 'relationship', relationTo: 'contacts' },
    { name: 'billingContact', type: 'relationship', relationTo: 'contacts' },
  ],
}
