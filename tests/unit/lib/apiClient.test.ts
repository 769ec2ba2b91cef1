import { afterEach, describe, expect, it, vi } from 'vitest'

import { errorOf } from '@/lib/platform/http/browser/call'
import { fetchCartLines, fetchQuote, fetchSearch, resolveParts } from '@/lib/platform/http/browser/client'

const answer = (status: number, body: unknown) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

function stubFetch(...responses: (Response | Error)[]) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const next = responses.shift()
    if (!next) throw new Error('no answer left')
    if (init?.signal?.aborted) throw new DOMException('Aborted', 'AbortError')
    if (next instanceof Error) throw next
    return next
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('the storefront API client', () => {
  it('posts the quote body as JSON with the locale, and answers its data', async () => {
    const fetch = stubFetch(answer(200, { lines: [], total: 12.5 }))
    const result = await fetchQuote({ items: [{ pn: 'SY-1', qty: 2 }] }, { locale: 'es' })
    expect(result).toEqual({ ok: true, data: { lines: [], total: 12.5 } })
    const [url, init] = fetch.mock.calls[0]
    expect(url).toBe('/api/public/cart/quote?locale=es')
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: JSON.stringify({ items: [{ pn: 'SY-1', qty: 2 }] }) })
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json')
  })

  it('leaves the locale out of the address when none is given', async () => {
    const fetch = stubFetch(answer(200, { lines: [] }))
    await fetchQuote({ items: [] })
    expect(fetch.mock.calls[0][0]).toBe('/api/public/cart/quote')
  })

  it('maps a 422 to its status, code and the message the server wrote', async () => {
    stubFetch(answer(422, { error: { code: 'invalid-zip', message: 'Código postal no válido', path: 'destination' } }))
    const result = await fetchQuote({ items: [{ pn: 'SY-1', qty: 1 }] }, { locale: 'es' })
    expect(result).toEqual({ ok: false, error: { status: 422, code: 'invalid-zip', message: 'Código postal no válido' } })
  })

  it('maps a 400 from the parts lookup, and a 409 from the cart lines', async () => {
    stubFetch(
      answer(400, { error: { code: 'bad-request', message: 'pns: required' } }),
      answer(409, { error: { code: 'conflict', message: 'Changed elsewhere' } }),
    )
    expect(await resolveParts({ pns: [] }, { locale: 'en' })).toEqual({
      ok: false,
      error: { status: 400, code: 'bad-request', message: 'pns: required' },
    })
    expect(await fetchCartLines({ pns: ['SY-1'] }, { locale: 'en' })).toEqual({
      ok: false,
      error: { status: 409, code: 'conflict', message: 'Changed elsewhere' },
    })
  })

  it('gives a refusal without a readable body its status and no message', async () => {
    stubFetch(answer(500, '<html>oops</html>'), answer(403, { error: 'no' }))
    expect(await fetchCartLines({ pns: ['SY-1'] })).toEqual({ ok: false, error: { status: 500, code: '500', message: null } })
    expect(await fetchCartLines({ pns: ['SY-1'] })).toEqual({ ok: false, error: { status: 403, code: '403', message: null } })
  })

  it('tells a successful answer that is not JSON from good data', async () => {
    stubFetch(answer(200, 'not json'))
    expect(await resolveParts({ pns: ['X'] })).toEqual({ ok: false, error: { status: 200, code: 'invalid-json', message: null } })
  })

  it('retries a read through retryFetch after a 503, then answers', async () => {
    vi.useFakeTimers()
    const fetch = stubFetch(
      answer(503, {}),
      answer(200, { query: 'relay', locale: 'en', parts: [], products: [], content: [], totals: { parts: 0, products: 0, content: 0 } }),
    )
    const pending = fetchSearch({ q: 'relay', locale: 'en', limit: 8 })
    await vi.runAllTimersAsync()
    const result = await pending
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(fetch.mock.calls[0][0]).toBe('/api/public/search?q=relay&locale=en&limit=8')
    expect(result.ok && result.data.query).toBe('relay')
  })

  it('answers network when no answer came, and aborted when the caller gave up', async () => {
    vi.useFakeTimers()
    stubFetch(new TypeError('offline'), new TypeError('offline'), new TypeError('offline'), new TypeError('offline'))
    const pending = fetchQuote({ items: [] })
    await vi.runAllTimersAsync()
    expect(await pending).toEqual({ ok: false, error: { status: 0, code: 'network', message: null } })

    const controller = new AbortController()
    controller.abort()
    stubFetch(answer(200, {}))
    expect(await fetchQuote({ items: [] }, { signal: controller.signal })).toEqual({
      ok: false,
      error: { status: 0, code: 'aborted', message: null },
    })
  })
})

describe('errorOf', () => {
  it('reads code and message only when they are strings', () => {
    expect(errorOf(409, { error: { code: 'conflict', message: 'Taken', current: { v: 2 } } })).toEqual({
      status: 409,
      code: 'conflict',
      message: 'Taken',
    })
    expect(errorOf(400, { error: { code: 7, message: null } })).toEqual({ status: 400, code: '400', message: null })
    expect(errorOf(502, null)).toEqual({ status: 502, code: '502', message: null })
  })
})
