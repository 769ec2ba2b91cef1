import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { PlaceOrderBody } from '@/lib/orders/contract'
import type { CommerceSource } from '@/lib/commerce/quoteService'
import { createAddress } from '@/lib/accounts/server/addressBook'
import { findWebUser } from '@/lib/accounts/server/webUser'
import { hubKey } from '@/lib/cart/features'
import type { HubStore } from '@/lib/cart/server/store'
import { createFirstCustomer } from '@/lib/orders/server/firstCustomer'
import { placeOrder, type PlaceOrderResult } from '@/lib/orders/server/placeOrder'
import { findOwnOrder } from '@/lib/orders/server/present'
import { inTransaction } from '@/lib/orders/server/transaction'

import { testDatabases, type TestDatabase } from './helpers/databases'
import { customerId, openVectorShop, PA, putCart, sys } from './helpers/shop'

const DE = {
  nameFirst: 'Jan',
  nameLast: 'Weber',
  phone1: '+49 30 901820',
  addressLine1: 'Unter den Linden 1',
  addressCity: 'Berlin',
  addressState: null,
  addressPostalCode: '10117',
  addressCountry: 'DE',
}

const dbs = testDatabases()

describe.each(dbs)('placing orders on $name', (db: TestDatabase) => {
  let payload: Payload
  let hub: HubStore
  let source: CommerceSource
  let keyCounter = 0
  const newKey = () => `test-key-${Date.now()}-${++keyCounter}`
  const terms = { email: 'terms@example.test', nameFirst: 'Tia', nameLast: 'Terms' }
  const card = { email: 'card@example.test', nameFirst: 'Carl', nameLast: 'Card' }
  const other = { email: 'other@example.test' }
  const addresses: Record<string, number> = {}

  const orders = async () => (await payload.count({ collection: 'orders', ...sys })).totalDocs
  const customers = async () => (await payload.count({ collection: 'customers', ...sys })).totalDocs

  const place = (buyer: { email: string }, body: Partial<PlaceOrderBody>, key: string | null = newKey()) =>
    placeOrder(
      { payload, hub, source },
      { buyer, idempotencyKey: key, locale: 'en', body: { payment: 'card', expectedTotal: 0, ...body } as PlaceOrderBody },
    )

  /** The total the buyer would see: what a first attempt's 409 price-changed answers. */
  async function seenTotal(buyer: { email: string }, body: Partial<PlaceOrderBody>): Promise<number> {
    const probe = await place(buyer, { ...body, expectedTotal: 999_999 })
    if (probe.ok || !probe.quote) throw new Error(`expected price-changed, got ${JSON.stringify(probe)}`)
    return probe.quote.total
  }

  async function address(buyer: { email: string }, fields: Record<string, unknown>) {
    const created = await createAddress(payload, buyer, fields)
    if (!created.ok) throw new Error(`${created.code} ${JSON.stringify(created.details)}`)
    return created.address.id
  }

  beforeAll(async () => {
    ;({ payload, hub, source } = await openVectorShop(db))
    for (const [alpha2, name] of [
      ['US', 'United States'],
      ['CA', 'Canada'],
      ['DE', 'Germany'],
    ])
      await payload.create({ collection: 'countries', data: { alpha2, alpha3: `${alpha2}X`, name }, ...sys })
    const byName = (name: string) => customerId(payload, name)
    await payload.create({ collection: 'web-users', data: { email: terms.email, customers: [await byName('acme-oem')] }, ...sys })
    await payload.create({ collection: 'web-users', data: { email: card.email, customers: [await byName('acme-select')] }, ...sys })
    await payload.create({ collection: 'web-users', data: { email: other.email, customers: [await byName('dist-d1')] }, ...sys })
    addresses.terms = await address(terms, PA)
    addresses.card = await address(card, PA)
    addresses.cardDE = await address(card, DE)
    addresses.other = await address(other, PA)
  }, 180_000)

  afterAll(async () => {
    await hub?.close()
    await db.drop()
  })

  it('a terms customer orders to a saved address with a PO: re-priced, snapshotted, numbered, the cart removed', async () => {
    await putCart(hub, terms.email, [
      ['PB22-XG1', 4],
      ['TB-UK5', 100],
    ])
    const body = {
      shippingContactId: addresses.terms,
      billingContactId: addresses.terms,
      payment: 'terms' as const,
      poNumber: 'PO-7781',
      note: 'Dock 4',
    }
    const expectedTotal = await seenTotal(terms, body)
    const result = await place(terms, { ...body, expectedTotal })
    if (!result.ok) throw new Error(JSON.stringify(result))
    expect(result.status).toBe(201)
    const { order } = result
    expect(order.number).toMatch(/^SY-1\d{5}$/)
    expect(order).toMatchObject({
      status: 'received',
      payment: 'terms',
      poNumber: 'PO-7781',
      note: 'Dock 4',
      carrier: 'default',
      method: 'ground',
      total: expectedTotal,
    })
    expect(order.lines.map((l) => [l.pn, l.qty])).toEqual([
      ['PB22-XG1', 4],
      ['TB-UK5', 100],
    ])
    // 18.50 list, schedule E-1 at 10% off on OEM.
    expect(order.lines[0]).toMatchObject({ listPrice: 18.5, unitPrice: 16.65, lineTotal: 66.6 })
    expect(order.subtotal).toBe(order.lines.reduce((s, l) => Math.round((s + l.lineTotal) * 100) / 100, 0))
    expect(order.shippingAddress).toMatchObject({ contactId: addresses.terms, addressCity: 'Pittsburgh', addressPostalCode: '15222' })
    expect(order.tax).toBeGreaterThan(0)
    expect(await hub.get(hubKey(terms.email, 'liveCart'))).toEqual({ value: null, version: 0 })
    // The rep lookup for the ship-to (412 area code: East) is stored for the staff's filters, and the history starts.
    const stored = (await payload.find({ collection: 'orders', where: { number: { equals: order.number } }, depth: 1, ...sys })).docs[0]
    expect(stored.rep).toMatchObject({ label: 'East' })
    expect(order.statusHistory.map((h) => h.status)).toEqual(['received'])
    const webUser = await findWebUser(payload, terms.email)
    expect(await findOwnOrder(payload, webUser, order.number)).toEqual(order)
    expect(await findOwnOrder(payload, await findWebUser(payload, other.email), order.number)).toBeNull()
    // The same key again: the same order, nothing new.
    const before = await orders()
    const again = await place(
      terms,
      { ...body, expectedTotal },
      (await payload.find({ collection: 'orders', where: { number: { equals: order.number } }, ...sys })).docs[0].idempotencyKey,
    )
    expect(again).toMatchObject({ ok: true, status: 200, order: { number: order.number } })
    expect(await orders()).toBe(before)
  })

  it('12 concurrent requests with the same key place one order and all answer it', async () => {
    await putCart(hub, terms.email, [['PB22-MG1', 2]])
    const body = { shippingContactId: addresses.terms, billingContactId: addresses.terms, payment: 'terms' as const, poNumber: 'PO-1' }
    const expectedTotal = await seenTotal(terms, body)
    const before = await orders()
    const key = newKey()
    const results = await Promise.all(Array.from({ length: 12 }, () => place(terms, { ...body, expectedTotal }, key)))
    const placed = results.filter((r): r is Extract<PlaceOrderResult, { ok: true }> => r.ok)
    expect(placed).toHaveLength(12)
    expect(new Set(placed.map((r) => r.order.number)).size).toBe(1)
    expect(placed.filter((r) => r.status === 201)).toHaveLength(1)
    expect(await orders()).toBe(before + 1)
  })

  it('12 concurrent requests with different keys on the same cart place exactly one order; the others 409 cart-changed', async () => {
    await putCart(hub, terms.email, [['PL22-R120', 3]])
    const body = { shippingContactId: addresses.terms, billingContactId: addresses.terms, payment: 'terms' as const, poNumber: 'PO-2' }
    const expectedTotal = await seenTotal(terms, body)
    const before = await orders()
    const results = await Promise.all(Array.from({ length: 12 }, () => place(terms, { ...body, expectedTotal })))
    expect(results.filter((r) => r.ok && r.status === 201)).toHaveLength(1)
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && [r.status, r.code])).toEqual(
      Array.from({ length: 11 }, () => [409, 'cart-changed']),
    )
    expect(await orders()).toBe(before + 1)
  })

  it('answers 409 price-changed with the new quote when a price changed, and places nothing', async () => {
    await putCart(hub, card.email, [['EN-1210-S', 1]])
    const body = { shippingContactId: addresses.card, billingContactId: addresses.card }
    const seen = await seenTotal(card, body)
    const part = (await payload.find({ collection: 'parts', where: { pn: { equals: 'EN-1210-S' } }, ...sys })).docs[0]
    await payload.update({ collection: 'parts', id: part.id, data: { listPrice: 99 }, ...sys })
    const before = await orders()
    try {
      const result = await place(card, { ...body, expectedTotal: seen })
      expect(result).toMatchObject({ ok: false, status: 409, code: 'price-changed' })
      const quote = !result.ok ? result.quote : undefined
      expect(quote!.total).toBeGreaterThan(seen)
      expect(quote!.lines[0]).toMatchObject({ pn: 'EN-1210-S', listPrice: 99 })
      expect(await orders()).toBe(before)
      expect((await hub.get(hubKey(card.email, 'liveCart'))).version).toBeGreaterThan(0)
    } finally {
      await payload.update({ collection: 'parts', id: part.id, data: { listPrice: 89 }, ...sys })
    }
  })

  it('refuses bad input with a code and writes nothing', async () => {
    await putCart(hub, card.email, [['PB22-XG1', 1]])
    const ok = { shippingContactId: addresses.card, billingContactId: addresses.card }
    const total = await seenTotal(card, ok)
    const before = { orders: await orders(), customers: await customers() }
    const refused = async (body: Partial<PlaceOrderBody>, key: string | null = newKey()) => {
      const r = await place(card, { expectedTotal: total, ...ok, ...body }, key)
      return r.ok ? { ok: true } : { status: r.status, code: r.code, ...r.details }
    }
    expect(await refused({}, null)).toMatchObject({ status: 400, code: 'missing-idempotency-key' })
    expect(await refused({}, 'short')).toMatchObject({ status: 400, code: 'missing-idempotency-key' })
    expect(await refused({ shippingContactId: addresses.other })).toEqual({ status: 404, code: 'not-found', path: 'shippingContactId' })
    expect(await refused({ billingContactId: addresses.terms })).toEqual({ status: 404, code: 'not-found', path: 'billingContactId' })
    expect(await refused({ billingContactId: 987654 })).toEqual({ status: 404, code: 'not-found', path: 'billingContactId' })
    expect(await refused({ payment: 'terms', poNumber: 'PO-9' })).toMatchObject({ status: 422, code: 'terms-not-approved' })
    expect(await refused({ carrier: 'ups-collect' })).toMatchObject({ status: 422, code: 'shipper-number-missing' })
    expect(await refused({ carrier: 'no-such-carrier' })).toMatchObject({ status: 422, code: 'carrier-not-offered' })
    expect(await refused({ shippingContactId: addresses.cardDE, carrier: 'default', method: 'ground' })).toMatchObject({
      status: 422,
      code: 'carrier-not-offered',
    })
    expect(await refused({ shippingContactId: addresses.cardDE })).toMatchObject({ status: 400, code: 'bad-request', path: 'carrier' })
    await putCart(hub, card.email, [['RLU-2C-24D', 1]])
    expect(await refused({})).toMatchObject({ status: 422, code: 'unknown-part', pn: 'RLU-2C-24D' })
    await putCart(hub, card.email, [['TB-UK5', 30]])
    expect(await refused({})).toMatchObject({ status: 422, code: 'invalid-quantity', pn: 'TB-UK5' })
    await putCart(hub, card.email, [])
    expect(await refused({})).toMatchObject({ status: 409, code: 'cart-changed' })
    expect({ orders: await orders(), customers: await customers() }).toEqual(before)
  })

  it('a terms customer without a PO is refused; a card order with a collect carrier waits for card payment', async () => {
    await putCart(hub, terms.email, [['PB22-XG1', 1]])
    const termsBody = { shippingContactId: addresses.terms, billingContactId: addresses.terms, payment: 'terms' as const }
    expect(await place(terms, { ...termsBody, expectedTotal: 1 })).toMatchObject({ ok: false, status: 422, code: 'po-required' })
    await putCart(hub, card.email, [['CT09-A10', 2]])
    const body = { shippingContactId: addresses.card, billingContactId: addresses.card, carrier: 'ups-collect', carrierAccount: '1Z-445' }
    const result = await place(card, { ...body, expectedTotal: await seenTotal(card, body) })
    expect(result).toMatchObject({
      ok: true,
      status: 201,
      order: { status: 'awaiting-card-payment', payment: 'card', carrier: 'ups-collect', carrierAccount: '1Z-445', shipping: 0 },
    })
  })

  it('an international order goes with a collect carrier and the international handling', async () => {
    await putCart(hub, card.email, [['PB22-XG1', 1]])
    const body = { shippingContactId: addresses.cardDE, billingContactId: addresses.card, carrier: 'dhl-collect', carrierAccount: 'DHL-9' }
    const result = await place(card, { ...body, expectedTotal: await seenTotal(card, body) })
    expect(result).toMatchObject({
      ok: true,
      status: 201,
      order: { carrier: 'dhl-collect', handlingFee: 25, tax: 0, shippingAddress: { addressCountry: 'DE' } },
    })
  })

  it('an Alaska order goes by air (2nd day) when the buyer leaves the method to the rules', async () => {
    const ak = await address(card, {
      ...PA,
      addressLine1: '1 Harbor Way',
      addressCity: 'Anchorage',
      addressState: 'AK',
      addressPostalCode: '99501',
      phone1: '907-555-0100',
    })
    await putCart(hub, card.email, [['PB22-XG1', 2]])
    // An account number sent with the shop's own carrier is not kept: it belongs to collect carriers.
    const body = { shippingContactId: ak, billingContactId: addresses.card, carrier: 'default', carrierAccount: 'LEFT-OVER-1' }
    const result = await place(card, { ...body, expectedTotal: await seenTotal(card, body) })
    expect(result).toMatchObject({
      ok: true,
      status: 201,
      order: { carrier: 'default', method: 'air2day', carrierAccount: null, shippingAddress: { addressState: 'AK' } },
    })
  })

  it('a new buyer’s first order creates the customer (OEM, CREDIT CARD, taxable, segment 5, the ship-to as primary contact)', async () => {
    const fresh = { email: 'fresh@example.test', nameFirst: 'Fay', nameLast: 'Fresh' }
    const shipTo = await address(fresh, { ...PA, nameCompany: 'Fresh Works' })
    expect((await findWebUser(payload, fresh.email))?.customerIds).toEqual([])
    await putCart(hub, fresh.email, [['PB22-XG1', 2]])
    const body = { shippingContactId: shipTo, billingContactId: shipTo }
    const result = await place(fresh, { ...body, expectedTotal: await seenTotal(fresh, body) })
    if (!result.ok) throw new Error(JSON.stringify(result))
    const webUser = await findWebUser(payload, fresh.email)
    expect(webUser?.customerIds).toHaveLength(1)
    expect(result.order.customerId).toBe(webUser!.primaryCustomerId)
    const customer = await payload.findByID({ collection: 'customers', id: webUser!.primaryCustomerId!, ...sys, depth: 0 })
    expect(customer).toMatchObject({
      name: 'Fresh Works (fresh@example.test)',
      priceList: 'OEM',
      arTerm: 'CREDIT CARD',
      taxable: true,
      segment: 5,
      primaryContact: shipTo,
    })
    expect((await payload.findByID({ collection: 'contacts', id: shipTo, ...sys, depth: 0 })).customer).toBe(customer.id)
    expect(await createFirstCustomer(payload, fresh, {})).toMatchObject({ ok: false, status: 409, code: 'customer-exists' })
  })

  it('POST /api/private/customer makes the first customer once; another buyer’s address is 404', async () => {
    const buyer = { email: 'first@example.test' }
    const shipTo = await address(buyer, PA)
    expect(await createFirstCustomer(payload, buyer, {})).toMatchObject({ ok: false, status: 400, code: 'bad-request' })
    expect(await createFirstCustomer(payload, buyer, { primaryContactId: addresses.other })).toMatchObject({ ok: false, status: 404 })
    const made = await createFirstCustomer(payload, buyer, { primaryContactId: shipTo })
    expect(made).toMatchObject({
      ok: true,
      customer: { priceList: 'OEM', arTerm: 'CREDIT CARD', taxable: true, segment: 5, primaryContactId: shipTo },
    })
    expect(await createFirstCustomer(payload, buyer, { primaryContactId: shipTo })).toMatchObject({ ok: false, status: 409 })
  })

  it('a failure inside the order transaction leaves nothing written', async () => {
    const before = await customers()
    await expect(
      inTransaction(payload, async (req) => {
        await payload.create({ collection: 'customers', data: { name: 'Rolled back' }, req, ...sys })
        throw new Error('crash between steps')
      }),
    ).rejects.toThrow('crash between steps')
    expect(await customers()).toBe(before)
  })

  it("orders and other buyers' writes at the same moment all succeed", async () => {
    const buyers = Array.from({ length: 6 }, (_, i) => ({ email: `busy-${i}@example.test`, nameFirst: 'B', nameLast: String(i) }))
    const shipTos = await Promise.all(buyers.map((b) => address(b, PA)))
    const bodies = await Promise.all(
      buyers.map(async (b, i) => {
        await putCart(hub, b.email, [['PB22-XG1', i + 1]])
        const body = { shippingContactId: shipTos[i], billingContactId: shipTos[i] }
        return { ...body, expectedTotal: await seenTotal(b, body) }
      }),
    )
    const results = await Promise.all([
      ...buyers.map((b, i) => place(b, bodies[i])),
      ...buyers.map((b) => createAddress(payload, b, { ...PA, addressLine2: 'Suite 2' })),
    ])
    expect(results.map((r) => r.ok)).toEqual(results.map(() => true))
  })

  it('staff change status and notes only; nobody creates or deletes orders through the API, visitors read none', async () => {
    const staff = await payload.create({
      collection: 'users',
      data: { email: 'staff@example.test', password: 'staff-password-123' },
      ...sys,
    })
    const user = { ...staff, collection: 'users' as const }
    const doc = (await payload.find({ collection: 'orders', limit: 1, sort: 'createdAt', ...sys })).docs[0]
    const asStaff = { overrideAccess: false, user, context: { disableRevalidate: true } } as const
    const updated = await payload.update({
      collection: 'orders',
      id: doc.id,
      data: {
        status: 'confirmed',
        notes: 'Called the buyer',
        total: 1,
        number: 'SY-1',
        lines: [],
        poNumber: 'changed',
        shippingAddress: { addressCity: 'Elsewhere' },
      },
      ...asStaff,
    })
    expect(updated).toMatchObject({
      status: 'confirmed',
      notes: 'Called the buyer',
      total: doc.total,
      number: doc.number,
      poNumber: doc.poNumber,
    })
    expect(updated.lines).toHaveLength(doc.lines!.length)
    expect(updated.shippingAddress).toEqual(doc.shippingAddress)
    const data = {
      number: 'SY-1',
      status: 'received' as const,
      buyerEmail: 'x@example.test',
      idempotencyKey: 'k',
      cartRef: 'c',
      payment: 'card' as const,
    }
    await expect(payload.create({ collection: 'orders', data, ...asStaff })).rejects.toThrow()
    await expect(payload.delete({ collection: 'orders', id: doc.id, ...asStaff })).rejects.toThrow()
    await expect(payload.find({ collection: 'orders', overrideAccess: false })).rejects.toThrow()
  })

  it('numbers every order once, from the sequence', async () => {
    const { docs } = await payload.find({ collection: 'orders', pagination: false, limit: 0, depth: 0, ...sys })
    const numbers = docs.map((d) => Number(d.number.slice(3))).sort((a, b) => a - b)
    expect(new Set(numbers).size).toBe(numbers.length)
    expect(numbers[0]).toBeGreaterThanOrEqual(100001)
  })
})
