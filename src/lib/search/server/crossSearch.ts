import type { CrossIndex } from './crossIndex'
import { foldConfusable, normalizePartQuery, prefixDistance, prefixRange } from './partIndex'
import { byNearNumber } from './partSearch'

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
  if (!near) return noCrossMatch
  const found = byNearNumber(index, query, MAX_SCANNED, visible)
  if (!found.order.length) return noCrossMatch
  const rows = distinct(index, found.order, limit)
  const distance = prefixDistance(foldConfusable(norm), foldConfusable(index.norms[rows[0]]), 2)
  return { rows, total: distinct(index, found.order, found.order.length).length, fuzzy: true, distance }
}
