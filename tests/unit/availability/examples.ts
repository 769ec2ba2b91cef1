import type { LinePromise, StockRow } from '@/domain/availability/promise.mjs'

/*
 * The worked examples of docs/availability.md, as a table the unit tests run
 * (./promise.test.ts): the shop of the examples ships from Chicago, cutoff 16:00, with
 * Thanksgiving (26 Nov 2026) and Christmas (25 Dec 2026) as holidays and a 60-minute stale limit.
 * November 2026: Mon 23, Thu 26 (holiday), Fri 27, Sat 28, Mon 30; December: Wed 2, Thu 3, Fri 4, Mon 7, Mon 14, Thu 24, Mon 28.
 */

export const SETTINGS = { timeZone: 'America/Chicago', cutoff: '16:00', holidays: ['2026-11-26', '2026-12-25T12:00:00.000Z'] }
export const STALE_AFTER_MINUTES = 60

export type Example = {
  /** The heading of the example in docs/availability.md. */
  name: string
  /** The instant the order is placed, ISO. */
  now: string
  qty: number
  stock: StockRow[]
  leadTimeDays: number
  feedOn?: boolean
  expected: LinePromise
}

const row = (onHand: number, receipt?: [string, number], asOf: string | null = null): StockRow => ({
  onHand,
  nextReceipt: receipt ? { date: receipt[0], qty: receipt[1] } : null,
  asOf,
})

/** An answer with nothing backordered. */
const inStock = (onHand: number, shipsOn: string, cutoffAt: string | null = null): LinePromise => ({
  onHand,
  shipsOn,
  shipsToday: cutoffAt !== null,
  cutoffAt,
  backordered: 0,
  backorderShipsOn: null,
  madeToOrder: false,
  stale: false,
})

/** Monday 30 November 2026 at 15:59 and 16:00 in Chicago (CST, UTC-6). */
const MON_1559 = '2026-11-30T21:59:00Z'
const MON_1600 = '2026-11-30T22:00:00Z'
const MON_CUTOFF = '2026-11-30T22:00:00.000Z'

export const EXAMPLES: Example[] = [
  {
    name: 'Before the cutoff',
    now: MON_1559,
    qty: 10,
    stock: [row(40)],
    leadTimeDays: 10,
    expected: inStock(40, '2026-11-30', MON_CUTOFF),
  },
  { name: 'At the cutoff', now: MON_1600, qty: 10, stock: [row(40)], leadTimeDays: 10, expected: inStock(40, '2026-12-01') },
  { name: 'A weekend', now: '2026-11-28T16:00:00Z', qty: 10, stock: [row(40)], leadTimeDays: 10, expected: inStock(40, '2026-11-30') },
  {
    name: 'Friday after the cutoff',
    now: '2026-12-04T23:00:00Z',
    qty: 10,
    stock: [row(40)],
    leadTimeDays: 10,
    expected: inStock(40, '2026-12-07'),
  },
  { name: 'A holiday', now: '2026-11-26T15:00:00Z', qty: 10, stock: [row(40)], leadTimeDays: 10, expected: inStock(40, '2026-11-27') },
  {
    name: 'The evening before a holiday',
    now: '2026-11-25T23:00:00Z',
    qty: 10,
    stock: [row(40)],
    leadTimeDays: 10,
    expected: inStock(40, '2026-11-27'),
  },
  {
    name: 'Christmas Eve after the cutoff',
    now: '2026-12-24T22:30:00Z',
    qty: 1,
    stock: [row(5)],
    leadTimeDays: 10,
    expected: inStock(5, '2026-12-28'),
  },
  {
    name: 'Stock in two warehouses',
    now: MON_1559,
    qty: 50,
    stock: [row(30), row(20)],
    leadTimeDays: 10,
    expected: inStock(50, '2026-11-30', MON_CUTOFF),
  },
  {
    name: 'A split line, no receipt due',
    now: MON_1559,
    qty: 50,
    stock: [row(40)],
    leadTimeDays: 10,
    expected: { ...inStock(40, '2026-11-30', MON_CUTOFF), backordered: 10, backorderShipsOn: '2026-12-14' },
  },
  {
    name: 'A split line covered by receipts',
    now: MON_1559,
    qty: 50,
    stock: [row(40, ['2026-12-03', 5]), row(0, ['2026-12-02', 8])],
    leadTimeDays: 10,
    expected: { ...inStock(40, '2026-11-30', MON_CUTOFF), backordered: 10, backorderShipsOn: '2026-12-04' },
  },
  {
    name: 'Receipts that do not cover the rest',
    now: MON_1559,
    qty: 60,
    stock: [row(40, ['2026-12-03', 5]), row(0, ['2026-12-02', 8])],
    leadTimeDays: 10,
    expected: { ...inStock(40, '2026-11-30', MON_CUTOFF), backordered: 20, backorderShipsOn: '2026-12-14' },
  },
  {
    name: 'None on hand, a receipt on Friday',
    now: MON_1559,
    qty: 10,
    stock: [row(0, ['2026-12-04', 24])],
    leadTimeDays: 10,
    expected: { ...inStock(0, '2026-12-07'), backordered: 10, backorderShipsOn: '2026-12-07' },
  },
  {
    name: 'An overdue receipt',
    now: MON_1559,
    qty: 10,
    stock: [row(0, ['2026-11-20', 24])],
    leadTimeDays: 10,
    expected: { ...inStock(0, '2026-12-01'), backordered: 10, backorderShipsOn: '2026-12-01' },
  },
  {
    name: 'Made to order',
    now: MON_1559,
    qty: 3,
    stock: [],
    leadTimeDays: 15,
    expected: { ...inStock(0, '2026-12-21'), madeToOrder: true },
  },
  {
    name: 'Made to order, after the cutoff',
    now: MON_1600,
    qty: 3,
    stock: [],
    leadTimeDays: 15,
    expected: { ...inStock(0, '2026-12-22'), madeToOrder: true },
  },
  {
    name: 'Made to order with no lead time',
    now: MON_1559,
    qty: 3,
    stock: [],
    leadTimeDays: 0,
    expected: { ...inStock(0, '2026-11-30', MON_CUTOFF), madeToOrder: true },
  },
  {
    name: 'A fresh feed',
    now: MON_1559,
    qty: 10,
    stock: [row(40, undefined, '2026-11-30T21:00:00Z'), row(5, undefined, null)],
    leadTimeDays: 10,
    feedOn: true,
    expected: inStock(45, '2026-11-30', MON_CUTOFF),
  },
  {
    name: 'A stale feed',
    now: MON_1559,
    qty: 10,
    stock: [row(40, undefined, '2026-11-30T20:58:00Z')],
    leadTimeDays: 10,
    feedOn: true,
    expected: {
      onHand: null,
      shipsOn: null,
      shipsToday: false,
      cutoffAt: null,
      backordered: null,
      backorderShipsOn: null,
      madeToOrder: false,
      stale: true,
    },
  },
  {
    name: 'Stock the feed never counted',
    now: MON_1559,
    qty: 10,
    stock: [row(40)],
    leadTimeDays: 10,
    feedOn: true,
    expected: {
      onHand: null,
      shipsOn: null,
      shipsToday: false,
      cutoffAt: null,
      backordered: null,
      backorderShipsOn: null,
      madeToOrder: false,
      stale: true,
    },
  },
  {
    name: 'Old stock without a feed',
    now: MON_1559,
    qty: 10,
    stock: [row(40, undefined, '2026-06-01T00:00:00Z')],
    leadTimeDays: 10,
    expected: inStock(40, '2026-11-30', MON_CUTOFF),
  },
]

/** Daylight saving in Chicago: 8 March 2026 (02:00 CST becomes 03:00 CDT) and 1 November 2026 (02:00 CDT becomes 01:00 CST). */
export const DST: { name: string; now: string; today: string; shipDay: string; cutoffAt: string | null }[] = [
  {
    name: 'Friday before spring forward, 15:30 CST',
    now: '2026-03-06T21:30:00Z',
    today: '2026-03-06',
    shipDay: '2026-03-06',
    cutoffAt: '2026-03-06T22:00:00.000Z',
  },
  {
    name: 'Sunday 23:59 CDT, the night of the change',
    now: '2026-03-09T04:59:00Z',
    today: '2026-03-08',
    shipDay: '2026-03-09',
    cutoffAt: null,
  },
  {
    name: 'Monday 00:00 CDT',
    now: '2026-03-09T05:00:00Z',
    today: '2026-03-09',
    shipDay: '2026-03-09',
    cutoffAt: '2026-03-09T21:00:00.000Z',
  },
  {
    name: 'Monday 15:59 CDT',
    now: '2026-03-09T20:59:00Z',
    today: '2026-03-09',
    shipDay: '2026-03-09',
    cutoffAt: '2026-03-09T21:00:00.000Z',
  },
  {
    name: 'Monday 16:00 CDT (21:00 UTC, where 16:00 CST was 22:00)',
    now: '2026-03-09T21:00:00Z',
    today: '2026-03-09',
    shipDay: '2026-03-10',
    cutoffAt: null,
  },
  { name: 'Friday before fall back, 16:30 CDT', now: '2026-10-30T21:30:00Z', today: '2026-10-30', shipDay: '2026-11-02', cutoffAt: null },
  {
    name: 'Sunday 23:59 CST, the night of the change',
    now: '2026-11-02T05:59:00Z',
    today: '2026-11-01',
    shipDay: '2026-11-02',
    cutoffAt: null,
  },
  {
    name: 'Monday 00:00 CST',
    now: '2026-11-02T06:00:00Z',
    today: '2026-11-02',
    shipDay: '2026-11-02',
    cutoffAt: '2026-11-02T22:00:00.000Z',
  },
  {
    name: 'Monday 15:30 CST (21:30 UTC, after a CDT cutoff)',
    now: '2026-11-02T21:30:00Z',
    today: '2026-11-02',
    shipDay: '2026-11-02',
    cutoffAt: '2026-11-02T22:00:00.000Z',
  },
]
