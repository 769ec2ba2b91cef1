import tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { inlineScriptHashes } from '@/lib/platform/security/server/csp'

type Handler = {
  get(key: string): Promise<{ value: Record<string, unknown>; lastModified: number } | null>
  set(key: string, value: unknown, ctx?: unknown): Promise<void>
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>
}

const { tagsManifest } = tagsManifestModule as { tagsManifest: Map<string, { stale?: number; expired?: number }> }
const page = (html: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from('0:{}'),
  headers: {} as Record<string, string>,
  status: 200,
})

describe('page cache handler', () => {
  let handler: Handler
  let stats: () => { entries: number; bytes: number; listBytes: number; missingBytes: number; renders: number; maxBytes: number }
  beforeAll(async () => {
    vi.stubEnv('PAGE_CACHE_MAX_MB', '1')
    vi.stubEnv('REDIS_URL', '')
    delete (globalThis as Record<string, unknown>).__switchyardPageCache
    const mod = await import('@/lib/platform/cache/server/pageCacheHandler.mjs')
    handler = new mod.default()
    stats = mod.cacheStats
  })
  afterAll(() => vi.unstubAllEnvs())

  it("stores a page with its policy: the hashes of that page's inline scripts, on the response's own headers", async () => {
    const value = page('<html><script>self.__next_f=[]</script><script src="/x.js"></script></html>')
    await handler.set('/en/products', value, { cacheControl: { revalidate: false } })
    const csp = value.headers['content-security-policy']
    expect(csp).toContain(`script-src 'self' ${inlineScriptHashes(value.html)[0]}`)
    const hit = await handler.get('/en/products')
    expect((hit?.value.headers as Record<string, string>)['content-security-policy']).toBe(csp)
  })

  it("empties the front server's response cache on every tag expiry", async () => {
    const { clearOnExpiry } = await import('@/server/responseCache.mjs')
    const cleared: number[] = []
    clearOnExpiry({ clear: () => cleared.push(Date.now()) })
    await handler.revalidateTag(['collection:pages'], { expire: 0 })
    expect(cleared).toHaveLength(1)
    await handler.revalidateTag('collection:parts')
    expect(cleared).toHaveLength(2)
  })

  it('sends and serves a page that rendered its own 404 view with status 404', async () => {
    const value = {
      ...page('<html><h1>Page not found: /x</h1></html>'),
      headers: { 'x-next-cache-tags': '_N_T_/en/x,collection:pages,status:404' },
    }
    await handler.set('/en/x', value)
    expect((value as { status: number }).status).toBe(404)
    const ok = page('<html></html>')
    await handler.set('/en/y', { ...ok, headers: { 'x-next-cache-tags': 'collection:pages' } })
    expect((await handler.get('/en/y'))?.value.status).toBe(200)
  })

  it('keeps at most its size in bytes, dropping the least recently used', async () => {
    const big = 'x'.repeat(400 * 1024)
    await handler.set('/a', page(big))
    await handler.set('/b', page(big))
    await handler.get('/a') // /a is now more recent than /b
    await handler.set('/c', page(big))
    expect(await handler.get('/b')).toBeNull()
    expect(await handler.get('/a')).not.toBeNull()
    expect(await handler.get('/c')).not.toBeNull()
    expect(stats().bytes).toBeLessThanOrEqual(stats().maxBytes)
  })

  // Issue 23, 6c: a few thousand list views with made-up filters pushed every other page out.
  it('gives list views at most a quarter of its bytes: however many are asked for, the other pages stay', async () => {
    const other = 'y'.repeat(100 * 1024)
    await handler.set('/en/products', page(other))
    await handler.set('/en/article/x', page(other))
    for (let i = 0; i < 40; i++) await handler.set(`/en/_list/v${i}/products`, page('z'.repeat(30 * 1024)))
    expect(stats().listBytes).toBeLessThanOrEqual(stats().maxBytes / 4)
    expect(await handler.get('/en/products')).not.toBeNull()
    expect(await handler.get('/en/article/x')).not.toBeNull()
    expect(await handler.get('/en/_list/v39/products')).not.toBeNull()
    expect(await handler.get('/en/_list/v0/products')).toBeNull()
  })

  // The fuzz's 2,500 made-up paths under dynamic routes each cached a rendered 404 view and
  // pushed the shop's real pages out: Next rendered them again, other bytes of the same page.
  it('gives pages that rendered their 404 view at most a tenth of its bytes: the real pages stay', async () => {
    const real = 'y'.repeat(100 * 1024)
    await handler.set('/en/products', page(real))
    await handler.set('/es/productos', page(real))
    const missing = (i: number) => ({
      ...page('m'.repeat(20 * 1024)),
      headers: { 'x-next-cache-tags': `_N_T_/en/products/x${i},status:404` },
    })
    for (let i = 0; i < 60; i++) await handler.set(`/en/products/x${i}`, missing(i))
    expect(stats().missingBytes).toBeLessThanOrEqual(stats().maxBytes / 10)
    expect(await handler.get('/en/products')).not.toBeNull()
    expect(await handler.get('/es/productos')).not.toBeNull()
    expect(await handler.get('/en/products/x59')).not.toBeNull()
    expect(await handler.get('/en/products/x0')).toBeNull()
  })

  it('names each render of a page on its headers, and forgets the name once the render is replaced or pushed out', async () => {
    const { RENDER_HEADER } = await import('@/lib/platform/cache/server/pageCacheHandler.mjs')
    const { RENDER_HEADER: FRONT_RENDER_HEADER } = await import('@/server/responseCache.mjs')
    expect(FRONT_RENDER_HEADER).toBe(RENDER_HEADER)
    const renders = () => (globalThis as unknown as { __switchyardPageCache: { renders: Set<string> } }).__switchyardPageCache.renders
    const first = page('<html>one</html>')
    await handler.set('/en/r', first)
    const name = first.headers[RENDER_HEADER]
    expect(name).toMatch(/^[0-9a-f-]{36}$/)
    expect(renders().has(name)).toBe(true)
    expect((await handler.get('/en/r'))?.value.headers).toMatchObject({ [RENDER_HEADER]: name })
    const second = page('<html>two</html>')
    await handler.set('/en/r', second)
    expect(second.headers[RENDER_HEADER]).not.toBe(name)
    expect(renders().has(name)).toBe(false)
    const big = 'x'.repeat(600 * 1024)
    for (let i = 0; i < 3; i++) await handler.set(`/en/big${i}`, page(big))
    expect(renders().has(second.headers[RENDER_HEADER])).toBe(false)
    expect(renders().size).toBe(stats().entries)
  })

  it("expires tags in Next's tag manifest, which decides that cached entries are stale", async () => {
    const before = Date.now()
    await handler.revalidateTag(['collection:products'], { expire: 0 })
    const entry = tagsManifest.get('collection:products')
    expect(entry?.expired).toBeGreaterThanOrEqual(before)
    expect(entry?.stale).toBeGreaterThanOrEqual(before)
  })
})
