import { loader } from '@/lib/platform/cache/server/loader'
import type { Payload } from 'payload'

import { PUBLIC_PRICE_LIST } from '@/domain'
import type { Locale } from '@/i18n/locales'
import {
  buildSeriesParts,
  digestBuilder,
  packSeriesParts,
  unpackSeriesParts,
  type CatalogueDigest,
  type PackedSeriesParts,
  type PricingContext,
  type SeriesParts,
  type VisibleParts,
} from '@/lib/catalogue/pricing'
import type { LocalizedText, ValueLabels } from '@/lib/catalogue/values'
import { collectionTag } from '@/lib/platform/cache/tags'
import { priceListEntryToDomain } from '@/lib/commerce/pricesToDomain'
import { readPriceList } from '@/lib/commerce/server/readCommerceData'
import { getPayloadClient } from '@/lib/platform/server/payload'
import { previewing } from '@/lib/content/server/preview'
import { allLocales } from '@/lib/platform/allLocales'

import { eachVisiblePartBatch, seriesHiddenByParts, visiblePartsOfSeries } from './visibleParts'

import { loadImages } from './media'
import { idString, SERIES_SELECT, seriesBase, strOrNull, stringOrEmpty, withDigest, type SeriesBase, type SeriesCard } from './seriesCards'
import { cachedSeriesDetail, loadSeriesDetail, type SeriesDetail } from './seriesDetail'

export type { SeriesCard } from './seriesCards'
export type { DocumentLink, SeriesDetail } from './seriesDetail'

/*
 * The catalogue's reads, each cached until an edit expires one of its collections' tags.
 * Parts are read in bulk only to rebuild the digest (one pass over every part, kept as a
 * few numbers and value lists per series) and per series for its table; pages filter,
 * count, sort and page in memory on these.
 *
 * No cached loader calls another: Next bypasses a cached loader nested in another (src/lib/platform/cache/server/loader.ts refuses it), which
 * would rebuild the digest on every miss of the outer entry. Cached pieces are joined per
 * request instead (cheap: one entry per series).
 */

const tags = (...collections: string[]) => collections.map(collectionTag)
const PRICING_TAGS = tags('parts', 'part-prefixes', 'price-lists', 'price-list-entries', 'attribute-titles')
const all = { pagination: false, limit: 0, overrideAccess: false } as const
const LIST_TAGS = tags('products', 'categories', 'media')
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
  return docs.map((d) => ({ key: d.key, title: allLocales(d.title), order: d.order ?? 0 }))
}

/** The public attribute titles, in filter and column order. */
export const getAttributeTitles = loader({ key: 'catalogue-attribute-titles', tags: tags('attribute-titles') }, async () =>
  readAttributeTitles(await getPayloadClient()),
)

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
const getDigest = loader(
  { key: 'catalogue-digest', tags: PRICING_TAGS, memo: true },
  async (listName: string): Promise<CatalogueDigest> => {
    const payload = await getPayloadClient()
    const [pricing, titles] = await Promise.all([pricingContext(payload, listName), readAttributeTitles(payload)])
    const builder = digestBuilder(
      pricing,
      titles.map((t) => t.key),
    )
    // Restricted parts are dropped by the loader before anything is cached or shown.
    await eachVisiblePartBatch(payload, pricing.prefixes, { select: { listPrice: true, attributes: true }, locale: 'en' }, (batch) =>
      builder.add(batch as unknown as VisibleParts),
    )
    return builder.finish()
  },
)

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

export type CategoryEntry = { id: string; title: string; slug: string; summary: string | null; order: number; parentId: string | null }

export type CatalogueIndex = { series: SeriesCard[]; categories: CategoryEntry[]; values: ValueLabels }

type ListBase = { series: SeriesBase[]; categories: CategoryEntry[] }

const getListBase = loader({ key: 'catalogue-list', tags: LIST_TAGS, memo: true }, async (locale: Locale): Promise<ListBase> => {
  const payload = await getPayloadClient()
  const [products, categories] = await Promise.all([
    payload.find({ collection: 'products', ...all, locale, depth: 0, sort: 'title', select: SERIES_SELECT }),
    payload.find({
      collection: 'categories',
      ...all,
      locale,
      depth: 0,
      sort: 'order',
      select: { title: true, slug: true, summary: true, order: true, parent: true },
    }),
  ])
  const images = await loadImages(
    payload,
    products.docs.map((p) => p.image),
    locale,
  )
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
  const [list, digest] = await Promise.all([getListBase(locale), getDigest(listName)])
  return {
    series: list.series.map((s) => withDigest(s, digest.series[s.id])).filter((s): s is SeriesCard => s !== null),
    categories: list.categories,
    values: digest.values,
  }
}

/** A series page's images, category, documents and accessories (its text comes from getDocBySlug). */
export async function getSeriesDetail(id: Id, locale: Locale, listName = PUBLIC_PRICE_LIST): Promise<SeriesDetail | null> {
  const [detail, digest] = await Promise.all([
    // A staff preview reads the series' latest draft afresh.
    (await previewing()) ? loadSeriesDetail(String(id), locale, true) : cachedSeriesDetail(String(id), locale),
    getDigest(listName),
  ])
  if (!detail) return null
  return {
    ...detail,
    accessories: detail.accessories.map((a) => withDigest(a, digest.series[a.id])).filter((a): a is SeriesCard => a !== null),
  }
}

/** Packed for the data cache (JSON); unpacked once per process by getSeriesParts. */
const packedSeriesParts = loader(
  { key: 'catalogue-series-parts', tags: PRICING_TAGS },
  async (productId: string, listName: string): Promise<PackedSeriesParts> => {
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
  },
)

/**
 * A series' visible parts priced for the list, with their attribute values; restricted
 * parts are dropped before caching, so they never reach a page.
 */
export async function getSeriesParts(id: Id, listName = PUBLIC_PRICE_LIST): Promise<SeriesParts> {
  return seriesParts(String(id), listName)
}

const seriesParts = loader(
  { key: 'catalogue-series-parts-unpacked', tags: PRICING_TAGS, cache: false, memo: true },
  async (id: string, listName: string) => unpackSeriesParts(await packedSeriesParts(id, listName)),
)
