import type { PartPrefix } from '@/domain'
import { locales, type Locale } from '@/i18n/locales'
import { splitVisible } from '@/lib/catalogue/server/visibleParts'

import { buildDocIndex, type DocIndex, type DocRecord, type PartRecord } from './documentIndex'
import { expandQuery, fold, noSynonyms, type Synonyms } from './synonyms'

export { buildSynonyms, synonymGroupProblem, type Synonyms } from './synonyms'
export { buildDocIndex, richTextToPlain, type DocIndex, type DocRecord, type PartRecord, type SearchGroup } from './documentIndex'

/*
 * The instant search's core: plain records in, per-locale indexes out, no framework.
 *
 * - Parts are found by part-number prefix: every part number is normalized (upper case, only
 *   A-Z and 0-9), kept in one sorted array, and a query's normalized form is looked up by
 *   binary search, so "wd1x1", "WD-1X1" and "wd 1x1" all find WD-1X1-G in O(log n).
 *   Restricted parts (their governing prefix is not public) never come here: the parts'
 *   loader (src/lib/catalogue/server/visibleParts.ts) drops them and passes only their series' counts.
 * - Series pages, categories and content are found by their title and text in the buyer's
 *   language, with prefix matching and typo tolerance: one MiniSearch per locale. The
 *   query's words that name a group of the trade's synonyms (./synonyms.ts) are searched
 *   as "any term of the group".
 */

export type PartHit = { pn: string; href: string; series: { id: string; title: string; href: string } }
export type DocHit = { id: string; collection: string; title: string; summary: string | null; href: string }
export type SearchResults = {
  parts: PartHit[]
  products: DocHit[]
  content: DocHit[]
  /** Matches per group before the limit. */
  totals: { parts: number; products: number; content: number }
}

const searchOptions = { boost: { title: 3 }, fuzzy: 0.2, prefix: true } as const

export const DEFAULT_LIMIT = 8
export const MAX_LIMIT = 50
export const MAX_QUERY_LENGTH = 100
const SUMMARY_LENGTH = 160

/**
 * A part number as the index compares it: upper case, only letters A-Z and digits.
 * @example normalizePartQuery(' wd-1x1 ') // 'WD1X1'
 */
export function normalizePartQuery(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '')
}

/** A word as the text index compares it: lower case without accents ("relé" and "rele" meet). */
export function foldTerm(term: string): string {
  return fold(term)
}

// ---- Parts ---------------------------------------------------------------------------------

/** Every visible part, sorted by normalized part number. Plain arrays: cheap to freeze and share. */
export type PartIndex = {
  norms: string[]
  pns: string[]
  series: string[]
  filters: string[]
  /** Series whose every part is restricted: their pages are not shown, so neither are they here. */
  hiddenSeries: string[]
}

/**
 * Builds the part index from visible parts; `hiddenBySeries` counts the restricted parts the
 * loader dropped per series, so a series with nothing else is hidden too.
 */
export function buildPartIndex(parts: readonly PartRecord[], hiddenBySeries: ReadonlyMap<string, number>): PartIndex {
  const kept: { norm: string; pn: string; seriesId: string; filter: string }[] = []
  const visible = new Set<string>()
  for (const part of parts) {
    const pn = part.pn.trim()
    const norm = normalizePartQuery(pn)
    if (!norm) continue
    visible.add(part.seriesId)
    kept.push({ norm, pn, seriesId: part.seriesId, filter: part.filter ?? '' })
  }
  kept.sort((a, b) => (a.norm < b.norm ? -1 : a.norm > b.norm ? 1 : a.pn < b.pn ? -1 : a.pn > b.pn ? 1 : 0))
  return {
    norms: kept.map((k) => k.norm),
    pns: kept.map((k) => k.pn),
    series: kept.map((k) => k.seriesId),
    filters: kept.map((k) => k.filter),
    hiddenSeries: [...hiddenBySeries.keys()].filter((id) => !visible.has(id)).sort(),
  }
}

/** The first index whose value is not below `value` (values sorted by code unit). */
function lowerBound(values: readonly string[], value: string): number {
  let lo = 0
  let hi = values.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (values[mid] < value) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** The index range of the normalized part numbers starting with `prefix`. */
export function prefixRange(norms: readonly string[], prefix: string): [number, number] {
  // Normalized part numbers hold only A-Z and 0-9, all below "~".
  return [lowerBound(norms, prefix), lowerBound(norms, `${prefix}~`)]
}

// ---- Text ----------------------------------------------------------------------------------

// ---- Both ----------------------------------------------------------------------------------

const shorten = (text: string | null | undefined) => {
  const t = (text ?? '').replace(/\s+/g, ' ').trim()
  if (!t) return null
  return t.length > SUMMARY_LENGTH ? `${t.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…` : t
}

const clampLimit = (limit: number | undefined) => Math.min(MAX_LIMIT, Math.max(1, Math.floor(limit ?? DEFAULT_LIMIT)))

/**
 * Parts and documents joined: a part shows only while its series page is visible in the
 * locale, and a series only while one of its parts is (or it has none).
 */
export class SearchIndex {
  /** Per locale: running count of the parts whose series shows there (counts per range in O(1)). */
  private readonly visibleBefore: Record<Locale, Int32Array>
  private readonly hiddenSeries: Set<string>

  constructor(
    readonly parts: PartIndex,
    readonly docs: DocIndex,
    readonly synonyms: Synonyms = noSynonyms,
  ) {
    this.hiddenSeries = new Set(parts.hiddenSeries)
    this.visibleBefore = {} as Record<Locale, Int32Array>
    for (const locale of locales) {
      const series = docs.series[locale]
      const counts = new Int32Array(parts.norms.length + 1)
      for (let i = 0; i < parts.norms.length; i++) counts[i + 1] = counts[i] + (series.has(parts.series[i]) ? 1 : 0)
      this.visibleBefore[locale] = counts
    }
  }

  get partCount(): number {
    return this.parts.norms.length
  }

  /** Parts whose number starts with the query's (punctuation and case aside), in part-number order: an exact number first. */
  searchParts(query: string, locale: Locale, limit: number): { hits: PartHit[]; total: number } {
    const norm = normalizePartQuery(query)
    if (!norm) return { hits: [], total: 0 }
    const [lo, hi] = prefixRange(this.parts.norms, norm)
    const counts = this.visibleBefore[locale]
    const total = counts[hi] - counts[lo]
    const series = this.docs.series[locale]
    const hits: PartHit[] = []
    for (let i = lo; i < hi && hits.length < limit; i++) {
      const seriesId = this.parts.series[i]
      const page = series.get(seriesId)
      if (!page) continue
      const filter = this.parts.filters[i]
      hits.push({
        pn: this.parts.pns[i],
        href: `${page.href}${filter ? `?${filter}` : ''}#parts`,
        series: { id: seriesId, title: page.title, href: page.href },
      })
    }
    return { hits, total }
  }

  /**
   * Documents by title and text in the locale: every word must match (by prefix, or within
   * a typo), a word naming a synonym group by any term of it; else any word.
   */
  searchDocs(query: string, locale: Locale): { products: DocHit[]; content: DocHit[] } {
    const { mini, byKey } = this.docs.byLocale[locale]
    const products: DocHit[] = []
    const content: DocHit[] = []
    // Single letters are noise beside longer words ("wdn-g": the g would match every g-word).
    const words = query
      .split(/[^\p{L}\p{N}]+/u)
      .map(fold)
      .filter(Boolean)
    const kept = words.some((w) => w.length > 1) ? words.filter((w) => w.length > 1) : words
    if (!kept.length) return { products, content }
    const table = this.synonyms[locale]
    let found = mini.search(expandQuery(kept, table, 'AND'), searchOptions)
    if (!found.length) found = mini.search(expandQuery(kept, table, 'OR'), searchOptions)
    for (const result of found) {
      const doc = byKey.get(result.id as string)
      const here = doc?.locales[locale]
      if (!doc || !here) continue
      if (doc.collection === 'products' && this.hiddenSeries.has(doc.id)) continue
      const hit: DocHit = {
        id: doc.id,
        collection: doc.collection,
        title: here.title,
        summary: shorten(here.summary ?? here.text),
        href: here.href,
      }
      ;(doc.group === 'products' ? products : content).push(hit)
    }
    return { products, content }
  }

  /** Every group of one query, `limit` hits each (8 by default, at most 50), with totals. */
  search(query: string, locale: Locale, options: { limit?: number } = {}): SearchResults {
    const limit = clampLimit(options.limit)
    const q = query.trim().slice(0, MAX_QUERY_LENGTH)
    if (!q) return { parts: [], products: [], content: [], totals: { parts: 0, products: 0, content: 0 } }
    const parts = this.searchParts(q, locale, limit)
    const found = this.searchDocs(q, locale)
    // The series of the parts found come first among the products: "wdn-g" means the WD-N series.
    const products: DocHit[] = []
    const seen = new Set<string>()
    for (const part of parts.hits) {
      const here = this.docs.byLocale[locale].byKey.get(`products:${part.series.id}`)?.locales[locale]
      if (!here || seen.has(part.series.id) || this.hiddenSeries.has(part.series.id)) continue
      seen.add(part.series.id)
      products.push({
        id: part.series.id,
        collection: 'products',
        title: here.title,
        summary: shorten(here.summary ?? here.text),
        href: here.href,
      })
    }
    for (const hit of found.products) if (hit.collection !== 'products' || !seen.has(hit.id)) products.push(hit)
    const { content } = found
    return {
      parts: parts.hits,
      products: products.slice(0, limit),
      content: content.slice(0, limit),
      totals: { parts: parts.total, products: products.length, content: content.length },
    }
  }
}

/**
 * Both indexes from plain records at once (tests and the in-process benchmark), restricted
 * parts dropped by the loader's own rule (`splitVisible`) as the app's index drops them.
 */
export function buildSearchIndex(records: {
  parts: readonly PartRecord[]
  prefixes: readonly PartPrefix[]
  docs: readonly DocRecord[]
  synonyms?: Synonyms
}): SearchIndex {
  const { parts, hiddenBySeries } = splitVisible(records.parts, records.prefixes, (p) => p.seriesId)
  return new SearchIndex(buildPartIndex(parts, hiddenBySeries), buildDocIndex(records.docs), records.synonyms)
}
