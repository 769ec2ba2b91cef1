import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { availabilityAnswer, promisesFor } from '@/lib/availability/answer.mjs'
import { loadAvailabilitySnapshot } from '@/lib/availability/server/snapshot'
import { createAvailabilityStore } from '@/lib/availability/server/store'

import { testDatabases, type TestDatabase } from './helpers/databases'
import { sys } from './helpers/shop'

/*
 * The availability snapshot on a database (src/lib/availability/server): read with plain SQL on
 * both adapters, restricted parts left out, lead times resolved (part, cart-item rule, series,
 * site), stock summed over warehouses; a stock change shows after the store's next check.
 */

const dbs = testDatabases()
afterAll(async () => {
  for (const db of dbs) await db.drop()
})

/** Monday 30 November 2026, 15:00 in Chicago (CST): before the 16:00 cutoff. */
const MONDAY_3PM = Date.parse('2026-11-30T21:00:00Z')

describe.each(dbs)('the availability snapshot on $name', (db: TestDatabase) => {
  let payload: Payload
  const ids: Record<string, number> = {}

  beforeAll(async () => {
    payload = await db.open()
    for (const [title, isPublic] of [
      ['AV-', true],
      ['AV-X', false],
    ] as const)
      await payload.create({ collection: 'part-prefixes', data: { title, discountSchedule: 'E-1', isPublic }, ...sys })
    await payload.create({
      collection: 'cart-item-rules',
      data: { pn: 'AV-R*', exemptFromFreeShipping: false, leadTime10Days: true },
      ...sys,
    })
    const series = async (title: string, leadTimeDays: number | null) =>
      (
        await payload.create({
          collection: 'products',
          data: { title, slug: title.toLowerCase(), series: title, leadTimeDays, _status: 'published' },
          ...sys,
        })
      ).id
    const slow = await series('AVS', 15)
    const plain = await series('AVP', null)
    const part = async (pn: string, product: number, extra: Record<string, unknown> = {}) =>
      (ids[pn] = (await payload.create({ collection: 'parts', data: { pn, product, listPrice: 10, pkgqty: 1, ...extra }, ...sys })).id)
    await part('AV-1', plain, { pkgqty: 10 })
    await part('AV-2', slow)
    await part('AV-3', slow, { leadTimeDays: 3 })
    await part('AV-R1', slow)
    await part('AV-P1', plain)
    await part('AV-X1', plain)
    const warehouse = async (code: string) =>
      (await payload.create({ collection: 'warehouses', data: { code, name: code, sequence: 0 }, ...sys })).id
    const [w1, w2] = [await warehouse('AVW1'), await warehouse('AVW2')]
    const stock = (p: string, w: number, onHand: number, receipt?: [string, number]) =>
      payload.create({
        collection: 'stock',
        data: {
          part: ids[p],
          warehouse: w,
          onHand,
          ...(receipt ? { nextReceiptDate: `${receipt[0]}T12:00:00.000Z`, nextReceiptQty: receipt[1] } : {}),
          asOf: '2026-11-30T20:30:00.000Z',
        },
        ...sys,
      })
    await stock('AV-1', w1, 40, ['2026-12-03', 5])
    await stock('AV-1', w2, 10, ['2026-12-02', 20])
    await stock('AV-X1', w1, 99)
    await payload.updateGlobal({
      slug: 'site-settings',
      data: {
        availability: {
          timeZone: 'America/Chicago',
          cutoff: '16:00',
          holidays: [{ date: '2026-12-25T12:00:00.000Z', name: 'Christmas' }],
          defaultLeadTimeDays: 7,
        },
      },
      ...sys,
    })
  })

  it('holds the visible parts with their step, resolved lead time and stock rows; a restricted part is not there', async () => {
    const snapshot = await loadAvailabilitySnapshot(payload, false)
    expect(snapshot.parts.has('AV-X1')).toBe(false)
    expect(snapshot.calendar).toMatchObject({ timeZone: 'America/Chicago', cutoffMinutes: 960 })
    expect([...snapshot.calendar.holidays]).toEqual(['2026-12-25'])
    const lead = Object.fromEntries(['AV-1', 'AV-2', 'AV-3', 'AV-R1', 'AV-P1'].map((pn) => [pn, snapshot.parts.get(pn)?.leadTimeDays]))
    // Own 3; the rule's 10 over the series' 15; the series' 15; the site's 7.
    expect(lead).toEqual({ 'AV-1': 7, 'AV-2': 15, 'AV-3': 3, 'AV-R1': 10, 'AV-P1': 7 })
    const one = snapshot.parts.get('AV-1')!
    expect(one.step).toBe(10)
    expect(one.stock.map((r) => r.onHand).sort()).toEqual([10, 40])
    expect(one.stock.map((r) => r.nextReceipt).sort((a, b) => (a!.date < b!.date ? -1 : 1))).toEqual([
      { date: '2026-12-02', qty: 20 },
      { date: '2026-12-03', qty: 5 },
    ])
    expect(one.stock[0].asOf).toBe('2026-11-30T20:30:00.000Z')
  })

  it('promises from it: on hand today, the rest after the receipt that covers it, made to order after the lead time; unknown and restricted as null', async () => {
    const snapshot = await loadAvailabilitySnapshot(payload, false)
    const [split, mto, restricted, unknown] = promisesFor(
      snapshot,
      [
        { pn: ' av-1 ', qty: 65 },
        { pn: 'AV-2', qty: 1 },
        { pn: 'AV-X1', qty: 1 },
        { pn: 'NOPE', qty: 1 },
      ],
      MONDAY_3PM,
    )
    // 65 rounds up to 70 (step 10): 50 on hand ship today, 20 wait for the 2 Dec receipt (20 due), ship 3 Dec.
    expect(split).toEqual({
      onHand: 50,
      shipsOn: '2026-11-30',
      shipsToday: true,
      cutoffAt: '2026-11-30T22:00:00.000Z',
      backordered: 20,
      backorderShipsOn: '2026-12-03',
      madeToOrder: false,
      stale: false,
    })
    expect(mto).toMatchObject({ madeToOrder: true, onHand: 0, shipsOn: '2026-12-21', shipsToday: false, cutoffAt: null })
    expect(restricted).toBeNull()
    expect(unknown).toBeNull()
  })

  it('with the ERP feed on, stock counted longer ago than the limit is withheld', async () => {
    const snapshot = await loadAvailabilitySnapshot(payload, true)
    const at = (minutes: number) =>
      promisesFor(snapshot, [{ pn: 'AV-1', qty: 1 }], Date.parse('2026-11-30T20:30:00Z') + minutes * 60_000)[0]
    expect(at(59)).toMatchObject({ stale: false, onHand: 50 })
    expect(at(61)).toMatchObject({ stale: true, onHand: null, shipsOn: null, backordered: null })
  })

  it('answers the API from it, a restricted part as unknown', async () => {
    const snapshot = await loadAvailabilitySnapshot(payload, false)
    const body = JSON.stringify({
      lines: [
        { pn: 'av-3', qty: 2 },
        { pn: 'AV-X1', qty: 1 },
      ],
    })
    const answer = availabilityAnswer(snapshot, body, 'en', MONDAY_3PM)
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body).data).toEqual([
      expect.objectContaining({ pn: 'AV-3', madeToOrder: true, shipsOn: '2026-12-03' }),
      { pn: 'AV-X1', unknown: true },
    ])
  })

  it('shows a stock change after the store’s next version check, and reloads nothing when nothing changed', async () => {
    const store = createAvailabilityStore(async () => payload, { feedOn: false, pollMs: 0 })
    try {
      const before = await store.get()
      expect(await store.check()).toBe(false)
      const row = (await payload.find({ collection: 'stock', where: { part: { equals: ids['AV-1'] } }, ...sys, limit: 1, sort: 'onHand' }))
        .docs[0]
      await payload.update({ collection: 'stock', id: row.id, data: { onHand: row.onHand + 7 }, ...sys })
      expect(await store.check()).toBe(true)
      const after = await store.get()
      expect(after).not.toBe(before)
      expect(promisesFor(after, [{ pn: 'AV-1', qty: 10 }], MONDAY_3PM)[0]?.onHand).toBe(57)
      // A part made restricted drops out the same way.
      await payload.update({ collection: 'parts', id: ids['AV-3'], data: { pn: 'AV-X3' }, ...sys })
      expect(await store.check()).toBe(true)
      expect(promisesFor(await store.get(), [{ pn: 'AV-X3', qty: 1 }], MONDAY_3PM)).toEqual([null])
    } finally {
      store.stop()
    }
  })
})
