import type { CrossIndex } from './crossIndex'
import { foldConfusable, normalizePartQuery, prefixDistance, prefixRange } from './partIndex'
import { byNearNumber, looksLikeNumber, typosFor } from './partSearch'
import { editDistance } from './synonyms'

/*
 * How a query finds parts through other numbers (./crossIndex.ts): a competitor's number or
 * an old one of ours, whole or by its start as the buyer types (at least MIN_CROSS_QUERY
 * letters and digits); failing that, one or two characters off, as part numbers are
 * (./partSearch.ts `byNearNumber`). One answer per part or series: the closest row.
 */

/** Rows found, best first (at most `limit`, one per part or series), how many in all, near misses or not, and the typos of the best. */
export type CrossMatch = { rows: number[]; total: number; fuzzy: boolean; distance: number }

export const noCrossMatch: CrossMatch = { rows: [], total: 0, fuzzy: false, distance: 0 }

/** The fewest letters and digits a query needs before other makers' numbers answer it by their start. */
export const MIN_CROSS_QUERY = 3

/** The most rows of one prefix that are looked at (a short prefix of a big maker's numbers holds thousands). */
const MAX_SCANNED = 2000

/** The rows' distinct targets (a part, or a series), in order, at most `limit`. */
function distinct(index: CrossIndex, rows: Iterable<number>, limit: number): number[] {
  const seen = new Set<string | number>()
  const out: number[] = []
  for (const row of rows) {
    const target = index.part[row] >= 0 ? index.part[row] : `s${index.series[row]}`
    if (seen.has(target)) continue
    seen.add(target)
    out.push(row)
    if (out.length >= limit) break
  }
  return out
}

/**
 * The crosses and old numbers a query names: those whose number starts with the query's (the
 * whole number first, then by number; old numbers of ours and closer matches first within one
 * number); else, for a query that reads as a number, the near misses (unless `near` is false: our own
 * numbers start with the query, and near misses of other makers' would only be noise).
 */
export function byCrossNumber(index: CrossIndex, query: string, limit: number, visible: (row: number) => boolean, near = true): CrossMatch {
  const norm = normalizePartQuery(query)
  if (norm.length < MIN_CROSS_QUERY || !index.norms.length) return noCrossMatch
  const [lo, hi] = prefixRange(index.norms, norm)
  if (hi > lo) {
    const end = Math.min(hi, lo + MAX_SCANNED)
    const rows: number[] = []
    for (let row = lo; row < end; row++) if (visible(row)) rows.push(row)
    const shown = distinct(index, rows, limit)
    return { rows: shown, total: hi - end + distinct(index, rows, rows.length).length, fuzzy: false, distance: 0 }
  }
  if (!near || !looksLikeNumber(query)) return noCrossMatch
  const folded = foldConfusable(norm)
  const [flo, fhi] = prefixRange(index.folded, folded)
  const found = fhi > flo ? byNearNumber(index, query, MAX_SCANNED, visible).order : nearRows(index, folded, visible)
  if (!found.length) return noCrossMatch
  const rows = distinct(index, found, limit)
  const distance = prefixDistance(folded, foldConfusable(index.norms[rows[0]]), 2)
  return { rows, total: distinct(index, found, found.length).length, fuzzy: true, distance }
}

/**
 * Numbers within one or two edits (by the query's length) of the query, closest first. Other
 * makers' numbers share long starts (16,000 Allen-Bradley numbers begin 800FP0), so instead of
 * comparing every number with the query's first character, as our parts' search does, it
 * compares those sharing the longest start of the query any number has, or the longest end (a
 * typo splits a number into a start and an end that are right), whichever are fewer, and
 * widens that side one character at a time until some are close enough or MAX_SCANNED were compared.
 */
function nearRows(index: CrossIndex, folded: string, visible: (row: number) => boolean): number[] {
  const max = typosFor(folded.length)
  if (!max) return []
  const backwards = [...folded].reverse().join('')
  const sides = [
    { keys: index.folded, rows: index.foldedPart, text: folded, len: folded.length, lo: 0, hi: 0, doneLo: 0, doneHi: 0 },
    { keys: index.reversed, rows: index.reversedPart, text: backwards, len: folded.length, lo: 0, hi: 0, doneLo: 0, doneHi: 0 },
  ]
  // Each side's longest part of the query that some number has.
  for (const side of sides) {
    do [side.lo, side.hi] = prefixRange(side.keys, side.text.slice(0, --side.len))
    while (side.len > 1 && side.hi === side.lo)
    side.doneLo = side.doneHi = side.lo
  }
  const seen = new Set<number>()
  const found: { row: number; d: number; whole: number }[] = []
  const compare = (side: (typeof sides)[number], from: number, to: number) => {
    for (let at = from; at < to; at++) {
      const row = side.rows[at]
      if (seen.has(row)) continue
      seen.add(row)
      const key = foldConfusable(index.norms[row])
      const d = prefixDistance(folded, key, max)
      if (d <= max && visible(row)) found.push({ row, d, whole: editDistance(folded, key, max + 3) })
    }
  }
  while (seen.size < MAX_SCANNED) {
    const open = sides.filter((s) => s.doneHi - s.doneLo < s.hi - s.lo || s.len > 1)
    if (!open.length) break
    const side = open.reduce((a, b) => (b.hi - b.lo < a.hi - a.lo ? b : a))
    if (side.doneHi - side.doneLo === side.hi - side.lo) [side.lo, side.hi] = prefixRange(side.keys, side.text.slice(0, --side.len))
    compare(side, side.lo, side.doneLo)
    compare(side, side.doneHi, side.hi)
    ;[side.doneLo, side.doneHi] = [side.lo, side.hi]
    if (found.length) break
  }
  found.sort((a, b) => a.d - b.d || a.whole - b.whole || a.row - b.row)
  return found.map((f) => f.row)
}
