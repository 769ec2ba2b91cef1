import { normalizeRedirectPath, type RedirectRule } from './redirects'

const TTL_MS = 1000

/**
 * On globalThis, as the HTTP front server reads `at` and `generation` too: its response
 * cache answers only while the rules are fresh and unchanged since an answer was stored
 * (src/server/responseCache.mjs).
 */
type State = {
  at: number
  loaded: boolean
  rules: Map<string, RedirectRule>
  generation: number
  signature: string
  inflight?: Promise<void>
}
const state: State = ((globalThis as { __switchyardRedirectRules?: State }).__switchyardRedirectRules ??= {
  at: 0,
  loaded: false,
  rules: new Map(),
  generation: 0,
  signature: '',
})

/**
 * The proxy's view of the redirects collection, at most about a second old: an edit in the
 * admin takes effect within a second without a rebuild. Read over loopback from the app's
 * own endpoint, since the proxy bundle does not carry the database drivers. Never awaited:
 * a request answers from the rules known now, and a stale set is refreshed in the
 * background, so no request waits on the loopback read.
 */
export function findRedirect(origin: string, pathname: string): RedirectRule | undefined {
  if (Date.now() - state.at > TTL_MS) refreshInBackground(origin)
  return state.rules.get(normalizeRedirectPath(pathname))
}

/** Starts one refresh unless one is under way; resolves when it ends (tests await it). */
export function refreshInBackground(origin: string): Promise<void> {
  state.inflight ??= refresh(origin).finally(() => {
    state.inflight = undefined
  })
  return state.inflight
}

async function refresh(origin: string): Promise<void> {
  try {
    const res = await fetch(`${origin}/api/public/redirects`, { cache: 'no-store' })
    if (!res.ok) throw new Error(`status ${res.status}`)
    const body = (await res.json()) as { redirects: RedirectRule[] }
    state.rules = new Map(body.redirects.map((r) => [normalizeRedirectPath(r.from), r]))
    const signature = JSON.stringify(body.redirects)
    if (signature !== state.signature) {
      state.signature = signature
      state.generation += 1
    }
    state.loaded = true
  } catch (error) {
    // Keep serving with the last known rules; try again after the TTL. Before the first
    // load the server may not listen yet: that is not worth a line in the log.
    if (state.loaded) console.error('redirect rules could not be loaded:', error instanceof Error ? error.message : error)
  } finally {
    state.at = Date.now()
  }
}
