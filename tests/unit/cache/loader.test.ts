import { beforeEach, describe, expect, it, vi } from 'vitest'

/** Next's data cache as a plain map by key and arguments, with the tags each entry was stored with. */
const store = new Map<string, { value: unknown; tags: string[] }>()
vi.mock('next/cache', () => ({
  revalidateTag: vi.fn(),
  unstable_cache:
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>, keyParts: string[], options: { tags: string[] }) =>
    async (...args: A): Promise<R> => {
      const key = JSON.stringify([keyParts, args])
      const hit = store.get(key)
      if (hit) return structuredClone(hit.value) as R
      const value = await fn(...args)
      store.set(key, { value: structuredClone(value), tags: options.tags })
      return value
    },
}))

const { loader } = await import('@/lib/platform/cache/server/loader')
const { expireTags } = await import('@/lib/platform/cache/server/memo')

beforeEach(() => store.clear())

describe('one loader wrapper (src/lib/platform/cache/server/loader.ts)', () => {
  it('refuses a cached loader called inside another: Next would silently not cache the inner one', async () => {
    const inner = loader({ key: 'inner', tags: ['t:inner'] }, async (n: number) => n * 2)
    const outer = loader({ key: 'outer', tags: ['t:outer'] }, async (n: number) => (await inner(n)) + 1)
    await expect(outer(1)).rejects.toThrow('The cached loader "inner" was called inside the cached loader "outer"')
    // Side by side, from the page, both are fine; so is an uncached loader between them and the page.
    expect(await inner(1)).toBe(2)
    const uncached = loader({ key: 'uncached', tags: ['t:inner'], cache: false, memo: true }, async (n: number) => (await inner(n)) + 1)
    expect(await uncached(2)).toBe(5)
    // Nested through an uncached loader is still nested in a cached load.
    const through = loader({ key: 'through', tags: ['t:outer'] }, async (n: number) => uncached(n + 10))
    await expect(through(1)).rejects.toThrow('was called inside the cached loader "through"')
  })

  it("keys the data cache by the loader's key, a version made from its own source, and the arguments", async () => {
    const a = loader({ key: 'shape', tags: ['t:shape'] }, async (n: number) => ({ n }))
    const b = loader({ key: 'shape', tags: ['t:shape'] }, async (n: number) => ({ n, extra: true }))
    expect(await a(1)).toEqual({ n: 1 })
    // Same key, other source: a new entry, not the other loader's value of another shape.
    expect(await b(1)).toEqual({ n: 1, extra: true })
    const keys = [...store.keys()].map((k) => JSON.parse(k)[0] as string[])
    expect(keys).toHaveLength(2)
    expect(keys[0][0]).toBe('shape')
    expect(keys[0][1]).not.toBe(keys[1][1])
  })

  it('stores with the tags the arguments decide, when they are a function', async () => {
    const doc = loader(
      { key: 'doc', tags: (collection: string) => [`collection:${collection}`] },
      async (collection: string, slug: string) => `${collection}/${slug}`,
    )
    await doc('articles', 'a')
    await doc('resources', 'b')
    expect([...store.values()].map((e) => e.tags)).toEqual([['collection:articles'], ['collection:resources']])
  })

  it('memo: keeps the parsed value in process, frozen, until a tag expires; concurrent calls share one run', async () => {
    const load = vi.fn(async (n: number) => ({ n, list: [n] }))
    const kept = loader({ key: 'kept', tags: ['t:kept'], memo: true }, load)
    const [x, y] = await Promise.all([kept(1), kept(1)])
    expect(x).toBe(y)
    expect(load).toHaveBeenCalledTimes(1)
    expect(Object.isFrozen(x.list)).toBe(true)
    expect(await kept(1)).toBe(x)
    expireTags(['t:kept'])
    store.clear()
    const z = await kept(1)
    expect(z).not.toBe(x)
    expect(load).toHaveBeenCalledTimes(2)
  })
})
