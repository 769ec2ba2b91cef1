import { normalizePn } from '@/domain'

import type { PartProfiles, ProfiledSeries } from './partFacets'

/*
 * The product list's stock filters (docs/caching.md, "Stock on the list pages"): "In stock"
 * (`?stock=in-stock`) and "Ships today" (`?ships=today`), two keys filtered and counted like
 * the attributes, part by part. The digest knows each profile row's parts; the list splits
 * the rows by what the server's stock snapshot says of each part, so a series matches
 * "red" and "in stock" only when one of its red parts is in stock.
 */

export const STOCK_KEY = 'stock'
export const IN_STOCK = 'in-stock'
export const SHIPS_KEY = 'ships'
export const SHIPS_TODAY = 'today'

/** The stock filters' keys and values, as the list views filter on them (listViewKeys). */
export const STOCK_VIEW_KEYS: Readonly<Record<string, readonly string[]>> = { [STOCK_KEY]: [IN_STOCK], [SHIPS_KEY]: [SHIPS_TODAY] }

/**
 * Which parts (by normalized part number: trimmed, upper case) have a package on hand, and
 * which of those ship today if ordered now.
 */
export type ListStock = { inStock: ReadonlySet<string>; shipsToday: ReadonlySet<string> }

const NONE = 0
const STOCKED = 1
const TODAY = 2

/**
 * A series with the stock filters' keys among its values and profiles: each profile row split
 * by its parts' stock (none, in stock, in stock and shipping today), each part counted and
 * priced in its own row. A series whose digest does not name its rows' parts is left as it is
 * (it then matches no stock filter).
 * @example withStock({ facets: {}, profiles: { keys: [], rows: [[2, 90]], parts: [[['A', 90], ['B', 120]]] } }, { inStock: new Set(['B']), shipsToday: new Set() }).profiles.rows // [[1, 90, -1, -1], [1, 120, 0, -1]]
 */
export function withStock<T extends ProfiledSeries>(series: T, stock: ListStock): T {
  const { keys, rows, parts } = series.profiles
  if (!parts) return series
  const out: number[][] = []
  let best = NONE
  rows.forEach((row, i) => {
    const split = [
      [0, -1],
      [0, -1],
      [0, -1],
    ]
    for (const [pn, cents] of parts[i]) {
      const key = normalizePn(pn)
      const state = stock.shipsToday.has(key) ? TODAY : stock.inStock.has(key) ? STOCKED : NONE
      const entry = split[state]
      entry[0]++
      if (cents >= 0 && (entry[1] < 0 || cents < entry[1])) entry[1] = cents
    }
    split.forEach(([count, cents], state) => {
      if (count === 0) return
      best = Math.max(best, state)
      out.push([count, cents, ...row.slice(2), state >= STOCKED ? 0 : -1, state === TODAY ? 0 : -1])
    })
  })
  const facets = { ...series.facets }
  if (best >= STOCKED) facets[STOCK_KEY] = [IN_STOCK]
  if (best === TODAY) facets[SHIPS_KEY] = [SHIPS_TODAY]
  // Its rows are no longer those `parts` named: left out, so the split is made once.
  const profiles: PartProfiles = { keys: [...keys, STOCK_KEY, SHIPS_KEY], rows: out }
  return { ...series, facets, profiles }
}
