import { facetScore, type Facets } from './facets'
import { editDistance } from './synonyms'
import { foldConfusable, normalizePartQuery, prefixDistance, prefixRange, type PartIndex } from './partIndex'

/*
 * The three ways a query finds parts, each answering part indexes in rank order and a total
 * (./searchIndex.ts turns them into hits): by the start of the number; failing that, by a
 * number typed with letters for digits (O for 0, I for 1) or one or two characters off; and
 * by attribute words (./facets.ts) within the series the rest of the query names.
 */

/** Which parts a query found, best first (at most `limit`), how many in all, and whether they are near misses. */
export type PartMatch = { order: number[]; total: number; fuzzy: boolean }

const none: PartMatch = { order: [], total: 0, fuzzy: false }

/** The most parts a fuzzy lookup or an attribute search ranks (a query answers the best of them). */
const MAX_RANKED = 2000

/** Whether a part number ends, or has a separator, right after its first `n` letters and digits ("PL22-G-24" in PL22-G-24-F-S, not in PL22-G-240-F-S). */
function endsSegment(pn: string, n: number): boolean {
  let seen = 0
  for (let k = 0; k < pn.length; k++) {
    const c = pn.charCodeAt(k)
    const alnum = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
    if (seen === n) return !alnum
    if (alnum) seen++
  }
  return true
}

/**
 * Parts whose normalized number starts with the query's, in number order, those where the
 * query ends a segment of the number first (up to MAX_RANKED of them are ranked so);
 * `visibleBefore` counts the visible parts before each index, so the total costs nothing.
 */
export function byPrefix(
  parts: PartIndex,
  query: string,
  limit: number,
  visible: (i: number) => boolean,
  visibleBefore: Int32Array,
): PartMatch {
  const norm = normalizePartQuery(query)
  if (!norm) return none
  const [lo, hi] = prefixRange(parts.norms, norm)
  const total = visibleBefore[hi] - visibleBefore[lo]
  const order: number[] = []
  if (hi - lo > MAX_RANKED) {
    for (let i = lo; i < hi && order.length < limit; i++) if (visible(i)) order.push(i)
    return { order, total, fuzzy: false }
  }
  const later: number[] = []
  for (let i = lo; i < hi && order.length < limit; i++) {
    if (!visible(i)) continue
    if (endsSegment(parts.pns[i], norm.length)) order.push(i)
    else if (later.length < limit) later.push(i)
  }
  return { order: [...order, ...later].slice(0, limit), total, fuzzy: false }
}

/** The typos a normalized number of this length may carry: none under 4 characters, 1 up to 7, then 2. */
export const typosFor = (length: number) => (length < 4 ? 0 : length < 8 ? 1 : 2)

/** Whether a query reads as a part number: one token of letters and digits with a digit, or a few joined by dashes or spaces. */
export function looksLikeNumber(query: string): boolean {
  const norm = normalizePartQuery(query)
  return norm.length >= 4 && norm.length <= 40 && /\d/.test(norm) && query.trim().split(/\s+/).length <= 4
}

/**
 * Near misses of a number: first the numbers equal (by their start) once O is read as 0 and
 * I or L as 1; else those within one or two edits (by the query's length) of the start of a
 * number, compared only with the numbers that begin with the query's first character (a
 * buyer rarely mistypes that, and it keeps a lookup to a slice of the catalogue). Closest
 * first, then the closest as a whole number, then number order.
 */
export function byNearNumber(
  parts: Pick<PartIndex, 'norms' | 'folded' | 'foldedPart'>,
  query: string,
  limit: number,
  visible: (i: number) => boolean,
): PartMatch {
  const folded = foldConfusable(normalizePartQuery(query))
  if (!looksLikeNumber(query)) return none
  const [lo, hi] = prefixRange(parts.folded, folded)
  if (hi > lo) {
    const all = Array.from(parts.foldedPart.subarray(lo, hi)).filter(visible)
    all.sort((a, b) => parts.norms[a].length - parts.norms[b].length || a - b)
    return { order: all.slice(0, limit), total: all.length, fuzzy: true }
  }
  const max = typosFor(folded.length)
  if (!max) return none
  const [from, to] = prefixRange(parts.folded, folded[0])
  const found: { i: number; d: number; key: string; whole: number }[] = []
  for (let at = from; at < to; at++) {
    const key = parts.folded[at]
    const d = prefixDistance(folded, key, max)
    if (d > max) continue
    const i = parts.foldedPart[at]
    if (!visible(i)) continue
    found.push({ i, d, key, whole: 0 })
    if (found.length >= MAX_RANKED) break
  }
  // Among the equally close starts, the number closest as a whole (GR2-24DD-L: GR2-24D-L, not GR2-24D-LT).
  for (const f of found) f.whole = editDistance(folded, f.key, max + 3)
  found.sort((a, b) => a.d - b.d || a.whole - b.whole || a.i - b.i)
  return { order: found.slice(0, limit).map((f) => f.i), total: found.length, fuzzy: found.length > 0 }
}

/**
 * Parts whose attributes answer every facet of the query, among `candidates` (the series
 * the rest of the query names, in their rank, or a range of numbers); the best answers
 * first (./facets.ts `facetScore`), then the series' rank, then number order.
 */
export function byFacets(
  parts: PartIndex,
  facets: Facets,
  candidates: Iterable<ArrayLike<number>>,
  limit: number,
  visible: (i: number) => boolean,
): PartMatch & { series: string[] } {
  const found: { i: number; score: number; rank: number }[] = []
  let rank = 0
  for (const list of candidates) {
    for (let k = 0; k < list.length; k++) {
      const i = list[k]
      const score = facetScore(
        facets,
        parts.colour[i],
        parts.vMin[i],
        parts.vMax[i],
        parts.kinds[i],
        [parts.aMin[i], parts.aMax[i], parts.aExact[i] === 1],
        parts.no[i],
        parts.nc[i],
        parts.poles[i],
      )
      if (score > 0 && visible(i)) found.push({ i, score, rank })
    }
    rank++
  }
  found.sort((a, b) => b.score - a.score || a.rank - b.rank || a.i - b.i)
  const series: string[] = []
  const seen = new Set<string>()
  for (const f of found) {
    const id = parts.series[f.i]
    if (seen.has(id)) continue
    seen.add(id)
    series.push(id)
  }
  return { order: found.slice(0, limit).map((f) => f.i), total: found.length, fuzzy: false, series }
}

/** A range of part indexes as a list (the candidates of a number's start). */
export function rangeList(lo: number, hi: number): Int32Array {
  const list = new Int32Array(Math.max(0, hi - lo))
  for (let i = 0; i < list.length; i++) list[i] = lo + i
  return list
}
