import type { Field } from 'payload'

import { RESOURCE_LANGUAGES } from '@/lib/catalogue/documents'

import { contentCollection } from './contentCollection'

const publishedAt: Field = { name: 'publishedAt', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayOnly' } } }
const downloadFile: Field = { name: 'file', type: 'upload', relationTo: 'files', admin: { description: 'The PDF buyers download' } }
const relatedProducts: Field = { name: 'products', type: 'relationship', relationTo: 'products', hasMany: true }

/**
 * The routed documents of docs/routes.md: each has a title and a slug per locale (one
 * document, an English and a Spanish address), a summary, an image and a rich-text body.
 */
export const Pages = contentCollection({
  slug: 'pages',
  group: 'Content',
  drafts: true,
  sidebar: [
    {
      name: 'showInFooter',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Listed in the footer (about, contact, terms, privacy)' },
    },
  ],
})

export const Articles = contentCollection({
  slug: 'articles',
  group: 'Content',
  drafts: true,
  sidebar: [publishedAt, { name: 'author', type: 'text' }],
  fields: [{ name: 'industries', type: 'relationship', relationTo: 'industries', hasMany: true }, relatedProducts],
})

export const Industries = contentCollection({
  slug: 'industries',
  group: 'Content',
  fields: [relatedProducts],
})

export const Resources = contentCollection({
  slug: 'resources',
  group: 'Content',
  sidebar: [
    {
      name: 'kind',
      type: 'select',
      defaultValue: 'datasheet',
      options: ['catalogue', 'datasheet', 'manual', 'certificate', 'guide', 'drawing'].map((value) => ({ label: value, value })),
    },
    {
      name: 'language',
      type: 'select',
      required: true,
      defaultValue: 'en',
      options: RESOURCE_LANGUAGES.map((value) => ({
        label: { en: 'English', es: 'Spanish', 'en-es': 'English and Spanish' }[value],
        value,
      })),
      admin: { description: 'The language of the file buyers download, shown beside it' },
    },
  ],
  fields: [
    downloadFile,
    {
      ...relatedProducts,
      admin: { description: 'The series it documents: it is listed on their pages and on the pages of every series of their families' },
    },
  ],
})

export const WhitePapers = contentCollection({
  slug: 'white-papers',
  group: 'Content',
  sidebar: [publishedAt, { name: 'author', type: 'text' }],
  fields: [downloadFile],
})

export const Testimonials = contentCollection({
  slug: 'testimonials',
  group: 'Content',
  fields: [
    { name: 'quote', type: 'textarea', required: true, localized: true },
    { name: 'author', type: 'text', required: true },
    { name: 'role', type: 'text', localized: true },
    { name: 'company', type: 'text' },
    { name: 'industry', type: 'relationship', relationTo: 'industries' },
  ],
})

export const Categories = contentCollection({
  slug: 'categories',
  group: 'Catalogue',
  sidebar: [
    { name: 'showAccessoriesInShop', type: 'checkbox', defaultValue: false },
    { name: 'order', type: 'number', defaultValue: 0, admin: { description: 'Lower first in menus and lists' } },
  ],
  fields: [
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'categories',
      admin: { description: 'The family an accessories category belongs to' },
    },
  ],
})

/** A product series page: the parts of a series share its page and vary by its attributes. */
export const Products = contentCollection({
  slug: 'products',
  group: 'Catalogue',
  multiSegmentSlug: true,
  drafts: true,
  sidebar: [
    { name: 'series', type: 'text', index: true, admin: { description: 'The series code, e.g. SY22-PL' } },
    { name: 'category', type: 'relationship', relationTo: 'categories', index: true },
    { name: 'order', type: 'number', defaultValue: 0 },
    {
      name: 'leadTimeDays',
      type: 'number',
      min: 0,
      admin: { description: "Business days to make or buy more of its parts (a part's own wins); empty: the site's default" },
    },
  ],
  fields: [
    { name: 'gallery', type: 'upload', relationTo: 'media', hasMany: true, admin: { description: 'More images after the main one' } },
    {
      name: 'attributeKeys',
      type: 'text',
      hasMany: true,
      admin: { description: 'The attributes its parts vary by, in table order (keys of Attribute titles)' },
    },
    { name: 'documents', type: 'relationship', relationTo: 'resources', hasMany: true },
    { name: 'accessories', type: 'relationship', relationTo: 'products', hasMany: true },
  ],
})
