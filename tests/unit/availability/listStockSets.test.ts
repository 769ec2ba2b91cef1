import { describe, expect, it } from 'vitest'

import { shopCalendar } from '@/domain/availability/calendar.mjs'
import type { StockRow } from '@/domain/availability/promise.mjs'
import type { AvailabilitySnapshot, PartAvailability } from '@/lib/availability/answer.mjs'
import { stockSets } from '@/lib/availability/listStockSets'

import { SETTINGS, STALE_AFTER_MINUTES } from './examples'

const row = (onHand: number, asOf: string | null = null): StockRow => ({ onHand, nextReceipt: null, asOf })
const part = (pn: string, stock: StockRow[], step = 1, anyQty = false): PartAvailability => ({ pn, step, anyQty, leadTimeDays: 10, stock })

function snapshot(parts: PartAvailability[], feedOn = false): AvailabilitySnapshot {
  return {
    version: 'test',
    parts: new Map(parts.map((p) => [p.pn.toUpperCase(), p])),
    calendar: shopCalendar(SETTINGS),
    staleAfterMinutes: STALE_AFTER_MINUTES,
    feedOn,
  }
}

// Monday 30 November 2026 in Chicago: 15:59 is before the cutoff, 16:00 at it.
const BEFORE = Date.parse('2026-11-30T21:59:00Z')
const AT_CUTOFF = Date.parse('2026-11-30T22:00:00Z')

const shop = snapshot([
  part('pb22-g', [row(40)]),
  part('PL22-R', [row(4), row(6)], 10),
  part('PL22-LOW', [row(3)], 10),
  part('CT09-MTO', []),
  part('WD-1X2', [row(1)], 20, true),
  part('EMPTY-1', [row(0)]),
])

describe('the stock the product list filters on', () => {
  it('names the parts with a package on hand, over warehouses (not one below a package, not made to order)', () => {
    expect(stockSets(shop, BEFORE).inStock).toEqual(['PB22-G', 'PL22-R', 'WD-1X2'])
  })

  it('ships today what is in stock before the cutoff, nothing at it or on a weekend', () => {
    expect(stockSets(shop, BEFORE).shipsToday).toEqual(['PB22-G', 'PL22-R', 'WD-1X2'])
    expect(stockSets(shop, AT_CUTOFF).shipsToday).toEqual([])
    expect(stockSets(shop, Date.parse('2026-11-28T15:00:00Z')).shipsToday).toEqual([])
  })

  it('changes its signature when either set changes, not with the count on hand alone', () => {
    const before = stockSets(shop, BEFORE).signature
    expect(stockSets(shop, AT_CUTOFF).signature).not.toBe(before)
    const fewer = snapshot([...shop.parts.values()].map((p) => (p.pn === 'pb22-g' ? { ...p, stock: [row(39)] } : p)))
    expect(stockSets(fewer, BEFORE).signature).toBe(before)
    const soldOut = snapshot([...shop.parts.values()].map((p) => (p.pn === 'pb22-g' ? { ...p, stock: [row(0)] } : p)))
    expect(stockSets(soldOut, BEFORE).signature).not.toBe(before)
  })

  it('leaves out stock the ERP feed has not counted lately', () => {
    const counted = new Date(BEFORE - 30 * 60_000).toISOString()
    const old = new Date(BEFORE - 3 * 60 * 60_000).toISOString()
    const fed = snapshot([part('FRESH', [row(5, counted)]), part('OLD', [row(5, old)])], true)
    expect(stockSets(fed, BEFORE).inStock).toEqual(['FRESH'])
  })
})
