// Plain JavaScript: the front server's (src/server/serve.mjs) checks of a request's method
// and headers, before Next sees it. Pure, so the unit tests can call them.

/** The methods the shop answers at all; anything else (TRACE, TRACK, CONNECT...) is 405. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * Whether a request carries what Payload reads a member of staff from: its session cookie
 * (`payload-token`) or an Authorization header (a JWT or an API key). Not whether it is valid.
 * @param {Record<string, string | string[] | undefined>} headers
 */
function carriesStaffCredential(headers) {
  const cookie = headers.cookie
  const cookies = Array.isArray(cookie) ? cookie.join('; ') : (cookie ?? '')
  return /(?:^|;\s*)payload-token=[^;\s]/.test(cookies) || Boolean(headers.authorization)
}

/**
 * Why a request is refused before Next, as a status, or null to let it through.
 * - methods the shop does not know: 405;
 * - outside `/api` and `/admin`, only GET and HEAD: the storefront's pages and files take no
 *   body (it has no server actions), and Next fails on one it cannot parse;
 * - under `/admin`, a write must name a server action of this build (Payload's admin uses
 *   them): an unknown one is 404, none at all 405;
 * - and, with `requireStaff`, carry a staff credential: 401. Every action of the admin needs a
 *   member of staff (Payload's canAccessAdmin; the first user is made by `npm start`), and
 *   without one Next decoded the body and Payload threw, a 500, whatever was sent.
 * @param {string} method
 * @param {string} pathname with dot segments resolved
 * @param {Record<string, string | string[] | undefined>} headers
 * @param {ReadonlySet<string>} actions the server action ids of this build
 * @param {{ requireStaff?: boolean }} [options] off in development, where actions compile on demand
 * @returns {number | null}
 */
export function refusal(method, pathname, headers, actions, { requireStaff = true } = {}) {
  if (!KNOWN_METHODS.has(method)) return 405
  if (method === 'GET' || method === 'HEAD') return null
  if (/^\/api(\/|$)/.test(pathname)) return null
  if (!/^\/admin(\/|$)/.test(pathname)) return 405
  const action = headers['next-action']
  if (typeof action !== 'string' || action === '') return 405
  if (!actions.has(action)) return 404
  return requireStaff && !carriesStaffCredential(headers) ? 401 : null
}

/**
 * Drops what Next would fail on rather than refuse: a router-state header that is not the
 * JSON array it expects, and a Range on anything but an uploaded file.
 * @param {string} pathname
 * @param {Record<string, string | string[] | undefined>} headers changed in place
 */
export function sanitizeHeaders(pathname, headers) {
  const tree = headers['next-router-state-tree']
  if (tree !== undefined) {
    let ok = false
    try {
      ok = typeof tree === 'string' && Array.isArray(JSON.parse(decodeURIComponent(tree)))
    } catch {
      ok = false
    }
    if (!ok) delete headers['next-router-state-tree']
  }
  if (headers.range !== undefined && !/^\/api\/(media|files)\//.test(pathname)) delete headers.range
}
