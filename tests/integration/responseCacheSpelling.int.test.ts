import fs from 'node:fs'
import path from 'node:path'

import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startDemoServer } from '../../scripts/lib/demoServer'
import { cacheablePaths, checkGroup, sendSpelling, spellingGroup } from '../../scripts/lib/fuzz/cacheSpelling'
import type { RunningServer } from '../../scripts/lib/server'

/**
 * Issue 23 (points 1, 6c, 6d) against the production build serving the demo shop: the front
 * server's response cache answers exactly what Next answers to the same request, whatever
 * the spelling of its cookies and headers; every spelling of a list view shares one cached
 * page; Next's own redirects carry the shop's security headers. Each request is answered
 * once from the response cache and once by Next (scripts/lib/fuzz/cacheSpelling.ts says
 * how). Needs a build (`npm run build`); CACHE_PORT (3338).
 */
const built = fs.existsSync(path.join(process.cwd(), '.next', 'BUILD_ID'))
const PORT = Number(process.env.CACHE_PORT ?? 3338)
/** Groups of spellings: 5 in `npm test`, 30 in `npm run test:long` (the fuzz adds 10 to 20 more, after its requests). */
const RUNS = Number(process.env.CACHE_SPELLING_RUNS ?? 5)

const get = (port: number, target: string, headers: [string, string][] = []) => sendSpelling(port, { path: target, headers })

// Skipped only without a build (npm test builds before the integration tests).
describe.runIf(built)('the front server’s response cache reads a request as Next does', () => {
  let server: RunningServer | undefined
  let paths: string[] = []

  beforeAll(async () => {
    server = await startDemoServer(PORT)
    paths = await cacheablePaths(server.url)
  }, 600_000)

  afterAll(() => server?.stop(), 60_000)

  it('answers from its cache what Next answers to that same request (status, body, cookies, security headers)', async () => {
    expect(paths.length).toBeGreaterThanOrEqual(10)
    let hits = 0
    await fc.assert(
      fc.asyncProperty(spellingGroup(paths), async (group) => {
        const { diffs, hits: n } = await checkGroup(PORT, group)
        hits += n
        expect(diffs).toEqual([])
      }),
      { numRuns: RUNS, seed: Number(process.env.CACHE_SPELLING_SEED ?? 20261124), endOnFailure: true },
    )
    // The answers compared came from the response cache often enough to say something about it.
    expect(hits).toBeGreaterThan(RUNS)
  }, 600_000)

  it('cannot be poisoned by the spellings of the report: a spaced locale cookie, a forwarded protocol list', async () => {
    // A page through the proxy, which reloads its redirect rules when they are a second old: the cache answers the next request.
    const reload = () => get(PORT, '/', [['Accept-Language', 'xx']])
    // Next read `i18n_redirected= es` as no locale: it answered the English home page, which
    // was kept under the key of `i18n_redirected=es`, for every Spanish visitor (whom Next
    // sends on to /es).
    for (let i = 0; i < 3; i++)
      await get(PORT, '/', [
        ['Cookie', 'i18n_redirected= es'],
        ['Accept-Encoding', 'gzip'],
      ])
    await reload()
    const spanish = await get(PORT, '/', [
      ['Cookie', 'i18n_redirected=es'],
      ['Accept-Encoding', 'gzip'],
    ])
    expect(spanish.status).toBe(307)
    expect(spanish.headers.location?.[0]).toMatch(/\/es$/)
    // `https, http` was kept as https, without HSTS (sent for exactly `https`).
    for (let i = 0; i < 3; i++) await get(PORT, '/products', [['X-Forwarded-Proto', 'https, http']])
    await reload()
    const https = await get(PORT, '/products', [['X-Forwarded-Proto', 'https']])
    expect(https.headers['strict-transport-security']).toEqual(['max-age=63072000; includeSubDomains'])
  }, 60_000)

  it('shares one cached page among the spellings of a list view: unknown keys and values, order, defaults', async () => {
    const view = paths.find((p) => p.startsWith('/products?'))!
    expect(view).toBeDefined()
    for (let i = 0; i < 2; i++) await get(PORT, view)
    const query = view.slice('/products?'.length)
    let hits = 0
    const renders: string[] = []
    for (let i = 0; i < 40; i++) {
      const spelling = [
        `/products?${query}&x${i}=1`,
        `/products?zz-${i}=a&${query}`,
        `/products?${query}&sort=name&page=1`,
        `/products?${query}&${query.split('=')[0]}=nope-${i}`,
      ][i % 4]
      const answer = await get(PORT, spelling)
      expect(answer.status, spelling).toBe(200)
      if (answer.nextCache === 'MISS') renders.push(spelling)
      if (answer.cacheHit) hits++
    }
    // No spelling made Next render (and keep) a page of its own, and the front cache answered
    // most of them from the one entry it holds for the view (a few go to Next while the
    // proxy's redirect rules are reloaded).
    expect(renders).toEqual([])
    expect(hits).toBeGreaterThanOrEqual(20)
  }, 120_000)

  it('gives Next’s own trailing-slash redirects the headers every answer carries', async () => {
    for (const [target, proto] of [
      ['/products/', 'https'],
      ['/es/productos/', 'http'],
      ['/', 'https'],
    ] as const) {
      const answer =
        target === '/'
          ? await get(PORT, '/products/', [['X-Forwarded-Proto', 'https, http']])
          : await get(PORT, target, [['X-Forwarded-Proto', proto]])
      const h = (name: string) => answer.headers[name]?.join(', ')
      expect(answer.status, target).toBe(308)
      expect(h('content-security-policy'), target).toMatch(/^default-src 'none';.*frame-ancestors 'none'/)
      expect(h('x-content-type-options'), target).toBe('nosniff')
      expect(h('referrer-policy'), target).toBe('strict-origin-when-cross-origin')
      expect(h('permissions-policy'), target).toContain('camera=()')
      expect(h('x-frame-options'), target).toBe('DENY')
      expect(h('strict-transport-security'), target).toBe(proto === 'https' ? 'max-age=63072000; includeSubDomains' : undefined)
    }
  }, 60_000)
})
