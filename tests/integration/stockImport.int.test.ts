import type { Payload } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { parseImportFile, type ImportData } from '@/lib/import/format'
import { exportData } from '@/lib/import/server/exportData'
import { ImportProblemsError, importData } from '@/lib/import/server/importData'

import { testDatabases, type TestDatabase } from './helpers/databases'
import { sys } from './helpers/shop'

/**
 * The stock sections of the data-import file (docs/import-format-stock.md): warehouses, each
 * part's stock in them, and lead times on parts and series, imported, exported and imported
 * again on both databases; bad references named with nothing written; a part or a warehouse
 * with stock rows can still be deleted.
 */

function parsed(json: unknown): ImportData {
  const result = parseImportFile(json)
  if (!result.ok) throw new Error(result.problems.map((p) => `${p.path}: ${p.reason}`).join('\n'))
  return result.data
}

const part = (pn: string, extra: Record<string, unknown> = {}) => ({
  pn,
  listPrice: 10,
  pkgqty: 1,
  family: 'pilot-lights',
  tariff: false,
  ...extra,
})

/** A small shop: a series with a lead time, parts with and without their own, three warehouses, stock in some. */
const FILE = {
  categories: [{ slug: { en: 'pilot-lights', es: 'pilotos' }, title: { en: 'Pilot lights', es: 'Pilotos' } }],
  series: [
    {
      series: 'PL22',
      slug: { en: 'pilot-lights/pl22', es: 'pilotos/pl22' },
      title: { en: 'PL22', es: 'PL22' },
      category: 'pilot-lights',
      attributeKeys: [],
      leadTimeDays: 15,
    },
  ],
  products: [
    part('PL22-G', { series: 'PL22' }),
    part('PL22-R', { series: 'PL22', leadTimeDays: 5 }),
    part('PL22-Y', { series: 'PL22', leadTimeDays: 0 }),
    part('PL22-W'),
  ],
  warehouses: [
    { code: 'mty', name: { en: 'Monterrey, N.L.', es: 'Monterrey, N.L.' }, sequence: 2 },
    { code: 'DAL', name: { en: 'Dallas, TX', es: 'Dallas, TX' }, sequence: 1 },
    { code: 'LRD', name: 'Laredo, TX' },
  ],
  stock: [
    { pn: 'pl22-g', warehouse: 'dal', onHand: 40, asOf: '2026-11-28T09:00:00-06:00' },
    { pn: 'PL22-G', warehouse: 'MTY', onHand: 12, nextReceipt: { date: '2026-12-03', qty: 100 } },
    { pn: 'PL22-R', warehouse: 'DAL', onHand: 0, nextReceipt: { date: '2026-12-10' }, asOf: '2026-11-28T15:00:00Z' },
  ],
}

async function stockRows(payload: Payload) {
  const { docs } = await payload.find({ collection: 'stock', depth: 1, pagination: false, sort: 'id', ...sys })
  return docs.map((d) => [
    typeof d.part === 'object' ? d.part.pn : d.part,
    typeof d.warehouse === 'object' ? d.warehouse.code : d.warehouse,
    d.onHand,
  ])
}

const dropAll: TestDatabase[] = []
afterAll(async () => {
  for (const db of dropAll) await db.drop()
})
function fresh(): TestDatabase[] {
  const dbs = testDatabases()
  dropAll.push(...dbs)
  return dbs
}

const firsts = fresh()
const seconds = fresh()
describe.each(firsts.map((first, i) => [first.name, first, seconds[i]] as const))('stock and lead times on %s', (_name, first, second) => {
  it('imports warehouses, stock and lead times; export -> import into an empty database -> export gives the same bytes', async () => {
    const a = await first.open()
    const summary = await importData(a, parsed(FILE))
    expect(summary.warehouses).toEqual({ created: 3, updated: 0, deleted: 0 })
    expect(summary.stock).toEqual({ created: 3, updated: 0, deleted: 0 })

    const exported = await exportData(a)
    expect(exported.warehouses).toEqual([
      { code: 'DAL', name: { en: 'Dallas, TX', es: 'Dallas, TX' }, sequence: 1 },
      { code: 'LRD', name: { en: 'Laredo, TX', es: 'Laredo, TX' } },
      { code: 'MTY', name: { en: 'Monterrey, N.L.', es: 'Monterrey, N.L.' }, sequence: 2 },
    ])
    expect(exported.stock).toEqual([
      { pn: 'PL22-G', warehouse: 'DAL', onHand: 40, asOf: '2026-11-28T15:00:00.000Z' },
      { pn: 'PL22-G', warehouse: 'MTY', onHand: 12, nextReceipt: { date: '2026-12-03', qty: 100 } },
      { pn: 'PL22-R', warehouse: 'DAL', onHand: 0, nextReceipt: { date: '2026-12-10' }, asOf: '2026-11-28T15:00:00.000Z' },
    ])
    expect(exported.products.map((p) => [p.pn, p.leadTimeDays])).toEqual([
      ['PL22-G', undefined],
      ['PL22-R', 5],
      ['PL22-W', undefined],
      ['PL22-Y', 0],
    ])
    expect(exported.series.map((s) => [s.series, s.leadTimeDays])).toEqual([['PL22', 15]])
    // Stored as the admin's date picker keeps a day: noon UTC.
    const [receipt] = (await a.find({ collection: 'stock', where: { nextReceiptQty: { equals: 100 } }, ...sys })).docs
    expect(receipt.nextReceiptDate).toBe('2026-12-03T12:00:00.000Z')

    const json = JSON.stringify(exported, null, 2)
    const b = await second.open()
    await importData(b, parsed(JSON.parse(json)))
    expect(JSON.stringify(await exportData(b), null, 2)).toBe(json)
  })

  it('changes nothing on a second import; updates what differs; with replace, deletes the rows the file lacks', async () => {
    const payload = await first.open()
    const again = await importData(payload, parsed(FILE))
    expect([again.warehouses, again.stock]).toEqual([
      { created: 0, updated: 0, deleted: 0 },
      { created: 0, updated: 0, deleted: 0 },
    ])
    const changed = await importData(
      payload,
      parsed({ stock: [{ pn: 'PL22-G', warehouse: 'DAL', onHand: 41 }], products: [part('PL22-R', { series: 'PL22' })] }),
    )
    expect(changed.stock).toEqual({ created: 0, updated: 1, deleted: 0 })
    // Absent keeps the part's lead time; null clears it.
    const leadOf = async (pn: string) =>
      (await payload.find({ collection: 'parts', where: { pn: { equals: pn } }, ...sys })).docs[0].leadTimeDays
    expect(await leadOf('PL22-R')).toBe(5)
    await importData(payload, parsed({ products: [part('PL22-R', { series: 'PL22', leadTimeDays: null })] }))
    expect(await leadOf('PL22-R')).toBeNull()

    const replaced = await importData(payload, parsed({ stock: [{ pn: 'PL22-W', warehouse: 'LRD', onHand: 3 }] }), { replace: true })
    expect(replaced.stock).toEqual({ created: 1, updated: 0, deleted: 3 })
    expect(await stockRows(payload)).toEqual([['PL22-W', 'LRD', 3]])
  })

  it('refuses stock naming a part or a warehouse that exists nowhere: every such path, nothing written', async () => {
    const payload = await first.open()
    const file = parsed({
      stock: [...FILE.stock, { pn: 'NO-SUCH', warehouse: 'DAL', onHand: 1 }, { pn: 'PL22-W', warehouse: 'HOU', onHand: 1 }],
    })
    const refused = await importData(payload, file).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(ImportProblemsError)
    expect((refused as ImportProblemsError).problems).toEqual([
      { path: 'stock[3].pn', reason: 'names no part of the file or the database: "NO-SUCH"' },
      { path: 'stock[4].warehouse', reason: 'names no warehouse of the file or the database: "HOU"' },
    ])
    expect(await stockRows(payload)).toEqual([['PL22-W', 'LRD', 3]])
  })

  it('refuses bad stock records in the file check: counts, dates, repeats', () => {
    const result = parseImportFile({
      stock: [
        { pn: 'A', warehouse: 'DAL', onHand: -1 },
        { pn: 'A', warehouse: 'dal', onHand: 1.5 },
        { pn: 'B', warehouse: 'DAL', onHand: 1, nextReceipt: { date: '2026-02-30', qty: 0 } },
        { pn: 'C', warehouse: 'DAL', onHand: 1, asOf: 'yesterday' },
      ],
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.problems).toEqual([
      { path: 'stock[0].onHand', reason: 'must be a whole number, 0 or more' },
      { path: 'stock[1].onHand', reason: 'must be a whole number, 0 or more' },
      { path: 'stock[1].warehouse', reason: 'repeats the part and warehouse "A in DAL" of stock[0]' },
      { path: 'stock[2].nextReceipt.date', reason: 'must be a date such as 2026-12-03' },
      { path: 'stock[2].nextReceipt.qty', reason: 'must be a whole number, 1 or more' },
      { path: 'stock[3].asOf', reason: 'must be a time with its offset, such as 2026-11-28T15:00:00Z' },
    ])
  })

  it('deletes a part or a warehouse that has stock rows, and their rows with them', async () => {
    const payload = await first.open()
    await importData(payload, parsed(FILE))
    const staff = await payload.create({
      collection: 'users',
      data: { email: 'stock.staff@example.test', password: 'a-long-password-1' },
      ...sys,
    })
    const user = { ...staff, collection: 'users' as const }
    const { docs } = await payload.find({ collection: 'parts', where: { pn: { equals: 'PL22-G' } }, ...sys })
    await payload.delete({ collection: 'parts', id: docs[0].id, overrideAccess: false, user, context: { disableRevalidate: true } })
    expect((await stockRows(payload)).map((r) => r[0])).not.toContain('PL22-G')
    const lrd = (await payload.find({ collection: 'warehouses', where: { code: { equals: 'LRD' } }, ...sys })).docs[0]
    await payload.delete({ collection: 'warehouses', id: lrd.id, overrideAccess: false, user, context: { disableRevalidate: true } })
    expect(await stockRows(payload)).toEqual([['PL22-R', 'DAL', 0]])
  })
})
