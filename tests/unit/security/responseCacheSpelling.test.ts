import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'
import { canonicalizeHeaders, parseCookie } from '@/server/canonicalRequest.mjs'
import { createResponseCache, LOCALES } from '@/server/responseCache.mjs'

// Issue 23, point 1: the response cache read a request otherwise than Next. A stand-in for
// Next that reads the request as Next and next-intl do: the locale of `/` from the cookie by
// Next's parser (else Accept-Language), of other paths from the path; the cookie set when it
// is missing or wrong (on navigations only); HSTS for exactly `x-forwarded-proto: https`.
let reachedNext = 0
let clock = 1_000_000
const rules = { at: clock, generation: 1 }
const view: { keys: ReadonlyMap<string, ReadonlySet<string>> | null; generation: number } = { keys: null, generation: 1 }
const cache = createResponseCache({ maxBytes: 64 * 1024, secure: false, rules: () => rules, viewKeys: () => view, now: () => clock })

function next(req: IncomingMessage, res: ServerResponse) {
  reachedNext += 1
  const cookies = parseCookie(req.headers.cookie ?? '')
  const cookie = cookies.get('i18n_redirected')
  const accepted = /^es\b/i.test(req.headers['accept-language'] ?? '') ? 'es' : 'en'
  const path = new URL(req.url ?? '/', 'http://x').pathname
  const locale = path !== '/' ? (path.startsWith('/es') ? 'es' : 'en') : cookie === 'en' || cookie === 'es' ? cookie : accepted
  const dest = req.headers['sec-fetch-dest']
  const setCookie =
    (dest === undefined || dest === 'document') && (cookies.has('i18n_redirected') ? cookie !== locale : accepted !== locale)
  const query = new URL(req.url ?? '/', 'http://x').searchParams.get('color') ?? ''
  res.statusCode = 200
  res.setHeader('content-type', 'text/html; charset=utf-8')
  res.setHeader('vary', 'rsc, Accept-Encoding')
  res.setHeader('etag', `"${locale}${query}"`)
  res.setHeader('cache-control', 's-maxage=31536000')
  res.setHeader('x-nextjs-cache', 'HIT')
  if (req.headers['x-forwarded-proto'] === 'https') res.setHeader('strict-transport-security', 'max-age=63072000; includeSubDomains')
  if (setCookie)
    res.setHeader(
      'set-cookie',
      `i18n_redirected=${locale}; Path=/; Expires=${new Date(clock + 31536000_000).toUTCString()}; Max-Age=31536000; SameSite=lax`,
    )
  res.end(`<html lang="${locale}">${query}</html>`)
}

let server: Server
let base: string
beforeAll(async () => {
  // As src/server/serve.mjs: one spelling first, then the cache, then Next.
  server = createServer((req, res) => {
    canonicalizeHeaders(req.headers)
    const key = cache.keyOf(req, new URL(req.url ?? '/', 'http://x').pathname)
    if (key !== null) {
      if (cache.answer(req, res, key)) return
      cache.record(res, key)
    }
    next(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  cache.clear()
  reachedNext = 0
  view.keys = null
})

const returning = 'trackingParams=%5B%7B%22slug%22%3A%22%22%7D%5D'
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers: { ...headers, cookie: `${returning}; ${headers.cookie ?? ''}` } })
/** Each request twice (Next's first answer is not kept), then the answer of a third. */
async function twice(path: string, headers: Record<string, string> = {}) {
  await get(path, headers)
  await get(path, headers)
  return get(path, headers)
}

describe('the response cache reads a request as Next does', () => {
  it('agrees with the locales of the app', () => {
    expect(LOCALES).toEqual([...locales])
  })

  it('reads a spaced locale cookie as Next does, so it cannot answer for the unspaced one', async () => {
    await twice('/', { cookie: 'i18n_redirected= es' })
    const spanish = await twice('/', { cookie: 'i18n_redirected=es' })
    expect(await spanish.text()).toBe('<html lang="es"></html>')
    await twice('/', { cookie: 'i18n_redirected =en' })
    const english = await twice('/', { cookie: 'i18n_redirected=en' })
    expect(await english.text()).toBe('<html lang="en"></html>')
    expect(english.headers.get('set-cookie')).toBeNull()
  })

  it('takes the last of two locale cookies, and Accept-Language beside a cookie that is not a locale', async () => {
    expect(await (await twice('/', { cookie: 'i18n_redirected=en; i18n_redirected=es' })).text()).toBe('<html lang="es"></html>')
    await twice('/', { cookie: 'i18n_redirected=xx', 'accept-language': 'es-MX' })
    const english = await twice('/', { cookie: 'i18n_redirected=xx', 'accept-language': 'en-US' })
    expect(await english.text()).toBe('<html lang="en"></html>')
    expect(english.headers.get('set-cookie')).toMatch(/^i18n_redirected=en;/)
  })

  it('keys a fetch (Sec-Fetch-Dest other than document) apart: next-intl sets no cookie on it', async () => {
    await twice('/products', { 'accept-language': 'es', 'sec-fetch-dest': 'empty' })
    const navigation = await twice('/products', { 'accept-language': 'es' })
    expect(navigation.headers.get('set-cookie')).toMatch(/^i18n_redirected=en;/)
  })

  it('keys https by the one scheme both read: a list saying https gets HSTS, as Next then sends it', async () => {
    await twice('/products', { 'x-forwarded-proto': 'https, http' })
    const https = await twice('/products', { 'x-forwarded-proto': 'https' })
    expect(https.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
    const listed = await get('/products', { 'x-forwarded-proto': 'http, https' })
    expect(listed.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
    expect(reachedNext).toBe(1)
  })

  it('answers a conditional request as Next’s own test does, with the headers of Next’s 304', async () => {
    const first = await twice('/products')
    const etag = first.headers.get('etag')!
    // fetch() adds `Cache-Control: no-cache` to a conditional request unless one is given (a browser's reload sends max-age=0).
    for (const [headers, status] of [
      [{ 'if-none-match': etag, 'cache-control': 'max-age=0' }, 304],
      [{ 'if-none-match': `W/${etag}`, 'cache-control': 'max-age=0' }, 304],
      [{ 'if-none-match': `"x", ${etag}`, 'cache-control': 'max-age=0' }, 304],
      [{ 'if-none-match': '*', 'cache-control': 'max-age=0' }, 304],
      [{ 'if-none-match': etag, 'cache-control': 'no-cache' }, 200],
      [{ 'if-none-match': etag, 'cache-control': 'max-age=0', 'if-modified-since': 'Thu, 01 Jan 2099 00:00:00 GMT' }, 200],
      [{ 'if-none-match': '"x"', 'cache-control': 'max-age=0' }, 200],
    ] as const) {
      const res = await get('/products', headers)
      expect(res.status, JSON.stringify(headers)).toBe(status)
      if (status === 304) {
        expect(res.headers.get('content-type')).toBeNull()
        expect(res.headers.get('vary')).toBe('rsc')
      }
    }
    expect(reachedNext).toBe(1)
  })

  it('sets each cookie as the proxy would at this moment: Expires is now plus Max-Age', async () => {
    await twice('/products', { 'accept-language': 'es' })
    clock += 3_600_000
    rules.at = clock
    const later = await fetch(`${base}/products`, { headers: { 'accept-language': 'es' } })
    expect(later.headers.get('x-switchyard-cache')).toBe('hit')
    expect(later.headers.getSetCookie()).toEqual([
      `i18n_redirected=en; Path=/; Expires=${new Date(clock + 31536000_000).toUTCString()}; Max-Age=31536000; SameSite=lax`,
      `trackingParams=%5B%7B%22slug%22%3A%22products%22%7D%5D; Path=/; Expires=${new Date(clock + 2592000_000).toUTCString()}; Max-Age=2592000; SameSite=lax`,
    ])
  })
})

describe('list views in the response cache (issue 23, 6c)', () => {
  it('keeps one entry for every spelling of a view once the proxy’s keys are known', async () => {
    view.keys = new Map([['color', new Set(['red', 'blue'])]])
    await twice('/products?color=red')
    for (const spelling of [
      '?color=red&foo=1',
      '?zz=2&color=red',
      '?color=red&color=nope',
      '?color=RED&utm_source=x',
      '?color=red&sort=name&page=1',
    ]) {
      const res = await get(`/products${spelling}`)
      expect(res.headers.get('x-switchyard-cache'), spelling).toBe('hit')
    }
    expect(cache.stats().entries).toBe(1)
    // Unknown keys only: the default view's entry.
    await twice('/products')
    expect((await get('/products?foo=bar')).headers.get('x-switchyard-cache')).toBe('hit')
    expect(cache.stats().entries).toBe(2)
  })

  it('answers a view only while the proxy reads it with the same keys', async () => {
    view.keys = new Map([['color', new Set(['red'])]])
    await twice('/products?color=red')
    view.generation += 1
    expect((await get('/products?color=red')).headers.get('x-switchyard-cache')).toBeNull()
  })

  it('gives answers with a query at most a quarter of its bytes, so views cannot push out other pages', async () => {
    await get('/products')
    await get('/')
    // More than the whole cache holds: without the share, least recently used would take these two first.
    for (let i = 0; i < 150; i++) await get(`/products?color=c${i}`)
    const stats = cache.stats()
    expect(stats.queryBytes).toBeLessThanOrEqual(stats.maxBytes / 4)
    expect((await get('/products')).headers.get('x-switchyard-cache')).toBe('hit')
    expect((await get('/')).headers.get('x-switchyard-cache')).toBe('hit')
  }, 30_000)
})
