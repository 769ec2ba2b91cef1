import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readParts } from '@/lib/commerce/server/readCommerceData'
import {
  eachVisiblePartBatch,
  partsForQuote,
  visiblePartNumbers,
  visiblePartsByPn,
  visiblePartsOfSeries,
} from '@/lib/catalogue/server/visibleParts'

import { testDatabases, type TestDatabase } from './helpers/databases'
import { sys } from './helpers/shop'

/*
 * The storefront's one read of parts (src/lib/catalogue/server/visibleParts.ts) on a database: every
 * shape the callers use leaves out parts under a prefix that is not public
 * (docs/pricing.md, "Part numbers"), and only the quote's read keeps them.
 */

const dbs = testDatabases()
afterAll(async () => {
  for (const db of dbs) await db.drop()
})

describe.each(dbs)('the visible parts loader on $name', (db: TestDatabase) => {
  let payload: Payload
  /** Series ids: A has public and restricted parts, B restricted ones only. */
  let seriesA: number
  let seriesB: number
  const readPrefixes = async () => {
    const { docs } = await payload.find({ collection: 'part-prefixes', pagination: false, limit: 0, depth: 0, overrideAccess: false })
    return docs.map((p) => ({ title: p.title, discountSchedule: p.discountSchedule, isPublic: p.isPublic }))
  }

  beforeAll(async () => {
    payload = await db.open()
    for (const [title, isPublic] of [
      ['VP-A', true],
      ['VP-AX', false],
      ['VP-B', false],
      ['VP-B-OPEN', true],
    ] as const)
      await payload.create({ collection: 'part-prefixes', data: { title, discountSchedule: 'E-1', isPublic }, ...sys })
    const series = async (title: string) =>
      (
        await payload.create({
          collection: 'products',
          data: { title, slug: title.toLowerCase(), series: title, _status: 'published' },
          ...sys,
        })
      ).id
    seriesA = await series('VPA')
    seriesB = await series('VPB')
    const part = (pn: string, product: number | null, listPrice = 10) =>
      payload.create({ collection: 'parts', data: { pn, product, listPrice, pkgqty: 1, attributes: { color: 'Red' } }, ...sys })
    await part('VP-A1', seriesA, 12)
    await part('VP-A2', seriesA)
    await part('VP-AX1', seriesA)
    await part('VP-B1', seriesB)
    await part('VP-B2', seriesB)
    await part('VP-B-OPEN1', null)
    await part('VP-AX-LOOSE', null)
  })

  it('by part number: the visible ones, any case, selected fields only; restricted and unknown ones left out', async () => {
    const found = await visiblePartsByPn(payload, await readPrefixes(), ['vp-a1 ', 'VP-AX1', 'VP-B1', 'VP-B-OPEN1', 'NOPE'], {
      select: { listPrice: true },
      locale: 'en',
    })
    expect(found.map((p) => p.pn).sort()).toEqual(['VP-A1', 'VP-B-OPEN1'])
    expect(found.find((p) => p.pn === 'VP-A1')).toEqual({ id: expect.anything(), pn: 'VP-A1', listPrice: 12 })
  })

  it('reads the prefixes through a function only when it reads parts', async () => {
    let reads = 0
    const counted = async () => (reads++, readPrefixes())
    expect(await visiblePartsByPn(payload, counted, [' '], { select: {}, locale: 'en' })).toEqual([])
    expect(reads).toBe(0)
    expect((await visiblePartsByPn(payload, counted, ['VP-AX1', 'VP-A2'], { select: {}, locale: 'en' })).map((p) => p.pn)).toEqual([
      'VP-A2',
    ])
    expect(reads).toBe(1)
  })

  it('by series: its visible parts and how many of its parts are restricted', async () => {
    const a = await visiblePartsOfSeries(payload, readPrefixes, seriesA, { select: { attributes: true }, locale: 'all' })
    expect(a.parts.map((p) => p.pn).sort()).toEqual(['VP-A1', 'VP-A2'])
    expect(a.hidden).toBe(1)
    const b = await visiblePartsOfSeries(payload, readPrefixes, seriesB, { select: {}, locale: 'en' })
    expect(b.parts).toEqual([])
    expect(b.hidden).toBe(2)
  })

  it('every part of a series, in batches: restricted ones counted per series, never handed over', async () => {
    const seen: string[] = []
    const hidden = new Map<string, number>()
    await eachVisiblePartBatch(payload, readPrefixes, { select: { listPrice: true }, locale: 'en' }, (batch) => {
      for (const p of batch.parts) {
        expect(p.product).not.toBeNull()
        seen.push(p.pn)
      }
      for (const [id, n] of batch.hiddenBySeries) hidden.set(id, (hidden.get(id) ?? 0) + n)
    })
    expect(seen).toEqual(['VP-A1', 'VP-A2'])
    expect(Object.fromEntries(hidden)).toEqual({ [String(seriesA)]: 1, [String(seriesB)]: 2 })
  })

  it('every visible part number, with or without a series', async () => {
    expect((await visiblePartNumbers(payload, readPrefixes)).sort()).toEqual(['VP-A1', 'VP-A2', 'VP-B-OPEN1'])
  })

  it('the quote reads restricted parts too: it decides who may order them', async () => {
    const quoted = await partsForQuote(payload, ['VP-AX1', 'vp-a1'], { select: { listPrice: true }, locale: 'en' })
    expect(quoted.map((p) => p.pn).sort()).toEqual(['VP-A1', 'VP-AX1'])
    expect((await readParts(payload, ['VP-B1'])).map((p) => p.pn)).toEqual(['VP-B1'])
  })

  it('a superseded part is no longer sold: every reader leaves it out, the quote still reads it; the staff refuse a cycle', async () => {
    const sup = await payload.create({ collection: 'supersessions', data: { oldPn: 'vp a2', replacementPn: 'VP-A1' }, ...sys })
    try {
      expect((await visiblePartsByPn(payload, readPrefixes, ['VP-A1', 'VP-A2'], { select: {}, locale: 'en' })).map((p) => p.pn)).toEqual([
        'VP-A1',
      ])
      const a = await visiblePartsOfSeries(payload, readPrefixes, seriesA, { select: {}, locale: 'en' })
      expect(a.parts.map((p) => p.pn)).toEqual(['VP-A1'])
      expect((await visiblePartNumbers(payload, readPrefixes)).sort()).toEqual(['VP-A1', 'VP-B-OPEN1'])
      const seen: string[] = []
      await eachVisiblePartBatch(payload, readPrefixes, { select: {}, locale: 'en' }, (batch) => seen.push(...batch.parts.map((p) => p.pn)))
      expect(seen).toEqual(['VP-A1'])
      expect((await partsForQuote(payload, ['VP-A2'], { select: {}, locale: 'en' })).map((p) => p.pn)).toEqual(['VP-A2'])
      // VP-A1 back to VP-A2 would be a cycle; a chain ending at no part of ours is refused too. The message is at the field.
      const refusal = (data: { oldPn: string; replacementPn: string }) =>
        payload.create({ collection: 'supersessions', data, ...sys }).then(
          () => 'saved',
          (e: { data?: { errors?: { path: string; message: string }[] } }) => e.data?.errors?.[0],
        )
      expect(await refusal({ oldPn: 'VP-A1', replacementPn: 'VP-A2' })).toEqual({
        path: 'replacementPn',
        message: 'This would make a cycle: VP-A1 → vp a2 → VP-A1.',
      })
      expect(await refusal({ oldPn: 'VP-B1', replacementPn: 'NO-SUCH' })).toEqual({
        path: 'replacementPn',
        message: 'NO-SUCH is not one of our part numbers.',
      })
    } finally {
      await payload.delete({ collection: 'supersessions', id: sup.id, ...sys })
    }
  })
})
