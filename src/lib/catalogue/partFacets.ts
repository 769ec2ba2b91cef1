import type { FacetCounts } from './facets'
import type { Filters } from './query'

/**
 * A series' parts grouped by the values they have, small enough to keep in the catalogue
 * digest: `keys` are the attribute keys its parts use; each row is
 * [parts, lowest price in cents (-1: none), then per key the index of the value in the
 * series' `facets[key]` (-1: the parts have none)]. `parts` names each row's parts with their
 * price in cents (-1: none), so the list can split a row by what is not in the digest (the
 * stock: ./stockFacets.ts).
 */
export type PartProfiles = { keys: string[]; rows: number[][]; parts?: [pn: string, cents: number][][] }

/** A series as the list filters it part by part: its values per key and its parts' profiles. */
export type ProfiledSeries = { facets: Readonly<Record<string, readonly string[]>>; profiles: PartProfiles }

const COUNT = 0
const PRICE = 1
const FIRST_VALUE = 2

/** Which filters a profile row fails: 0, 1 (and which) or more. */
function failures(series: ProfiledSeries, row: readonly number[], filters: Filters): { count: number; key: string | null } {
  let count = 0
  let key: string | null = null
  for (const k in filters) {
    const selected = filters[k]
    if (!selected.length) continue
    const at = series.profiles.keys.indexOf(k)
    const index = at < 0 ? -1 : row[FIRST_VALUE + at]
    if (index < 0 || !selected.includes(series.facets[k]?.[index] ?? '')) {
      count++
      key = k
      if (count > 1) break
    }
  }
  return { count, key }
}

/**
 * How many of a series' parts pass every filter, and the lowest price among them (null when
 * none of them has one). A part passes when, for each filtered key, its own value is one of
 * those selected: a series of red 2.5 mm² and green 4 mm² blocks has no red 4 mm² part.
 * @example matchParts({ facets: { color: ['green', 'red'] }, profiles: { keys: ['color'], rows: [[3, 120, 0], [2, 90, 1]] } }, { color: ['red'] }) // { parts: 2, fromCents: 90 }
 */
export function matchParts(series: ProfiledSeries, filters: Filters): { parts: number; fromCents: number | null } {
  let parts = 0
  let fromCents: number | null = null
  for (const row of series.profiles.rows) {
    if (failures(series, row, filters).count > 0) continue
    parts += row[COUNT]
    const price = row[PRICE]
    if (price >= 0 && (fromCents === null || price < fromCents)) fromCents = price
  }
  return { parts, fromCents }
}

/**
 * For each key, how many series would still show a matching part with each of its values
 * selected alone, given the other keys' filters (part by part, like matchParts), so no value
 * offered leads to an empty list or to a card without a matching part.
 * @example partFacetCounts([{ facets: { color: ['red'] }, profiles: { keys: ['color'], rows: [[1, 5, 0]] } }], {}, ['color']) // { color: { red: 1 } }
 */
export function partFacetCounts(items: readonly ProfiledSeries[], filters: Filters, keys: readonly string[]): FacetCounts {
  const counts: FacetCounts = {}
  for (const key of keys) counts[key] = {}
  for (const series of items) {
    const seen: Record<string, Set<string>> = {}
    for (const row of series.profiles.rows) {
      const failed = failures(series, row, filters)
      if (failed.count > 1) continue
      series.profiles.keys.forEach((key, at) => {
        if (!(key in counts) || (failed.count === 1 && failed.key !== key)) return
        const index = row[FIRST_VALUE + at]
        const slug = index < 0 ? undefined : series.facets[key]?.[index]
        if (slug !== undefined) (seen[key] ??= new Set()).add(slug)
      })
    }
    for (const [key, slugs] of Object.entries(seen)) for (const slug of slugs) counts[key][slug] = (counts[key][slug] ?? 0) + 1
  }
  return counts
}

/**
 * Builds a series' profiles from its visible parts' values and prices (parts with the same
 * values share a row), given the series' sorted value lists.
 */
export function profileBuilder() {
  type Entry = { values: Record<string, string>; parts: number; fromCents: number | null; pns: [string, number][] }
  const byValues = new Map<string, Entry>()
  return {
    add(values: Record<string, string>, priceCents: number | null, pn?: string) {
      const id = JSON.stringify(Object.entries(values).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      let entry = byValues.get(id)
      if (!entry) byValues.set(id, (entry = { values, parts: 0, fromCents: null, pns: [] }))
      entry.parts++
      if (pn !== undefined) entry.pns.push([pn, priceCents ?? -1])
      if (priceCents !== null && (entry.fromCents === null || priceCents < entry.fromCents)) entry.fromCents = priceCents
    },
    finish(facets: Readonly<Record<string, readonly string[]>>): PartProfiles {
      const keys = Object.keys(facets).sort()
      const entries = [...byValues.values()]
      const rows = entries.map((e) => [
        e.parts,
        e.fromCents ?? -1,
        ...keys.map((k) => (e.values[k] === undefined ? -1 : facets[k].indexOf(e.values[k]))),
      ])
      // Named parts only when every part was added with its number.
      return entries.every((e) => e.pns.length === e.parts) ? { keys, rows, parts: entries.map((e) => e.pns) } : { keys, rows }
    },
  }
}
