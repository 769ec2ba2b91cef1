import type { PartPrefix } from '@/domain'
import { locales, type Locale } from '@/i18n/locales'
import { splitVisible } from '@/lib/catalogue/server/visibleParts'
import type { LocalizedText } from '@/lib/catalogue/values'

import { buildCrossIndex, noCrosses, rowAnswer, type CrossIndex, type CrossRecord, type OldNumberRecord } from './crossIndex'
import { byCrossNumber, noCrossMatch } from './crossSearch'
import { buildDocIndex, type DocIndex, type DocRecord } from './documentIndex'
import { docHit, type DocHit, type PartHit, type SearchResults } from './hits'
import { parseFacets } from './facets'
import {
  buildPartIndex,
  foldConfusable,
  normalizePartQuery,
  prefixDistance,
  prefixRange,
  SHOWN_VALUES,
  type PartIndex,
  type PartRecord,
} from './partIndex'
import { byFacets, byNearNumber, byPrefix, rangeList, type PartMatch } from './partSearch'
import { acrossLocales, expandQuery, fold, noSynonyms, type Synonyms } from './synonyms'

export { buildSynonyms, synonymGroupProblem, type Synonyms } from './synonyms'
export { buildDocIndex, richTextToPlain, type DocIndex, type DocRecord, type SearchGroup } from './documentIndex'
export { buildPartIndex, normalizePartQuery, prefixRange, type PartIndex, type PartRecord } from './partIndex'
export type { DocHit, PartHit, SearchResults } from './hits'
export { buildCrossIndex, type CompareRow, type CrossIndex, type CrossRecord, type OldNumberRecord } from './crossIndex'

/*
 * The instant search's core: plain records in, per-locale indexes out, no framework.
 *
 * - Parts are found by part-number prefix: every part number is normalized (upper case, only
 *   A-Z and 0-9), kept in one sorted array, and a query's normalized form is looked up by
 *   binary search, so "wd1x1", "WD-1X1" and "wd 1x1" all find WD-1X1-G in O(log n). A number
 *   that starts none is read again with O as 0 and I as 1, then within one or two typos, and
 *   the answer says "did you mean" the best (./partSearch.ts). Attribute words ("green",
 *   "24VDC", "9 A", "1 NO", "3 polos": ./facets.ts) pick the parts of the series the rest of
 *   the query names. Restricted parts (their governing prefix is not public) never come here:
 *   the parts' loader (src/lib/catalogue/server/visibleParts.ts) drops them and passes only
 *   their series' counts.
 * - Series pages, categories and content are found by their title and text in the buyer's
 *   language, with prefix matching and typo tolerance: one MiniSearch per locale. The
 *   query's words that name a group of the trade's synonyms (./synonyms.ts, in either
 *   language) are searched as "any term of the group".
 */

const searchOptions = { boost: { title: 3, alt: 0.5 }, fuzzy: 0.2, prefix: true } as const

export const DEFAULT_LIMIT = 8
export const MAX_LIMIT = 50
export const MAX_QUERY_LENGTH = 100

/** A word as the text index compares it: lower case without accents ("relé" and "rele" meet). */
export function foldTerm(term: string): string {
  return fold(term)
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
  /** The synonyms of every language, the site's own first. */
  private readonly words: Synonyms

  constructor(
    readonly parts: PartIndex,
    readonly docs: DocIndex,
    readonly synonyms: Synonyms = noSynonyms,
    readonly crosses: CrossIndex = noCrosses(parts),
  ) {
    this.hiddenSeries = new Set(parts.hiddenSeries)
    this.words = acrossLocales(synonyms)
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

  private partHit(i: number, locale: Locale): PartHit | null {
    const p = this.parts
    const seriesId = p.series[i]
    const page = this.docs.series[locale].get(seriesId)
    if (!page) return null
    const filter = p.filters[i]
    const values: string[] = []
    for (let k = 0; k < SHOWN_VALUES; k++) {
      const at = p.shown[i * SHOWN_VALUES + k]
      const labels = at ? p.labels[at - 1] : null
      if (labels) values.push(labels[locale] ?? '')
    }
    return {
      pn: p.pns[i],
      href: `${page.href}${filter ? `?${filter}` : ''}#parts`,
      series: { id: seriesId, title: page.title, href: page.href },
      listPrice: Number.isNaN(p.price[i]) ? null : p.price[i],
      values: values.filter(Boolean),
    }
  }

  /** Parts whose number starts with the query's (punctuation and case aside), in part-number order: an exact number first. */
  searchParts(query: string, locale: Locale, limit: number): { hits: PartHit[]; total: number } {
    const visible = this.visibleIn(locale)
    const found = byPrefix(this.parts, query, limit, visible, this.visibleBefore[locale])
    return { hits: this.hitsOf(found, locale), total: found.total }
  }

  private visibleIn(locale: Locale): (i: number) => boolean {
    const series = this.docs.series[locale]
    return (i) => series.has(this.parts.series[i])
  }

  private hitsOf(found: PartMatch, locale: Locale): PartHit[] {
    return found.order.flatMap((i) => this.partHit(i, locale) ?? [])
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
    const table = this.words[locale]
    let found = mini.search(expandQuery(kept, table, 'AND'), searchOptions)
    if (!found.length) found = mini.search(expandQuery(kept, table, 'OR'), searchOptions)
    for (const result of found) {
      const doc = byKey.get(result.id as string)
      const here = doc?.locales[locale]
      if (!doc || !here) continue
      if (doc.collection === 'products' && this.hiddenSeries.has(doc.id)) continue
      ;(doc.group === 'products' ? products : content).push(docHit(doc, here))
    }
    return { products, content }
  }

  /**
   * The parts of a query: by the start of a number; else, when it names attributes, the parts
   * with them among the series (or numbers) the rest names; else near misses of a number.
   */
  private findParts(q: string, rest: string, found: ReturnType<typeof parseFacets>, docs: DocHit[], locale: Locale, limit: number) {
    const visible = this.visibleIn(locale)
    const exact = byPrefix(this.parts, q, limit, visible, this.visibleBefore[locale])
    if (exact.total || !found.found)
      return exact.total ? { ...exact, series: [] } : { ...byNearNumber(this.parts, q, limit, visible), series: [] }
    const norm = normalizePartQuery(rest)
    const [lo, hi] = norm ? prefixRange(this.parts.norms, norm) : [0, 0]
    const candidates: Iterable<ArrayLike<number>> = !rest.trim()
      ? [rangeList(0, this.parts.norms.length)]
      : hi > lo
        ? [rangeList(lo, hi)]
        : docs.flatMap((d) => (d.collection === 'products' ? (this.parts.bySeries.get(d.id) ?? []) : []))
    return byFacets(this.parts, found.facets, candidates, limit, visible)
  }

  /** Every group of one query, `limit` hits each (8 by default, at most 50), with totals. */
  search(query: string, locale: Locale, options: { limit?: number } = {}): SearchResults {
    const limit = clampLimit(options.limit)
    const q = query.trim().slice(0, MAX_QUERY_LENGTH)
    if (!q) return { parts: [], products: [], content: [], totals: { parts: 0, products: 0, content: 0 }, didYouMean: null }
    const facets = parseFacets(q)
    const rest = facets.found ? facets.rest : q
    const found = this.searchDocs(rest.trim() ? rest : q, locale)
    const match = this.findParts(q, rest, facets, found.products, locale, limit)
    const crossed = this.withCrosses(q, match, locale, limit)
    const { parts } = crossed
    // The series of the parts found come first among the products: "wdn-g" means the WD-N series, "contactor 9A" the contactors rated 9 A.
    const products: DocHit[] = [...crossed.series]
    const seen = new Set<string>(crossed.series.map((s) => s.id))
    const byKey = this.docs.byLocale[locale].byKey
    for (const id of match.series.length ? match.series : parts.map((p) => p.series.id)) {
      const doc = byKey.get(`products:${id}`)
      const here = doc?.locales[locale]
      if (!doc || !here || seen.has(id) || this.hiddenSeries.has(id)) continue
      seen.add(id)
      products.push(docHit(doc, here))
    }
    for (const hit of found.products) if (hit.collection !== 'products' || !seen.has(hit.id)) products.push(hit)
    const { content } = found
    return {
      parts,
      products: products.slice(0, limit),
      content: content.slice(0, limit),
      totals: { parts: crossed.total, products: products.length, content: content.length },
      didYouMean: crossed.didYouMean,
    }
  }

  /**
   * The parts found joined with those another maker's number or an old number of ours names
   * (./crossSearch.ts): the nearer first (our own number typed whole before crosses that start
   * with it); a cross to a series answers the series. Exact crosses drop near misses of ours.
   */
  private withCrosses(q: string, match: PartMatch, locale: Locale, limit: number) {
    const c = this.crosses
    const visible = this.visibleIn(locale)
    const pages = this.docs.series[locale]
    const shown = (row: number) =>
      c.part[row] >= 0 ? visible(c.part[row]) : pages.has(c.series[row]) && !this.hiddenSeries.has(c.series[row])
    let cross = byCrossNumber(c, q, limit, shown, !match.total || match.fuzzy)
    let own = match
    const folded = foldConfusable(normalizePartQuery(q))
    const ownDistance = own.fuzzy && own.order.length ? prefixDistance(folded, foldConfusable(this.parts.norms[own.order[0]]), 2) : 0
    if (cross.rows.length && !cross.fuzzy && own.fuzzy) own = { order: [], total: 0, fuzzy: false }
    if (cross.fuzzy && own.order.length && (!own.fuzzy || ownDistance < cross.distance)) cross = noCrossMatch
    const norm = normalizePartQuery(q)
    // With numbers of ours starting with the query, only a whole other number comes before them; other starts follow.
    const ownStarts = own.order.length > 0 && !own.fuzzy
    const lead = ownStarts ? cross.rows.filter((row) => c.norms[row] === norm) : cross.rows
    const taken = new Set(lead.map((row) => c.part[row]))
    const ownSet = new Set(own.order)
    const trail = ownStarts ? cross.rows.filter((row) => c.norms[row] !== norm && !taken.has(c.part[row]) && !ownSet.has(c.part[row])) : []
    const series: DocHit[] = []
    const hitsOf = (rows: number[]) =>
      rows.flatMap((row) => {
        const answer = rowAnswer(c, this.parts, row, locale)
        const part = c.part[row]
        const hit = part >= 0 ? this.partHit(part, locale) : null
        if (hit) return [{ ...hit, ...answer }]
        const doc = part < 0 ? this.docs.byLocale[locale].byKey.get(`products:${c.series[row]}`) : undefined
        if (doc?.locales[locale]) series.push({ ...docHit(doc, doc.locales[locale]), ...answer })
        return []
      })
    const [leadHits, trailHits] = [hitsOf(lead), hitsOf(trail)]
    const ownHits = this.hitsOf({ ...own, order: own.order.filter((i) => !taken.has(i)) }, locale)
    const ownFirst = ownStarts && this.parts.norms[own.order[0]] === norm
    const crossFirst = !ownFirst && (!cross.fuzzy || !own.fuzzy || cross.distance < ownDistance)
    const parts = (
      ownFirst
        ? [...ownHits.slice(0, 1), ...leadHits, ...ownHits.slice(1), ...trailHits]
        : crossFirst
          ? [...leadHits, ...ownHits, ...trailHits]
          : [...ownHits, ...leadHits, ...trailHits]
    ).slice(0, limit)
    const overlap = own.order.filter((i) => taken.has(i)).length
    const total = own.total - overlap + Math.max(leadHits.length + trailHits.length, cross.total - series.length)
    const first = parts[0]
    const other = first?.crossedFrom?.pn ?? first?.replaces?.pn
    const didYouMean = !first ? null : other ? (cross.fuzzy ? other : null) : own.fuzzy ? first.pn : null
    return { parts, series, total, didYouMean }
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
  crosses?: readonly CrossRecord[]
  oldNumbers?: readonly OldNumberRecord[]
  titles?: ReadonlyMap<string, LocalizedText>
}): SearchIndex {
  const { parts, hiddenBySeries } = splitVisible(records.parts, records.prefixes, (p) => p.seriesId)
  const partIndex = buildPartIndex(parts, hiddenBySeries)
  const crosses = buildCrossIndex(partIndex, records.crosses ?? [], records.oldNumbers ?? [], records.titles)
  return new SearchIndex(partIndex, buildDocIndex(records.docs), records.synonyms, crosses)
}
