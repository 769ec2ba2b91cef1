import { normalizeRedirectPath, type RedirectRule } from './redirects'

const TTL_MS = 1000

type State = { at: number; rules: Map<string, RedirectRule>; inflight?: Promise<void> }
const state: State = { at: 0, rules: new Map() }

/**
 * The proxy's view of the redirects collection, at most a second old: an edit in the
 * admin takes effect within a second without a rebuild. Read over loopback from the
 * app's own endpoint, since the proxy bundle does not carry the database drivers.
 */
export async function findRedirect(origin: string, pathname: string): Promise<RedirectRule | undefined> {
  if (Date.now() - state.at > TTL_MS) {
    state.inflight ??= refresh(origin).finally(() => {
      state.inflight = undefined
    })
    await state.inflight
  }
  return state.rules.get(normalizeRedirectPath(pathname))
}

async function refresh(origin: string): Promise<void> {
  try {
    const res = await fetch(`${origin}/api/public/redirects`, { cache: 'no-store' })
    if (!res.ok) throw new Error(`status ${res.status}`)
    const body = (await res.json()) as { redirects: RedirectRule[] }
    state.rules = new Map(body.redirects.map((r) => [normalizeRedirectPath(r.from), r]))
    state.at = Date.now()
  } catch (error) {
    // Keep serving with the last known rules; try again on the next request.
    console.error('redirect rules could not be loaded:', error instanceof Error ? error.message : error)
  }
}
