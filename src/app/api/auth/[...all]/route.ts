import { toNextJsHandler } from 'better-auth/next-js'
import { NextResponse } from 'next/server'

import { HttpError, route } from '@/lib/platform/http/server/route'
import { getAuth } from '@/lib/accounts/server/auth'
import { authMessage, localeOf } from '@/lib/accounts/messages'
import { servicesConfig } from '@/lib/platform/services/server/config'
import { fitsInHeader } from '@/lib/platform/security/safeRedirect'
import { RECAPTCHA_HEADER, verifyRecaptcha } from '@/lib/platform/services/recaptcha'

export const dynamic = 'force-dynamic'

/**
 * The Better Auth endpoints the shop's pages use; every other one the library and its
 * plugins bring (passwords, password reset, e-mail change, verification mails, account
 * linking, user deletion...) answers 404 over HTTP, so nothing can send mail or change an
 * account through a path the shop never shows.
 */
const ALLOWED: Record<'GET' | 'POST', RegExp> = {
  GET: /^\/api\/auth\/(get-session|callback\/[a-z0-9-]+|error|ok)$/,
  POST: /^\/api\/auth\/(email-otp\/send-verification-otp|sign-in\/email-otp|sign-in\/social|sign-out|get-session)$/,
}

/**
 * Where Better Auth sends the browser back after Google. It writes these into a Location
 * header, which holds Latin-1 only: `callbackURL: "/€"` passed its checks (a relative path)
 * and answered 500 at the callback. The shop's pages send paths as the browser shows them,
 * percent-encoded; anything outside printable ASCII is refused when the sign-in starts.
 */
const RETURN_FIELDS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL']

async function returnPathProblem(request: Request): Promise<string | null> {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => null)
  if (typeof body !== 'object' || body === null) return null
  return (
    RETURN_FIELDS.find(
      (k) => typeof (body as Record<string, unknown>)[k] === 'string' && !fitsInHeader((body as Record<string, string>)[k]),
    ) ?? null
  )
}

/** Better Auth: e-mail codes, Google, sessions (docs/accounts.md, "Sign-in"). */
const handle = route({}, async ({ request }) => {
  const method = request.method === 'POST' ? 'POST' : 'GET'
  if (!ALLOWED[method].test(request.nextUrl.pathname)) throw new HttpError(404, 'not-found')
  // reCAPTCHA (when configured) before a code is mailed: the page's token, checked with the secret.
  if (method === 'POST' && request.nextUrl.pathname === '/api/auth/email-otp/send-verification-otp') {
    const verdict = await verifyRecaptcha((await servicesConfig()).recaptcha, request.headers.get(RECAPTCHA_HEADER), 'send_code')
    if (!verdict.ok) {
      return NextResponse.json(
        { code: 'RECAPTCHA_REFUSED', message: authMessage(localeOf(request.headers), 'recaptchaRefused') },
        { status: 403, headers: { 'Cache-Control': 'no-store' } },
      )
    }
  }
  if (method === 'POST' && request.nextUrl.pathname === '/api/auth/sign-in/social') {
    const field = await returnPathProblem(request)
    if (field) throw new HttpError(400, 'bad-request', { path: field, problem: 'other' })
  }
  const handlers = toNextJsHandler(getAuth())
  return method === 'POST' ? handlers.POST(request) : handlers.GET(request)
})

export { handle as GET, handle as POST }
