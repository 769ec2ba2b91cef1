import { describe, expect, it } from 'vitest'

import { isTransient, retryDelay } from '@/lib/platform/net/browser/backoff'

describe('retryDelay', () => {
  it('doubles from a second, capped at a minute', () => {
    expect([0, 1, 2, 3, 6, 7, 20].map((a) => retryDelay(a, undefined, () => 0))).toEqual([1000, 2000, 4000, 8000, 60_000, 60_000, 60_000])
  })
  it("waits at least the server's Retry-After", () => {
    expect(retryDelay(0, 10, () => 0)).toBe(10_000)
    expect(retryDelay(5, 10, () => 0)).toBe(32_000)
    expect(retryDelay(0, Number.NaN, () => 0)).toBe(1000)
  })
  it('spreads tabs over a fifth more', () => {
    expect(retryDelay(0, undefined, () => 1)).toBe(1200)
  })
})

describe('isTransient', () => {
  it('retries refusals, server errors and lost connections, not a 401 or a 400', () => {
    expect([0, 408, 429, 500, 503].every(isTransient)).toBe(true)
    expect([400, 401, 403, 404].some(isTransient)).toBe(false)
  })
})
