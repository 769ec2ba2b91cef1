import { retryFetch } from './retryFetch'

/** docs/interface.md, "A new version of the shop": the build file is read every 5 minutes and on focus, at most once per 10 s. */
export const VERSION_CHECK_MS = 5 * 60_000
export const VERSION_GUARD_MS = 10_000
export const LATEST_PATH = '/builds/latest.json'

type Target = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>
type Options = {
  /** The build this page was rendered by. */
  current: string
  /** Called once, with the server's build id, when it differs from `current`. */
  onNewVersion: (buildId: string) => void
  fetch?: typeof fetch
  now?: () => number
  win?: Target & { setInterval: typeof setInterval; clearInterval: typeof clearInterval }
  doc?: Target & { visibilityState: DocumentVisibilityState }
}

/** The running build's id, or undefined when the file cannot be read now (nothing is shown then). */
export async function latestBuildId(doFetch: typeof fetch = fetch, now = Date.now()): Promise<string | undefined> {
  try {
    // The timestamp query passes any cache between here and the server.
    const res = await retryFetch(`${LATEST_PATH}?t=${now}`, { cache: 'no-store' }, { fetch: doFetch })
    if (!res.ok) return undefined
    const body = (await res.json()) as { buildId?: unknown }
    return typeof body.buildId === 'string' && body.buildId ? body.buildId : undefined
  } catch {
    return undefined
  }
}

/**
 * Watches for a new deployment while the page is open: checks every 5 minutes and when the
 * window regains focus or the tab becomes visible (not twice within 10 s), and tells
 * `onNewVersion` once. It never reloads by itself. Returns the function that stops it.
 */
export function watchVersion({ current, onNewVersion, fetch: doFetch, now = Date.now, win = window, doc = document }: Options): () => void {
  let last = -Infinity
  let stopped = false
  const check = async () => {
    if (stopped || now() - last < VERSION_GUARD_MS) return
    last = now()
    const latest = await latestBuildId(doFetch, last)
    if (stopped || !latest || latest === current) return
    stop()
    onNewVersion(latest)
  }
  const onFocus = () => void check()
  const onVisible = () => doc.visibilityState === 'visible' && void check()
  const timer = win.setInterval(onFocus, VERSION_CHECK_MS)
  win.addEventListener('focus', onFocus)
  doc.addEventListener('visibilitychange', onVisible)
  function stop() {
    stopped = true
    win.clearInterval(timer)
    win.removeEventListener('focus', onFocus)
    doc.removeEventListener('visibilitychange', onVisible)
  }
  return stop
}
