import createMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'

import { routing } from './i18n/routing'
import { parseEnv } from './lib/env'
import { REDIRECT_COOKIE_MAX_AGE, redirectCookieName, sessionCookieName } from './lib/auth/cookies'
import { findRedirect } from './lib/redirectRules'
import { HSTS, newNonce, storefrontCsp } from './lib/security/csp'
import { TRACKING_COOKIE, landingEntry, parseTracking, serializeTracking } from './lib/cart/tracking'

// Locale detection (cookie, then Accept-Language) applies on / only; every other path
// says its language itself, so a shared link opens in the language it was shared in.
const intlDetecting = createMiddleware(routing)
const intlByPath = createMiddleware({ ...routing, localeDetection: false })

const env = parseEnv()
const internalOrigin = `http://127.0.0.1:${env.port}`

export default async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl

  const rule = await findRedirect(internalOrigin, pathname)
  if (rule) {
    const target = rule.to.startsWith('/') ? new URL(rule.to + request.nextUrl.search, request.url) : rule.to
    return NextResponse.redirect(target, Number(rule.status))
  }

  // The account area needs a session: a visitor goes to the login page, and the path they
  // wanted is kept for after sign-in. The page itself checks the session on the server.
  const secure = env.publicUrl.startsWith('https://')
  const account = /^(?:\/es\/mi-cuenta|\/my-account)(?:\/|$)/.exec(pathname)
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

  const nonce = newNonce()
  const csp = storefrontCsp(nonce, env.nodeEnv === 'development')
  const headers = new Headers(request.headers)
  headers.set('x-nonce', nonce)
  headers.set('content-security-policy', csp)
  headers.set('x-pathname', pathname)

  const handler = pathname === '/' ? intlDetecting : intlByPath
  const response = handler(new NextRequest(request, { headers }))

  response.headers.set('Content-Security-Policy', csp)
  const proto = request.headers.get('x-forwarded-proto') ?? request.nextUrl.protocol.replace(':', '')
  if (proto === 'https') response.headers.set('Strict-Transport-Security', HSTS)

  // Landing (spec section 3, trackingParams): the first path segment and any UTM
  // parameters, read by the cart when a line is added. Not HttpOnly: the browser reads it.
  const tracked = parseTracking(request.cookies.get(TRACKING_COOKIE)?.value)
  const landing = request.method === 'GET' ? landingEntry(pathname, request.nextUrl.searchParams, tracked) : null
  if (landing) {
    response.cookies.set(TRACKING_COOKIE, serializeTracking([...tracked, landing]), {
      path: '/',
      sameSite: 'lax',
      secure,
      maxAge: 30 * 24 * 3600,
    })
  }
  return response
}

export const config = {
  // Everything but the admin, the APIs, Next's assets and files with an extension;
  // the two sitemaps are the exception, as they are localized routes.
  matcher: ['/((?!api|admin|_next|.*\\..*).*)', '/sitemap.xml', '/es/sitemap.xml'],
}
