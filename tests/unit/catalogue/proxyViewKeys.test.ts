import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// The proxy's list view keys (issue 23, 6c), read over loopback from a stand-in for
// /api/public/view-keys.
let served: unknown = { keys: { color: ['red'] } }
let reads = 0
let failing = false
const server = createServer((req, res) => {
  if (req.url !== '/api/public/view-keys') return res.writeHead(404).end()
  reads += 1
  if (failing) return res.writeHead(500).end()
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(served))
})
let origin = ''
type State = { generation: number }
const g = globalThis as { __switchyardViewKeys?: State; __switchyardCacheExpiryListeners?: Set<(tags: string[]) => void> }
const expire = () => {
  for (const listener of g.__switchyardCacheExpiryListeners ?? []) listener(['collection:parts'])
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  delete g.__switchyardViewKeys
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('the proxy’s list view keys', () => {
  it('are read on first use and kept until a tag expiry of the page cache, then read again', async () => {
    const { proxyViewKeys } = await import('@/lib/catalogue/proxyViewKeys')
    expect((await proxyViewKeys(origin))?.get('color')).toEqual(new Set(['red']))
    await proxyViewKeys(origin)
    expect(reads).toBe(1)
    const generation = g.__switchyardViewKeys!.generation

    served = { keys: { color: ['red', 'blue'], voltage: ['24-v-dc'] } }
    expire()
    expect((await proxyViewKeys(origin))?.get('color')).toEqual(new Set(['red', 'blue']))
    expect(reads).toBe(2)
    expect(g.__switchyardViewKeys!.generation).toBe(generation + 1)

    // The same keys again: the same generation, so the front server's entries stay good.
    expire()
    await proxyViewKeys(origin)
    expect(reads).toBe(3)
    expect(g.__switchyardViewKeys!.generation).toBe(generation + 1)
  })

  it('keep the last keys when a read fails, and try again a second later, not on every request', async () => {
    const { proxyViewKeys } = await import('@/lib/catalogue/proxyViewKeys')
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    failing = true
    expire()
    const before = reads
    expect((await proxyViewKeys(origin))?.has('voltage')).toBe(true)
    await proxyViewKeys(origin)
    expect(reads).toBe(before + 1)
    expect(error).toHaveBeenCalledOnce()
    error.mockRestore()
    failing = false
  })
})
