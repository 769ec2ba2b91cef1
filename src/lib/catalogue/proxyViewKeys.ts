import type { ViewKeys } from './viewQuery.mjs'

const RETRY_MS = 1000

/**
 * On globalThis, as the HTTP front server reads `keys` and `generation` too: its response
 * cache keys a list view by the same canonical query as the proxy's rewrite
 * (src/server/responseCache.mjs), and keeps an answer only while they are unchanged.
 */
type State = {
  keys: ViewKeys | null
  generation: number
  signature: string
  stale: boolean
  retryAt: number
  listening: boolean
  inflight?: Promise<void>
}
const state: State = ((globalThis as { __switchyardViewKeys?: State }).__switchyardViewKeys ??= {
  keys: null,
  generation: 0,
  signature: '',
  stale: true,
  retryAt: 0,
  listening: false,
})

/**
 * The attribute keys and values list views filter on, as the list pages read a query
 * (src/lib/catalogue/viewKeys.ts), for the proxy's canonical query: read over loopback from
 * the app's own endpoint (the proxy bundle has no database driver) on first use and again
 * after any tag expiry of the page cache (an edit of parts, prices or attribute titles
 * changes them), which every request of a list view then waits for. Null until read: the
 * canonical query then keeps any well-formed key.
 */
export async function proxyViewKeys(origin: string): Promise<ViewKeys | null> {
  if (!state.listening) {
    state.listening = true
    const listeners = ((globalThis as { __switchyardCacheExpiryListeners?: Set<() => void> }).__switchyardCacheExpiryListeners ??=
      new Set())
    listeners.add(() => {
      state.stale = true
      state.retryAt = 0
    })
  }
  if (state.stale && Date.now() >= state.retryAt) await refreshViewKeys(origin)
  return state.keys
}

function refreshViewKeys(origin: string): Promise<void> {
  state.inflight ??= (async () => {
    // An expiry while this read is under way makes it stale again.
    state.stale = false
    try {
      const res = await fetch(`${origin}/api/public/view-keys`, { cache: 'no-store' })
      if (!res.ok) throw new Error(`status ${res.status}`)
      const { keys } = (await res.json()) as { keys: Record<string, string[]> }
      const signature = JSON.stringify(keys)
      if (signature !== state.signature) {
        state.keys = new Map(Object.entries(keys).map(([k, values]) => [k, new Set(values)]))
        state.signature = signature
        state.generation += 1
      }
    } catch (error) {
      state.stale = true
      state.retryAt = Date.now() + RETRY_MS
      // Before the first read the server may not listen yet: not worth a line in the log.
      if (state.keys) console.error('list view keys could not be loaded:', error instanceof Error ? error.message : error)
    } finally {
      state.inflight = undefined
    }
  })()
  return state.inflight
}
