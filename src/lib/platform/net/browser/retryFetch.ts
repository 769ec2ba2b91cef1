/**
 * The storefront's own calls from the browser (README, "The browser's own calls"): a request that met a
 * 502, 503 or 504 or no answer at all is tried again, up to 3 more times, after 200, 400 and
 * 800 ms. Only a request that may safely be sent twice is tried again: GET, HEAD, PUT, DELETE
 * and OPTIONS, a request with an `Idempotency-Key` header (placing an order), or one the
 * caller marks `safe` (a POST that only reads, such as a quote). Anything else is sent once.
 */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504])
export const MAX_RETRIES = 3
export const FIRST_DELAY_MS = 200

const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS'])

export type RetryInit = RequestInit & {
  /** A POST that changes nothing (a quote, a lookup): tried again like a GET. */
  safe?: boolean
}

type Deps = { fetch?: typeof fetch; sleep?: (ms: number) => Promise<void> }

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Whether sending this request a second time cannot do anything the first did not. */
export function isRetryable(init: RetryInit | undefined): boolean {
  if (init?.safe) return true
  if (IDEMPOTENT.has((init?.method ?? 'GET').toUpperCase())) return true
  return new Headers(init?.headers).has('idempotency-key')
}

/**
 * `fetch` with the retries above. A body must be a string or absent when the request can be
 * retried (a stream is spent by the first try). An aborted request is never tried again.
 * @example const res = await retryFetch('/api/public/search?q=relay')
 */
export async function retryFetch(input: RequestInfo | URL, init?: RetryInit, deps: Deps = {}): Promise<Response> {
  const doFetch = deps.fetch ?? fetch
  const sleep = deps.sleep ?? wait
  const { safe: _safe, ...requestInit } = init ?? {}
  const tries = isRetryable(init) ? MAX_RETRIES + 1 : 1
  for (let attempt = 0; ; attempt++) {
    const last = attempt === tries - 1
    try {
      const res = await doFetch(input, requestInit)
      if (last || !RETRY_STATUSES.has(res.status)) return res
      // The failed answer's body is not read: release it before trying again.
      void res.body?.cancel().catch(() => undefined)
    } catch (err) {
      if (last || requestInit.signal?.aborted || (err as { name?: string })?.name === 'AbortError') throw err
    }
    await sleep(FIRST_DELAY_MS * 2 ** attempt)
    if (requestInit.signal?.aborted) throw requestInit.signal.reason ?? new DOMException('Aborted', 'AbortError')
  }
}
