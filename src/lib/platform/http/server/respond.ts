import { NextResponse, type NextRequest } from 'next/server'
import { getTranslations } from 'next-intl/server'

import { defaultLocale, isLocale, LOCALE_COOKIE, type Locale } from '@/i18n/locales'
import { locationOf, safeLocalPath } from '@/lib/platform/security/safeRedirect'

/** The buyer's language for an API answer: ?locale=, then the locale cookie, then Accept-Language. */
export function apiLocale(request: NextRequest): Locale {
  const query = request.nextUrl.searchParams.get('locale')
  if (isLocale(query)) return query
  const cookie = request.cookies.get(LOCALE_COOKIE)?.value
  if (isLocale(cookie)) return cookie
  const accepted = (request.headers.get('accept-language') ?? '').toLowerCase()
  return /^\s*es\b/.test(accepted) ? 'es' : defaultLocale
}

export type ApiErrorCode =
  | 'bad-request'
  | 'invalid-json'
  | 'too-many-lines'
  | 'not-found'
  | 'forbidden'
  | 'invalid-zip'
  | 'carrier-not-offered'
  | 'shipper-number-missing'
  | 'unknown-part'
  | 'invalid-quantity'
  | 'unauthorized'
  | 'rate-limited'
  | 'conflict'
  | 'payload-too-large'
  | 'too-large'
  | 'internal'
  | 'invalid-country'
  | 'invalid-state'
  | 'invalid-phone'
  | 'read-only-address'
  | 'missing-idempotency-key'
  | 'price-on-request'
  | 'price-changed'
  | 'cart-changed'
  | 'terms-not-approved'
  | 'po-required'
  | 'customer-exists'
  | 'too-many-saved-carts'
  | 'not-payable'
  | 'payment-pending'
  | 'payment-unavailable'
  | 'bad-signature'
  | 'recaptcha-refused'
  | 'bad-token'
  | 'bad-rows'
  | 'empty-number'
  | 'number-too-long'
  | 'bad-email'
  | 'duplicate-line'
  | 'quote-too-many-lines'
  | 'quantity-step'
  | 'need-by-past'
  | 'quote-expired'
  | 'quote-not-allowed'
  | 'too-many-attachments'
  | 'attachment-too-large'
  | 'attachment-type'

/** Every refusal's body: the code, the message in the buyer's language, and the details (`path`...). */
export type ApiErrorBody = { error: { code: ApiErrorCode; message: string } & Record<string, unknown> }

/** `{ error: { code, message, ...details } }` with the message in the buyer's language. */
export async function apiError(
  request: NextRequest,
  status: number,
  code: ApiErrorCode,
  details: Record<string, unknown> = {},
): Promise<NextResponse<ApiErrorBody>> {
  const t = await getTranslations({ locale: apiLocale(request), namespace: 'apiErrors' })
  return NextResponse.json<ApiErrorBody>({ error: { code, message: t(code, { ...stringValues(details) }), ...details } }, { status })
}

const stringValues = (d: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(d).filter(([, v]) => typeof v === 'string' || typeof v === 'number')) as Record<string, string | number>

type Issue = { code: string; path: readonly PropertyKey[]; expected?: unknown; input?: unknown }

/**
 * A validation issue (parsed with `reportInput: true`, so a missing value is told from a wrong one) as the details of a `bad-request` answer: where (`items.0.qty`), what
 * kind of problem, and the type expected; the message is worded from these in the buyer's
 * language (the validator's own English text is not shown).
 */
export function badRequestDetails(issue: Issue): { path: string; problem: 'type' | 'range' | 'required' | 'other'; expected?: string } {
  const path = issue.path.map(String).join('.') || '(body)'
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined) return { path, problem: 'required' }
    return { path, problem: 'type', expected: String(issue.expected) }
  }
  if (issue.code === 'too_big' || issue.code === 'too_small') return { path, problem: 'range' }
  return { path, problem: 'other' }
}

/**
 * A redirect to a path on this site with a relative Location, so it stays on whatever host
 * the buyer used (behind a proxy, PUBLIC_URL's) and can never name another; a path that
 * could lead elsewhere goes to `fallback`. Characters outside ASCII are percent-encoded
 * (`locationOf`): `/api/preview/exit?path=/€` answered 500.
 */
export function localRedirect(path: string, status: 301 | 302 | 303 | 307 | 308, fallback = '/'): NextResponse {
  const safe = safeLocalPath(path)
  return new NextResponse(null, { status, headers: { Location: safe === null ? fallback : locationOf(safe) } })
}
