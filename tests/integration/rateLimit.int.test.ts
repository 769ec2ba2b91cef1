import { randomBytes } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { hit, refund, type Limit, type LimitStore } from '@/lib/accounts/server/rateLimit'

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const stores: { name: string; url: LimitStore }[] = [
  { name: 'in process', url: { redisPrefix: 'switchyard:' } },
  ...(process.env.SWITCHYARD_TEST_REDIS === '1' ? [{ name: 'Redis', url: { redisUrl, redisPrefix: 'switchyard:' } }] : []),
]

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

  it('gives back a counted attempt within the window, never below nothing nor into a window that has ended', async () => {
    const limit: Limit = { name: `test-${randomBytes(4).toString('hex')}`, max: 2, windowSeconds: 1 }
    // A refund of what was never counted gives nothing: still 2 tries.
    await refund(limit, 'staff@example.test', url)
    expect((await hit(limit, 'staff@example.test', url)).ok).toBe(true)
    expect((await hit(limit, 'staff@example.test', url)).ok).toBe(true)
    await refund(limit, 'staff@example.test', url)
    expect((await hit(limit, 'staff@example.test', url)).ok).toBe(true)
    expect((await hit(limit, 'staff@example.test', url)).ok).toBe(false)
    await new Promise((r) => setTimeout(r, 1100))
    // The window has ended: a refund leaves no count behind, and the next window starts at 1.
    await refund(limit, 'staff@example.test', url)
    expect((await hit(limit, 'staff@example.test', url)).ok).toBe(true)
    expect((await hit(limit, 'staff@example.test', url)).ok).toBe(true)
    expect((await hit(limit, 'staff@example.test', url)).ok).toBe(false)
  })
})
