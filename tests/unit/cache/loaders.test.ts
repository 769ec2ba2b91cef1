import { describe, expect, it, vi } from 'vitest'

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }))

const { coalesced, joined, perGeneration } = await import('@/lib/platform/cache/server/loaders')
const { expireTags } = await import('@/lib/platform/cache/server/memo')

describe('shared loads (src/lib/platform/cache/server/loaders.ts)', () => {
  it('coalesced: concurrent calls with the same arguments share one run; later calls run again', async () => {
    let runs = 0
    const slow = coalesced(async (n: number) => {
      runs++
      await new Promise((r) => setTimeout(r, 5))
      return { n }
    })
    const [a, b, c] = await Promise.all([slow(1), slow(1), slow(2)])
    expect(a).toBe(b)
    expect(c).toEqual({ n: 2 })
    expect(runs).toBe(2)
    await slow(1)
    expect(runs).toBe(3)
  })

  it('perGeneration: one run per generation of the tags, a new one after an expiry, and a failed run is forgotten', async () => {
    const load = vi.fn(async () => ({ index: Math.random() }))
    const [a, b] = await Promise.all([perGeneration('pg1', ['t:pg'], load), perGeneration('pg1', ['t:pg'], load)])
    expect(a).toBe(b)
    expect(load).toHaveBeenCalledTimes(1)
    expireTags(['t:pg'])
    const c = await perGeneration('pg1', ['t:pg'], load)
    expect(c).not.toBe(a)
    expect(load).toHaveBeenCalledTimes(2)

    const failing = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue({ ok: true })
    await expect(perGeneration('pg2', ['t:pg2'], failing)).rejects.toThrow('database away')
    expect(await perGeneration('pg2', ['t:pg2'], failing)).toEqual({ ok: true })
  })

  it('joined: one value per combination of its parts, made again when any part is new', () => {
    const [p, q, r] = [{}, {}, {}]
    const make = vi.fn(() => ({}))
    const first = joined([p, q, r], make)
    expect(joined([p, q, r], make)).toBe(first)
    expect(make).toHaveBeenCalledTimes(1)
    const r2 = {}
    expect(joined([p, q, r2], make)).not.toBe(first)
    expect(joined([q, p, r], make)).not.toBe(first)
    expect(make).toHaveBeenCalledTimes(3)
  })
})
