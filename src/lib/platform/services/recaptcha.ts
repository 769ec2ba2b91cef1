/**
 * reCAPTCHA v3 on the server: the token a page got from `grecaptcha.execute` is checked
 * with the secret at Google's siteverify endpoint (RECAPTCHA_VERIFY_URL in tests) before
 * the request does anything. Off (always passes) when no keys are configured.
 */

/** The header the storefront sends the token in. */
export const RECAPTCHA_HEADER = 'x-recaptcha-token'

export type RecaptchaCheck = { siteKey: string; secret: string; threshold: number; verifyUrl: string }

export type Verdict =
  { ok: true } | { ok: false; reason: 'missing-token' | 'unverified' | 'low-score' | 'wrong-action' | 'unavailable'; score?: number }

const TIMEOUT_MS = 5000

/**
 * Whether the token passes: Google says success, the action is the one expected and the
 * score reaches the threshold. A verification that cannot be reached fails closed.
 */
export async function verifyRecaptcha(
  check: RecaptchaCheck | undefined,
  token: string | null | undefined,
  action: string,
  remoteIp?: string,
  fetchImpl: typeof fetch = fetch,
): Promise<Verdict> {
  if (!check) return { ok: true }
  if (!token || token.length > 4096) return { ok: false, reason: 'missing-token' }
  const form = new URLSearchParams({ secret: check.secret, response: token })
  if (remoteIp) form.set('remoteip', remoteIp)
  let body: { success?: boolean; score?: number; action?: string }
  try {
    const res = await fetchImpl(check.verifyUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: 'no-store',
    })
    if (!res.ok) return { ok: false, reason: 'unavailable' }
    body = (await res.json()) as typeof body
  } catch {
    return { ok: false, reason: 'unavailable' }
  }
  if (body.success !== true) return { ok: false, reason: 'unverified' }
  if (body.action !== undefined && body.action !== action) return { ok: false, reason: 'wrong-action' }
  const score = typeof body.score === 'number' ? body.score : 0
  if (score < check.threshold) return { ok: false, reason: 'low-score', score }
  return { ok: true }
}
