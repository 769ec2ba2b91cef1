// Plain JavaScript: used by the front server's response cache (./responseCache.mjs).
// What the cache keys an answer on: what Next and next-intl read of a request, read as they
// read it (the cookie and forwarded-protocol headers are canonical already: ./canonicalRequest.mjs).
import { canonicalViewQuery } from '../lib/catalogue/viewQuery.mjs'
import { parseCookie } from './canonicalRequest.mjs'

/** The locale cookie's name (LOCALE_COOKIE of src/i18n/locales.ts; a unit test checks they agree). */
export const LOCALE_COOKIE = 'i18n_redirected'
/** The locales (src/i18n/locales.ts; the same unit test checks them). */
export const LOCALES = ['en', 'es']
const DRAFT_COOKIE = '__prerender_bypass'
/** Request headers with which Next answers something other than the page's HTML. */
const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action', 'next-url']
/** @typedef {{ keys: import('../lib/catalogue/viewQuery.mjs').ViewKeys | null, generation: number }} ViewKeysState  the proxy's list view keys */

/** The cookies as Next reads them (the header is canonical already). */
const cookiesOf = (/** @type {string | undefined} */ header) => parseCookie(header ?? '')

/**
 * The key of a request this cache may answer, or null. Its last line is the view's
 * canonical query (empty without one).
 * @param {import('node:http').IncomingMessage} req
 * @param {string} pathname  decoded by the front server already
 * @param {ViewKeysState | undefined} view  the proxy's list view keys
 */
export function requestKey(req, pathname, view) {
  if (req.method !== 'GET') return null
  if (/^\/(?:api|admin|_next)(?:\/|$)/.test(pathname)) return null
  for (const h of ROUTER_HEADERS) if (req.headers[h] !== undefined) return null
  const url = req.url ?? '/'
  // A fragment is never sent by a browser; Next would read what follows as no query at all.
  if (url.includes('#')) return null
  const cookies = cookiesOf(req.headers.cookie)
  if (cookies.has(DRAFT_COOKIE)) return null
  const proto = req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http'
  // next-intl: a locale cookie it knows decides the language of `/`, and Accept-Language is
  // not read; without one (or with another value) Accept-Language decides, and whether the
  // cookie is set then depends on whether there was one.
  const locale = cookies.get(LOCALE_COOKIE)
  const language =
    locale !== undefined && LOCALES.includes(locale)
      ? `cookie ${locale}`
      : `${locale === undefined ? 'no' : 'other'} cookie, accept-language ${req.headers['accept-language'] ?? ''}`
  // It sets or corrects the cookie on navigations only (no Sec-Fetch-Dest, or "document").
  const dest = req.headers['sec-fetch-dest']
  const navigation = dest === undefined || dest === 'document' ? 'navigation' : 'fetch'
  const q = url.indexOf('?')
  const query = q < 0 ? '' : canonicalViewQuery(new URL(url, 'http://switchyard.invalid').searchParams, view?.keys ?? null)
  return [
    proto,
    req.headers['accept-encoding'] ?? '',
    language,
    navigation,
    q < 0 ? url : url.slice(0, q),
    query && `${view?.generation ?? 0} ${query}`,
  ].join('\n')
}
