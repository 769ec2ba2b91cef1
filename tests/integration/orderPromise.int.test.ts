import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { PlaceOrderBody } from '@/lib/orders/contract'
import { quote, type CommerceSource } from '@/lib/commerce/quoteService'
import { quoteToJson } from '@/lib/commerce/quoteJson'
import { createAddress } from '@/lib/accounts/server/addressBook'
import { promisesFor } from '@/lib/availability/answer.mjs'
import { createAvailabilityStore } from '@/lib/availability/server/store'
import type { HubStore } from '@/lib/cart/server/store'
import { placeOrder } from '@/lib/orders/server/placeOrder'

import { testDatabases, type TestDatabase } from './helpers/databases'
import { customerId, openVectorShop, PA, putCart, sys } from './helpers/shop'

/*
 * A cart whose lines ship on different days (docs/availability.md): one part in stock, one
 * made to order. The quote carries each line's promise and the choice; as available adds the
 * site's split-shipment fee; the order keeps the choice, the fee and each line's promise.
 */
describe.each(testDatabases())('ship complete or as available on $name', (db: TestDatabase) => {
  let payload: Payload
  let hub: HubStore
  let source: CommerceSource
  const buyer = { email: 'split@example.test', nameFirst: 'Sam', nameLast: 'Split' }
  let shipTo = 0

  beforeAll(async () => {
    let priced: CommerceSource
    ;({ payload, hub, source: priced } = await openVectorShop(db))
    // The promises as the app makes them: the stock snapshot read from this database.
    const store = createAvailabilityStore(async () => payload, { feedOn: false, pollMs: 0 })
    source = { ...priced, availability: async (lines) => promisesFor(await store.reload(), lines) }
    const warehouse = await payload.create({ collection: 'warehouses', data: { code: 'DAL', name: 'Dallas', sequence: 1 }, ...sys })
    const part = (await payload.find({ collection: 'parts', where: { pn: { equals: 'PB22-XG1' } }, ...sys })).docs[0]
    await payload.create({ collection: 'stock', data: { part: part.id, warehouse: warehouse.id, onHand: 500 }, ...sys })
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { availability: { splitShipmentFee: 7.5, defaultLeadTimeDays: 15 } },
      ...sys,
    })
    await payload.create({
      collection: 'web-users',
      data: { email: buyer.email, customers: [await customerId(payload, 'acme-oem')] },
      ...sys,
    })
    await payload.create({ collection: 'countries', data: { alpha2: 'US', alpha3: 'USA', name: 'United States' }, ...sys })
    const created = await createAddress(payload, buyer, PA)
    if (!created.ok) throw new Error(created.code)
    shipTo = created.address.id
  }, 180_000)

  afterAll(async () => {
    await hub?.close()
    await db.drop()
  })

  const request = (shipment: 'complete' | 'as-available') => ({
    items: [
      { pn: 'PB22-XG1', qty: 4 },
      { pn: 'TB-UK5', qty: 100 },
    ],
    destination: { country: 'US', state: 'PA', postalCode: '15222' },
    shipment,
  })

  it('promises each line, offers the choice, and charges the fee only as available', async () => {
    const together = await quote(source, request('complete'), null)
    const apart = await quote(source, request('as-available'), null)
    if ('error' in together || 'error' in apart) throw new Error('quote failed')
    expect(together.availability[0]).toMatchObject({ onHand: 500, backordered: 0, madeToOrder: false })
    expect(together.availability[1]).toMatchObject({ madeToOrder: true })
    expect(together.shipment).toMatchObject({ split: true, choice: 'complete', feeCents: 750 })
    expect(together.shipment.completeOn).toBe(together.availability[1]!.shipsOn)
    expect(together.splitShipmentFeeCents).toBe(0)
    expect(apart.shipment.choice).toBe('as-available')
    expect(apart.splitShipmentFeeCents).toBe(750)
    expect(apart.totalCents).toBeGreaterThan(together.totalCents + 750 - 1)
    const json = quoteToJson(apart)
    expect(json.lines[0].availability).toEqual(apart.availability[0])
    expect(json.shipment).toMatchObject({ split: true, choice: 'as-available', fee: 7.5 })
  })

  it('the order keeps the choice, the fee and each line’s promise', async () => {
    await putCart(hub, buyer.email, [
      ['PB22-XG1', 4],
      ['TB-UK5', 100],
    ])
    const body = { shippingContactId: shipTo, billingContactId: shipTo, payment: 'card', shipment: 'as-available' } as const
    const place = (expectedTotal: number) =>
      placeOrder(
        { payload, hub, source },
        { buyer, idempotencyKey: `split-${Date.now()}`, locale: 'en', body: { ...body, expectedTotal } as PlaceOrderBody },
      )
    const probe = await place(999_999)
    if (probe.ok || !probe.quote) throw new Error(JSON.stringify(probe))
    const placed = await place(probe.quote.total)
    if (!placed.ok) throw new Error(JSON.stringify(placed))
    const { order } = placed
    expect(order).toMatchObject({ shipment: 'as-available', splitShipmentFee: 7.5 })
    expect(order.lines[0].availability).toMatchObject({ onHand: 500, backordered: 0 })
    expect(order.lines[1].availability).toMatchObject({ madeToOrder: true })
    const stored = (await payload.find({ collection: 'orders', where: { number: { equals: order.number } }, ...sys })).docs[0]
    expect(stored).toMatchObject({ shipment: 'as-available', splitShipmentFee: 7.5 })
  })
})
