import type { Payload } from 'payload'

import { locales, type Locale } from '@/i18n/locales'
import { collectionTag } from '@/lib/platform/cache/tags'
import { serializeListQuery } from '@/lib/catalogue/query'
import { attributeValue, type LocalizedText } from '@/lib/catalogue/values'
import { docHref } from '@/lib/content/server/hrefs'
import { getPayloadClient } from '@/lib/platform/server/payload'
import type { RoutedCollection } from '@/lib/content/routes'
import { crossData, readCrossData, type CrossData } from '@/lib/crossref/server/crossData'
import {
  buildCrossIndex,
  buildDocIndex,
  buildPartIndex,
  buildSynonyms,
  richTextToPlain,
  SearchIndex,
  type CrossIndex,
  type DocIndex,
  type DocRecord,
  type PartIndex,
  type PartRecord,
  type SearchGroup,
  type Synonyms,
} from '@/lib/search/server/searchIndex'

import { perGeneration, joined } from '@/lib/platform/cache/server/loaders'
import { loadSynonymGroups } from './storedSynonyms'
import { eachVisiblePartBatch } from '@/lib/catalogue/server/visibleParts'

/*
 * The instant search's index, built from the database and kept in memory per process.
 *
 * Two halves, each rebuilt when one of its collections changes: the parts (parts, prefixes,
 * attribute titles: 50,000 part numbers read 5,000 at a time) and the documents (series
 * pages, categories and the content collections, every locale). Renaming a series rebuilds
 * the documents only. The staff's synonyms (`search-synonyms`) are a third, small part,
 * read again after any of them changes. The crosses and old numbers (cross-references,
 * supersessions) are a fourth, built over the parts half and rebuilt with it. The collections' afterChange/afterDelete hooks expire these tags
 * through `expireTags`, so an edit is searchable on the next request.
 *
 * The index is not put in the data cache (too big) nor in memo itself (memo deep-freezes its
 * values, and MiniSearch and typed arrays do not survive that): memo holds one empty object
 * per tag generation, and the index hangs off it in a WeakMap, so it lives exactly as long as
 * its generation.
 */

const tags = (...collections: string[]) => collections.map(collectionTag)
const PART_TAGS = tags('parts', 'part-prefixes', 'attribute-titles')
/** The routed collections search shows, and the group each falls under. */
const DOC_COLLECTIONS = {
  products: 'products',
  categories: 'products',
  pages: 'content',
  articles: 'content',
  industries: 'content',
  resources: 'content',
  'white-papers': 'content',
  testimonials: 'content',
} as const satisfies Partial<Record<RoutedCollection, SearchGroup>>
type DocCollection = keyof typeof DOC_COLLECTIONS
const DOC_TAGS = tags(...Object.keys(DOC_COLLECTIONS))
const SYNONYM_TAGS = tags('search-synonyms')
/** The crosses point into the parts half, so they are rebuilt with it too. */
const CROSS_TAGS = [...PART_TAGS, ...tags('cross-references', 'supersessions')]
/** Collections with drafts: visitors see (and search) the published version only. */
const DRAFTS = new Set<string>(['pages', 'articles', 'products'])

const stringOrEmpty = (v: unknown) => (typeof v === 'string' ? v : '')
const idOf = (v: unknown): string | null => {
  if (typeof v === 'number' || typeof v === 'string') return String(v)
  if (v && typeof v === 'object' && 'id' in v) return idOf((v as { id: unknown }).id)
  return null
}

/** The table filter that shows just this part on its series page (its public attributes' values). */
function partFilter(attributes: unknown, publicKeys: readonly string[]): string {
  if (!attributes || typeof attributes !== 'object' || Array.isArray(attributes)) return ''
  const filters: Record<string, string[]> = {}
  for (const key of publicKeys) {
    const value = attributeValue((attributes as Record<string, unknown>)[key])
    if (value) filters[key] = [value.slug]
  }
  return serializeListQuery({ filters }).replace(/^\?/, '')
}

/** The part's public attributes as stored (text or text per locale), in its own order (its series' columns). */
function publicAttributes(attributes: unknown, publicKeys: readonly string[]): Record<string, unknown> {
  if (!attributes || typeof attributes !== 'object' || Array.isArray(attributes)) return {}
  const shown = new Set(publicKeys)
  return Object.fromEntries(Object.entries(attributes).filter(([key, value]) => shown.has(key) && value !== undefined && value !== null))
}

async function readParts(payload: Payload): Promise<PartIndex> {
  const [prefixes, titles] = await Promise.all([
    payload.find({
      collection: 'part-prefixes',
      pagination: false,
      limit: 0,
      depth: 0,
      overrideAccess: true, // prefix visibility is itself what the parts' loader filters on
      select: { title: true, isPublic: true },
    }),
    payload.find({
      collection: 'attribute-titles',
      pagination: false,
      limit: 0,
      depth: 0,
      overrideAccess: true, // attribute titles, filtered to isPublic here
      where: { isPublic: { equals: true } },
      select: { key: true },
    }),
  ])
  const publicKeys = titles.docs.map((t) => t.key)
  const parts: PartRecord[] = []
  const hiddenBySeries = new Map<string, number>()
  // Restricted parts are dropped by the loader before anything is kept; only their series count.
  const known = prefixes.docs.map((p) => ({ title: p.title, isPublic: p.isPublic }))
  await eachVisiblePartBatch(payload, known, { select: { attributes: true, listPrice: true }, locale: 'en' }, (batch) => {
    for (const d of batch.parts) {
      const seriesId = idOf(d.product)
      if (!seriesId || !d.pn) continue
      parts.push({
        pn: d.pn,
        seriesId,
        filter: partFilter(d.attributes, publicKeys),
        attributes: publicAttributes(d.attributes, publicKeys),
        listPrice: d.listPrice,
      })
    }
    for (const [id, n] of batch.hiddenBySeries) hiddenBySeries.set(id, (hiddenBySeries.get(id) ?? 0) + n)
  })
  return buildPartIndex(parts, hiddenBySeries)
}

type RawDoc = {
  id: number | string
  title?: unknown
  slug?: unknown
  summary?: unknown
  content?: unknown
  series?: unknown
  quote?: unknown
}

async function readCollection(payload: Payload, collection: DocCollection, locale: Locale): Promise<RawDoc[]> {
  const { docs } = await payload.find({
    collection,
    pagination: false,
    limit: 0,
    depth: 0,
    locale,
    // Read as the system; visitors never see drafts, so only published documents are kept.
    overrideAccess: true, // the index is built as the system; drafts are filtered out here (published only)
    ...(DRAFTS.has(collection) ? { where: { _status: { equals: 'published' } } } : {}),
    select: {
      title: true,
      slug: true,
      summary: true,
      content: true,
      ...(collection === 'products' ? { series: true } : {}),
      ...(collection === 'testimonials' ? { quote: true } : {}),
    },
  })
  return docs as unknown as RawDoc[]
}

export async function loadSearchDocs(payload: Payload): Promise<DocRecord[]> {
  const records = new Map<string, DocRecord>()
  for (const collection of Object.keys(DOC_COLLECTIONS) as DocCollection[]) {
    for (const locale of locales) {
      // Each locale read with Payload's fallback: a document without Spanish text is found (and served) in English.
      for (const doc of await readCollection(payload, collection, locale)) {
        const title = stringOrEmpty(doc.title).trim()
        const slug = stringOrEmpty(doc.slug).trim()
        if (!title || !slug) continue
        const key = `${collection}:${doc.id}`
        const record = records.get(key) ?? { id: String(doc.id), collection, group: DOC_COLLECTIONS[collection], locales: {} }
        if (collection === 'products' && stringOrEmpty(doc.series)) record.keywords = stringOrEmpty(doc.series)
        record.locales[locale] = {
          title,
          summary: stringOrEmpty(doc.summary).trim() || null,
          text: [stringOrEmpty(doc.quote), richTextToPlain(doc.content)].filter(Boolean).join('\n'),
          href: docHref(collection, slug, locale),
        }
        records.set(key, record)
      }
    }
  }
  return [...records.values()]
}

const loadParts = async () => readParts(await getPayloadClient())

async function loadDocs(): Promise<DocIndex> {
  return buildDocIndex(await loadSearchDocs(await getPayloadClient()))
}

async function loadSynonyms(): Promise<Synonyms> {
  return buildSynonyms(await loadSynonymGroups(await getPayloadClient()))
}

/** The public attributes' titles by key, every locale, in their tables' order (the crosses' side-by-side table). */
async function attributeTitles(payload: Payload): Promise<Map<string, LocalizedText>> {
  const { docs } = await payload.find({
    collection: 'attribute-titles',
    pagination: false,
    limit: 0,
    depth: 0,
    locale: 'all',
    overrideAccess: true, // attribute titles, filtered to isPublic here
    where: { isPublic: { equals: true } },
    sort: ['order', 'key'],
    select: { key: true, title: true },
  })
  return new Map(docs.map((d) => [d.key, (typeof d.title === 'string' ? { en: d.title } : (d.title ?? {})) as LocalizedText]))
}

/** Other makers' numbers and our old ones (src/lib/crossref) over a part index. */
function crossIndexOf(parts: PartIndex, data: CrossData, titles: ReadonlyMap<string, LocalizedText>): CrossIndex {
  const oldNumbers = [...data.replacements.values()].map((r) => ({ oldPn: r.oldPn, pn: r.pn, since: r.since }))
  return buildCrossIndex(parts, data.crosses, oldNumbers, titles)
}

/** The crosses half, over the parts half of the same generation. */
async function loadCrosses(): Promise<CrossIndex> {
  const [parts, data, titles] = await Promise.all([
    perGeneration('parts', PART_TAGS, loadParts),
    crossData(),
    getPayloadClient().then(attributeTitles),
  ])
  return crossIndexOf(parts, data, titles)
}

/** The whole index read afresh from one database, without keeping it (integration tests: what the API answers from). */
export async function readSearchIndex(payload: Payload): Promise<SearchIndex> {
  const [parts, docs, groups, data, titles] = await Promise.all([
    readParts(payload),
    loadSearchDocs(payload),
    loadSynonymGroups(payload),
    readCrossData(payload),
    attributeTitles(payload),
  ])
  return new SearchIndex(parts, buildDocIndex(docs), buildSynonyms(groups), crossIndexOf(parts, data, titles))
}

/**
 * The search index of this process, current with the database: the parts and the
 * documents halves each rebuilt (once) after one of their collections changed.
 */
export async function getSearchIndex(): Promise<SearchIndex> {
  const [parts, docs, synonyms, crosses] = await Promise.all([
    perGeneration('parts', PART_TAGS, loadParts),
    perGeneration('docs', DOC_TAGS, loadDocs),
    perGeneration('synonyms', SYNONYM_TAGS, loadSynonyms),
    perGeneration('crosses', CROSS_TAGS, loadCrosses),
  ])
  // The crosses' load asks for the parts half synchronously (same tick, same generation), so it points into these parts.
  return joined([parts, docs, synonyms, crosses], () => new SearchIndex(parts, docs, synonyms, crosses))
}
