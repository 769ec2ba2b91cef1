import { loader } from '@/lib/cache/loader'
import type { Payload, Where } from 'payload'

import { PUBLIC_PRICE_LIST } from '@/domain'
import type { Locale } from '@/i18n/locales'
import { orderSeriesDocuments, RESOURCE_LANGUAGES, type ResourceLanguage } from '@/lib/catalogue/documents'
import type { ImageInfo } from '@/lib/catalogue/images'
import type { PartProfiles } from '@/lib/catalogue/partFacets'
import {
  buildSeriesParts,
  digestBuilder,
  packSeriesParts,
  unpackSeriesParts,
  type CatalogueDigest,
  type PackedSeriesParts,
  type PricingContext,
  type SeriesDigest,
  type SeriesParts,
  type VisibleParts,
} from '@/lib/catalogue/pricing'
import type { LocalizedText, ValueLabels } from '@/lib/catalogue/values'
import { collectionTag } from '@/lib/cache/tags'
import { priceListEntryToDomain } from '@/lib/commerce/pricesToDomain'
import { readPriceList } from '@/lib/commerce/readCommerceData'
import { getPayloadClient } from '@/lib/payload'
import { previewing, readMode } from '@/lib/preview'


import { eachVisiblePartBatch, seriesHiddenByParts, visiblePartsOfSeries } from './visibleParts'

import { idOf, loadImages, sitePath } from './media'

/*
 * The catalogue's reads, each cached until an edit expires one of its collections' tags.
 * Parts are read in bulk only to rebuild the digest (one pass over every part, kept as a
 * few numbers and value lists per series) and per series for its table; pages filter,
 * count, sort and page in memory on these.
 *
 * No cached loader calls another: Next bypasses a cached loader nested in another (src/lib/cache/loader.ts refuses it), which
 * would rebuild the digest on every miss of the outer entry. Cached pieces are joined per
 * request instead (cheap: one entry per series).
 */

const tags = (...collections: string[]) => collections.map(collectionTag)
const PRICING_TAGS = tags('parts', 'part-prefixes', 'price-lists', 'price-list-entries', 'attribute-titles')
const all = { pagination: false, limit: 0, overrideAccess: false } as const
const LIST_TAGS = tags('products', 'categories', 'media')
const DETAIL_TAGS = tags('products', 'categories', 'media', 'resources', 'files')
type Id = number | string

export type AttributeTitle = { key: string; title: LocalizedText; order: number }

async function readAttributeTitles(payload: Payload): Promise<AttributeTitle[]> {
  const { docs } = await payload.find({
    collection: 'attribute-titles',
    ...all,
    where: { isPublic: { equals: true } },
    locale: 'all',
    depth: 0,
    sort: 'order',
    select: { key: true, title: true, order: true },
  })
  return docs.map((d) => ({ key: d.key, title: (d.title ?? {}) as unknown as LocalizedText, order: d.order ?? 0 }))
}

/** The public attribute titles, in filter and column order. */
export const getAttributeTitles = loader({ key: 'catalogue-attribute-titles', tags: tags('attribute-titles') }, async () => readAttributeTitles(await getPayloadClient()))

async function pricingContext(payload: Payload, listName: string): Promise<PricingContext> {
  const [prefixes, entries] = await Promise.all([
    payload.find({ collection: 'part-prefixes', ...all, depth: 0, select: { title: true, discountSchedule: true, isPublic: true } }),
    readPriceList(payload, listName),
  ])
  return {
    prefixes: prefixes.docs.map((p) => ({ title: p.title, discountSchedule: p.discountSchedule, isPublic: p.isPublic })),
    // Stored in dollars, read into the rules' cents once per list (docs/pricing.md, "Money").
    entries: (entries ?? []).map(priceListEntryToDomain),
    listName,
  }
}

/** Every series' visible part count, lowest price for the list and attribute values. */
const getDigest = loader({ key: 'catalogue-digest', tags: PRICING_TAGS, memo: true }, async (listName: string): Promise<CatalogueDigest> => {
  const payload = await getPayloadClient()
  const [pricing, titles] = await Promise.all([pricingContext(payload, listName), readAttributeTitles(payload)])
  const builder = digestBuilder(pricing, titles.map((t) => t.key))
  // Restricted parts are dropped by the loader before anything is cached or shown.
  await eachVisiblePartBatch(payload, pricing.prefixes, { select: { listPrice: true, attributes: true }, locale: 'en' }, (batch) =>
    builder.add(batch as unknown as VisibleParts),
  )
  return builder.finish()
})


/**
 * Which series ids a visitor may see by their parts (`seriesHiddenByParts`), from the digest
 * the lists use: for the storefront's reads of series by id (cart lines, favorites), so a
 * hidden series answers as a missing one.
 */
export async function seriesVisibleByParts(): Promise<(id: Id) => boolean> {
  const digest = await getDigest(PUBLIC_PRICE_LIST)
  return (id) => {
    const d = digest.series[String(id)]
    return !d || !seriesHiddenByParts(d.parts, d.hidden)
  }
}

/** A series as the product list shows it. */
export type SeriesCard = {
  id: string
  title: string
  slug: string
  summary: string | null
  series: string | null
  categoryId: string | null
  order: number
  image: ImageInfo | null
  partCount: number
  /** The lowest visitor (OEM) price in cents; null when no part has a price. */
  fromCents: number | null
  facets: Record<string, string[]>
  /** Its parts by their values: what a filtered list counts and prices (`matchParts`). */
  profiles: PartProfiles
  /** On a filtered list: how many of its parts pass the filters (`fromCents` is then their lowest price). */
  matchCount?: number
}

/** A series' own fields, before its parts' numbers are joined in. */
type SeriesBase = Omit<SeriesCard, 'partCount' | 'fromCents' | 'facets' | 'profiles'>

export type CategoryEntry = { id: string; title: string; slug: string; summary: string | null; order: number; parentId: string | null }

export type CatalogueIndex = { series: SeriesCard[]; categories: CategoryEntry[]; values: ValueLabels }

const NO_PROFILES: PartProfiles = { keys: [], rows: [] }
const stringOrEmpty = (v: unknown) => (typeof v === 'string' ? v : '')
const strOrNull = (v: unknown) => (typeof v === 'string' && v ? v : null)
const idString = (v: unknown) => {
  const id = idOf(v)
  return id === null ? null : String(id)
}

const SERIES_SELECT = { title: true, slug: true, summary: true, series: true, category: true, order: true, image: true } as const
type SeriesDoc = { id: Id; title?: unknown; slug?: unknown; summary?: unknown; series?: unknown; category?: unknown; order?: number | null; image?: unknown }

function seriesBase(doc: SeriesDoc, images: Map<string, ImageInfo>): SeriesBase {
  const imageId = idString(doc.image)
  return {
    id: String(doc.id),
    title: stringOrEmpty(doc.title),
    slug: stringOrEmpty(doc.slug),
    summary: strOrNull(doc.summary),
    series: strOrNull(doc.series),
    categoryId: idString(doc.category),
    order: doc.order ?? 0,
    image: imageId ? (images.get(imageId) ?? null) : null,
  }
}

/**
 * A series with its parts' numbers, or null when a visitor may not see it: a series whose
 * every part is restricted is not shown (docs/pricing.md, "Part numbers"). A series without parts
 * is shown (its page may be text only).
 */
function withDigest(base: SeriesBase, d: SeriesDigest | undefined): SeriesCard | null {
  if (d && seriesHiddenByParts(d.parts, d.hidden)) return null
  return { ...base, partCount: d?.parts ?? 0, fromCents: d?.fromCents ?? null, facets: d?.facets ?? {}, profiles: d?.profiles ?? NO_PROFILES }
}

type ListBase = { series: SeriesBase[]; categories: CategoryEntry[] }

const getListBase = loader({ key: 'catalogue-list', tags: LIST_TAGS, memo: true }, async (locale: Locale): Promise<ListBase> => {
  const payload = await getPayloadClient()
  const [products, categories] = await Promise.all([
    payload.find({ collection: 'products', ...all, locale, depth: 0, sort: 'title', select: SERIES_SELECT }),
    payload.find({ collection: 'categories', ...all, locale, depth: 0, sort: 'order', select: { title: true, slug: true, summary: true, order: true, parent: true } }),
  ])
  const images = await loadImages(payload, products.docs.map((p) => p.image), locale)
  return {
    series: products.docs.map((p) => seriesBase(p, images)),
    categories: categories.docs.map((c) => ({
      id: String(c.id),
      title: stringOrEmpty(c.title),
      slug: stringOrEmpty(c.slug),
      summary: strOrNull(c.summary),
      order: c.order ?? 0,
      parentId: idString(c.parent),
    })),
  }
})

/**
 * The product list's data in one locale: every visible series with its price and values,
 * the categories and the value labels. Two cached pieces (the series and categories of the
 * locale; the digest of the parts) joined per request.
 */
export async function getCatalogueIndex(locale: Locale, listName = PUBLIC_PRICE_LIST): Promise<CatalogueIndex> {
  const [list, digest] = await Promise.all([
    getListBase(locale),
    getDigest(listName),
  ])
  return {
    series: list.series.map((s) => withDigest(s, digest.series[s.id])).filter((s): s is SeriesCard => s !== null),
    categories: list.categories,
    values: digest.values,
  }
}

export type DocumentLink = {
  id: string
  title: string
  slug: string
  kind: string | null
  /** The language of its file. */
  language: ResourceLanguage
  file: { url: string; filename: string | null; filesize: number | null; mimeType: string | null; title: string | null } | null
}

export type SeriesDetail = {
  id: string
  series: string | null
  attributeKeys: string[]
  category: { id: string; title: string; slug: string } | null
  /** The main image first, then the gallery. */
  images: ImageInfo[]
  /** Its own documents, then the rest of its family's (see orderSeriesDocuments). */
  documents: DocumentLink[]
  accessories: SeriesCard[]
}

type DetailBase = Omit<SeriesDetail, 'accessories'> & { accessories: SeriesBase[] }

const isResourceLanguage = (v: unknown): v is ResourceLanguage => (RESOURCE_LANGUAGES as readonly unknown[]).includes(v)

const inOrder = <T extends { id: Id }>(ids: (Id | null)[], docs: T[]) => {
  const byId = new Map(docs.map((d) => [String(d.id), d]))
  return ids.map((id) => (id === null ? undefined : byId.get(String(id)))).filter((d): d is T => Boolean(d))
}

async function loadSeriesDetail(id: string, locale: Locale, draft = false): Promise<DetailBase | null> {
  const payload = await getPayloadClient()
  const found = await payload.find({
    collection: 'products',
    where: { id: { equals: id } },
    limit: 1,
    locale,
    depth: 0,
    ...readMode(draft),
    select: { series: true, category: true, image: true, gallery: true, attributeKeys: true, documents: true, accessories: true },
  })
  const doc = found.docs[0]
  if (!doc) return null
  const categoryId = idOf(doc.category)
  const documentIds = (doc.documents ?? []).map(idOf)
  const accessoryIds = (doc.accessories ?? []).map(idOf)
  const present = (ids: (Id | null)[]) => ids.filter((i): i is Id => i !== null)
  const category =
    categoryId === null
      ? null
      : await payload.find({
          collection: 'categories',
          where: { id: { equals: categoryId } },
          limit: 1,
          locale,
          depth: 0,
          overrideAccess: false,
          select: { title: true, slug: true, parent: true },
        })
  const cat = category?.docs[0]
  // The family: the series' category and, for an accessories category, the family it belongs to.
  const familyCategories = cat ? present([cat.id, idOf(cat.parent)]) : []
  // Access applies: a series that is not published lends the family none of its documents.
  const family = familyCategories.length
    ? await payload.find({ collection: 'products', ...all, where: { category: { in: familyCategories } }, depth: 0, select: { documents: true } })
    : null
  const familySeries = (family?.docs ?? []).map((d) => d.id)
  const familyDocumentIds = (family?.docs ?? []).flatMap((d) => (d.documents ?? []).map(idOf))
  const anyOf: Where[] = [
    ...(documentIds.length || familyDocumentIds.length ? [{ id: { in: present([...documentIds, ...familyDocumentIds]) } }] : []),
    ...(familySeries.length ? [{ products: { in: familySeries } }] : []),
  ]
  const [resources, accessories] = await Promise.all([
    anyOf.length
      ? payload.find({
          collection: 'resources',
          ...all,
          where: { or: anyOf },
          locale,
          depth: 1,
          select: { title: true, slug: true, kind: true, language: true, file: true },
          populate: { files: { url: true, filename: true, filesize: true, mimeType: true, title: true } },
        })
      : null,
    // Access applies: an accessory that is not published is left out.
    accessoryIds.length
      ? payload.find({ collection: 'products', ...all, where: { id: { in: present(accessoryIds) } }, locale, depth: 0, select: SERIES_SELECT })
      : null,
  ])
  const accessoryDocs = accessories ? inOrder(accessoryIds, accessories.docs) : []
  const imageIds = [doc.image, ...(doc.gallery ?? [])]
  const images = await loadImages(payload, [...imageIds, ...accessoryDocs.map((a) => a.image)], locale)
  const links = (resources?.docs ?? []).map((r): DocumentLink => {
    const file = r.file && typeof r.file === 'object' ? r.file : null
    const url = sitePath(file?.url)
    return {
      id: String(r.id),
      title: stringOrEmpty(r.title),
      slug: stringOrEmpty(r.slug),
      kind: strOrNull(r.kind),
      language: isResourceLanguage(r.language) ? r.language : 'en',
      file: file && url ? { url, filename: file.filename ?? null, filesize: file.filesize ?? null, mimeType: file.mimeType ?? null, title: strOrNull(file.title) } : null,
    }
  })
  return {
    id,
    series: strOrNull(doc.series),
    attributeKeys: (doc.attributeKeys ?? []).filter((k): k is string => typeof k === 'string'),
    category: cat ? { id: String(cat.id), title: stringOrEmpty(cat.title), slug: stringOrEmpty(cat.slug) } : null,
    images: imageIds.map((i) => images.get(String(idOf(i)))).filter((i): i is ImageInfo => Boolean(i)),
    documents: orderSeriesDocuments(inOrder(documentIds, links), links, locale),
    accessories: accessoryDocs.map((a) => seriesBase(a, images)),
  }
}

const seriesDetail = loader({ key: 'catalogue-series-detail', tags: DETAIL_TAGS, memo: true }, loadSeriesDetail)

/** A series page's images, category, documents and accessories (its text comes from getDocBySlug). */
export async function getSeriesDetail(id: Id, locale: Locale, listName = PUBLIC_PRICE_LIST): Promise<SeriesDetail | null> {
  const [detail, digest] = await Promise.all([
    // A staff preview reads the series' latest draft afresh.
    (await previewing())
      ? loadSeriesDetail(String(id), locale, true)
      : seriesDetail(String(id), locale),
    getDigest(listName),
  ])
  if (!detail) return null
  return {
    ...detail,
    accessories: detail.accessories.map((a) => withDigest(a, digest.series[a.id])).filter((a): a is SeriesCard => a !== null),
  }
}

/** Packed for the data cache (JSON); unpacked once per process by getSeriesParts. */
const packedSeriesParts = loader({ key: 'catalogue-series-parts', tags: PRICING_TAGS }, async (productId: string, listName: string): Promise<PackedSeriesParts> => {
  const payload = await getPayloadClient()
  const context = pricingContext(payload, listName)
  const [pricing, titles, parts] = await Promise.all([
    context,
    readAttributeTitles(payload),
    // Restricted parts are dropped by the loader before caching; only their count comes.
    visiblePartsOfSeries(payload, async () => (await context).prefixes, productId, {
      select: { listPrice: true, pkgqty: true, leadTimeNote: true, tariff: true, attributes: true },
      locale: 'all',
    }),
  ])
  const keys = titles.map((t) => t.key)
  return packSeriesParts(buildSeriesParts(parts as unknown as VisibleParts, pricing, keys), keys)
})

/**
 * A series' visible parts priced for the list, with their attribute values; restricted
 * parts are dropped before caching, so they never reach a page.
 */
export async function getSeriesParts(id: Id, listName = PUBLIC_PRICE_LIST): Promise<SeriesParts> {
  return seriesParts(String(id), listName)
}

const seriesParts = loader({ key: 'catalogue-series-parts-unpacked', tags: PRICING_TAGS, cache: false, memo: true }, async (id: string, listName: string) =>
  unpackSeriesParts(await packedSeriesParts(id, listName)),
)
