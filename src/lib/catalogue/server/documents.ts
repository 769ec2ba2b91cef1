import type { DefaultTypedEditorState } from '@payloadcms/richtext-lexical'
import { loader } from '@/lib/platform/cache/server/loader'

import type { Locale } from '@/i18n/locales'
import { defaultLocale, locales } from '@/i18n/locales'
import { collectionTag, CONTENT_TAGS } from '@/lib/platform/cache/tags'
import { sitePath } from '@/lib/catalogue/server/media'
import { getPayloadClient } from '@/lib/platform/server/payload'
import { isPreviewable, previewing, readMode } from '@/lib/content/server/preview'
import type { RoutedCollection } from '@/lib/content/routes'
import { allLocales } from '@/lib/platform/allLocales'

export type RichTextValue = DefaultTypedEditorState

export type RoutedDoc = {
  id: number | string
  collection: RoutedCollection
  title: string
  slug: string
  summary: string | null
  content: RichTextValue | null
  updatedAt: string
  /** The same document's slug in every locale: the language switch and hreflang use it. */
  slugs: Partial<Record<Locale, string>>
  /** The media id of its image, for link previews and structured data. */
  image: number | string | null
  /** Articles and white papers: when and by whom. */
  publishedAt: string | null
  author: string | null
  /** Resources and white papers: the PDF buyers download (site path), when there is one. */
  file: DocFile | null
}

export type DocFile = { url: string; filename: string | null; filesize: number | null; mimeType: string | null }

export type DocSummary = Pick<RoutedDoc, 'id' | 'collection' | 'title' | 'slug' | 'summary' | 'updatedAt'>

type RawDoc = Record<string, unknown> & { id: number | string }

function summarize(collection: RoutedCollection, d: RawDoc): DocSummary {
  return {
    id: d.id,
    collection,
    title: String(d.title ?? ''),
    slug: String(d.slug ?? ''),
    summary: (d.summary as string | null) ?? null,
    updatedAt: String(d.updatedAt ?? ''),
  }
}

async function findIdBySlug(collection: RoutedCollection, slug: string, locale: Locale, draft = false) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection,
    where: { slug: { equals: slug } },
    locale,
    limit: 1,
    depth: 0,
    ...readMode(draft),
    select: {},
  })
  return docs[0]?.id
}

async function loadBySlug(collection: RoutedCollection, slug: string, locale: Locale, draft = false): Promise<RoutedDoc | null> {
  const payload = await getPayloadClient()
  const id = await findIdBySlug(collection, slug, locale, draft)
  const fallbackId = id ?? (locale === defaultLocale ? undefined : await findIdBySlug(collection, slug, defaultLocale, draft))
  if (fallbackId === undefined) return null
  const all = await payload.findByID({
    collection,
    id: fallbackId,
    locale: 'all',
    depth: 0,
    ...readMode(draft),
    select: { slug: true },
  })
  const slugs = { ...allLocales(all.slug) }
  // A document without a slug in this locale is served at its default-locale slug.
  if (id === undefined && slugs[locale]) return null
  for (const l of locales) slugs[l] ??= slugs[defaultLocale]
  const doc = (await payload.findByID({ collection, id: fallbackId, locale, depth: 0, ...readMode(draft) })) as unknown as RawDoc
  return {
    ...summarize(collection, doc),
    slug,
    content: (doc.content as RichTextValue | null) ?? null,
    slugs,
    image: typeof doc.image === 'number' || typeof doc.image === 'string' ? doc.image : null,
    publishedAt: typeof doc.publishedAt === 'string' ? doc.publishedAt : null,
    author: typeof doc.author === 'string' && doc.author ? doc.author : null,
    file: await loadFile(doc.file),
  }
}

/** The download of a document's `file` (an upload id at depth 0); null when it has none or it is not public. */
async function loadFile(value: unknown): Promise<DocFile | null> {
  if (typeof value !== 'number' && typeof value !== 'string') return null
  const payload = await getPayloadClient()
  const file = await payload.findByID({
    collection: 'files',
    id: value,
    depth: 0,
    overrideAccess: false,
    disableErrors: true,
    select: { url: true, filename: true, filesize: true, mimeType: true },
  })
  const url = sitePath(file?.url)
  return file && url ? { url, filename: file.filename ?? null, filesize: file.filesize ?? null, mimeType: file.mimeType ?? null } : null
}

async function loadList(collection: RoutedCollection, locale: Locale, limit: number): Promise<DocSummary[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection,
    locale,
    limit,
    depth: 0,
    sort: 'title',
    overrideAccess: false,
    select: { title: true, slug: true, summary: true, updatedAt: true },
  })
  return (docs as RawDoc[]).map((d) => summarize(collection, d))
}

/**
 * One routed document by its slug in a locale; cached until content it can show changes. While
 * the staff preview, its latest draft, read afresh.
 */
export async function getDocBySlug(collection: RoutedCollection, slug: string, locale: Locale): Promise<RoutedDoc | null> {
  if (isPreviewable(collection) && (await previewing())) return loadBySlug(collection, slug, locale, true)
  return docBySlug(collection, slug, locale)
}

// Documents with a download also change when their file does.
const docBySlug = loader({ key: 'doc-by-slug', tags: CONTENT_TAGS }, loadBySlug)

async function loadPageByKey(key: string, locale: Locale, draft = false): Promise<RoutedDoc | null> {
  const id = await findIdBySlug('pages', key, defaultLocale, draft)
  if (id === undefined) return null
  const payload = await getPayloadClient()
  const doc = (await payload.findByID({
    collection: 'pages',
    id,
    locale,
    depth: 0,
    ...readMode(draft),
    select: { slug: true },
  })) as unknown as {
    slug?: string
  }
  return loadBySlug('pages', doc.slug || key, locale, draft)
}

/**
 * A page the templates name by its English slug (home, products, shop), in the page's
 * language: /es/productos shows the page whose slugs are products and productos.
 */
export async function getPageByKey(key: string, locale: Locale): Promise<RoutedDoc | null> {
  if (await previewing()) return loadPageByKey(key, locale, true)
  return pageByKey(key, locale)
}

const pageByKey = loader({ key: 'page-by-key', tags: CONTENT_TAGS }, loadPageByKey)

/** Published documents of a collection, by title; cached until the collection changes. */
const docList = loader({ key: 'doc-list', tags: CONTENT_TAGS }, loadList)
export const listDocs = (collection: RoutedCollection, locale: Locale, limit = 100) => docList(collection, locale, limit)

/** Every slug of a collection in every locale, for the sitemaps. */
export const listAllSlugs = loader(
  { key: 'doc-all-slugs', tags: (collection) => [collectionTag(collection)] },
  async (c: RoutedCollection) => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: c,
      locale: 'all',
      pagination: false,
      limit: 0,
      depth: 0,
      overrideAccess: false,
      select: { slug: true, updatedAt: true },
    })
    return docs.map((d) => ({
      id: String(d.id),
      slugs: allLocales(d.slug),
      updatedAt: d.updatedAt,
    }))
  },
)
