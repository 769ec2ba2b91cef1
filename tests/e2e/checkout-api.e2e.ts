import { expect, test, type APIRequestContext } from '@playwright/test'

import { api, base } from './helpers/admin'
import { buyer, signIn, unique } from './helpers/buyer'
import type { Lang } from './helpers/content'
import { STRIPE_PORT } from './helpers/services'
import { PA } from '../fixtures/shipTo'

/**
 * The checkout's server side through HTTP, as the checkout pages call it (issue 12): the
 * address book, default addresses, placing an order with an Idempotency-Key, reading it
 * back, and the refusals, each with its message in the buyer's language.
 */
const same = { Origin: base }
const messages = {
  en: { zip: 'Invalid ZIP code.', readOnly: 'cannot be changed', priceChanged: 'The total changed', key: 'Idempotency-Key' },
  es: { zip: 'Código postal no válido.', readOnly: 'no se puede cambiar', priceChanged: 'El total cambió', key: 'Idempotency-Key' },
}

type Found = { docs: { id: number }[] }

/** The countries the address book validates against (the e2e server starts with none). */
async function ensureCountries() {
  for (const [alpha2, alpha3, name] of [
    ['US', 'USA', 'United States'],
    ['DE', 'DEU', 'Germany'],
  ]) {
    const found = await api<Found>('GET', `/countries?where[alpha2][equals]=${alpha2}&limit=1`)
    if (!found.docs.length) await api('POST', '/countries', { alpha2, alpha3, name }).catch(() => undefined)
  }
}

async function json<T = Record<string, unknown>>(res: Awaited<ReturnType<APIRequestContext['get']>>) {
  return (await res.json()) as T
}

test.describe('checkout API', () => {
  test.describe.configure({ timeout: 90_000 })

  test('a new buyer saves an address, orders, gets a customer and reads the order back', async ({ browser }, info) => {
    const l = info.project.name as Lang
    const t = messages[l]
    await ensureCountries()
    const context = await buyer(browser, l)
    const page = await context.newPage()
    const email = unique(l, 'checkout-api')
    await page.goto(l === 'en' ? '/' : '/es')
    await signIn(page, l, email, { first: 'Cleo', last: 'Checkout' })
    const r = page.request
    const lang = { ...same, 'Accept-Language': l }

    // The address book: validation in the buyer's language, nothing written.
    const badZip = await r.post('/api/private/contacts', { headers: lang, data: { ...PA, addressPostalCode: '1522' } })
    expect(badZip.status()).toBe(400)
    expect(await json(badZip)).toMatchObject({ error: { code: 'invalid-zip', message: t.zip, path: 'addressPostalCode' } })
    expect(await json(await r.get('/api/private/contacts'))).toEqual({ data: [] })

    const created = await r.post('/api/private/contacts', { headers: lang, data: PA })
    expect(created.status()).toBe(201)
    const { data: address } = await json<{ data: { id: number; readOnly: boolean; customerId: number | null } }>(created)
    expect(address).toMatchObject({ readOnly: false, customerId: null })
    const patched = await r.patch(`/api/private/contacts/${address.id}`, { headers: lang, data: { nameCompany: 'Cleo Controls' } })
    expect(await json(patched)).toMatchObject({ data: { id: address.id, nameCompany: 'Cleo Controls' } })

    const defaults = await r.patch('/api/private/user', {
      headers: lang,
      data: { WebUserBillingContactId: address.id, WebUserShippingContactId: address.id },
    })
    expect(defaults.status()).toBe(200)
    expect(await json(defaults)).toMatchObject({
      user: { email, WebUserBillingContactId: address.id, WebUserShippingContactId: address.id, customers: [] },
    })

    // Another buyer's address: 404, as if it did not exist.
    const foreign = await api<{ doc: { id: number } }>('POST', '/contacts', { ...PA, nameCompany: 'Not yours' })
    expect((await r.patch(`/api/private/contacts/${foreign.doc.id}`, { headers: lang, data: { addressCity: 'X' } })).status()).toBe(404)
    expect((await r.delete(`/api/private/contacts/${foreign.doc.id}`, { headers: lang })).status()).toBe(404)
    expect((await r.patch('/api/private/user', { headers: lang, data: { WebUserShippingContactId: foreign.doc.id } })).status()).toBe(404)

    // The cart, saved as the browser saves it.
    const saved = await r.post('/api/private/hubKV', {
      headers: same,
      data: { key: `${email}:liveCart`, feature: 'liveCart', version: 0, liveCart: { cartItems: [{ pn: 'PB22-XG1', prod_quantity: 3 }] } },
    })
    expect(saved.status()).toBe(200)

    const body = {
      shippingContactId: address.id,
      billingContactId: address.id,
      carrier: 'default',
      method: 'ground',
      payment: 'card',
      note: 'Call before delivery',
    }
    const noKey = await r.post('/api/private/orders', { headers: lang, data: { ...body, expectedTotal: 1 } })
    expect(noKey.status()).toBe(400)
    expect((await json<{ error: { message: string } }>(noKey)).error.message).toContain(t.key)

    const key = `e2e-${l}-${Date.now()}`
    const changed = await r.post('/api/private/orders', {
      headers: { ...lang, 'Idempotency-Key': key },
      data: { ...body, expectedTotal: 1 },
    })
    expect(changed.status()).toBe(409)
    const conflict = await json<{ error: { code: string; message: string }; quote: { total: number; lines: unknown[] } }>(changed)
    expect(conflict.error.code).toBe('price-changed')
    expect(conflict.error.message).toContain(t.priceChanged)
    expect(conflict.quote.lines).toHaveLength(1)

    const placed = await r.post('/api/private/orders', {
      headers: { ...lang, 'Idempotency-Key': key },
      data: { ...body, expectedTotal: conflict.quote.total },
    })
    expect(placed.status()).toBe(201)
    const { order, checkoutUrl } = await json<{
      order: { number: string; status: string; total: number; customerId: number; lines: { pn: string; qty: number }[] }
      checkoutUrl?: string
    }>(placed)
    expect(order).toMatchObject({
      status: 'awaiting-card-payment',
      cardPaymentStatus: 'pending',
      total: conflict.quote.total,
      lines: [{ pn: 'PB22-XG1', qty: 3 }],
    })
    expect(order.number).toMatch(/^SY-\d{6}$/)
    // Card payments are on in the e2e server (the Stripe fake): the order's Checkout page.
    expect(checkoutUrl).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${STRIPE_PORT}/pay/cs_test_\\w+$`))
    const again = await r.post('/api/private/orders', {
      headers: { ...lang, 'Idempotency-Key': key },
      data: { ...body, expectedTotal: conflict.quote.total },
    })
    expect(again.status()).toBe(200)
    // The same key again: the same order and the same Checkout Session, never a second payment.
    expect(await json<{ order: { number: string }; checkoutUrl?: string }>(again)).toMatchObject({
      order: { number: order.number },
      checkoutUrl,
    })
    expect(await json(await r.get(`/api/private/hubKV?key=${encodeURIComponent(`${email}:liveCart`)}`))).toMatchObject({
      version: 0,
      liveCart: null,
    })

    expect(await json(await r.get(`/api/private/orders/${order.number}`))).toEqual({ order })
    expect((await r.get('/api/private/orders/SY-999999')).status()).toBe(404)

    // The first order made the customer; the header's data now shows it.
    const user = await json<{ user: { customers: { id: number; primary: boolean; approvedForTerms: boolean }[] } }>(
      await r.get('/api/private/user'),
    )
    expect(user.user.customers).toEqual([expect.objectContaining({ id: order.customerId, primary: true, approvedForTerms: false })])
    expect((await r.post('/api/private/customer', { headers: lang, data: {} })).status()).toBe(409)

    // An ERP record of the buyer's customer is read-only: listed, never changed.
    const erp = await api<{ doc: { id: number } }>('POST', '/contacts', {
      ...PA,
      nameCompany: 'Cleo Controls W0000012345',
      customer: order.customerId,
    })
    const listed = await json<{ data: { id: number; readOnly: boolean }[] }>(
      await r.get(`/api/private/contacts?customerIds=${order.customerId}`),
    )
    expect(listed.data.find((a) => a.id === erp.doc.id)).toMatchObject({ readOnly: true })
    const refused = await r.delete(`/api/private/contacts/${erp.doc.id}`, { headers: lang })
    expect(refused.status()).toBe(403)
    expect((await json<{ error: { message: string } }>(refused)).error.message).toContain(t.readOnly)

    // Another buyer does not see the order.
    const otherContext = await buyer(browser, l)
    const otherPage = await otherContext.newPage()
    await otherPage.goto(l === 'en' ? '/' : '/es')
    await signIn(otherPage, l, unique(l, 'checkout-api-other'), { first: 'Oto', last: 'Other' })
    expect((await otherPage.request.get(`/api/private/orders/${order.number}`)).status()).toBe(404)
    expect((await otherPage.request.get(`/api/private/contacts?customerIds=${order.customerId}`)).status()).toBe(404)
    await otherContext.close()
    await context.close()
  })
})
