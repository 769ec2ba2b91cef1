import { execFile } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { deliverDueNow } from '@/lib/platform/deliveries/server/runner'
import { orderPlaced } from '@/lib/orders/server/events'
import { exportOrders, parseSince } from '@/lib/orders/server/exportOrders'
import { presentOrder } from '@/lib/orders/server/present'
import { verifyWebhook } from '@/lib/orders/server/webhookSignature'
import type { Order as OrderDoc } from '@/payload-types'

import { cliCommand } from '../../scripts/lib/nodeFlags.mjs'

import { testDatabases, type TestDatabase } from './helpers/databases'
import { PA, sys } from './helpers/shop'

const SECRET = 'desk-test-webhook-secret-0123456789'
const PORTS = { sqlite: 3441, postgres: 3442 }
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** The messages of a save the desk refused (Payload's ValidationError carries them per field). */
async function refusal(save: Promise<unknown>): Promise<string> {
  try {
    await save
  } catch (error) {
    const errors = (error as { data?: { errors?: { path: string; message: string }[] } }).data?.errors ?? []
    return errors.map((e) => `${e.path}: ${e.message}`).join('\n')
  }
  return 'saved'
}

type Hit = { headers: http.IncomingHttpHeaders; body: string; number: string; answered: number; at: number }

/**
 * A local stand-in for the ERP's receiver: records every request and answers the events of
 * an order with the next status scripted for it (then 200). Events of earlier tests may
 * still arrive, so each test reads only its own order's.
 */
function receiver(port: number) {
  const hits: Hit[] = []
  const scripts = new Map<string, number[]>()
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const number = String(JSON.parse(body)?.order?.number)
      const answered = scripts.get(number)?.shift() ?? 200
      hits.push({ headers: req.headers, body, number, answered, at: Date.now() })
      res.writeHead(answered, { 'content-type': 'text/plain' }).end(answered === 200 ? 'ok' : 'down')
    })
  })
  return {
    hitsFor: (number: string) => hits.filter((h) => h.number === number),
    answer: (number: string, statuses: number[]) => scripts.set(number, [...statuses]),
    listen: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const dbs = testDatabases((name) => ({ orderWebhook: { url: `http://127.0.0.1:${PORTS[name]}/erp/orders`, secret: SECRET, retryMs: 100 } }))

describe.each(dbs)('the order desk on $name', (db: TestDatabase) => {
  let payload: Payload
  let staff: { id: number; email: string; collection: 'users' }
  let serial = 200000
  const erp = receiver(PORTS[db.name])
  const asStaff = () => ({ overrideAccess: false, user: staff, context: { disableRevalidate: true } }) as const

  async function newOrder(extra: Partial<OrderDoc> = {}): Promise<OrderDoc> {
    serial++
    return payload.create({
      collection: 'orders',
      data: {
        number: `SY-${serial}`,
        status: 'received',
        buyerEmail: 'desk@example.test',
        idempotencyKey: `key-${serial}`,
        cartRef: `desk@example.test|${serial}|1`,
        payment: 'terms',
        poNumber: `PO-${serial}`,
        lines: [
          { pn: 'PB22-XG1', qty: 4, listPrice: 30, unitPrice: 25, lineTotal: 100, itemTariff: 0, tariff: false, pkgQtyType: 'standard' },
        ],
        subtotal: 100,
        itemTariff: 0,
        globalTariff: 2.5,
        handlingFee: 0,
        nonStandardPackageFee: 0,
        internationalTermsFee: 0,
        shipping: 9.5,
        taxRate: 0.07,
        tax: 7.84,
        total: 119.84,
        shippingAddress: PA,
        billingAddress: PA,
        ...extra,
      },
      depth: 0,
      ...sys,
    })
  }

  /** Runs the outbox's rounds (as the server's runner does every second) until `done` or 10 s. */
  async function runJobsUntil(done: () => boolean) {
    const started = Date.now()
    while (!done() && Date.now() - started < 10_000) {
      await deliverDueNow(payload)
      await sleep(50)
    }
  }

  beforeAll(async () => {
    payload = await db.open()
    await erp.listen()
    const user = await payload.create({
      collection: 'users',
      data: { email: 'desk-staff@example.test', password: 'desk-staff-password' },
      ...sys,
    })
    staff = { id: user.id, email: user.email, collection: 'users' }
    await payload.create({
      collection: 'tax-rules',
      data: { state: 'PA', zipCodes: '*', rate: 0.07, taxShipping: true, sequence: 1 },
      ...sys,
    })
    await payload.create({
      collection: 'tax-rules',
      data: { state: 'NJ', zipCodes: '*', rate: 0.06625, taxShipping: false, sequence: 1 },
      ...sys,
    })
  }, 120_000)

  afterAll(async () => {
    await erp.close()
    await db.drop()
  })

  it('refuses a transition the state machine does not allow, with a clear message, and writes nothing', async () => {
    const order = await newOrder()
    expect(await refusal(payload.update({ collection: 'orders', id: order.id, data: { status: 'shipped' }, ...asStaff() }))).toMatch(
      /can move only to confirmed or cancelled, not to shipped/,
    )
    expect(await refusal(payload.update({ collection: 'orders', id: order.id, data: { status: 'delivered' }, ...asStaff() }))).toMatch(
      /not to delivered/,
    )
    expect(await refusal(payload.update({ collection: 'orders', id: order.id, data: { status: 'cancelled' }, ...asStaff() }))).toMatch(
      /reason to cancel/,
    )
    const after = await payload.findByID({ collection: 'orders', id: order.id, depth: 0, ...sys })
    expect(after.status).toBe('received')
    expect(after.statusHistory?.map((h) => h.status)).toEqual(['received'])
  })

  it('follows received -> confirmed -> shipped -> delivered, appending who and when, and ships only with a tracking number', async () => {
    const order = await newOrder()
    const confirmed = await payload.update({
      collection: 'orders',
      id: order.id,
      data: { status: 'confirmed', notes: 'Stock checked' },
      ...asStaff(),
    })
    expect(confirmed.statusHistory?.map((h) => [h.status, h.by])).toEqual([
      ['received', 'system'],
      ['confirmed', 'desk-staff@example.test'],
    ])
    expect(await refusal(payload.update({ collection: 'orders', id: order.id, data: { status: 'shipped' }, ...asStaff() }))).toMatch(
      /tracking number/,
    )
    const shipped = await payload.update({
      collection: 'orders',
      id: order.id,
      // A history sent by the client is ignored: only the server appends to it.
      data: { status: 'shipped', shipments: [{ carrier: 'ups', trackingNumber: ' 1Z999AA10123456784 ' }], statusHistory: [] },
      ...asStaff(),
    })
    expect(shipped.statusHistory?.map((h) => h.status)).toEqual(['received', 'confirmed', 'shipped'])
    expect(shipped.shipments?.[0]).toMatchObject({ carrier: 'ups', trackingNumber: '1Z999AA10123456784' })
    expect(shipped.shipments?.[0].shippedAt).toBeTruthy()
    expect(await refusal(payload.update({ collection: 'orders', id: order.id, data: { shipments: [] }, ...asStaff() }))).toMatch(
      /tracking number/,
    )
    expect(
      await refusal(
        payload.update({ collection: 'orders', id: order.id, data: { status: 'cancelled', cancelReason: 'Too late' }, ...asStaff() }),
      ),
    ).toMatch(/shipped can move only to delivered/)
    const delivered = await payload.update({ collection: 'orders', id: order.id, data: { status: 'delivered' }, ...asStaff() })
    const seen = presentOrder(delivered)
    expect(seen.statusHistory.map((h) => h.status)).toEqual(['received', 'confirmed', 'shipped', 'delivered'])
    expect(seen.shipments).toEqual([
      {
        carrier: 'ups',
        trackingNumber: '1Z999AA10123456784',
        trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
        shippedAt: expect.any(String),
      },
    ])
    expect(await refusal(payload.update({ collection: 'orders', id: order.id, data: { status: 'confirmed' }, ...asStaff() }))).toMatch(
      /final/,
    )
  })

  it('cancels with a reason, which the buyer reads in the history', async () => {
    const order = await newOrder()
    const cancelled = await payload.update({
      collection: 'orders',
      id: order.id,
      data: { status: 'cancelled', cancelReason: 'The buyer asked' },
      ...asStaff(),
    })
    expect(presentOrder(cancelled)).toMatchObject({ status: 'cancelled', cancelReason: 'The buyer asked' })
    expect(presentOrder(cancelled).statusHistory.at(-1)).toMatchObject({ status: 'cancelled', note: 'The buyer asked' })
  })

  it('a shipping quote on a TBD order recomputes tax (shipping taxed when the rule says so) and the total on the server', async () => {
    const tbd = await newOrder({ shippingTbd: true, shipping: null, subtotal: 600, globalTariff: 0, tax: 42, total: 642 })
    const quoted = await payload.update({
      collection: 'orders',
      id: tbd.id,
      // Amounts sent by the client are never taken: only the quote is.
      data: { shippingQuote: 45, total: 1, tax: 0, shipping: 1 },
      ...asStaff(),
    })
    // PA taxes shipping: (600 + 45) x 0.07 = 45.15; total 600 + 45 + 45.15.
    expect(quoted).toMatchObject({ shipping: 45, tax: 45.15, total: 690.15, subtotal: 600 })
    expect(quoted.shippingQuotedAt).toBeTruthy()
    expect(presentOrder(quoted).shippingQuotedAt).toBe(quoted.shippingQuotedAt)

    const nj = { ...PA, addressState: 'NJ', addressPostalCode: '07030' }
    const untaxedShipping = await newOrder({
      shippingTbd: true,
      shipping: null,
      subtotal: 600,
      globalTariff: 0,
      taxRate: 0.06625,
      tax: 39.75,
      total: 639.75,
      shippingAddress: nj,
    })
    const njQuoted = await payload.update({ collection: 'orders', id: untaxedShipping.id, data: { shippingQuote: 45 }, ...asStaff() })
    expect(njQuoted).toMatchObject({ shipping: 45, tax: 39.75, total: 684.75 })

    const known = await newOrder()
    expect(await refusal(payload.update({ collection: 'orders', id: known.id, data: { shippingQuote: 10 }, ...asStaff() }))).toMatch(
      /shipping to be confirmed/,
    )
    const unchanged = await payload.update({ collection: 'orders', id: known.id, data: { total: 1, tax: 0 }, ...asStaff() })
    expect(unchanged).toMatchObject({ total: 119.84, tax: 7.84, shipping: 9.5 })
  })

  it('POSTs a signed order.status_changed to the webhook after the change commits', async () => {
    const order = await newOrder()
    await payload.update({ collection: 'orders', id: order.id, data: { status: 'confirmed' }, ...asStaff() })
    await runJobsUntil(() => erp.hitsFor(order.number).length >= 1)
    expect(erp.hitsFor(order.number)).toHaveLength(1)
    const [hit] = erp.hitsFor(order.number)
    expect(hit.headers['content-type']).toBe('application/json')
    expect(
      verifyWebhook(SECRET, {
        signature: String(hit.headers['x-switchyard-signature']),
        timestamp: String(hit.headers['x-switchyard-timestamp']),
        body: hit.body,
      }),
    ).toBeNull()
    expect(
      verifyWebhook('not-the-secret-at-all-0000', {
        signature: String(hit.headers['x-switchyard-signature']),
        timestamp: String(hit.headers['x-switchyard-timestamp']),
        body: hit.body,
      }),
    ).toBe('bad-signature')
    const sent = JSON.parse(hit.body)
    expect(sent.type).toBe('order.status_changed')
    expect(sent.order).toMatchObject({ number: order.number, status: 'confirmed', lines: [{ pn: 'PB22-XG1', qty: 4 }] })
    expect(sent.order.statusHistory.map((h: { status: string }) => h.status)).toEqual(['received', 'confirmed'])
  })

  it('a receiver that fails twice gets the event on the third try, the same body each time, later and later', async () => {
    const order = await newOrder()
    erp.answer(order.number, [500, 503, 200])
    await orderPlaced(payload, order)
    const hits = () => erp.hitsFor(order.number)
    await runJobsUntil(() => hits().some((h) => h.answered === 200))
    expect(hits().map((h) => h.answered)).toEqual([500, 503, 200])
    expect(new Set(hits().map((h) => h.body)).size).toBe(1)
    // Exponential backoff from a 100 ms base: at least 100 ms, then at least 200 ms.
    const [a, b, c] = hits().map((h) => h.at)
    expect(b - a).toBeGreaterThanOrEqual(100)
    expect(c - b).toBeGreaterThanOrEqual(200)
    expect(JSON.parse(hits()[2].body)).toMatchObject({ type: 'order.placed', order: { number: order.number } })
    for (const hit of hits()) {
      expect(
        verifyWebhook(SECRET, {
          signature: String(hit.headers['x-switchyard-signature']),
          timestamp: String(hit.headers['x-switchyard-timestamp']),
          body: hit.body,
        }),
      ).toBeNull()
    }
    // Delivered: the delivery is marked sent; nothing is sent again. Every try carried the same event id.
    await deliverDueNow(payload)
    expect(hits()).toHaveLength(3)
    const [event] = (await payload.find({ collection: 'deliveries', where: { orderNumber: { equals: order.number } }, ...sys })).docs
    expect(event).toMatchObject({ kind: 'webhook', status: 'sent', attempts: 3, key: `order-event/${order.number}/order.placed` })
    expect(new Set(hits().map((h) => h.headers['x-switchyard-event-id']))).toEqual(new Set([event.key]))
  })

  it('a failing receiver never fails the staff save', async () => {
    const order = await newOrder()
    erp.answer(order.number, [500, 500, 500])
    const saved = await payload.update({ collection: 'orders', id: order.id, data: { status: 'confirmed' }, ...asStaff() })
    expect(saved.status).toBe('confirmed')
    await runJobsUntil(() => erp.hitsFor(order.number).length >= 1)
    expect(erp.hitsFor(order.number)[0].answered).toBe(500)
  })

  it('exports the orders placed or changed since a date, with their lines', async () => {
    expect(parseSince('2026-11-01')?.toISOString()).toBe('2026-11-01T00:00:00.000Z')
    expect(parseSince('01/11/2026')).toBeNull()
    const all = await exportOrders(payload, new Date(Date.now() - 3600_000))
    expect(all.orders.length).toBeGreaterThanOrEqual(8)
    expect(all.orders.map((o) => o.number)).toEqual([...all.orders.map((o) => o.number)].sort())
    expect(all.orders[0]).toMatchObject({ lines: [{ pn: 'PB22-XG1', qty: 4, lineTotal: 100 }], buyerEmail: 'desk@example.test' })
    const cutoff = new Date()
    await sleep(20)
    const later = await newOrder()
    const changed = all.orders[0]
    await payload.update({ collection: 'orders', id: changed.id, data: { notes: 'Called the buyer' }, ...asStaff() })
    const recent = await exportOrders(payload, cutoff)
    expect(recent.orders.map((o) => o.number).sort()).toEqual([changed.number, later.number].sort())
    expect(recent.orders.find((o) => o.number === changed.number)?.staffNotes).toBe('Called the buyer')

    if (db.name !== 'sqlite') return
    // The command itself, on the same database file.
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'desk-export-')), 'orders.json')
    const [tsx, args] = cliCommand('data:export', '--orders', '--since', cutoff.toISOString(), out)
    await promisify(execFile)(path.resolve(tsx), args, {
      env: {
        ...process.env,
        DATA_DIR: db.env.dataDir,
        DATABASE_URL: '',
        PAYLOAD_SECRET: db.env.payloadSecret,
        AUTH_SECRET: db.env.authSecret,
        NODE_OPTIONS: '--no-deprecation',
      },
    })
    const written = JSON.parse(fs.readFileSync(out, 'utf8'))
    expect(written.orders.map((o: { number: string }) => o.number).sort()).toEqual([changed.number, later.number].sort())
    expect(written.orders[0].lines.length).toBeGreaterThan(0)
  }, 120_000)
})
