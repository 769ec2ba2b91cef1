import type { PublicServices } from './rules'

const TTL_MS = 1000
const FIRST_LOAD_WAIT_MS = 2000

type State = { at: number; loaded: boolean; services: PublicServices; inflight?: Promise<void> }
const state: State = ((globalThis as { __switchyardServices?: State }).__switchyardServices ??= { at: 0, loaded: false, services: {} })

/**
 * The proxy's view of the configured services, for the policy of the pages it renders per
 * request: read over loopback from the app's own endpoint (the proxy bundle has no database
 * driver), at most about a second old, so a change in the admin applies within a second.
 * Only the very first request waits for it (at most 2 s); later ones answer from what is
 * known and refresh in the background.
 */
export async function proxyServices(origin: string): Promise<PublicServices> {
  if (Date.now() - state.at > TTL_MS) {
    const refreshing = refreshServices(origin)
    if (!state.loaded) await Promise.race([refreshing, new Promise((r) => setTimeout(r, FIRST_LOAD_WAIT_MS))])
  }
  return state.services
}

export function refreshServices(origin: string): Promise<void> {
  state.inflight ??= (async () => {
    try {
      const res = await fetch(`${origin}/api/public/services`, { cache: 'no-store' })
      if (!res.ok) throw new Error(`status ${res.status}`)
      state.services = ((await res.json()) as { services: PublicServices }).services
      state.loaded = true
    } catch (error) {
      if (state.loaded) console.error('services configuration could not be loaded:', error instanceof Error ? error.message : error)
    } finally {
      state.at = Date.now()
      state.inflight = undefined
    }
  })()
  return state.inflight
}
