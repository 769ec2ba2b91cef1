import { promisesFor, type AvailabilitySnapshot } from './answer.mjs'

/** What the list pages' stock filters read of the snapshot (docs/caching.md, "Stock on the list pages"). */
export type StockSets = { inStock: string[]; shipsToday: string[] }

/**
 * The parts (normalized numbers, sorted) with a package on hand (one unit of wire duct, sold in
 * any quantity) and those of them that ship today if ordered `now`, and a signature that
 * changes exactly when either set does: not with the count on hand alone (40 becoming 39), but
 * with a part sold out or received, stock turned stale, the cutoff passed or a new ship day.
 * @example stockSets(snapshot, Date.parse('2026-11-30T21:59:00Z')).shipsToday // every part in stock, before Monday's 16:00 cutoff in Chicago
 */
export function stockSets(snapshot: AvailabilitySnapshot, now: number): StockSets & { signature: string } {
  const parts = [...snapshot.parts.values()]
  const promises = promisesFor(
    snapshot,
    parts.map((p) => ({ pn: p.pn, qty: p.anyQty ? 1 : p.step })),
    now,
  )
  const inStock: string[] = []
  const shipsToday: string[] = []
  promises.forEach((promise, i) => {
    if (!promise || promise.stale || promise.madeToOrder || promise.backordered !== 0) return
    const pn = parts[i].pn.toUpperCase()
    inStock.push(pn)
    if (promise.shipsToday) shipsToday.push(pn)
  })
  inStock.sort()
  shipsToday.sort()
  return { inStock, shipsToday, signature: `${inStock.join(',')}|${shipsToday.join(',')}` }
}
