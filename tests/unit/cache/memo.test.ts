import { describe, expect, it, vi } from 'vitest'

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }))

const { expireTags, memo } = await import('@/lib/platform/cache/server/memo')
const { revalidateTag } = await import('next/cache')

describe('memo over the data cache', () => {
  it('loads once, then serves the kept value until one of its tags expires', async () => {
    const load = vi.fn(async () => ({ rows: [1, 2, 3] }))
    const a = await memo('k1', ['t:a', 't:b'], load)
    const b = await memo('k1', ['t:a', 't:b'], load)
    expect(b).toBe(a)
    expect(load).toHaveBeenCalledTimes(1)
    expireTags(['t:b'])
    expect(revalidateTag).toHaveBeenCalledWith('t:b', { expire: 0 })
    const c = await memo('k1', ['t:a', 't:b'], load)
    expect(c).not.toBe(a)
    expect(load).toHaveBeenCalledTimes(2)
    // An unrelated tag leaves it alone.
    expireTags(['t:other'])
    expect(await memo('k1', ['t:a', 't:b'], load)).toBe(c)
  })

  it("freezes what it shares, so no request can change another request's data", async () => {
    const value = await memo('k2', ['t:c'], async () => ({ list: [{ n: 1 }] }))
    expect(() => {
      ;(value.list as { n: number }[]).push({ n: 2 })
    }).toThrow()
    expect(() => {
      ;(value.list[0] as { n: number }).n = 5
    }).toThrow()
  })

  it('does not keep a value whose load overlapped an expiry of its tags', async () => {
    let release: () => void = () => undefined
    const slow = memo('k3', ['t:d'], () => new Promise<number>((r) => (release = () => r(1))))
    expireTags(['t:d'])
    release()
    expect(await slow).toBe(1)
    const load = vi.fn(async () => 2)
    expect(await memo('k3', ['t:d'], load)).toBe(2)
    expect(load).toHaveBeenCalledTimes(1)
  })
})
