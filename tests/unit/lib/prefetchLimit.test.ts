import { describe, expect, it } from 'vitest'

import { createLimiter, installPrefetchLimit, MAX_PREFETCHES, sparesData } from '@/lib/platform/net/browser/prefetchLimit'

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('createLimiter', () => {
  it('runs at most 4 at once and the rest in order as places free up', async () => {
    const limiter = createLimiter(4)
    const holds = Array.from({ length: 7 }, deferred)
    const started: number[] = []
    const done = holds.map((h, i) =>
      limiter.run(async () => {
        started.push(i)
        return { value: i, hold: h.promise }
      }),
    )
    await flush()
    expect(started).toEqual([0, 1, 2, 3])
    expect(limiter.running).toBe(4)
    expect(limiter.waiting).toBe(3)
    holds[2].resolve()
    await flush()
    expect(started).toEqual([0, 1, 2, 3, 4])
    holds.forEach((h) => h.resolve())
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3, 4, 5, 6])
    await flush()
    expect(limiter.running).toBe(0)
  })

  it('frees the place of a task that failed', async () => {
    const limiter = createLimiter(1)
    await expect(limiter.run(async () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await limiter.run(async () => ({ value: 'next', hold: Promise.resolve() }))).toBe('next')
  })
})

describe('sparesData', () => {
  it('is on with Save-Data or a 2g connection only', () => {
    expect(sparesData({ connection: { saveData: true, effectiveType: '4g' } })).toBe(true)
    expect(sparesData({ connection: { effectiveType: '2g' } })).toBe(true)
    expect(sparesData({ connection: { effectiveType: 'slow-2g' } })).toBe(true)
    expect(sparesData({ connection: { effectiveType: '3g' } })).toBe(false)
    expect(sparesData({})).toBe(false)
    expect(sparesData(undefined)).toBe(false)
  })
})

describe('installPrefetchLimit', () => {
  function fakeWindow(connection?: { saveData?: boolean; effectiveType?: string }) {
    const bodies: { url: string; end: () => void }[] = []
    const win = {
      navigator: { connection },
      fetch: (async (input: RequestInfo | URL) => {
        let end!: () => void
        const body = new ReadableStream({
          start(controller) {
            let ended = false
            end = () => {
              if (ended) return
              ended = true
              controller.enqueue(new TextEncoder().encode('flight'))
              controller.close()
            }
          },
        })
        bodies.push({ url: String(input), end })
        return new Response(body)
      }) as typeof fetch,
    }
    return { win, bodies }
  }
  const prefetch = { headers: { 'next-router-prefetch': '1', rsc: '1' } }

  it('lets 4 prefetches run at once, holding each place until its answer has arrived', async () => {
    const { win, bodies } = fakeWindow({ effectiveType: '4g' })
    const limiter = installPrefetchLimit(win)
    const answers = Array.from({ length: 6 }, (_, i) => win.fetch(`/p${i}`, prefetch))
    await flush()
    expect(bodies.map((b) => b.url)).toEqual(['/p0', '/p1', '/p2', '/p3'])
    expect(limiter.running).toBe(MAX_PREFETCHES)
    // A page's own request is never held back.
    void win.fetch('/api/public/search?q=x')
    await flush()
    expect(bodies).toHaveLength(5)
    bodies[0].end()
    expect(await (await answers[0]).text()).toBe('flight')
    await flush()
    expect(bodies.map((b) => b.url)).toContain('/p4')
    bodies.forEach((b) => b.end())
    await flush()
    expect(bodies).toHaveLength(7)
    bodies.forEach((b) => b.end())
    await Promise.all(answers)
    await flush()
    expect(limiter.running).toBe(0)
  })

  it('sends no prefetch on save-data or 2g, and wraps fetch only once', async () => {
    const { win, bodies } = fakeWindow({ saveData: true })
    const first = installPrefetchLimit(win)
    expect(installPrefetchLimit(win)).toBe(first)
    await expect(win.fetch('/p0', prefetch)).rejects.toThrow('save data')
    expect(bodies).toHaveLength(0)
    void win.fetch('/api/public/search?q=x')
    expect(bodies).toHaveLength(1)
  })
})
