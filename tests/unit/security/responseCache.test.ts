import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { LOCALE_COOKIE } from '@/i18n/locales'
import { createResponseCache, LOCALE_COOKIE as FRONT_LOCALE_COOKIE, RENDER_HEADER, RULES_FRESH_MS } from '@/server/responseCache.mjs'

/** A stand-in for Next: answers like its page cache does, and counts what reached it. */
type Page = { status?: number; cache?: string; cacheControl?: string; cookies?: string[]; body?: string; render?: string }
const pages = new Map<string, Page>()
let reachedNext = 0
let clock = 1_000_000
const rules: { at: number; generation: number; inflight?: Promise<void> } = { at: clock, generation: 1 }
/** The renders the stand-in's page cache holds (RENDER_HEADER). */
const held = new Set<string>()
const cache = createResponseCache({
  maxBytes: 1024 * 1024,
  secure: false,
  rules: () => rules,
  now: () => clock,
  holds: (render) => held.has(render),
})

function next(req: IncomingMessage, res: ServerResponse) {
  reachedNext += 1
  const page = pages.get(new URL(req.url ?? '/', 'http://x').pathname) ?? { status: 404, body: 'nothing' }
  res.statusCode = page.status ?? 200
  res.setHeader('content-type', 'text/html; charset=utf-8')
  res.setHeader('etag', `"${Buffer.from(page.body ?? '').toString('base64url')}"`)
  res.setHeader('cache-control', page.cacheControl ?? 's-maxage=31536000')
  res.setHeader('x-nextjs-cache', page.cache ?? 'HIT')
  if (page.cookies) res.setHeader('set-cookie', page.cookies)
  if (page.render) res.setHeader(RENDER_HEADER, page.render)
  res.write((page.body ?? '').slice(0, 3))
  res.end((page.body ?? '').slice(3))
}

let server: Server
let base: string
beforeAll(async () => {
  server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname
    const key = cache.keyOf(req, pathname)
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
  pages.clear()
  held.clear()
  reachedNext = 0
  rules.at = clock
  rules.inflight = undefined
})

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers: { cookie: 'trackingParams=%5B%7B%22slug%22%3A%22%22%7D%5D', ...headers } })

describe('the front server response cache', () => {
  // The fuzz's spelling check (CI, 2026-11-28): Next's page cache had pushed pages out and
  // rendered them again, while this cache still answered its copy of the old render.
  it("answers a copy only while Next's page cache holds the render it copied", async () => {
    held.add('r1')
    pages.set('/', { body: 'render one', render: 'r1' })
    await get('/')
    expect((await get('/')).headers.get('x-switchyard-cache')).toBe('hit')
    held.delete('r1')
    held.add('r2')
    pages.set('/', { body: 'render two', render: 'r2' })
    const after = await get('/')
    expect(after.headers.get('x-switchyard-cache')).toBeNull()
    expect(await after.text()).toBe('render two')
    const again = await get('/')
    expect(again.headers.get('x-switchyard-cache')).toBe('hit')
    expect(await again.text()).toBe('render two')
  })

  it('answers a page Next served from its page cache again, as Next sent it, without Next', async () => {
    pages.set('/products', { body: '<html>products</html>' })
    const first = await get('/products')
    const second = await get('/products')
    expect(reachedNext).toBe(1)
    expect(second.status).toBe(200)
    expect(await second.text()).toBe(await first.text())
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'))
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(first.headers.get('x-switchyard-cache')).toBeNull()
    expect(second.headers.get('x-switchyard-cache')).toBe('hit')
    // A revalidation by ETag is answered 304.
    // (fetch adds `Cache-Control: no-cache` to a conditional request unless one is given; Next then answers 200.)
    const revalidated = await get('/products', { 'if-none-match': first.headers.get('etag')!, 'cache-control': 'max-age=0' })
    expect(revalidated.status).toBe(304)
    expect(reachedNext).toBe(1)
  })

  it('keeps only what Next answered from its cache, for shared caches, with no cookie but the landing one', async () => {
    pages.set('/miss', { cache: 'MISS', body: 'a' })
    pages.set('/private', { cacheControl: 'private, no-cache, no-store, max-age=0, must-revalidate', body: 'b' })
    pages.set('/cookie', { cookies: ['session=abc; Path=/'], body: 'c' })
    pages.set('/gone', { status: 500, body: 'd' })
    for (const path of ['/miss', '/private', '/cookie', '/gone']) {
      await get(path)
      await get(path)
    }
    expect(reachedNext).toBe(8)
  })

  it('never answers the router, a server action or a staff preview, nor any method but GET', async () => {
    pages.set('/p', { body: 'page' })
    await get('/p')
    await get('/p', { rsc: '1' })
    await get('/p', { 'next-router-prefetch': '1' })
    await get('/p', { 'next-action': 'abc' })
    await get('/p', { cookie: '__prerender_bypass=1' })
    await fetch(`${base}/p`, { method: 'HEAD' })
    expect(reachedNext).toBe(6)
    await get('/p')
    expect(reachedNext).toBe(6)
  })

  it('keys a page by the locale cookie or, without it, Accept-Language, and by its query and encoding', async () => {
    expect(FRONT_LOCALE_COOKIE).toBe(LOCALE_COOKIE)
    pages.set('/', { body: 'home', cookies: [`${LOCALE_COOKIE}=en; Path=/; Max-Age=31536000; SameSite=lax`] })
    pages.set('/products', { body: 'list' })
    await get('/', { 'accept-language': 'en-US' })
    await get('/', { 'accept-language': 'es-MX' })
    await get('/', { 'accept-language': 'en-US', cookie: `${LOCALE_COOKIE}=es` })
    await get('/', { 'accept-language': 'es-MX', cookie: `${LOCALE_COOKIE}=es` })
    const again = await get('/', { 'accept-language': 'en-US' })
    expect(reachedNext).toBe(3)
    // The locale cookie the page set is set again with it.
    expect(again.headers.get('set-cookie')).toContain(`${LOCALE_COOKIE}=en; Path=/`)
    await get('/products?sort=price-asc')
    await get('/products?sort=name')
    await get('/products?sort=price-asc', { 'accept-encoding': 'identity' })
    expect(reachedNext).toBe(6)
  })

  it('sets the landing cookie per request as the proxy would', async () => {
    pages.set('/products', { body: 'list' })
    await get('/products')
    const first = await fetch(`${base}/products`)
    expect(reachedNext).toBe(1)
    expect(first.headers.get('set-cookie')).toMatch(
      /^trackingParams=%5B%7B%22slug%22%3A%22products%22%7D%5D; Path=\/; Expires=[^;]+; Max-Age=2592000; SameSite=lax$/,
    )
    const returning = await get('/products')
    expect(returning.headers.get('set-cookie')).toBeNull()
    // A campaign link is the same page (its parameters are no view): answered from the same entry, its landing worked out here.
    const campaign = await get('/products?utm_source=mail')
    expect(reachedNext).toBe(1)
    expect(decodeURIComponent(campaign.headers.get('set-cookie') ?? '')).toContain('{"slug":"products","utm_source":"mail"}')
  })

  it('answers only while the redirect rules are fresh and unchanged, and forgets everything on clear and after s-maxage', async () => {
    pages.set('/a', { body: 'a', cacheControl: 's-maxage=60, stale-while-revalidate=300' })
    await get('/a')
    rules.at = clock - RULES_FRESH_MS - 1
    await get('/a')
    expect(reachedNext).toBe(2)
    // While the proxy reloads them, the rules it has are the ones it answers with too.
    rules.inflight = new Promise(() => {})
    await get('/a')
    expect(reachedNext).toBe(2)
    rules.inflight = undefined
    rules.at = clock
    rules.generation += 1
    await get('/a')
    expect(reachedNext).toBe(3)
    await get('/a')
    expect(reachedNext).toBe(3)
    cache.clear()
    await get('/a')
    expect(reachedNext).toBe(4)
    clock += 61_000
    rules.at = clock
    await get('/a')
    expect(reachedNext).toBe(5)
  })
})
