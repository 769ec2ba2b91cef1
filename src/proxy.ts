import createMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'

import { legacyPaths, routing } from './i18n/routing'
import { parseEnv } from '@/lib/platform/server/env'
import { REDIRECT_COOKIE_MAX_AGE, redirectCookieName, sessionCookieName } from '@/lib/accounts/cookies'
import { findRedirect, refreshInBackground } from '@/lib/content/redirectRules'
import { canonicalViewQuery, isListPath, viewRewrite } from './lib/catalogue/view'
import { proxyViewKeys } from './lib/catalogue/proxyViewKeys'
import { isDynamicPage } from '@/lib/content/dynamicPages'
import { isRedirectTarget, safeLocalPath } from '@/lib/platform/security/safeRedirect'
import { safeDecode } from '@/lib/catalogue/slug'
import { BASELINE_POLICY, HSTS, newNonce, storefrontCsp } from '@/lib/platform/security/server/csp'
import { serviceSources, RECAPTCHA_PAGE } from '@/lib/platform/services/csp'
import { proxyServices, refreshServices } from '@/lib/platform/services/proxyState'
import { TRACKING_COOKIE, TRACKING_MAX_AGE, landingEntry, parseTracking, serializeTracking } from './lib/cart/tracking'

// Locale detection (cookie, then Accept-Language) applies on / only; every other path
// says its language itself, so a shared link opens in the language it was shared in.
const intlDetecting = createMiddleware(routing)
const intlByPath = createMiddleware({ ...routing, localeDetection: false })

const env = parseEnv()
// Next's draft mode cookie: a staff preview renders per request.
const DRAFT_COOKIE = '__prerender_bypass'
const internalOrigin = `http://127.0.0.1:${env.port}`
// Load the rules as the proxy loads, so the first requests already see them.
void refreshInBackground(internalOrigin)
void refreshServices(internalOrigin)

export default async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  // A path whose escapes do not decode, or that decodes to a literal `%` (`/%25`: the
  // routing below decodes once more and fails), names no page: 400, not a 500.
  const decoded = safeDecode(pathname)
  if (decoded === null || decoded.includes('%')) {
    return new NextResponse('Bad request: the address cannot be read. / Solicitud incorrecta: no se puede leer la dirección.', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'" },
    })
  }

  // Spanish account paths that kept English words once: permanently to today's words.
  const legacy = legacyPaths[pathname.replace(/\/$/, '')]
  if (legacy) return NextResponse.redirect(new URL(legacy + request.nextUrl.search, request.url), 308)

  const rule = findRedirect(internalOrigin, pathname)
  // A staff rule goes to a path on this site (relative Location, with the query) or to an
  // absolute https:// URL; a stored target that is neither (saved before this check) is ignored.
  if (rule) {
    const local = safeLocalPath(rule.to + request.nextUrl.search)
    const target = local ?? (isRedirectTarget(rule.to) ? rule.to : null)
    // Next makes a Location on this host relative again as the proxy's answer leaves.
    if (target) return NextResponse.redirect(local ? new URL(local, request.url) : target, Number(rule.status))
  }

  // The account area and checkout need a session: a visitor goes to the login page, and the
  // path they wanted is kept for after sign-in. The page itself checks the session on the server.
  const secure = env.publicUrl.startsWith('https://')
  const account = /^(?:\/es\/mi-cuenta|\/my-account|\/es\/finalizar-compra|\/checkout)(?:\/|$)/.exec(pathname)
  if (account && !request.cookies.has(sessionCookieName(secure))) {
    const login = new URL(pathname.startsWith('/es/') ? '/es/iniciar-sesion' : '/login', request.url)
    const response = NextResponse.redirect(login, 307)
    response.cookies.set(redirectCookieName(secure), pathname + request.nextUrl.search, {
      path: '/',
      sameSite: 'lax',
      secure,
      maxAge: REDIRECT_COOKIE_MAX_AGE,
    })
    return response
  }

  // Dynamic pages (and any page in a staff preview, which Next renders per request) get a
  // per-request nonce, which Next reads from the request's policy. Cached pages must not:
  // their HTML is shared, and their policy (script hashes) comes stored with it.
  const dynamic = isDynamicPage(pathname) || request.cookies.has(DRAFT_COOKIE)
  const headers = new Headers(request.headers)
  headers.delete('content-security-policy')
  headers.set('x-pathname', pathname)
  // The configured services' hosts: the tag manager and chat everywhere, reCAPTCHA on sign-in and checkout.
  const services = dynamic ? serviceSources(await proxyServices(internalOrigin), RECAPTCHA_PAGE.test(pathname)) : {}
  const csp = dynamic ? storefrontCsp(newNonce(), env.nodeEnv === 'development', services) : BASELINE_POLICY
  if (dynamic) headers.set('content-security-policy', csp)

  const handler = pathname === '/' ? intlDetecting : intlByPath
  const response = handler(new NextRequest(request, { headers }))
  if (!dynamic) await rewriteToCachedPage(request, response)

  response.headers.set('Content-Security-Policy', csp)
  const proto = request.headers.get('x-forwarded-proto') ?? request.nextUrl.protocol.replace(':', '')
  if (proto === 'https') response.headers.set('Strict-Transport-Security', HSTS)

  // Landing (docs/carts.md, trackingParams): the first path segment and any UTM
  // parameters, read by the cart when a line is added. Not HttpOnly: the browser reads it.
  const tracked = parseTracking(request.cookies.get(TRACKING_COOKIE)?.value)
  const landing = request.method === 'GET' ? landingEntry(pathname, request.nextUrl.searchParams, tracked) : null
  if (landing) {
    response.cookies.set(TRACKING_COOKIE, serializeTracking([...tracked, landing]), {
      path: '/',
      sameSite: 'lax',
      secure,
      maxAge: TRACKING_MAX_AGE,
    })
  }
  return response
}

/**
 * A cached page reads no query, so the rewrite to its internal route carries none: the
 * rewrite is sent to the browser (`x-middleware-rewrite`), and every spelling of a URL must
 * get the same answer, which the front server's response cache shares among them. A list
 * view with a query goes to the internal route that holds its canonical query in the path
 * (src/lib/catalogue/view.ts): the keys and values the list pages filter on only, so every
 * spelling of a view is one cached page, and a query of unknown keys is the default view;
 * the address bar keeps the URL the buyer asked for.
 */
async function rewriteToCachedPage(request: NextRequest, response: NextResponse) {
  const rewrite = response.headers.get('x-middleware-rewrite')
  if (!rewrite) return
  const target = new URL(rewrite)
  target.search = ''
  if (request.nextUrl.search && isListPath(target.pathname)) {
    const internal = viewRewrite(target.pathname, canonicalViewQuery(request.nextUrl.searchParams, await proxyViewKeys(internalOrigin)))
    if (internal) target.pathname = internal
  }
  response.headers.set('x-middleware-rewrite', target.toString())
}

export const config = {
  // Everything but the admin, the APIs, Next's assets, the two files of public/, robots.ts and
  // the build's version file: a path with a dot (/foo.php) is a storefront 404 with its nonce and CSP.
  matcher: ['/((?!api(?:/|$)|admin(?:/|$)|_next/|favicon\\.svg$|robots\\.txt$|builds/latest\\.json$).*)'],
}
