import { NextResponse } from 'next/server'

import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/i18n/locales'
import { localRedirect } from '@/lib/platform/http/server/respond'
import { alternatePath } from '@/lib/content/server/hrefs'
import { safeLocalPath } from '@/lib/platform/security/safeRedirect'
import { route } from '@/lib/platform/http/server/route'

export const dynamic = 'force-dynamic'

/** A path and its query, the query normalized. */
function splitQuery(path: string): [string, string] {
  const at = path.indexOf('?')
  return at < 0 ? [path, ''] : [path.slice(0, at), new URLSearchParams(path.slice(at + 1)).toString()]
}

/**
 * The language switch: `?to=es&path=/article/x` answers a redirect to the same page in
 * the other language and keeps the choice in the locale cookie. Works without script.
 */
export const GET = route({}, async ({ request }) => {
  const to = request.nextUrl.searchParams.get('to')
  const path = request.nextUrl.searchParams.get('path') ?? '/'
  if (!isLocale(to)) {
    return NextResponse.json({ error: { code: 'invalid-locale', message: 'to must be en or es' } }, { status: 400 })
  }
  // Only paths on this site: no scheme, no protocol-relative //host, nothing a browser reads as one.
  if (safeLocalPath(path) === null) {
    return NextResponse.json({ error: { code: 'invalid-path', message: 'path must be a path on this site' } }, { status: 400 })
  }
  // The page's query (list filters, sort, page) carries over: its values are the same in both languages.
  const [pathname, query] = splitQuery(path)
  const alternate = await alternatePath(pathname, to)
  const target = query && alternate !== '/' && alternate !== '/es' ? `${alternate}?${query}` : alternate
  const response = localRedirect(target, 303)
  response.cookies.set(LOCALE_COOKIE, to, { maxAge: LOCALE_COOKIE_MAX_AGE, path: '/', sameSite: 'lax' })
  return response
})
