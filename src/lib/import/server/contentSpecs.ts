import type { CollectionSlug } from 'payload'

import { fileNameOf, type ContentSection } from '../contentFormat'
import { nonEmptyString, type Bi } from './contentValues'

/**
 * How each content section maps to its collection, field by field: shared by the exporter
 * (stored document -> record of the file) and the importer (which compares a file's record
 * with the stored one in that same form, and writes the difference). The forms themselves
 * are contentRecords.ts; menus, social links and the content fields of parts are
 * contentSiteSpecs.ts.
 *
 * A record in "canonical form" is what the exporter writes: defaults left out, Markdown as
 * the editor gives it back, references by natural key, dates as 2026-03-14.
 */

export type Doc = Record<string, unknown>

/** What a record may refer to, and how that collection's records are named. */
export type RefKind = 'media' | 'files' | 'icons' | 'categories' | 'series' | 'resources' | 'industries'
export const REF_COLLECTION: Record<RefKind, CollectionSlug> = {
  media: 'media',
  files: 'files',
  icons: 'icons',
  categories: 'categories',
  series: 'products',
  resources: 'resources',
  industries: 'industries',
}

export type FieldSpec = {
  /** The key in the file. */
  name: string
  /** The field of the collection, when it differs. */
  field?: string
  /** Written after the sections it may point to (same-section and later references). */
  deferred?: boolean
} & (
  | { kind: 'value'; default?: string | number | boolean }
  | { kind: 'list' }
  | { kind: 'localized' }
  | { kind: 'markdown' }
  | { kind: 'date' }
  | { kind: 'status' }
  | { kind: 'ref'; to: RefKind }
  | { kind: 'refs'; to: RefKind }
  /** The upload's own file: `media/<name>` in the file. */
  | { kind: 'upload'; dir: 'media' | 'files' }
  /** Another media record by path (imageEs): `media/<name>`. */
  | { kind: 'mediaPath' }
)

export type DocSpec = {
  section: ContentSection
  collection: CollectionSlug
  fields: FieldSpec[]
  /** The natural key of a file's record. */
  keyOf: (record: Doc) => string
  /** The natural key of a stored document read with locale 'all' (undefined: not exportable). */
  keyOfDoc: (doc: Doc) => string | undefined
  drafts?: boolean
}

const common = (): FieldSpec[] => [
  { name: 'slug', kind: 'localized' },
  { name: 'title', kind: 'localized' },
  { name: 'summary', kind: 'localized' },
  { name: 'content', kind: 'markdown' },
  { name: 'image', kind: 'ref', to: 'media' },
]

const enOf = (v: unknown) => (v && typeof v === 'object' ? nonEmptyString((v as { en?: unknown }).en) : nonEmptyString(v))
const bySlug = { keyOf: (r: Doc) => (r.slug as Bi).en, keyOfDoc: (d: Doc) => enOf(d.slug) }
const byValue = (name: string) => ({ keyOf: (r: Doc) => r[name] as string, keyOfDoc: (d: Doc) => nonEmptyString(d[name]) })
const byFile = { keyOf: (r: Doc) => fileNameOf(r.file as string), keyOfDoc: (d: Doc) => nonEmptyString(d.filename) }

export const DOC_SPECS: Record<Exclude<ContentSection, 'menus' | 'social'>, DocSpec> = {
  media: {
    section: 'media',
    collection: 'media',
    ...byFile,
    fields: [
      { name: 'file', kind: 'upload', dir: 'media' },
      { name: 'alt', kind: 'localized' },
      { name: 'imageEs', kind: 'mediaPath', deferred: true },
      { name: 'desktopWidth', kind: 'value', default: '100' },
      { name: 'mobileWidth', kind: 'value', default: '100' },
      { name: 'imageAlign', kind: 'value', default: 'center' },
    ],
  },
  files: {
    section: 'files',
    collection: 'files',
    ...byFile,
    fields: [
      { name: 'file', kind: 'upload', dir: 'files' },
      { name: 'title', kind: 'localized' },
    ],
  },
  icons: {
    section: 'icons',
    collection: 'icons',
    ...byValue('snake'),
    fields: [
      { name: 'snake', kind: 'value' },
      { name: 'title', kind: 'value' },
      { name: 'camel', kind: 'value' },
      { name: 'isFA', kind: 'value', default: false },
      { name: 'isPublic', kind: 'value', default: true },
      { name: 'svg', kind: 'value' },
    ],
  },
  categories: {
    section: 'categories',
    collection: 'categories',
    ...bySlug,
    fields: [
      ...common(),
      { name: 'order', kind: 'value', default: 0 },
      { name: 'parent', kind: 'ref', to: 'categories', deferred: true },
      { name: 'showAccessoriesInShop', kind: 'value', default: false },
    ],
  },
  attributeTitles: {
    section: 'attributeTitles',
    collection: 'attribute-titles',
    ...byValue('key'),
    fields: [
      { name: 'key', kind: 'value' },
      { name: 'title', kind: 'localized' },
      { name: 'isPublic', kind: 'value', default: true },
      { name: 'order', kind: 'value', default: 0 },
    ],
  },
  series: {
    section: 'series',
    collection: 'products',
    drafts: true,
    // Codes compare as the format writes them: trimmed and upper-cased.
    keyOf: (r: Doc) => r.series as string,
    keyOfDoc: (d: Doc) => nonEmptyString(typeof d.series === 'string' ? d.series.trim().toUpperCase() : undefined),
    fields: [
      { name: 'series', kind: 'value' },
      ...common(),
      { name: 'gallery', kind: 'refs', to: 'media' },
      { name: 'category', kind: 'ref', to: 'categories' },
      { name: 'attributeKeys', kind: 'list' },
      { name: 'documents', kind: 'refs', to: 'resources', deferred: true },
      { name: 'accessories', kind: 'refs', to: 'series', deferred: true },
      { name: 'order', kind: 'value', default: 0 },
      // Business days to make or buy more of the series' parts (docs/import-format-stock.md).
      { name: 'leadTimeDays', kind: 'value' },
      { name: 'status', kind: 'status' },
    ],
  },
  resources: {
    section: 'resources',
    collection: 'resources',
    ...bySlug,
    fields: [
      ...common(),
      { name: 'kind', kind: 'value', default: 'datasheet' },
      { name: 'language', kind: 'value', default: 'en' },
      { name: 'file', kind: 'ref', to: 'files' },
      { name: 'products', kind: 'refs', to: 'series' },
    ],
  },
  industries: {
    section: 'industries',
    collection: 'industries',
    ...bySlug,
    fields: [...common(), { name: 'products', kind: 'refs', to: 'series' }],
  },
  articles: {
    section: 'articles',
    collection: 'articles',
    drafts: true,
    ...bySlug,
    fields: [
      ...common(),
      { name: 'publishedAt', kind: 'date' },
      { name: 'author', kind: 'value' },
      { name: 'industries', kind: 'refs', to: 'industries' },
      { name: 'products', kind: 'refs', to: 'series' },
      { name: 'status', kind: 'status' },
    ],
  },
  whitePapers: {
    section: 'whitePapers',
    collection: 'white-papers',
    ...bySlug,
    fields: [
      ...common(),
      { name: 'publishedAt', kind: 'date' },
      { name: 'author', kind: 'value' },
      { name: 'file', kind: 'ref', to: 'files' },
    ],
  },
  testimonials: {
    section: 'testimonials',
    collection: 'testimonials',
    ...bySlug,
    fields: [
      ...common(),
      { name: 'quote', kind: 'localized' },
      { name: 'author', kind: 'value' },
      { name: 'role', kind: 'localized' },
      { name: 'company', kind: 'value' },
      { name: 'industry', kind: 'ref', to: 'industries' },
    ],
  },
  pages: {
    section: 'pages',
    collection: 'pages',
    drafts: true,
    ...bySlug,
    fields: [...common(), { name: 'showInFooter', kind: 'value', default: false }, { name: 'status', kind: 'status' }],
  },
  tstrings: {
    section: 'tstrings',
    collection: 'tstrings',
    ...byValue('slug'),
    fields: [
      { name: 'slug', kind: 'value' },
      { name: 'text', kind: 'localized' },
      { name: 'changeEditor', kind: 'value', default: false },
    ],
  },
}

/** The collection's field a spec field is stored in. */
export const fieldOf = (f: FieldSpec) => (f.kind === 'status' ? '_status' : (f.field ?? f.name))
export const isLocalized = (f: FieldSpec) => f.kind === 'localized' || f.kind === 'markdown'
