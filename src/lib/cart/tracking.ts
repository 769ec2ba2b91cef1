import type { Utm } from './lines'

/** The cookie of spec section 3: where the buyer landed and with which campaign. */
export const TRACKING_COOKIE = 'trackingParams'
export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const
export const MAX_TRACKING_ENTRIES = 10

export type TrackingEntry = { slug: string } & Partial<Record<(typeof UTM_PARAMS)[number], string>>

export function parseTracking(raw: string | null | undefined): TrackingEntry[] {
  if (!raw) return []
  try {
    // The server reads it decoded, the browser as stored (URI-encoded).
    const value = JSON.parse(raw.startsWith('%') ? decodeURIComponent(raw) : raw) as unknown
    return Array.isArray(value)
      ? value.filter(
          (e): e is TrackingEntry => Boolean(e) && typeof e === 'object' && typeof (e as TrackingEntry).slug === 'string',
        )
      : []
  } catch {
    return []
  }
}

/**
 * The entry a landing adds (the first path segment after the language, and any UTM
 * parameters), or null when this request is not a landing worth recording: a visit
 * without UTM parameters is recorded only when nothing is recorded yet.
 */
export function landingEntry(
  pathname: string,
  search: URLSearchParams,
  existing: readonly TrackingEntry[],
): TrackingEntry | null {
  const segments = pathname.split('/').filter(Boolean)
  const slug = (segments[0] === 'es' || segments[0] === 'en' ? segments[1] : segments[0]) ?? ''
  const entry: TrackingEntry = { slug }
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

/** The cookie's value (the response encodes it). */
export const serializeTracking = (entries: readonly TrackingEntry[]) => JSON.stringify(entries.slice(-MAX_TRACKING_ENTRIES))

/** The UTM fields a new cart line carries: those of the latest landing that had any. */
export function utmOf(entries: readonly TrackingEntry[]): Utm {
  const last = [...entries].reverse().find((e) => UTM_PARAMS.some((p) => e[p]))
  if (!last) return {}
  return {
    utmSource: last.utm_source ?? null,
    utmMedium: last.utm_medium ?? null,
    utmCampaign: last.utm_campaign ?? null,
    utmTerm: last.utm_term ?? null,
    utmContent: last.utm_content ?? null,
  }
}

/** In the browser: the UTM fields from the cookie. */
export function readUtm(): Utm {
  if (typeof document === 'undefined') return {}
  const raw = document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${TRACKING_COOKIE}=`))
    ?.slice(TRACKING_COOKIE.length + 1)
  return utmOf(parseTracking(raw))
}
