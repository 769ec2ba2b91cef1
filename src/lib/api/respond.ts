import { NextResponse, type NextRequest } from 'next/server'
import { getTranslations } from 'next-intl/server'

import { defaultLocale, isLocale, LOCALE_COOKIE, type Locale } from '@/i18n/locales'

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

/** `{ error: { code, message, ...details } }` with the message in the buyer's language. */
export async function apiError(
  request: NextRequest,
  status: number,
  code: ApiErrorCode,
  details: Record<string, unknown> = {},
): Promise<NextResponse> {
  const t = await getTranslations({ locale: apiLocale(request), namespace: 'apiErrors' })
  return NextResponse.json({ error: { code, message: t(code, { ...stringValues(details) }), ...details } }, { status })
}

const stringValues = (d: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(d).filter(([, v]) => typeof v === 'string' || typeof v === 'number')) as Record<string, string | number>

/** Reads a JSON body; undefined when it is not JSON. */
export async function readJson(request: NextRequest): Promise<unknown> {
  try {
    return await request.json()
  } catch {
    return undefined
  }
}

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
