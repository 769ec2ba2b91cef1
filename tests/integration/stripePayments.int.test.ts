import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { PlaceOrderBody } from '@/lib/orders/contract'
import type { CommerceSource } from '@/lib/commerce/quoteService'
import { createAddress } from '@/lib/accounts/server/addressBook'
import { findWebUser } from '@/lib/accounts/server/webUser'
import type { HubStore } from '@/lib/cart/server/store'
import { placeOrder } from '@/lib/orders/server/placeOrder'
import { orderByNumber } from '@/lib/orders/server/present'
import { startCardCheckout } from '@/lib/commerce/server/stripe/checkout'
import { stripeClient, stripeSettings } from '@/lib/commerce/server/stripe/config'
import type { CardPayment } from '@/lib/commerce/server/stripe/fields'
import { checkoutAfterPlacing, checkoutForOwnOrder } from '@/lib/commerce/server/stripe/service'
import { receiveStripeWebhook } from '@/lib/commerce/server/stripe/webhook'
import type { Order as OrderDoc } from '@/payload-types'

import { testDatabases, type TestDatabase } from './helpers/databases'
import { customerId, openVectorShop, PA, putCart, sys } from './helpers/shop'

import { startFakeStripe, type FakeStripe } from '../fixtures/fakeStripe'

const SECRET_KEY = 'sk_test_switchyardIntegration'
const WEBHOOK_SECRET = 'whsec_switchyardIntegration'
const PUBLIC_URL = 'https://shop.example.test'
const STRIPE_VARS = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE'] as const

const dbs = testDatabases()

describe.each(dbs)('card payments through Stripe Checkout on $name', (db: TestDatabase) => {
  let payload: Payload
  let hub: HubStore
  let source: CommerceSource
  let fake: FakeStripe
  let staff: { id: number | string; collection: 'users' }
  let addressId: number
  let keyCounter = 0
  const buyer = { email: 'card.buyer@example.test', nameFirst: 'Carl', nameLast: 'Card' }
  const newKey = () => `stripe-key-${Date.now()}-${++keyCounter}`

  const setStripeEnv = (on: boolean) => {
    const values = { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.url }
    for (const k of STRIPE_VARS) {
      if (on) process.env[k] = values[k]
      else delete process.env[k]
    }
  }
  const settings = () => stripeSettings()!
  const doc = async (number: string) => (await orderByNumber(payload, number)) as OrderDoc
  const cardOf = async (number: string) => ((await doc(number)).cardPayment ?? {}) as CardPayment

  const place = (body: Partial<PlaceOrderBody>, key: string, locale: 'en' | 'es' = 'en') =>
    placeOrder(
      { payload, hub, source },
      { buyer, idempotencyKey: key, locale, body: { payment: 'card', expectedTotal: 0, ...body } as PlaceOrderBody },
    )

  /** A card order placed as the checkout page does (the total the buyer saw); its number, total and key. */
  async function cardOrder(locale: 'en' | 'es' = 'en') {
    await putCart(hub, buyer.email, [['PB22-XG1', 2]])
    const body = { shippingContactId: addressId, billingContactId: addressId, carrier: 'default', method: 'ground' }
    const probe = await place({ ...body, expectedTotal: 999_999 }, newKey(), locale)
    if (probe.ok || !probe.quote) throw new Error(`expected price-changed, got ${JSON.stringify(probe)}`)
    const key = newKey()
    const placed = await place({ ...body, expectedTotal: probe.quote.total }, key, locale)
    if (!placed.ok) throw new Error(JSON.stringify(placed))
    return { number: placed.order.number, total: placed.order.total, key, body: { ...body, expectedTotal: probe.quote.total } }
  }

  /** A card order authorised through the signed webhook; its number and PaymentIntent. */
  async function authorisedOrder() {
    const { number } = await cardOrder()
    await checkoutAfterPlacing(payload, number, PUBLIC_URL)
    const { payload: body, header } = fake.pay((await cardOf(number)).sessionId!)
    expect(await receiveStripeWebhook(payload, settings(), body, header)).toEqual({ status: 200, handled: 'authorised' })
    return { number, intentId: (await cardOf(number)).paymentIntentId! }
  }

  beforeAll(async () => {
    fake = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET })
    ;({ payload, hub, source } = await openVectorShop(db))
    await payload.create({ collection: 'countries', data: { alpha2: 'US', alpha3: 'USA', name: 'United States' }, ...sys })
    await payload.create({
      collection: 'web-users',
      data: { email: buyer.email, customers: [await customerId(payload, 'acme-select')] },
      ...sys,
    })
    const created = await createAddress(payload, buyer, PA)
    if (!created.ok) throw new Error(created.code)
    addressId = created.address.id
    const user = await payload.create({
      collection: 'users',
      data: { email: 'staff@example.test', password: 'staff-password-123' },
      ...sys,
    })
    staff = { ...user, collection: 'users' }
  }, 180_000)

  afterAll(async () => {
    setStripeEnv(false)
    await hub?.close()
    await db.drop()
    await fake?.close()
  })

  it('without the Stripe variables a card order stays awaiting card payment and Stripe is never called', async () => {
    setStripeEnv(false)
    const { number } = await cardOrder()
    expect(await checkoutAfterPlacing(payload, number, PUBLIC_URL)).toBeNull()
    const order = await doc(number)
    expect(order.status).toBe('awaiting-card-payment')
    expect(order.cardPayment?.status ?? null).toBeNull()
    const refused = await checkoutForOwnOrder(payload, await findWebUser(payload, buyer.email), number, PUBLIC_URL)
    expect(refused).toMatchObject({ ok: false, status: 409, code: 'not-payable' })
    expect(fake.requests).toHaveLength(0)
  })

  it('a card order gets one Checkout Session: its total in cents, manual capture, its number, the buyer’s language; a retried place-order the same one', async () => {
    setStripeEnv(true)
    const { number, total, key, body } = await cardOrder('es')
    const url = await checkoutAfterPlacing(payload, number, PUBLIC_URL)
    expect(url).toMatch(new RegExp(`^${fake.url}/pay/cs_test_`))
    expect(fake.sessions.size).toBe(1)
    const session = [...fake.sessions.values()][0]
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: Math.round(total * 100),
      currency: 'usd',
      client_reference_id: number,
      metadata: { orderNumber: number },
      locale: 'es',
      customer_email: buyer.email,
      success_url: `${PUBLIC_URL}/es/finalizar-compra/listo/${number}?payment=return`,
      cancel_url: `${PUBLIC_URL}/es/finalizar-compra/listo/${number}?payment=cancelled`,
      _paymentIntentData: { capture_method: 'manual', metadata: { orderNumber: number } },
    })
    const created = fake.requests.filter((r) => r.path === '/v1/checkout/sessions')
    expect(created).toHaveLength(1)
    expect(created[0].idempotencyKey).toMatch(new RegExp(`^${number}-[0-9a-f]{16}-checkout-1$`))
    expect(await cardOf(number)).toMatchObject({ status: 'pending', sessionId: session.id, attempt: 1 })
    expect((await doc(number)).status).toBe('awaiting-card-payment')

    // The buyer's retry of the same place-order (a lost answer): the same order, the same session.
    const again = await place(body, key, 'es')
    expect(again).toMatchObject({ ok: true, status: 200, order: { number } })
    expect(await checkoutAfterPlacing(payload, number, PUBLIC_URL)).toBe(url)
    // Two requests that both missed the stored session (a write lost, a race) send the same key: still one session.
    const stale = { ...(await doc(number)), cardPayment: {} } as OrderDoc
    const raced = await Promise.all([
      startCardCheckout(payload, settings(), stale, PUBLIC_URL),
      startCardCheckout(payload, settings(), stale, PUBLIC_URL),
    ])
    expect(raced.map((r) => r.ok && r.url)).toEqual([url, url])
    expect(fake.sessions.size).toBe(1)
    expect(fake.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.replayed)).toHaveLength(2)
  })

  it('the order is paid only by the signed webhook: unsigned, forged or tampered events are 400 and change nothing; a replay is harmless', async () => {
    setStripeEnv(true)
    const { number } = await cardOrder()
    await checkoutAfterPlacing(payload, number, PUBLIC_URL)
    const before = await doc(number)
    const { payload: body, header } = fake.pay(before.cardPayment!.sessionId!)
    // Paid at Stripe, but no webhook yet: the order still waits (the return URL proves nothing).
    expect((await doc(number)).status).toBe('awaiting-card-payment')
    const forged = fake.sign(JSON.parse(body) as object, 'whsec_notTheShopsSecret')
    const tampered = body.replace(number, 'SY-999999')
    for (const [raw, signature] of [
      [body, null],
      [body, 'garbage'],
      [forged.payload, forged.header],
      [tampered, header],
    ] as const)
      expect(await receiveStripeWebhook(payload, settings(), raw, signature)).toEqual({ status: 400, problem: 'bad-signature' })
    expect(await doc(number)).toEqual(before)

    expect(await receiveStripeWebhook(payload, settings(), body, header)).toEqual({ status: 200, handled: 'authorised' })
    const paid = await doc(number)
    expect(paid.status).toBe('received')
    expect(paid.cardPayment).toMatchObject({
      status: 'authorised',
      sessionId: before.cardPayment!.sessionId,
      paymentIntentId: expect.stringMatching(/^pi_test_/),
    })
    expect(paid.cardPayment!.authorisedAt).toBeTruthy()
    // The same delivery again (Stripe retries): nothing changes.
    expect(await receiveStripeWebhook(payload, settings(), body, header)).toEqual({ status: 200, handled: 'already' })
    expect(await doc(number)).toEqual(paid)
    // A paid order offers no second payment.
    expect(await checkoutForOwnOrder(payload, await findWebUser(payload, buyer.email), number, PUBLIC_URL)).toMatchObject({
      status: 409,
      code: 'not-payable',
    })
  })

  it('a cancelled Checkout goes back to the open session; once it expired, a new one (attempt 2) for the same order', async () => {
    setStripeEnv(true)
    const { number } = await cardOrder()
    const first = await checkoutAfterPlacing(payload, number, PUBLIC_URL)
    const webUser = await findWebUser(payload, buyer.email)
    expect(await checkoutForOwnOrder(payload, webUser, number, PUBLIC_URL)).toEqual({ ok: true, url: first })
    const other = await findWebUser(payload, 'nobody@example.test')
    expect(await checkoutForOwnOrder(payload, other, number, PUBLIC_URL)).toMatchObject({ status: 404 })
    fake.expire((await cardOf(number)).sessionId!)
    const second = await checkoutForOwnOrder(payload, webUser, number, PUBLIC_URL)
    expect(second).toMatchObject({ ok: true })
    expect(second.ok && second.url).not.toBe(first)
    expect(await cardOf(number)).toMatchObject({ status: 'pending', attempt: 2 })
    expect(fake.requests.at(-1)!.idempotencyKey).toMatch(/-checkout-2$/)
  })

  it('a second payment for an order already paid, or any payment for a cancelled order, is voided at once', async () => {
    setStripeEnv(true)
    const { number, intentId } = await authorisedOrder()
    const order = await doc(number)
    // Another session for the same order (e.g. made elsewhere with the same metadata) that the buyer pays too.
    const extra = await stripeClient(settings()).checkout.sessions.create(
      {
        mode: 'payment',
        metadata: { orderNumber: number },
        client_reference_id: number,
        line_items: [
          { quantity: 1, price_data: { currency: 'usd', unit_amount: Math.round(Number(order.total) * 100), product_data: { name: 'x' } } },
        ],
        payment_intent_data: { capture_method: 'manual', metadata: { orderNumber: number } },
        success_url: `${PUBLIC_URL}/s`,
        cancel_url: `${PUBLIC_URL}/c`,
      },
      { idempotencyKey: `${number}-extra` },
    )
    const second = fake.pay(extra.id)
    expect(await receiveStripeWebhook(payload, settings(), second.payload, second.header)).toEqual({
      status: 200,
      handled: 'duplicate-voided',
    })
    const secondIntent = fake.sessions.get(extra.id)!.payment_intent!
    expect(fake.intents.get(secondIntent)!.status).toBe('canceled')
    expect(fake.intents.get(intentId)!.status).toBe('requires_capture')
    expect(await cardOf(number)).toMatchObject({ status: 'authorised', paymentIntentId: intentId })

    // Cancelled by staff before the buyer paid: the late payment is released.
    const late = await cardOrder()
    await checkoutAfterPlacing(payload, late.number, PUBLIC_URL)
    await payload.update({
      collection: 'orders',
      id: (await doc(late.number)).id,
      data: { status: 'cancelled', cancelReason: 'The buyer asked to cancel' },
      user: staff,
      overrideAccess: false,
    })
    const event = fake.pay((await cardOf(late.number)).sessionId!)
    expect(await receiveStripeWebhook(payload, settings(), event.payload, event.header)).toEqual({
      status: 200,
      handled: 'cancelled-voided',
    })
    expect(await doc(late.number)).toMatchObject({ status: 'cancelled', cardPayment: { status: 'voided' } })
  })

  it('staff capture an authorised payment when the order ships: captured once, however often they save', async () => {
    setStripeEnv(true)
    const { number, intentId } = await authorisedOrder()
    const { id } = await doc(number)
    // The payment's own fields are not the staff's to write.
    await payload.update({
      collection: 'orders',
      id,
      data: { cardPayment: { status: 'captured', paymentIntentId: 'pi_forged' } },
      user: staff,
      overrideAccess: false,
    })
    expect(await cardOf(number)).toMatchObject({ status: 'authorised', paymentIntentId: intentId })

    await payload.update({ collection: 'orders', id, data: { cardPayment: { captureNow: true } }, user: staff, overrideAccess: false })
    expect(fake.intents.get(intentId)!.status).toBe('succeeded')
    const captured = await cardOf(number)
    expect(captured).toMatchObject({ status: 'captured', captureNow: false, paymentIntentId: intentId, lastError: null })
    expect(captured.capturedAt).toBeTruthy()
    await payload.update({ collection: 'orders', id, data: { cardPayment: { captureNow: true } }, user: staff, overrideAccess: false })
    expect(await cardOf(number)).toMatchObject({ status: 'captured', captureNow: false })
    const captures = fake.requests.filter((r) => r.path === `/v1/payment_intents/${intentId}/capture`)
    expect(captures).toHaveLength(1)
    expect(captures[0].idempotencyKey).toMatch(new RegExp(`^${number}-[0-9a-f]{16}-capture-${intentId}$`))
  })

  it('cancelling an order voids its authorisation; a Stripe failure is recorded on the order and never blocks the cancel', async () => {
    setStripeEnv(true)
    const { number, intentId } = await authorisedOrder()
    await payload.update({
      collection: 'orders',
      id: (await doc(number)).id,
      data: { status: 'cancelled', cancelReason: 'The buyer asked to cancel' },
      user: staff,
      overrideAccess: false,
    })
    expect(fake.intents.get(intentId)!.status).toBe('canceled')
    expect(await doc(number)).toMatchObject({ status: 'cancelled', cardPayment: { status: 'voided', paymentIntentId: intentId } })

    const failing = await authorisedOrder()
    fake.failNext(10)
    await payload.update({
      collection: 'orders',
      id: (await doc(failing.number)).id,
      data: { status: 'cancelled', cancelReason: 'The buyer asked to cancel' },
      user: staff,
      overrideAccess: false,
    })
    fake.failNext(0)
    const order = await doc(failing.number)
    expect(order.status).toBe('cancelled')
    expect(order.cardPayment).toMatchObject({ status: 'authorised', lastError: expect.stringMatching(/^Void failed: /) })
    expect(fake.intents.get(failing.intentId)!.status).toBe('requires_capture')
  })

  it('an event whose PaymentIntent is not an authorisation of the order’s total does not mark it paid', async () => {
    setStripeEnv(true)
    const { number } = await cardOrder()
    await checkoutAfterPlacing(payload, number, PUBLIC_URL)
    const sessionId = (await cardOf(number)).sessionId!
    const { payload: body, header } = fake.pay(sessionId)
    const intent = fake.intents.get(fake.sessions.get(sessionId)!.payment_intent!)!
    intent.amount -= 1
    expect(await receiveStripeWebhook(payload, settings(), body, header)).toEqual({ status: 200, handled: 'mismatch' })
    intent.amount += 1
    intent.status = 'canceled'
    expect(await receiveStripeWebhook(payload, settings(), body, header)).toEqual({ status: 200, handled: 'intent-canceled' })
    expect(await doc(number)).toMatchObject({ status: 'awaiting-card-payment', cardPayment: { status: 'pending' } })
  })
})
