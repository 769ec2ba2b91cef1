import { describe, expect, it } from 'vitest'

import { checkRows } from '@/lib/stock/server/stockFeed'
import { feedSchema } from '@/lib/stock/contract'

const WAREHOUSES = new Map([
  ['DAL', 1],
  ['MTY', 2],
])

describe("the ERP feed's row check", () => {
  it('reads good rows: part numbers and codes upper-cased, receipts or null', () => {
    const { rows, bad } = checkRows(
      [
        { pn: ' pl22-r ', warehouse: 'dal', onHand: 0, nextReceipt: { date: '2026-12-03', qty: 100 } },
        { pn: 'PL22-R', warehouse: 'MTY', onHand: 40, nextReceipt: null, extra: 'ignored' },
      ],
      WAREHOUSES,
    )
    expect(bad).toEqual([])
    expect(rows).toEqual([
      { pn: 'PL22-R', warehouse: 'DAL', onHand: 0, nextReceipt: { date: '2026-12-03', qty: 100 } },
      { pn: 'PL22-R', warehouse: 'MTY', onHand: 40, nextReceipt: null },
    ])
  })

  it('names every bad row by index, part number, field and reason', () => {
    const { bad } = checkRows(
      [
        { pn: 'A', warehouse: 'DAL', onHand: -1, nextReceipt: null },
        { pn: 'B', warehouse: 'DAL', onHand: 2.5, nextReceipt: null },
        { pn: 'C', warehouse: 'DAL', onHand: 1, nextReceipt: { date: '2026-13-01', qty: 1 } },
        { pn: 'D', warehouse: 'DAL', onHand: 1, nextReceipt: { date: '2026-12-01', qty: 0 } },
        { pn: 'E', warehouse: 'HOU', onHand: 1, nextReceipt: null },
        { pn: 'F', warehouse: 'DAL', onHand: 1 },
        { warehouse: 'DAL', onHand: 1, nextReceipt: null },
        { pn: 'A', warehouse: 'dal', onHand: 3, nextReceipt: null },
        { pn: 'G', warehouse: 'DAL', onHand: '4', nextReceipt: null },
        'not a row',
      ],
      WAREHOUSES,
    )
    expect(bad.map((b) => [b.index, b.pn, b.field, b.reason])).toEqual([
      [0, 'A', 'onHand', 'must be a whole number, 0 or more'],
      [1, 'B', 'onHand', 'must be a whole number, 0 or more'],
      [2, 'C', 'nextReceipt.date', 'must be a date such as 2026-12-03'],
      [3, 'D', 'nextReceipt.qty', 'must be a whole number, 1 or more'],
      [4, 'E', 'warehouse', 'names no warehouse: "HOU" (the warehouses are DAL, MTY)'],
      [5, 'F', 'nextReceipt', 'is required (null when no receipt is due)'],
      [6, null, 'pn', 'is required'],
      // Row 7 names row 0's part and warehouse, but row 0 was refused: only good rows are remembered.
      [8, 'G', 'onHand', 'must be a whole number, 0 or more'],
      [9, null, '(row)', expect.any(String)],
    ])
  })

  it('refuses the same part and warehouse twice', () => {
    const { bad } = checkRows(
      [
        { pn: 'A', warehouse: 'DAL', onHand: 1, nextReceipt: null },
        { pn: ' a', warehouse: 'dal', onHand: 2, nextReceipt: null },
      ],
      WAREHOUSES,
    )
    expect(bad).toEqual([{ index: 1, pn: ' a', field: 'pn', reason: 'repeats the part and warehouse of items[0]' }])
  })

  it('takes asOf as a time with its offset, in UTC', () => {
    expect(feedSchema.parse({ asOf: '2026-11-28T09:00:00-06:00', items: [] }).asOf).toBe('2026-11-28T15:00:00.000Z')
    for (const asOf of ['2026-11-28', 'yesterday', '2026-11-28T25:00:00Z', '2026-02-30T10:00:00Z'])
      expect(feedSchema.safeParse({ asOf, items: [] }).success, asOf).toBe(false)
  })
})
