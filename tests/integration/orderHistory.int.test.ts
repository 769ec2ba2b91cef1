import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { orderHistoryQuerySchema } from '@/lib/orders/contract'
import { findWebUser, type SessionWebUser } from '@/lib/accounts/server/webUser'
import { listOwnOrders, ORDERS_PAGE_SIZE } from '@/lib/orders/server/history'

import { testDatabases, type TestDatabase } from './helpers/databases'
import { sys } from './helpers/shop'

const dbs = testDatabases()
const query = (q: Record<string, string> = {}) => orderHistoryQuerySchema.parse(q)

describe.each(dbs)('order history on $name', (db: TestDatabase) => {
  let payload: Payload
  let buyer: SessionWebUser
  let serial = 100001
  let acme: number
  let beta: number

  /** An order as the place-order service writes it, at a given time (so "newest first" is exact). */
  async function order(fields: {
    email: string
    webUser?: number
    customer?: number
    po?: string
    status?: 'received' | 'confirmed'
    pns: string[]
    at: string
  }) {
    const number = `SY-${serial++}`
    await payload.create({
      collection: 'orders',
      data: {
        number,
        status: fields.status ?? 'received',
        buyerEmail: fields.email,
        webUser: fields.webUser,
        customer: fields.customer,
        idempotencyKey: `key-${number}`,
        cartRef: `cart-${number}`,
        payment: 'terms',
        poNumber: fields.po ?? null,
        lines: fields.pns.map((pn) => ({ pn, qty: 1, unitPrice: 1, lineTotal: 1 })),
        total: 1,
        createdAt: fields.at,
      },
      ...sys,
    })
    return number
  }

  beforeAll(async () => {
    payload = await db.open()
    acme = (await payload.create({ collection: 'customers', data: { name: 'Acme Controls' }, ...sys })).id
    beta = (await payload.create({ collection: 'customers', data: { name: 'Beta Pumps' }, ...sys })).id
    const other = (await payload.create({ collection: 'customers', data: { name: 'Not Yours Inc' }, ...sys })).id
    const web = await payload.create({
      collection: 'web-users',
      data: { email: 'buyer@example.test', customers: [acme, beta], primaryCustomer: acme },
      ...sys,
    })
    const stranger = await payload.create({ collection: 'web-users', data: { email: 'stranger@example.test', customers: [other] }, ...sys })
    buyer = (await findWebUser(payload, 'buyer@example.test'))!
    await order({
      email: 'buyer@example.test',
      webUser: web.id,
      customer: acme,
      po: 'PO-ALPHA',
      pns: ['PB22-XG1', 'RL-1'],
      at: '2026-01-01T10:00:00.000Z',
    })
    await order({
      email: 'buyer@example.test',
      webUser: web.id,
      customer: beta,
      po: 'PO-BETA',
      status: 'confirmed',
      pns: ['SK-9'],
      at: '2026-01-02T10:00:00.000Z',
    })
    // Placed by a colleague for Beta: the buyer buys for Beta too, so he sees it.
    await order({ email: 'colleague@example.test', customer: beta, po: 'PO-GAMMA', pns: ['PB22-XG1'], at: '2026-01-03T10:00:00.000Z' })
    await order({
      email: 'stranger@example.test',
      webUser: stranger.id,
      customer: other,
      po: 'PO-ALPHA-2',
      pns: ['PB22-XG1'],
      at: '2026-01-04T10:00:00.000Z',
    })
    for (let i = 0; i < ORDERS_PAGE_SIZE; i++)
      await order({
        email: 'stranger@example.test',
        webUser: stranger.id,
        customer: other,
        pns: ['X-1'],
        at: `2026-02-${String(i + 1).padStart(2, '0')}T10:00:00.000Z`,
      })
  }, 180_000)

  afterAll(async () => {
    await db.drop()
  })

  it('lists the orders of his web user and customers only, newest first, each with its customer', async () => {
    const history = await listOwnOrders(payload, buyer, query())
    expect(history.data.map((o) => o.poNumber)).toEqual(['PO-GAMMA', 'PO-BETA', 'PO-ALPHA'])
    expect(history.data.map((o) => o.customer?.name)).toEqual(['Beta Pumps', 'Beta Pumps', 'Acme Controls'])
    expect(history).toMatchObject({ total: 3, page: 1, pages: 1 })
  })

  it('filters by status and searches by number, PO and part number', async () => {
    expect((await listOwnOrders(payload, buyer, query({ status: 'confirmed' }))).data.map((o) => o.poNumber)).toEqual(['PO-BETA'])
    expect((await listOwnOrders(payload, buyer, query({ q: 'po-alpha' }))).data.map((o) => o.poNumber)).toEqual(['PO-ALPHA'])
    expect((await listOwnOrders(payload, buyer, query({ q: 'PB22-XG1' }))).data.map((o) => o.poNumber)).toEqual(['PO-GAMMA', 'PO-ALPHA'])
    expect((await listOwnOrders(payload, buyer, query({ q: 'SY-100002' }))).data.map((o) => o.poNumber)).toEqual(['PO-BETA'])
    expect((await listOwnOrders(payload, buyer, query({ q: 'X-1' }))).total).toBe(0)
  })

  it('pages by 20, and a buyer without a web user has none', async () => {
    const stranger = (await findWebUser(payload, 'stranger@example.test'))!
    const first = await listOwnOrders(payload, stranger, query())
    expect(first).toMatchObject({ total: ORDERS_PAGE_SIZE + 1, page: 1, pages: 2 })
    expect(first.data).toHaveLength(ORDERS_PAGE_SIZE)
    const second = await listOwnOrders(payload, stranger, query({ page: '2' }))
    expect(second.data.map((o) => o.poNumber)).toEqual(['PO-ALPHA-2'])
    expect(await listOwnOrders(payload, null, query())).toEqual({ data: [], total: 0, page: 1, pages: 0 })
  })

  it('refuses a status that is not one, a page that is not a number and a search over 64 characters', () => {
    expect(orderHistoryQuerySchema.safeParse({ status: 'lost' }).success).toBe(false)
    expect(orderHistoryQuerySchema.safeParse({ page: '-1' }).success).toBe(false)
    expect(orderHistoryQuerySchema.safeParse({ q: 'x'.repeat(65) }).success).toBe(false)
    expect(query({ status: '', q: '  ' })).toEqual({ status: undefined, q: undefined, page: 1 })
  })
})
