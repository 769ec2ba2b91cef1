import { afterEach, describe, expect, it, vi } from 'vitest'

import type { Send } from '@/lib/platform/http/browser/call'
import { deleteHub, fetchHub, saveHub } from '@/lib/cart/browser/hubClient'
import {
  addAddress,
  copyOrder,
  createCustomer,
  editAddress,
  fetchAddresses,
  fetchOrder,
  fetchUser,
  payOrder,
  removeAddress,
  saveDefaultAddresses,
  saveName,
  submitOrder,
} from '@/lib/accounts/browser/privateClient'
import { retryFetch } from '@/lib/platform/net/browser/retryFetch'

const answer = (status: number, body: unknown) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** A send that records what it was given and answers in turn. */
function recorder(...responses: (Response | Error)[]) {
  const send = vi.fn(async (_url: string, _init: RequestInit) => {
    const next = responses.shift() ?? answer(200, {})
    if (next instanceof Error) throw next
    return next
  })
  return send
}

/** What went on the wire: the address, the method, the headers as a plain object, the body. */
function wire(send: ReturnType<typeof recorder>, call = 0) {
  const [url, init] = send.mock.calls[call]
  return {
    url,
    method: init.method ?? 'GET',
    headers: Object.fromEntries(new Headers(init.headers)),
    body: init.body ?? null,
    cache: init.cache,
  }
}

const cart = { cartItems: [{ pn: 'PB22-XG1', prod_quantity: 2 }] }
const address = { nameFirst: 'Ana', addressCity: 'Austin', addressCountry: 'US' }
const order = { shippingContactId: 3, billingContactId: 4, carrier: 'UPS', method: 'GND', payment: 'terms' as const, expectedTotal: 12.5 }

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('the private API client: every request as the pages have always sent it', () => {
  const json = { 'content-type': 'application/json' }
  const cases: [string, (send: Send) => Promise<unknown>, ReturnType<typeof wire>][] = [
    [
      'GET user',
      (s) => fetchUser(s, 'es'),
      { url: '/api/private/user?locale=es', method: 'GET', headers: {}, body: null, cache: 'no-store' },
    ],
    [
      'PATCH user (names, the locale in a header)',
      (s) => saveName(s, { nameFirst: 'Ana', nameLast: 'Ruiz' }, 'es'),
      {
        url: '/api/private/user',
        method: 'PATCH',
        headers: { ...json, 'x-switchyard-locale': 'es' },
        body: '{"nameFirst":"Ana","nameLast":"Ruiz"}',
        cache: undefined,
      },
    ],
    [
      'PATCH user (default addresses)',
      (s) => saveDefaultAddresses(s, { WebUserBillingContactId: 4, WebUserShippingContactId: null }, 'en'),
      {
        url: '/api/private/user?locale=en',
        method: 'PATCH',
        headers: json,
        body: '{"WebUserBillingContactId":4,"WebUserShippingContactId":null}',
        cache: undefined,
      },
    ],
    [
      'POST customer',
      (s) => createCustomer(s, { primaryContactId: 7 }, 'en'),
      { url: '/api/private/customer?locale=en', method: 'POST', headers: json, body: '{"primaryContactId":7}', cache: undefined },
    ],
    [
      'GET contacts of a web user and customers',
      (s) => fetchAddresses(s, { webUserId: '5', customerIds: '1,2' }, 'en'),
      { url: '/api/private/contacts?webUserId=5&customerIds=1%2C2&locale=en', method: 'GET', headers: {}, body: null, cache: 'no-store' },
    ],
    [
      'GET contacts naming none',
      (s) => fetchAddresses(s, { webUserId: undefined }, 'es'),
      { url: '/api/private/contacts?&locale=es', method: 'GET', headers: {}, body: null, cache: 'no-store' },
    ],
    [
      'POST contact',
      (s) => addAddress(s, address, 'en'),
      { url: '/api/private/contacts?locale=en', method: 'POST', headers: json, body: JSON.stringify(address), cache: undefined },
    ],
    [
      'PATCH contact',
      (s) => editAddress(s, 9, address, 'es'),
      { url: '/api/private/contacts/9?locale=es', method: 'PATCH', headers: json, body: JSON.stringify(address), cache: undefined },
    ],
    [
      'DELETE contact',
      (s) => removeAddress(s, 9, 'en'),
      { url: '/api/private/contacts/9?locale=en', method: 'DELETE', headers: {}, body: null, cache: undefined },
    ],
    [
      'POST order with its key and reCAPTCHA token',
      (s) => submitOrder(s, order, { key: 'attempt-0001', recaptchaToken: 'tok' }, 'en'),
      {
        url: '/api/private/orders?locale=en',
        method: 'POST',
        headers: { ...json, 'idempotency-key': 'attempt-0001', 'x-recaptcha-token': 'tok' },
        body: JSON.stringify(order),
        cache: undefined,
      },
    ],
    [
      'POST order without reCAPTCHA',
      (s) => submitOrder(s, order, { key: 'attempt-0002' }, 'es'),
      {
        url: '/api/private/orders?locale=es',
        method: 'POST',
        headers: { ...json, 'idempotency-key': 'attempt-0002' },
        body: JSON.stringify(order),
        cache: undefined,
      },
    ],
    [
      'GET order',
      (s) => fetchOrder(s, 'SY-100001', 'es'),
      { url: '/api/private/orders/SY-100001?locale=es', method: 'GET', headers: {}, body: null, cache: 'no-store' },
    ],
    [
      'POST pay',
      (s) => payOrder(s, 'SY-100001', 'en'),
      { url: '/api/private/orders/SY-100001/pay?locale=en', method: 'POST', headers: {}, body: null, cache: undefined },
    ],
    [
      'POST reorder',
      (s) => copyOrder(s, 'SY 1/2', 'reorder', 'en'),
      { url: '/api/private/orders/SY%201%2F2/reorder?locale=en', method: 'POST', headers: {}, body: null, cache: undefined },
    ],
    [
      'POST save-cart',
      (s) => copyOrder(s, 'SY-100001', 'save-cart', 'es'),
      { url: '/api/private/orders/SY-100001/save-cart?locale=es', method: 'POST', headers: {}, body: null, cache: undefined },
    ],
    [
      'GET hubKV',
      (s) => fetchHub(s, 'Ana@Example.com', 'liveCart', 'en'),
      { url: '/api/private/hubKV?key=ana%40example.com%3AliveCart&locale=en', method: 'GET', headers: {}, body: null, cache: undefined },
    ],
    [
      'POST hubKV',
      (s) => saveHub(s, 'Ana@Example.com', 'liveCart', cart, 3, 'es'),
      {
        url: '/api/private/hubKV?&locale=es',
        method: 'POST',
        headers: json,
        body: JSON.stringify({ key: 'ana@example.com:liveCart', feature: 'liveCart', liveCart: cart, version: 3 }),
        cache: undefined,
      },
    ],
    [
      'DELETE hubKV',
      (s) => deleteHub(s, 'Ana@Example.com', 'liveCart', 'en'),
      {
        url: '/api/private/hubKV?email=Ana%40Example.com&feature=liveCart&locale=en',
        method: 'DELETE',
        headers: {},
        body: null,
        cache: undefined,
      },
    ],
  ]

  it.each(cases)('%s', async (_name, run, expected) => {
    const send = recorder()
    await run(send)
    expect(send).toHaveBeenCalledTimes(1)
    expect(wire(send)).toEqual(expected)
    // The session's handling (credentials, a 401) is the send's: the client adds nothing retryFetch would read as `safe`.
    expect(send.mock.calls[0][1]).not.toHaveProperty('safe')
  })
})

describe('the private API client through a send like authFetch (retryFetch)', () => {
  /** authFetch's own send: retryFetch with the session cookie. */
  const authFetch: Send = (url, init) => retryFetch(url, { credentials: 'same-origin', ...init })

  function stubFetch(...responses: Response[]) {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => responses.shift() ?? answer(200, {}))
    vi.stubGlobal('fetch', fetch)
    return fetch
  }

  const writesSentOnce: [string, () => Promise<unknown>][] = [
    ['PATCH user', () => saveName(authFetch, { nameFirst: 'A', nameLast: 'B' }, 'en')],
    ['PATCH user defaults', () => saveDefaultAddresses(authFetch, { WebUserBillingContactId: 1, WebUserShippingContactId: 1 }, 'en')],
    ['POST customer', () => createCustomer(authFetch, { primaryContactId: 1 }, 'en')],
    ['POST contact', () => addAddress(authFetch, address, 'en')],
    ['PATCH contact', () => editAddress(authFetch, 1, address, 'en')],
    ['POST pay', () => payOrder(authFetch, 'SY-100001', 'en')],
    ['POST reorder', () => copyOrder(authFetch, 'SY-100001', 'reorder', 'en')],
    ['POST hubKV', () => saveHub(authFetch, 'a@b.test', 'favorites', [], 0, 'en')],
  ]
  it.each(writesSentOnce)('%s meets a 503 and is not sent again', async (_name, run) => {
    vi.useFakeTimers()
    const fetch = stubFetch(answer(503, { error: { code: 'internal', message: 'Down' } }))
    const pending = run()
    await vi.runAllTimersAsync()
    expect(await pending).toMatchObject({ ok: false, error: { status: 503 } })
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls[0][1]).toMatchObject({ credentials: 'same-origin' })
  })

  const triedAgain: [string, () => Promise<unknown>][] = [
    ['GET order', () => fetchOrder(authFetch, 'SY-100001', 'en')],
    ['GET hubKV', () => fetchHub(authFetch, 'a@b.test', 'liveCart', 'en')],
    ['DELETE contact', () => removeAddress(authFetch, 1, 'en')],
    ['DELETE hubKV', () => deleteHub(authFetch, 'a@b.test', 'liveCart', 'en')],
    ['POST order (its Idempotency-Key)', () => submitOrder(authFetch, order, { key: 'attempt-0001' }, 'en')],
  ]
  it.each(triedAgain)('%s may be sent twice: tried again after a 503', async (_name, run) => {
    vi.useFakeTimers()
    const fetch = stubFetch(answer(503, {}), answer(200, { ok: 1 }))
    const pending = run()
    await vi.runAllTimersAsync()
    expect(await pending).toEqual({ ok: true, data: { ok: 1 } })
    expect(fetch).toHaveBeenCalledTimes(2)
  })
})

describe('the private API client: answers and refusals', () => {
  it('answers the data the route sent', async () => {
    const send = recorder(answer(200, { url: 'https://checkout.stripe.test/c/1' }))
    expect(await payOrder(send, 'SY-100001', 'en')).toEqual({ ok: true, data: { url: 'https://checkout.stripe.test/c/1' } })
  })

  it('keeps the field a refusal names, for the form to mark it', async () => {
    const send = recorder(answer(400, { error: { code: 'invalid-zip', message: 'Código postal no válido', path: 'addressPostalCode' } }))
    expect(await addAddress(send, address, 'es')).toEqual({
      ok: false,
      error: { status: 400, code: 'invalid-zip', message: 'Código postal no válido', path: 'addressPostalCode' },
    })
  })

  it('gives a stale cart write the value stored now, beside its error', async () => {
    const stored = { key: 'a@b.test:liveCart', feature: 'liveCart', liveCart: cart, version: 8 }
    const send = recorder(answer(409, { error: { code: 'conflict', message: 'Changed elsewhere', version: 8 }, ...stored }))
    const result = await saveHub(send, 'a@b.test', 'liveCart', cart, 7, 'en')
    expect(result).toMatchObject({ ok: false, error: { status: 409, code: 'conflict', message: 'Changed elsewhere' } })
    expect(!result.ok && result.conflict).toMatchObject(stored)
  })

  it("gives a price-changed order the server's new quote", async () => {
    const quote = { total: 13.75, lines: [] }
    const send = recorder(answer(409, { error: { code: 'price-changed', message: 'Prices changed' }, quote }))
    const result = await submitOrder(send, order, { key: 'attempt-0001' }, 'en')
    expect(!result.ok && result.error.code).toBe('price-changed')
    expect(!result.ok && result.conflict?.quote).toEqual(quote)
  })

  it('keeps no conflict for an endpoint that answers none, nor for a refusal other than 409', async () => {
    const send = recorder(
      answer(409, { error: { code: 'customer-exists', message: 'Exists' } }),
      answer(400, { error: { code: 'bad-request', message: 'Bad', path: 'liveCart.cartItems' } }),
    )
    expect(await createCustomer(send, {}, 'en')).toEqual({ ok: false, error: { status: 409, code: 'customer-exists', message: 'Exists' } })
    expect(await saveHub(send, 'a@b.test', 'liveCart', cart, 0, 'en')).toEqual({
      ok: false,
      error: { status: 400, code: 'bad-request', message: 'Bad', path: 'liveCart.cartItems' },
    })
  })

  it('answers a 401 as a refusal (the send signs out), and no answer as network', async () => {
    const send = recorder(answer(401, { error: { code: 'unauthorized', message: 'Sign in' } }), new TypeError('offline'))
    expect(await fetchOrder(send, 'SY-100001', 'en')).toEqual({
      ok: false,
      error: { status: 401, code: 'unauthorized', message: 'Sign in' },
    })
    expect(await fetchOrder(send, 'SY-100001', 'en')).toEqual({ ok: false, error: { status: 0, code: 'network', message: null } })
  })
})
