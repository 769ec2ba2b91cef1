import { describe, expect, it } from 'vitest'

import type { LinePromise } from '@/domain/availability/promise.mjs'
import { shipmentPlan } from '@/domain/availability/shipments.mjs'

const promise = (shipsOn: string, backordered = 0, backorderShipsOn: string | null = null): LinePromise => ({
  onHand: 100,
  shipsOn,
  shipsToday: false,
  cutoffAt: null,
  backordered,
  backorderShipsOn,
  madeToOrder: false,
  stale: false,
})
const STALE: LinePromise = { ...promise('2026-11-30'), onHand: null, shipsOn: null, backordered: null, stale: true }

describe('ship complete or as available', () => {
  it('lines that all ship on one day: no choice', () => {
    expect(
      shipmentPlan([
        { pn: 'A', qty: 2, promise: promise('2026-11-30') },
        { pn: 'B', qty: 5, promise: promise('2026-11-30') },
      ]),
    ).toEqual({
      split: false,
      completeOn: '2026-11-30',
      schedule: [
        {
          shipsOn: '2026-11-30',
          items: [
            { pn: 'A', qty: 2 },
            { pn: 'B', qty: 5 },
          ],
        },
      ],
      unconfirmed: [],
    })
  })

  it('lines on different days, and a line split by a backorder: complete on the latest day, as available in three shipments', () => {
    const plan = shipmentPlan([
      { pn: 'A', qty: 50, promise: promise('2026-11-30', 10, '2026-12-04') },
      { pn: 'B', qty: 3, promise: { ...promise('2026-12-21'), madeToOrder: true, onHand: 0 } },
      { pn: 'C', qty: 1, promise: promise('2026-11-30') },
    ])
    expect(plan).toEqual({
      split: true,
      completeOn: '2026-12-21',
      schedule: [
        {
          shipsOn: '2026-11-30',
          items: [
            { pn: 'A', qty: 40 },
            { pn: 'C', qty: 1 },
          ],
        },
        { shipsOn: '2026-12-04', items: [{ pn: 'A', qty: 10 }] },
        { shipsOn: '2026-12-21', items: [{ pn: 'B', qty: 3 }] },
      ],
      unconfirmed: [],
    })
  })

  it('a line with nothing on hand ships whole on its backorder date', () => {
    const plan = shipmentPlan([{ pn: 'A', qty: 10, promise: { ...promise('2026-12-07', 10, '2026-12-07'), onHand: 0 } }])
    expect(plan).toMatchObject({
      split: false,
      completeOn: '2026-12-07',
      schedule: [{ shipsOn: '2026-12-07', items: [{ pn: 'A', qty: 10 }] }],
    })
  })

  it('a withheld or missing promise leaves the complete date open and is named', () => {
    const plan = shipmentPlan([
      { pn: 'A', qty: 1, promise: promise('2026-11-30') },
      { pn: 'B', qty: 1, promise: STALE },
      { pn: 'C', qty: 1, promise: null },
    ])
    expect(plan).toEqual({
      split: false,
      completeOn: null,
      schedule: [{ shipsOn: '2026-11-30', items: [{ pn: 'A', qty: 1 }] }],
      unconfirmed: ['B', 'C'],
    })
  })
})
