import { describe, expect, it } from 'vitest'

import { buildDemoCatalogue } from '@/seed/demo/products'

type Receipt = { date: string; qty: number }
type Row = { pn: string; warehouse: string; onHand: number; nextReceipt?: Receipt }
type Part = { pn: string; pkgqty: number; series: string; leadTimeDays?: number }

/** The demo shop's stock (src/seed/demo/products/stock.ts) on a Friday. */
describe('the demo stock', () => {
  const today = new Date('2026-11-27T15:00:00Z')
  const { data } = buildDemoCatalogue({ today })
  const parts = data.products as Part[]
  const stock = data.stock as Row[]
  const rowsOf = new Map<string, Row[]>()
  for (const r of stock) rowsOf.set(r.pn, [...(rowsOf.get(r.pn) ?? []), r])
  const total = (pn: string) => (rowsOf.get(pn) ?? []).reduce((n, r) => n + r.onHand, 0)
  const share = (n: number) => n / parts.length

  it('keeps most parts in one or two warehouses; some low, some out with a receipt due, some made to order', () => {
    const counts = parts.map((p) => rowsOf.get(p.pn)?.length ?? 0)
    expect(share(counts.filter((n) => n === 1 || n === 2).length)).toBeGreaterThan(0.8)
    expect(share(counts.filter((n) => n === 0).length)).toBeGreaterThan(0.04)
    const stocked = parts.filter((p) => rowsOf.has(p.pn))
    const low = stocked.filter((p) => total(p.pn) > 0 && total(p.pn) <= 3 * p.pkgqty)
    const outWithReceipt = stocked.filter((p) => total(p.pn) === 0 && rowsOf.get(p.pn)!.some((r) => r.nextReceipt))
    const outWithout = stocked.filter((p) => total(p.pn) === 0 && !rowsOf.get(p.pn)!.some((r) => r.nextReceipt))
    expect(share(low.length)).toBeGreaterThan(0.04)
    expect(share(outWithReceipt.length)).toBeGreaterThan(0.04)
    expect(outWithout.length).toBeGreaterThan(0)
    expect(new Set(stock.map((r) => r.warehouse))).toEqual(new Set(['DAL', 'MTY', 'LRD']))
    // Counts are whole packages.
    const step = new Map(parts.map((p) => [p.pn, p.pkgqty]))
    expect(stock.filter((r) => r.onHand % step.get(r.pn)! !== 0)).toEqual([])
  })

  it('has receipts due on weekdays, 3 to 20 business days after the seed day', () => {
    const dates = stock.flatMap((r) => (r.nextReceipt ? [r.nextReceipt.date] : []))
    expect(dates.length).toBeGreaterThan(100)
    for (const date of new Set(dates)) {
      const day = new Date(`${date}T00:00:00Z`)
      expect([0, 6], date).not.toContain(day.getUTCDay())
      // 3 business days after Friday the 27th is Wednesday Dec 2; 20 is Friday Dec 25.
      expect(date >= '2026-12-02' && date <= '2026-12-25', date).toBe(true)
    }
  })

  it('gives the enclosures (made to order) no stock and 10 days, and lead times to some series and parts', () => {
    const series = data.series as { series: string; leadTimeDays?: number }[]
    for (const code of ['EN-S', 'EN-X', 'EN-P']) {
      expect(series.find((s) => s.series === code)?.leadTimeDays).toBe(10)
      expect(parts.filter((p) => p.series === code && rowsOf.has(p.pn))).toEqual([])
    }
    expect(series.filter((s) => s.leadTimeDays !== undefined).length).toBeGreaterThan(5)
    expect(parts.filter((p) => p.leadTimeDays !== undefined).length).toBeGreaterThan(10)
  })

  it('is the same for the same day; the 50,000-part catalogue is stocked too', () => {
    expect(buildDemoCatalogue({ today }).data.stock).toEqual(stock)
    const large = buildDemoCatalogue({ large: true, today }).data
    expect((large.stock as Row[]).length).toBeGreaterThan(50_000)
    expect(new Set((large.stock as Row[]).map((r) => r.pn)).size).toBeGreaterThan(40_000)
  })
})
