/**
 * Route prefetches (README, "The browser's own calls"): at most 4 at once, none when the connection asks to save
 * data or is 2g. Next's router prefetches links as they scroll into view and on hover (the
 * hovered one may exceed its own cap of 4, up to 12); every prefetch it sends is a fetch with
 * the `next-router-prefetch` header, so the limit is kept at that one place: the page's
 * `fetch` is wrapped once, and other requests pass through untouched.
 */
export const MAX_PREFETCHES = 4
const PREFETCH_HEADER = 'next-router-prefetch'

type Connection = { saveData?: boolean; effectiveType?: string }

/** Whether the browser says to spare the network: Save-Data on, or a 2g (or slow-2g) link. */
export function sparesData(nav: object | undefined): boolean {
  const c = (nav as { connection?: Connection } | undefined)?.connection
  return Boolean(c && (c.saveData || /2g/.test(c.effectiveType ?? '')))
}

/**
 * Runs at most `max` tasks at once, the rest in the order asked; a task holds its place until
 * the promise `hold` it gives back settles (for a fetch, until its body has been read).
 */
export function createLimiter(max: number) {
  let running = 0
  const waiting: (() => void)[] = []
  const release = () => {
    running--
    waiting.shift()?.()
  }
  return {
    get running() {
      return running
    },
    get waiting() {
      return waiting.length
    },
    async run<T>(task: () => Promise<{ value: T; hold: Promise<unknown> }>): Promise<T> {
      if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve))
      running++
      let result: { value: T; hold: Promise<unknown> }
      try {
        result = await task()
      } catch (err) {
        release()
        throw err
      }
      void result.hold.then(release, release)
      return result.value
    },
  }
}

function isPrefetch(input: RequestInfo | URL, init?: RequestInit): boolean {
  const headers = init?.headers ?? (input instanceof Request ? input.headers : undefined)
  return Boolean(headers && new Headers(headers).has(PREFETCH_HEADER))
}

type Win = { fetch: typeof fetch; navigator?: object }

/** Wraps `win.fetch` (once) so route prefetches keep to the limit; answers the limiter used. */
export function installPrefetchLimit(win: Win, max = MAX_PREFETCHES) {
  const marked = win.fetch as typeof fetch & { prefetchLimit?: ReturnType<typeof createLimiter> }
  if (marked.prefetchLimit) return marked.prefetchLimit
  const original = win.fetch.bind(win)
  const limiter = createLimiter(max)
  const limited = ((input: RequestInfo | URL, init?: RequestInit) => {
    if (!isPrefetch(input, init)) return original(input, init)
    if (sparesData(win.navigator)) return Promise.reject(new DOMException('Prefetch skipped to save data', 'AbortError'))
    return limiter.run(async () => {
      const res = await original(input, init)
      // The place is held until the answer has arrived whole, read from a copy of it.
      return { value: res, hold: res.body ? res.clone().arrayBuffer() : Promise.resolve() }
    })
  }) as typeof fetch & { prefetchLimit?: typeof limiter }
  limited.prefetchLimit = limiter
  win.fetch = limited
  return limiter
}
