// Plain JavaScript: used by the HTTP front server (src/server/serve.mjs) before Next or its
// response cache sees a request.
//
// One reading of a request. The response cache (./responseCache.mjs) keys an answer on what
// Next reads from the request; where the two could read one header differently (a cookie
// name with a space, a list of forwarded protocols), an answer made for one request could be
// stored under the key of another and sent to everyone who asks that one (issue 23). So the
// headers both read are rewritten here to one canonical spelling first, and the cache parses
// the rest with Next's own code.
import { parseCookie as nextParseCookie } from 'next/dist/compiled/@edge-runtime/cookies/index.js'

const trim = (/** @type {string} */ s) => s.replace(/^[ \t]+|[ \t]+$/g, '')

/**
 * The cookies of a `Cookie` header as Next, next-intl and the proxy read them
 * (`request.cookies`): Next's own parser (pairs split on `; *`, the name up to the first
 * `=`, the value percent-decoded, a pair that does not decode skipped, the last of a name
 * wins, a pair without `=` is the name with the value "true").
 * @type {(header: string) => Map<string, string>}
 */
export const parseCookie = nextParseCookie

/**
 * A `Cookie` header in its canonical spelling, or undefined when nothing is left: pairs as
 * RFC 6265 reads them (split on `;`, name and value trimmed of spaces and tabs), pairs
 * without a name or without `=` dropped, joined by "; " in their order. Values are kept as
 * sent (still percent-encoded), so whoever decodes them decodes once. A browser sends
 * cookies this way already; only a hand-made header changes.
 * @param {string | undefined} header
 * @example canonicalCookie('i18n_redirected= es ;;a=1;=x;b') // 'i18n_redirected=es; a=1'
 */
export function canonicalCookie(header) {
  if (header === undefined) return undefined
  const pairs = []
  for (const part of header.split(';')) {
    const i = part.indexOf('=')
    if (i < 0) continue
    const name = trim(part.slice(0, i))
    if (name) pairs.push(`${name}=${trim(part.slice(i + 1))}`)
  }
  return pairs.length ? pairs.join('; ') : undefined
}

/**
 * The scheme a request came in with, from `X-Forwarded-Proto` (a list when several proxies
 * set it): "https" when any of them says https, as Next itself reads it for the request's
 * URL, else "http". The shop serves plain http and uses it only to send HSTS (SECURITY.md).
 * @param {string | string[] | undefined} header
 */
export function canonicalProto(header) {
  const list = Array.isArray(header) ? header.join(',') : (header ?? '')
  return list.split(',').some((p) => trim(p).toLowerCase() === 'https') ? 'https' : 'http'
}

/**
 * Rewrites the headers a cached answer depends on to their canonical spelling, in place,
 * before the response cache and Next read them.
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
export function canonicalizeHeaders(headers) {
  const cookie = canonicalCookie(headers.cookie)
  if (cookie === undefined) delete headers.cookie
  else headers.cookie = cookie
  headers['x-forwarded-proto'] = canonicalProto(headers['x-forwarded-proto'])
}
