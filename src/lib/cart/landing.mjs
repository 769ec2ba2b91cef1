// Plain JavaScript: shared by the proxy (through src/lib/cart/tracking.ts) and the HTTP
// front server (src/server/serve.mjs), which sets the same cookie on pages it answers
// from its response cache.

/** The landing cookie (docs/carts.md): where the buyer landed and with which campaign. */
export const TRACKING_COOKIE = 'trackingParams'
export const UTM_PARAMS = /** @type {const} */ (['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'])
export const MAX_TRACKING_ENTRIES = 10
/** How long the browser keeps the cookie: 30 days. */
export const TRACKING_MAX_AGE = 30 * 24 * 3600

/**
 * @typedef {{ slug: string } & Partial<Record<(typeof UTM_PARAMS)[number], string>>} TrackingEntry
 */

/**
 * @param {string | null | undefined} raw
 * @returns {TrackingEntry[]}
 */
export function parseTracking(raw) {
  if (!raw) return []
  try {
    // The server reads it decoded, the browser as stored (URI-encoded).
    const value = JSON.parse(raw.startsWith('%') ? decodeURIComponent(raw) : raw)
    return Array.isArray(value) ? value.filter((e) => Boolean(e) && typeof e === 'object' && typeof e.slug === 'string') : []
  } catch {
    return []
  }
}

/**
 * The entry a landing adds (the first path segment after the language, and any UTM
 * parameters), or null when this request is not a landing worth recording: a visit
 * without UTM parameters is recorded only when nothing is recorded yet.
 * @param {string} pathname
 * @param {URLSearchParams} search
 * @param {readonly TrackingEntry[]} existing
 * @returns {TrackingEntry | null}
 */
export function landingEntry(pathname, search, existing) {
  const segments = pathname.split('/').filter(Boolean)
  const slug = (segments[0] === 'es' || segments[0] === 'en' ? segments[1] : segments[0]) ?? ''
  /** @type {TrackingEntry} */
  const entry = { slug }
  let utm = false
  for (const p of UTM_PARAMS) {
    const v = search.get(p)?.trim()
    if (v) {
      entry[p] = v.slice(0, 200)
      utm = true
    }
  }
  if (!utm && existing.length > 0) return null
  return entry
}

/**
 * The cookie's value (the response encodes it).
 * @param {readonly TrackingEntry[]} entries
 */
export const serializeTracking = (entries) => JSON.stringify(entries.slice(-MAX_TRACKING_ENTRIES))
