import type { Filters, SortKey } from './query'

/** Anything filterable: its value slugs per attribute key (a series: every value its parts have). */
export type Faceted = { facets: Readonly<Record<string, readonly string[]>> }

/** Counts per attribute key and value slug. */
export type FacetCounts = Record<string, Record<string, number>>

/**
 * Whether an item passes the filters: for every filtered key it has at least one of the
 * selected values. `exceptKey` leaves one key out (for that key's own counts).
 * @example matchesFilters({ facets: { color: ['red', 'green'] } }, { color: ['red'] }) // true
 */
export function matchesFilters(item: Faceted, filters: Filters, exceptKey?: string): boolean {
  for (const key in filters) {
    if (key === exceptKey) continue
    const selected = filters[key]
    if (!selected.length) continue
    const has = item.facets[key]
    if (!has || !selected.some((v) => has.includes(v))) return false
  }
  return true
}

/** The items that pass every filter, in their order. */
export function filterItems<T extends Faceted>(items: readonly T[], filters: Filters): T[] {
  return items.filter((item) => matchesFilters(item, filters))
}

/**
 * For each key, how many items would match with each of its values selected alone, given
 * the other keys' filters (so a count shows what clicking that value would leave).
 * @example facetCounts([{ facets: { color: ['red'] } }], {}, ['color']) // { color: { red: 1 } }
 */
export function facetCounts(items: readonly Faceted[], filters: Filters, keys: readonly string[]): FacetCounts {
  const counts: FacetCounts = {}
  for (const key of keys) counts[key] = {}
  for (const item of items) {
    // An item failing two or more filters counts for no key; failing one, only for that key.
    let failed: string | null = null
    let failures = 0
    for (const key in filters) {
      const selected = filters[key]
      if (!selected.length) continue
      const has = item.facets[key]
      if (!has || !selected.some((v) => has.includes(v))) {
        failures++
        failed = key
        if (failures > 1) break
      }
    }
    if (failures > 1) continue
    for (const key of keys) {
      if (failures === 1 && failed !== key) continue
      const values = item.facets[key]
      if (!values) continue
      const forKey = counts[key]
      for (const v of new Set(values)) forKey[v] = (forKey[v] ?? 0) + 1
    }
  }
  return counts
}

/** What the list sorts series by. */
export type Sortable = { title: string; series: string | null; fromCents: number | null }

/**
 * Series in the requested order: by name, by series code, or by their lowest price; series
 * without a price ("call for price") go last either way. Ties fall back to the name.
 */
export function sortSeries<T extends Sortable>(items: readonly T[], sort: SortKey, locale: string): T[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' })
  const byName = (a: T, b: T) => collator.compare(a.title, b.title)
  const bySeries = (a: T, b: T) => collator.compare(a.series ?? '\uffff', b.series ?? '\uffff') || byName(a, b)
  const byPrice = (dir: 1 | -1) => (a: T, b: T) => {
    if (a.fromCents === null || b.fromCents === null) return Number(a.fromCents === null) - Number(b.fromCents === null) || byName(a, b)
    return dir * (a.fromCents - b.fromCents) || byName(a, b)
  }
  const compare = { name: byName, series: bySeries, 'price-asc': byPrice(1), 'price-desc': byPrice(-1) }[sort]
  return [...items].sort(compare)
}

export type Page<T> = {
  items: T[]
  /** The page shown, 1-based, clamped to the pages there are. */
  page: number
  pageCount: number
  total: number
  /** 1-based positions of the first and last item shown; 0 when there is none. */
  from: number
  to: number
}

/**
 * One page of items; a page past the end shows the last page.
 * @example paginate([1, 2, 3], 2, 2) // { items: [3], page: 2, pageCount: 2, total: 3, from: 3, to: 3 }
 */
export function paginate<T>(items: readonly T[], page: number, perPage: number): Page<T> {
  const total = items.length
  const pageCount = Math.max(1, Math.ceil(total / perPage))
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount)
  const start = (current - 1) * perPage
  const shown = items.slice(start, start + perPage)
  return { items: shown, page: current, pageCount, total, from: shown.length ? start + 1 : 0, to: start + shown.length }
}

/**
 * The page numbers to link: the first, the last, and a window around the current one, with
 * null for a gap.
 * @example pageWindow(6, 12) // [1, null, 5, 6, 7, null, 12]
 */
export function pageWindow(page: number, pageCount: number, radius = 1): (number | null)[] {
  const out: (number | null)[] = []
  for (let p = 1; p <= pageCount; p++) {
    if (p === 1 || p === pageCount || Math.abs(p - page) <= radius) out.push(p)
    else if (out[out.length - 1] !== null) out.push(null)
  }
  return out
}
