import { randomBytes } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { hit, type Limit } from '@/lib/auth/rateLimit'

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const stores = [{ name: 'in process', url: undefined as string | undefined }, ...(process.env.SWITCHYARD_TEST_REDIS === '1' ? [{ name: 'Redis', url: redisUrl }] : [])]

describe.each(stores)('sign-in rate limits, $name', ({ url }) => {
  it('allows up to the limit in a window, then refuses with the seconds left', async () => {
    const limit: Limit = { name: `test-${randomBytes(4).toString('hex')}`, max: 3, windowSeconds: 600 }
    for (let i = 0; i < 3; i++) expect(await hit(limit, 'buyer@example.test', url)).toEqual({ ok: true })
    const refused = await hit(limit, 'Buyer@Example.test', url)
    expect(refused.ok).toBe(false)
    if (!refused.ok) {
      expect(refused.retryAfter).toBeGreaterThan(590)
      expect(refused.retryAfter).toBeLessThanOrEqual(600)
    }
    // Another subject has its own count.
    expect(await hit(limit, 'other@example.test', url)).toEqual({ ok: true })
  })

  it('starts a new window when the old one ends', async () => {
    const limit: Limit = { name: `test-${randomBytes(4).toString('hex')}`, max: 1, windowSeconds: 1 }
    expect((await hit(limit, '10.0.0.1', url)).ok).toBe(true)
    expect((await hit(limit, '10.0.0.1', url)).ok).toBe(false)
    await new Promise((r) => setTimeout(r, 1100))
    expect((await hit(limit, '10.0.0.1', url)).ok).toBe(true)
  })
})
