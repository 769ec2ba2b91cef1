import { prng, seedOf } from '../../prng'

/**
 * The demo shop's warehouses and stock (docs/import-format-stock.md): most parts in stock in
 * one or two warehouses, some low, some at zero with a receipt due a few business days to a
 * few weeks after the seed day, some at zero with none (they ship after their lead time), and
 * some made to order (no stock rows): the enclosures, whose note says so, and a few parts of
 * every series. Lead times on some series and some parts. Every draw comes from a generator
 * seeded by the series code or the part number, so a part's stock depends on its number alone.
 */

export const DEMO_WAREHOUSES = [
  { code: 'DAL', name: { en: 'Dallas, TX', es: 'Dallas, Texas' }, sequence: 1 },
  { code: 'MTY', name: { en: 'Monterrey, Mexico', es: 'Monterrey, N.L.' }, sequence: 2 },
  { code: 'LRD', name: { en: 'Laredo, TX', es: 'Laredo, Texas' }, sequence: 3 },
]

type StockRecord = { pn: string; warehouse: string; onHand: number; nextReceipt?: { date: string; qty: number } }
export type DemoStock = { seriesLead: Map<string, number>; partLead: Map<string, number>; stock: StockRecord[] }

/** The day `n` weekdays after `day` (UTC), as YYYY-MM-DD. */
function weekdaysAfter(day: Date, n: number): string {
  const d = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()))
  for (let left = n; left > 0;) {
    d.setUTCDate(d.getUTCDate() + 1)
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) left--
  }
  return d.toISOString().slice(0, 10)
}

type Rng = ReturnType<typeof prng>

/** One warehouse's row: plenty, low, out with a receipt due, or out with none. */
function row(rng: Rng, pn: string, warehouse: string, pkgqty: number, today: Date, secondary: boolean): StockRecord {
  const receipt = () => ({ date: weekdaysAfter(today, rng.int(3, 20)), qty: pkgqty * rng.pick([20, 25, 40, 50, 100, 200]) })
  const draw = rng.next()
  if (draw < (secondary ? 0.75 : 0.66)) {
    const onHand = pkgqty * rng.int(4, pkgqty > 1 ? 40 : 250)
    return { pn, warehouse, onHand, ...(rng.chance(0.15) ? { nextReceipt: receipt() } : {}) }
  }
  if (draw < 0.8) return { pn, warehouse, onHand: pkgqty * rng.int(1, 3), ...(rng.chance(0.4) ? { nextReceipt: receipt() } : {}) }
  if (draw < 0.94) return { pn, warehouse, onHand: 0, nextReceipt: receipt() }
  return { pn, warehouse, onHand: 0 }
}

/**
 * The stock of the demo's parts on the seed day `today`. `madeToOrder` series (the enclosures)
 * have no stock rows and their note's 10 business days as lead time.
 */
export function demoStock(
  series: readonly { code: string; madeToOrder: boolean }[],
  parts: readonly { pn: string; series: string; pkgqty: number }[],
  today: Date,
): DemoStock {
  const seriesLead = new Map<string, number>()
  const madeToOrder = new Set<string>()
  for (const s of series) {
    const rng = prng(seedOf(s.code, 1))
    if (s.madeToOrder) {
      madeToOrder.add(s.code)
      seriesLead.set(s.code, 10)
    } else if (rng.chance(0.35)) seriesLead.set(s.code, rng.pick([5, 8, 15, 20]))
  }
  const partLead = new Map<string, number>()
  const stock: StockRecord[] = []
  for (const part of parts) {
    if (madeToOrder.has(part.series)) continue
    const rng = prng(seedOf(part.pn, 2))
    if (rng.chance(0.07)) {
      // Made to order: no rows; half of them with a lead time of their own.
      if (rng.chance(0.5)) partLead.set(part.pn, rng.pick([15, 20, 25, 30]))
      continue
    }
    if (rng.chance(0.04)) partLead.set(part.pn, rng.pick([3, 4, 6]))
    const first = rng.chance(0.75) ? 'DAL' : 'MTY'
    stock.push(row(rng, part.pn, first, part.pkgqty, today, false))
    if (rng.chance(0.35)) stock.push(row(rng, part.pn, first === 'DAL' ? 'MTY' : 'DAL', part.pkgqty, today, true))
    if (rng.chance(0.08)) stock.push(row(rng, part.pn, 'LRD', part.pkgqty, today, true))
  }
  return { seriesLead, partLead, stock }
}
