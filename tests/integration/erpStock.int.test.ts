import { createTranslator } from 'next-intl'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import en from '@/i18n/messages/en.json'
import es from '@/i18n/messages/es.json'

import { parseImportFile } from '@/lib/import/format'
import { importData } from '@/lib/import/server/importData'
import { PAGES_TAG } from '@/lib/platform/cache/tags'
import { generationOf } from '@/lib/platform/cache/server/memo'
import { stockFeedRoute } from '@/lib/stock/server/feedRoute'

import { testDatabases, type TestDatabase } from './helpers/databases'
import { sys } from './helpers/shop'

/**
 * The ERP's stock feed, PUT /api/erp/stock (docs/api.md, "ERP"), through the route's own
 * handler on each test database: off without a token, 401 without the right one, all or
 * nothing, unknown part numbers named, late deliveries kept out, 10 MB refused.
 */

// Outside Next, next-intl's server half is its client build: the answers' messages come from the same files through its translator.
vi.mock('next-intl/server', async (original) => ({
  ...(await original<object>()),
  getTranslations: async ({ locale, namespace }: { locale: 'en' | 'es'; namespace: string }) =>
    createTranslator({ locale, messages: locale === 'es' ? es : en, namespace: namespace as never }),
}))

const TOKEN = 'erp-integration-token-0123456789abcdef'
const URL = 'http://shop.test/api/erp/stock'

const part = (pn: string) => ({ pn, listPrice: 10, pkgqty: 1, family: 'pilot-lights', tariff: false })
const SHOP = {
  products: ['PL22-G', 'PL22-R', 'PL22-Y'].map(part),
  warehouses: [
    { code: 'DAL', name: { en: 'Dallas, TX', es: 'Dallas, TX' }, sequence: 1 },
    { code: 'MTY', name: { en: 'Monterrey, N.L.', es: 'Monterrey, N.L.' }, sequence: 2 },
  ],
  stock: [{ pn: 'PL22-Y', warehouse: 'DAL', onHand: 7, asOf: '2026-11-28T12:00:00Z' }],
}

type Row = { pn: unknown; warehouse: unknown; onHand: unknown; nextReceipt: unknown }
const row = (pn: string, warehouse: string, onHand: number, nextReceipt: { date: string; qty: number } | null = null): Row => ({
  pn,
  warehouse,
  onHand,
  nextReceipt,
})

const databases = testDatabases()
afterAll(async () => {
  for (const db of databases) await db.drop()
})

describe.each(databases)('the ERP stock feed on $name', (db: TestDatabase) => {
  let payload: Payload
  let token: string | undefined = TOKEN
  const PUT = stockFeedRoute({ token: () => token, payload: async () => payload })
  const send = (body: unknown, headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) =>
    PUT(
      new NextRequest(URL, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
      { params: Promise.resolve({}) },
    )
  /** Every stock row: part, warehouse, on hand, receipt day and quantity, asOf. */
  const stock = async () =>
    (await payload.find({ collection: 'stock', depth: 1, pagination: false, sort: 'id', ...sys })).docs.map((d) => [
      typeof d.part === 'object' ? d.part.pn : d.part,
      typeof d.warehouse === 'object' ? d.warehouse.code : d.warehouse,
      d.onHand,
      d.nextReceiptDate?.slice(0, 10) ?? null,
      d.nextReceiptQty ?? null,
      d.asOf ?? null,
    ])

  beforeAll(async () => {
    payload = await db.open()
    const parsed = parseImportFile(SHOP)
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems))
    await importData(payload, parsed.data)
  })

  it('is off (404) without ERP_TOKEN, and answers 401 without the token or with another', async () => {
    token = undefined
    expect((await send({ asOf: '2026-11-28T13:00:00Z', items: [row('PL22-G', 'DAL', 1)] })).status).toBe(404)
    token = TOKEN
    const feed = { asOf: '2026-11-28T13:00:00Z', items: [row('PL22-G', 'DAL', 1)] }
    const none = await send(feed, {})
    expect(none.status).toBe(401)
    expect(none.headers.get('www-authenticate')).toBe('Bearer')
    expect(((await none.json()) as { error: { code: string } }).error.code).toBe('bad-token')
    expect((await send(feed, { authorization: `Bearer ${TOKEN.slice(0, -1)}x` })).status).toBe(401)
    expect((await send(feed, { authorization: `Bearer ${TOKEN}0` })).status).toBe(401)
    expect((await send(feed, { authorization: TOKEN })).status).toBe(401)
    expect(await stock()).toEqual([['PL22-Y', 'DAL', 7, null, null, '2026-11-28T12:00:00.000Z']])
  })

  it('applies a good feed: counts and receipts per warehouse, updated_at moved on, no page expired', async () => {
    const before = (await payload.find({ collection: 'stock', ...sys })).docs[0].updatedAt
    const pages = generationOf([PAGES_TAG])
    const feed = {
      asOf: '2026-11-28T08:00:00-06:00',
      items: [row('pl22-g', 'dal', 40), row('PL22-G', 'MTY', 0, { date: '2026-12-03', qty: 100 }), row('PL22-Y', 'DAL', 5)],
    }
    const answer = await send(feed)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ asOf: '2026-11-28T14:00:00.000Z', applied: 3, unchanged: 0, skippedOlder: 0, unknown: [] })
    expect(await stock()).toEqual([
      ['PL22-Y', 'DAL', 5, null, null, '2026-11-28T14:00:00.000Z'],
      ['PL22-G', 'DAL', 40, null, null, '2026-11-28T14:00:00.000Z'],
      ['PL22-G', 'MTY', 0, '2026-12-03', 100, '2026-11-28T14:00:00.000Z'],
    ])
    const after = (await payload.find({ collection: 'stock', where: { onHand: { equals: 5 } }, ...sys })).docs[0].updatedAt
    expect(after > before).toBe(true)
    expect(generationOf([PAGES_TAG])).toBe(pages)
    // The same feed again changes nothing.
    expect(await (await send(feed)).json()).toMatchObject({ applied: 0, unchanged: 3, skippedOlder: 0 })
  })

  it('refuses a feed with a bad row (400 naming it by index and part number) and writes none of its rows', async () => {
    const was = await stock()
    const bad = [
      row('PL22-G', 'DAL', -1),
      row('PL22-G', 'MTY', 1.5),
      row('PL22-R', 'DAL', 1, { date: '2026-02-30', qty: 5 }),
      row('PL22-R', 'HOU', 1),
      row('PL22-R', 'MTY', 1, { date: '2026-12-01', qty: 0 }),
      { pn: 'PL22-Y', warehouse: 'MTY', onHand: 1 },
    ]
    for (const item of bad) {
      // A good row first: the whole feed is refused for the bad one.
      const answer = await send({ asOf: '2026-11-28T16:00:00Z', items: [row('PL22-R', 'DAL', 9), item] })
      expect(answer.status, JSON.stringify(item)).toBe(400)
      const body = (await answer.json()) as {
        error: { code: string; count: number; rows: { index: number; pn: string }[]; message: string }
      }
      expect(body.error.code).toBe('bad-rows')
      expect(body.error.rows[0]).toMatchObject({ index: 1, pn: item.pn })
      expect(body.error.message).toContain(`items[1] (${String(item.pn)})`)
    }
    expect(await stock()).toEqual(was)
    // The control: the same good row with a good one is written.
    expect((await send({ asOf: '2026-11-28T16:00:00Z', items: [row('PL22-R', 'DAL', 9), row('PL22-Y', 'DAL', 1)] })).status).toBe(200)
    const repeated = await send({ asOf: '2026-11-28T17:00:00Z', items: [row('PL22-Y', 'DAL', 1), row('PL22-Y', 'dal', 2)] })
    expect(repeated.status).toBe(400)
    expect((await repeated.json()).error.rows).toEqual([
      { index: 1, pn: 'PL22-Y', field: 'pn', reason: 'repeats the part and warehouse of items[0]' },
    ])
    const now = await stock()
    expect(now.filter((r) => r[0] === 'PL22-G')).toEqual(was.filter((r) => r[0] === 'PL22-G'))
    expect(now.find((r) => r[0] === 'PL22-R')).toEqual(['PL22-R', 'DAL', 9, null, null, '2026-11-28T16:00:00.000Z'])
    const notATime = await send({ asOf: 'yesterday', items: [] })
    expect(notATime.status).toBe(400)
    expect((await notATime.json()).error).toMatchObject({ code: 'bad-request', path: 'asOf' })
  })

  it('skips and lists unknown part numbers, and keeps a newer stored count from a late feed', async () => {
    const late = await send({
      asOf: '2026-11-28T15:00:00Z',
      items: [
        row('PL22-R', 'DAL', 1),
        row('NO-SUCH-1', 'DAL', 3),
        row('PL22-G', 'DAL', 41),
        row('no-such-1', 'MTY', 3),
        row('NO-SUCH-2', 'DAL', 0),
      ],
    })
    expect(late.status).toBe(200)
    // PL22-R in DAL holds the 16:00 count; PL22-G in DAL the 14:00 one, which this 15:00 feed replaces.
    expect(await late.json()).toEqual({
      asOf: '2026-11-28T15:00:00.000Z',
      applied: 1,
      unchanged: 0,
      skippedOlder: 1,
      unknown: ['NO-SUCH-1', 'NO-SUCH-2'],
    })
    const now = await stock()
    expect(now.find((r) => r[0] === 'PL22-R')).toEqual(['PL22-R', 'DAL', 9, null, null, '2026-11-28T16:00:00.000Z'])
    expect(now.find((r) => r[0] === 'PL22-G' && r[1] === 'DAL')).toEqual(['PL22-G', 'DAL', 41, null, null, '2026-11-28T15:00:00.000Z'])
  })

  it('refuses a 10 MB body (413) and writes nothing', async () => {
    const was = await stock()
    // 10 MB of JSON: rows, then spaces to the size.
    const items = Array.from({ length: 100_000 }, (_, i) => row(i === 0 ? 'PL22-G' : `BULK-${i}`, 'DAL', i))
    const body = JSON.stringify({ asOf: '2026-11-28T18:00:00Z', items })
    const answer = await send(`${body}${' '.repeat(10 * 1024 * 1024 - body.length)}`)
    expect(answer.status).toBe(413)
    expect((await answer.json()).error.code).toBe('payload-too-large')
    expect(await stock()).toEqual(was)
  })
})
