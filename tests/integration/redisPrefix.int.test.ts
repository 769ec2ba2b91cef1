import { randomBytes } from 'node:crypto'

import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { hit, LIMITS } from '@/lib/accounts/server/rateLimit'

import { TEST_REDIS_URL } from '../../scripts/lib/services'

/**
 * Issue 26: two shops on one Redis, each with its REDIS_PREFIX, share neither counts nor
 * cache expiries. Needs Redis (SWITCHYARD_TEST_REDIS=1).
 */
describe.runIf(process.env.SWITCHYARD_TEST_REDIS === '1')('two shops on one Redis with different REDIS_PREFIX', () => {
  const run = randomBytes(3).toString('hex')
  const shopA = { redisUrl: TEST_REDIS_URL, redisPrefix: `shop-a-${run}:` }
  const shopB = { redisUrl: TEST_REDIS_URL, redisPrefix: `shop-b-${run}:` }
  const raw = createClient({ url: TEST_REDIS_URL })
  const heard: string[][] = []

  beforeAll(async () => {
    await raw.connect()
    // This process's page cache handler is shop A's.
    vi.stubEnv('REDIS_URL', TEST_REDIS_URL)
    vi.stubEnv('REDIS_PREFIX', shopA.redisPrefix)
    delete (globalThis as Record<string, unknown>).__switchyardPageCache
    const listeners = ((
      globalThis as { __switchyardCacheExpiryListeners?: Set<(tags: string[]) => void> }
    ).__switchyardCacheExpiryListeners ??= new Set())
    listeners.add((tags) => heard.push(tags))
    const mod = await import('@/lib/platform/cache/server/pageCacheHandler.mjs')
    new mod.default()
    // Subscribed once shop A's channel has a listener.
    for (
      let i = 0;
      i < 100 && Number((await raw.pubSubNumSub(`${shopA.redisPrefix}cache-tags`))[`${shopA.redisPrefix}cache-tags`]) < 1;
      i++
    )
      await new Promise((r) => setTimeout(r, 20))
  })

  afterAll(async () => {
    for (const key of await raw.keys(`shop-?-${run}:*`)) await raw.del(key)
    await raw.quit()
    vi.unstubAllEnvs()
  })

  it('keeps each shop’s sign-in counts under its own prefix', async () => {
    const subject = `buyer-${run}@example.test`
    for (let i = 0; i < LIMITS.sendPerEmail.max; i++) expect((await hit(LIMITS.sendPerEmail, subject, shopA)).ok).toBe(true)
    expect((await hit(LIMITS.sendPerEmail, subject, shopA)).ok).toBe(false)
    // Shop B's buyer of the same address has all its tries.
    expect((await hit(LIMITS.sendPerEmail, subject, shopB)).ok).toBe(true)
    expect(await raw.keys(`shop-a-${run}:*`)).toEqual([`shop-a-${run}:rl:otp-send-email:${subject}`])
    expect(await raw.keys(`shop-b-${run}:*`)).toEqual([`shop-b-${run}:rl:otp-send-email:${subject}`])
  })

  it('hears only its own shop’s cache expiries', async () => {
    const expiry = (tag: string) => JSON.stringify({ from: 'another-instance', tags: [tag] })
    // Shop B's channel, and the unprefixed one every shop used before REDIS_PREFIX.
    await raw.publish(`${shopB.redisPrefix}cache-tags`, expiry('shop-b-tag'))
    await raw.publish('switchyard:cache-tags', expiry('old-channel-tag'))
    await raw.publish(`${shopA.redisPrefix}cache-tags`, expiry('shop-a-tag'))
    for (let i = 0; i < 100 && heard.length === 0; i++) await new Promise((r) => setTimeout(r, 20))
    await new Promise((r) => setTimeout(r, 100))
    expect(heard).toEqual([['shop-a-tag']])
  })
})
