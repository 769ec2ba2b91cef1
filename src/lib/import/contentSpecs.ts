import type { CollectionSlug } from 'payload'

import type { Social } from '@/payload-types'

import type { ContentSection } from './contentFormat'
import type { MarkdownConverter } from './markdown'
import type { Id } from './sync'

/**
 * How each content section maps to its collection, field by field: shared by the exporter
 * (stored document -> record of the file) and the importer (which compares a file's record
 * with the stored one in that same form, and writes the difference).
 *
 * A record in "canonical form" is what the exporter writes: defaults left out, Markdown as
 * the editor gives it back, references by natural key, dates as 2026-03-14.
 */

export type { Id } from './sync'
export type Doc = Record<string, unknown>
export type Bi = { en: string; es: string }

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

const nonEmptyString = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined)
const enOf = (v: unknown) => (v && typeof v === 'object' ? nonEmptyString((v as { en?: unknown }).en) : nonEmptyString(v))
const bySlug = { keyOf: (r: Doc) => (r.slug as Bi).en, keyOfDoc: (d: Doc) => enOf(d.slug) }
const byValue = (name: string) => ({ keyOf: (r: Doc) => r[name] as string, keyOfDoc: (d: Doc) => nonEmptyString(d[name]) })
const byFile = { keyOf: (r: Doc) => fileName(r.file as string), keyOfDoc: (d: Doc) => nonEmptyString(d.filename) }
const fileName = (p: string) => p.split(/[/\\]/).pop() ?? p

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
    fields: [...common(), { name: 'publishedAt', kind: 'date' }, { name: 'author', kind: 'value' }, { name: 'file', kind: 'ref', to: 'files' }],
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

/** A localized pair as the file carries it: both languages, one standing in for a missing other; undefined when both are empty. */
export function pair(en: string | undefined, es: string | undefined): Bi | undefined {
  if (!en && !es) return undefined
  return { en: (en || es)!, es: (es || en)! }
}

/** 2026-03-14T00:00:00.000Z -> 2026-03-14 (other times stay ISO). */
export function dateOut(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value) return undefined
  const time = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value)
  if (Number.isNaN(time)) return undefined
  const iso = new Date(time).toISOString()
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso
}

export const relationId = (v: unknown): Id | undefined =>
  typeof v === 'number' ? v : v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'number' ? (v as { id: number }).id : undefined

/** Ids to keys, for the records a document points to. */
export type KeyOfId = (kind: RefKind, id: Id) => string | undefined

/** A stored document (read with locale 'all', depth 0) as a record of the file, in canonical form. */
export function recordOfDoc(spec: DocSpec, doc: Doc, keyOfId: KeyOfId, md: MarkdownConverter): Doc {
  const out: Doc = {}
  for (const f of spec.fields) {
    const value = doc[fieldOf(f)]
    switch (f.kind) {
      case 'value': {
        const v = value ?? f.default
        if (v !== undefined && v !== null && v !== '' && v !== f.default) out[f.name] = v
        break
      }
      case 'list':
        out[f.name] = Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []
        break
      case 'localized': {
        const v = (value && typeof value === 'object' ? value : {}) as { en?: unknown; es?: unknown }
        const p = pair(nonEmptyString(v.en), nonEmptyString(v.es))
        if (p) out[f.name] = p
        break
      }
      case 'markdown': {
        const v = (value && typeof value === 'object' && !('root' in value) ? value : { en: value }) as { en?: unknown; es?: unknown }
        const p = pair(nonEmptyString(md.toMarkdown(v.en)), nonEmptyString(md.toMarkdown(v.es)))
        if (p) out[f.name] = p
        break
      }
      case 'date': {
        const d = dateOut(value)
        if (d) out[f.name] = d
        break
      }
      case 'status':
        if (value === 'draft') out[f.name] = 'draft'
        break
      case 'ref': {
        const id = relationId(value)
        const key = id === undefined ? undefined : keyOfId(f.to, id)
        if (key !== undefined) out[f.name] = key
        break
      }
      case 'refs': {
        const keys = (Array.isArray(value) ? value : [])
          .map(relationId)
          .map((id) => (id === undefined ? undefined : keyOfId(f.to, id)))
          .filter((k): k is string => k !== undefined)
        if (keys.length > 0) out[f.name] = keys
        break
      }
      case 'upload':
        out[f.name] = `${f.dir}/${doc.filename}`
        break
      case 'mediaPath': {
        const id = relationId(value)
        const key = id === undefined ? undefined : keyOfId('media', id)
        if (key !== undefined) out[f.name] = `media/${key}`
        break
      }
    }
  }
  return out
}

/** A parsed record of the file in canonical form (the form recordOfDoc gives). */
export function canonicalRecord(spec: DocSpec, record: Doc, md: MarkdownConverter): Doc {
  const out: Doc = {}
  for (const f of spec.fields) {
    const value = record[f.name]
    switch (f.kind) {
      case 'value':
        if (value !== undefined && value !== null && value !== '' && value !== f.default) out[f.name] = value
        break
      case 'list':
        out[f.name] = Array.isArray(value) ? value : []
        break
      case 'localized':
        if (value) out[f.name] = value
        break
      case 'markdown': {
        const v = value as Bi | undefined
        const p = v && pair(md.normalize(v.en), md.normalize(v.es))
        if (p) out[f.name] = p
        break
      }
      case 'date': {
        const d = dateOut(value)
        if (d) out[f.name] = d
        break
      }
      case 'status':
        if (value === 'draft') out[f.name] = 'draft'
        break
      case 'ref':
        if (value !== undefined && value !== null) out[f.name] = value
        break
      case 'refs':
        if (Array.isArray(value) && value.length > 0) out[f.name] = value
        break
      case 'upload':
        out[f.name] = `${f.dir}/${fileName(value as string)}`
        break
      case 'mediaPath':
        if (typeof value === 'string') out[f.name] = `media/${fileName(value)}`
        break
    }
  }
  return out
}

// ---- Menus and social links -------------------------------------------------------------------

type StoredLink = { label?: unknown; href?: unknown; icon?: unknown; submenu?: StoredLink[] | null }

function linkOfDoc(link: StoredLink, keyOfId: KeyOfId): Doc {
  const loc = (v: unknown) => {
    const o = (v && typeof v === 'object' ? v : { en: v }) as { en?: unknown; es?: unknown }
    return pair(nonEmptyString(o.en), nonEmptyString(o.es)) ?? { en: '', es: '' }
  }
  const iconId = relationId(link.icon)
  const icon = iconId === undefined ? undefined : keyOfId('icons', iconId)
  return { label: loc(link.label), href: loc(link.href), ...(icon === undefined ? {} : { icon }) }
}

/** A stored menu (locale 'all') as a record of the file. */
export function menuOfDoc(doc: Doc, keyOfId: KeyOfId): Doc {
  const items = ((doc.items as StoredLink[] | null) ?? []).map((item) => {
    const submenu = (item.submenu ?? []).map((s) => linkOfDoc(s, keyOfId))
    return { ...linkOfDoc(item, keyOfId), ...(submenu.length > 0 ? { submenu } : {}) }
  })
  const columns = ((doc.columns as { title?: unknown; categories?: unknown[] | null }[] | null) ?? []).map((c) => {
    const t = (c.title && typeof c.title === 'object' ? c.title : { en: c.title }) as { en?: unknown; es?: unknown }
    return {
      title: pair(nonEmptyString(t.en), nonEmptyString(t.es)) ?? { en: '', es: '' },
      categories: (c.categories ?? [])
        .map(relationId)
        .map((id) => (id === undefined ? undefined : keyOfId('categories', id)))
        .filter((k): k is string => k !== undefined),
    }
  })
  return { slug: doc.slug, ...(items.length > 0 ? { items } : {}), ...(columns.length > 0 ? { columns } : {}) }
}

/** A parsed menu record in canonical form. */
export function canonicalMenu(record: {
  slug: string
  items?: { label: Bi; href: Bi; icon?: string; submenu?: { label: Bi; href: Bi; icon?: string }[] }[]
  columns?: { title: Bi; categories: string[] }[]
}): Doc {
  const link = (l: { label: Bi; href: Bi; icon?: string }) => ({ label: l.label, href: l.href, ...(l.icon === undefined ? {} : { icon: l.icon }) })
  const items = (record.items ?? []).map((i) => ({ ...link(i), ...(i.submenu?.length ? { submenu: i.submenu.map(link) } : {}) }))
  const columns = (record.columns ?? []).map((c) => ({ title: c.title, categories: c.categories }))
  return { slug: record.slug, ...(items.length > 0 ? { items } : {}), ...(columns.length > 0 ? { columns } : {}) }
}

export const socialOfDoc = (doc: Pick<Social, 'links'>): { network: string; url: string }[] => (doc.links ?? []).map((l) => ({ network: l.network, url: l.url }))

// ---- Parts and the site tagline (the content fields of commerce records) ----------------------

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** A part's content fields as the file carries them: series code, attributes (keys sorted), lead-time note. */
export function partContentOfDoc(doc: Doc, seriesCode: (id: Id) => string | undefined): Doc {
  const productId = relationId(doc.product)
  const series = productId === undefined ? undefined : seriesCode(productId)
  const attributes = doc.attributes && typeof doc.attributes === 'object' && !Array.isArray(doc.attributes) ? (doc.attributes as Doc) : undefined
  const note = (doc.leadTimeNote && typeof doc.leadTimeNote === 'object' ? doc.leadTimeNote : { en: doc.leadTimeNote }) as { en?: unknown; es?: unknown }
  const leadTimeNote = pair(nonEmptyString(note.en), nonEmptyString(note.es))
  return {
    ...(series === undefined ? {} : { series }),
    ...(attributes && Object.keys(attributes).length > 0
      ? { attributes: Object.fromEntries(Object.keys(attributes).sort(compare).map((k) => [k, attributes[k]])) }
      : {}),
    ...(leadTimeNote ? { leadTimeNote } : {}),
  }
}

/** The site tagline (site-settings read with locale 'all'), when set. */
export function taglineOfDoc(site: { tagline?: unknown }): Bi | undefined {
  const t = (site.tagline && typeof site.tagline === 'object' ? site.tagline : { en: site.tagline }) as { en?: unknown; es?: unknown }
  return pair(nonEmptyString(t.en), nonEmptyString(t.es))
}
