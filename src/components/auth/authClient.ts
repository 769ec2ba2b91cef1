/**
 * The storefront's calls to Better Auth (/api/auth/*), as plain fetches: the page's
 * language travels in a header so errors and the e-mail come in it.
 */
import { LOCALE_HEADER } from '@/lib/accounts/localeHeader'
import { retryFetch } from '@/lib/platform/net/browser/retryFetch'
import { RECAPTCHA_HEADER } from '@/lib/platform/services/recaptcha'

export type AuthUser = { id: string; email: string; name?: string | null; nameFirst?: string | null; nameLast?: string | null }
export type AuthFailure = { status: number; code: string; message: string; retryAfter?: number }
export type AuthResult<T> = { ok: true; data: T } | { ok: false; error: AuthFailure }

async function call<T>(path: string, locale: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<AuthResult<T>> {
  try {
    const res = await retryFetch(`/api/auth${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json', [LOCALE_HEADER]: locale, ...extraHeaders },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
    })
    const json = (await res.json().catch(() => null)) as
      (Record<string, unknown> & { code?: string; message?: string; retryAfter?: number }) | null
    if (!res.ok) {
      const retry = Number(res.headers.get('Retry-After') ?? json?.retryAfter)
      return {
        ok: false,
        error: {
          status: res.status,
          code: String(json?.code ?? res.status),
          message: String(json?.message ?? ''),
          retryAfter: Number.isFinite(retry) ? retry : undefined,
        },
      }
    }
    return { ok: true, data: json as T }
  } catch {
    return { ok: false, error: { status: 0, code: 'network', message: '' } }
  }
}

export const authApi = {
  session: (locale: string) => call<{ user: AuthUser } | null>('/get-session', locale),
  /** With reCAPTCHA on, the page's token goes along (src/lib/platform/services/recaptcha.ts checks it). */
  sendCode: (email: string, locale: string, recaptchaToken?: string) =>
    call<{ success: boolean }>(
      '/email-otp/send-verification-otp',
      locale,
      { email, type: 'sign-in' },
      recaptchaToken ? { [RECAPTCHA_HEADER]: recaptchaToken } : {},
    ),
  verifyCode: (email: string, otp: string, locale: string) => call<{ user: AuthUser }>('/sign-in/email-otp', locale, { email, otp }),
  google: (callbackURL: string, locale: string) =>
    call<{ url?: string }>('/sign-in/social', locale, { provider: 'google', callbackURL, disableRedirect: true }),
  signOut: (locale: string) => call<{ success: boolean }>('/sign-out', locale, {}),
}

/** A loose check of an address: something@something.tld, no spaces. */
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim())
