import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST } from '@/app/api/public/availability/route'
import { publishAvailability, publishedAvailability } from '@/lib/availability/answer.mjs'
import { availabilityFor } from '@/lib/availability/server/app'
import { createAvailabilityStore, type AvailabilityStore } from '@/lib/availability/server/store'

import { answerAvailabilityHere } from '../../src/server/availability.mjs'
import { testDatabases } from './helpers/databases'
import { sys } from './helpers/shop'

/*
 * POST /api/public/availability answered by Next's route and by the front server's own path
 * (src/server/availability.mjs) from the same published snapshot: the same status, body and
 * caching for answers, unknown parts and every kind of refusal, in both languages.
 */

const [db] = testDatabases()
type Global = { __switchyardAvailabilityStore?: AvailabilityStore }
const g = globalThis as Global

describe('the availability API, through Next and through the front server', () => {
  let payload: Payload
  let store: AvailabilityStore
  let front: http.Server
  let base = ''
  const before = { store: g.__switchyardAvailabilityStore, published: publishedAvailability() }

  beforeAll(async () => {
    payload = await db.open()
    await payload.create({ collection: 'part-prefixes', data: { title: 'AA-', discountSchedule: 'E-1', isPublic: true }, ...sys })
    await payload.create({ collection: 'part-prefixes', data: { title: 'AA-X', discountSchedule: 'E-1', isPublic: false }, ...sys })
    const part = (pn: string, pkgqty = 1) => payload.create({ collection: 'parts', data: { pn, listPrice: 1, pkgqty }, ...sys })
    const [a] = [await part('AA-1', 5), await part('AA-2'), await part('AA-X1')]
    const w = await payload.create({ collection: 'warehouses', data: { code: 'AAW', name: 'AAW', sequence: 0 }, ...sys })
    await payload.create({ collection: 'stock', data: { part: a.id, warehouse: w.id, onHand: 12 }, ...sys })
    // The app's store (src/lib/availability/server/app.ts keeps it on globalThis) on this database, publishing as the app does.
    store = createAvailabilityStore(async () => payload, {
      feedOn: false,
      pollMs: 0,
      onLoad: publishAvailability,
    })
    g.__switchyardAvailabilityStore = store
    await store.get()
    front = http.createServer((req, res) => {
      if (!answerAvailabilityHere(req, res, new URL(req.url ?? '/', 'http://x').pathname)) res.writeHead(599).end()
    })
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(front.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    store?.stop()
    g.__switchyardAvailabilityStore = before.store
    if (before.published) publishAvailability(before.published)
    else delete (globalThis as Record<string, unknown>).__switchyardAvailability
    await new Promise((resolve) => front?.close(resolve))
    await db.drop()
  })

  const cases: [string, string, Record<string, string>][] = [
    [
      'known, rounded up, unknown and restricted',
      JSON.stringify({
        lines: [
          { pn: 'aa-1', qty: 7 },
          { pn: 'AA-2', qty: 1 },
          { pn: 'NOPE', qty: 1 },
          { pn: 'AA-X1', qty: 2 },
        ],
      }),
      {},
    ],
    ['not JSON', '{"lines": [', {}],
    ['not JSON, in Spanish by Accept-Language', 'nope', { 'accept-language': 'es-MX,es;q=0.9' }],
    ['no lines', JSON.stringify({ lines: [] }), {}],
    ['too many lines', JSON.stringify({ lines: Array.from({ length: 501 }, () => ({ pn: 'AA-1', qty: 1 })) }), {}],
    ['a line that is not an object', JSON.stringify({ lines: [{ pn: 'AA-1', qty: 1 }, 'AA-2'] }), { cookie: 'i18n_redirected=es' }],
    ['a part number that is not text', JSON.stringify({ lines: [{ pn: 12, qty: 1 }] }), {}],
    ['a quantity that is not whole', JSON.stringify({ lines: [{ pn: 'AA-1', qty: 1.5 }] }), {}],
    [
      'a quantity past the limit, in Spanish by the cookie',
      JSON.stringify({ lines: [{ pn: 'AA-1', qty: 100_000 }] }),
      { cookie: 'i18n_redirected=es' },
    ],
    ['the body an array', '[]', {}],
  ]

  it.each(cases)('%s: the same answer', async (_name, body, headers) => {
    const fromFront = await fetch(`${base}/api/public/availability`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...headers },
    })
    const fromNext = await POST(
      new NextRequest('http://localhost/api/public/availability', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', ...headers },
      }),
      { params: Promise.resolve({}) },
    )
    const [frontText, nextText] = [await fromFront.text(), await fromNext.text()]
    expect(fromFront.status).not.toBe(599)
    expect({ status: fromFront.status, body: JSON.parse(frontText) }).toEqual({ status: fromNext.status, body: JSON.parse(nextText) })
    for (const h of ['content-type', 'cache-control']) expect(fromFront.headers.get(h), h).toBe(fromNext.headers.get(h))
    expect(fromFront.headers.get('cache-control')).toBe('no-store')
  })

  it('answers each line in order, with a refusal that names the line in the buyer’s language', async () => {
    const ask = async (body: unknown, headers: Record<string, string> = {}) => {
      const res = await fetch(`${base}/api/public/availability`, { method: 'POST', body: JSON.stringify(body), headers })
      return { status: res.status, json: await res.json() }
    }
    const ok = await ask({
      lines: [
        { pn: 'aa-1', qty: 7 },
        { pn: 'AA-X1', qty: 1 },
        { pn: 'AA-2', qty: 3 },
      ],
    })
    expect(ok.status).toBe(200)
    expect(ok.json.data.map((d: { pn: string }) => d.pn)).toEqual(['AA-1', 'AA-X1', 'AA-2'])
    expect(ok.json.data[0]).toMatchObject({ onHand: 12, backordered: 0, madeToOrder: false, stale: false })
    expect(ok.json.data[1]).toEqual({ pn: 'AA-X1', unknown: true })
    expect(ok.json.data[2]).toMatchObject({ onHand: 0, madeToOrder: true, backordered: 0, backorderShipsOn: null })
    // 7 rounds up to 10 (the step of 5): still within the 12 on hand; 15 is not.
    const more = await ask({ lines: [{ pn: 'AA-1', qty: 11 }] })
    expect(more.json.data[0]).toMatchObject({ onHand: 12, backordered: 3 })
    const bad = await ask(
      {
        lines: [
          { pn: 'AA-1', qty: 1 },
          { pn: 'AA-2', qty: 0 },
        ],
      },
      { 'accept-language': 'es' },
    )
    expect(bad).toEqual({
      status: 400,
      json: { error: { code: 'bad-request', path: 'lines.1.qty', message: 'Línea 2: "qty" debe ser un número entero de 1 a 99.999.' } },
    })
  })
  it('gives server code each line’s promise, null for a restricted or unknown part (availabilityFor, on the app’s store)', async () => {
    const monday = Date.parse('2026-11-30T21:00:00Z')
    const [known, restricted, unknown] = await availabilityFor(
      [
        { pn: 'AA-1', qty: 20 },
        { pn: 'AA-X1', qty: 1 },
        { pn: 'NOPE', qty: 1 },
      ],
      monday,
    )
    expect(known).toMatchObject({ onHand: 12, shipsOn: '2026-11-30', shipsToday: true, backordered: 8, madeToOrder: false })
    expect([restricted, unknown]).toEqual([null, null])
  })
})
