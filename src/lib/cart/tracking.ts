import type { Utm } from './lines'

import { parseTracking, type TrackingEntry, UTM_PARAMS, TRACKING_COOKIE } from './landing.mjs'

// The cookie's rules are plain JavaScript, shared with the front server's response cache.
export { landingEntry, parseTracking, serializeTracking, TRACKING_COOKIE, TRACKING_MAX_AGE } from './landing.mjs'
export type { TrackingEntry } from './landing.mjs'

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
