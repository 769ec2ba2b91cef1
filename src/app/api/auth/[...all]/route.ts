import { toNextJsHandler } from 'better-auth/next-js'
import { NextResponse } from 'next/server'

import { HttpError, route } from '@/lib/api/route'
import { getAuth } from '@/lib/auth/auth'
import { authMessage, localeOf } from '@/lib/auth/messages'
import { servicesConfig } from '@/lib/services/config'
import { RECAPTCHA_HEADER, verifyRecaptcha } from '@/lib/services/recaptcha'

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
  const handlers = toNextJsHandler(getAuth())
  return method === 'POST' ? handlers.POST(request) : handlers.GET(request)
})

export { handle as GET, handle as POST }
