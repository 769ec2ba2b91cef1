import { betterAuth } from 'better-auth'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { nextCookies } from 'better-auth/next-js'
import { bearer, emailOTP, genericOAuth } from 'better-auth/plugins'

import { loadEnv, type Env } from '@/lib/env'

import { authDatabase } from './database'
import { sendMail, signInMail } from './mail'
import { authMessage, localeOf } from './messages'
import { hit, LIMITS, type Limit } from './rateLimit'

/** The session cookie's prefix: the cookie is `switchyard.session_token` (`__Secure-` over https). */
export const COOKIE_PREFIX = 'switchyard'

/** The client's IP for rate limits: from X-Forwarded-For only behind a trusted proxy (TRUSTED_PROXY=1). */
export function clientIp(headers: Headers | undefined | null, env: Pick<Env, 'trustedProxy'>): string {
  const forwarded = headers?.get('x-forwarded-for') ?? ''
  // Next fills the header with the socket's address when a request arrives without one;
  // without a trusted proxy a client may have sent its own, so the whole value is the key.
  return (env.trustedProxy ? forwarded.split(',')[0] : forwarded).trim() || 'unknown'
}

async function enforce(limit: Limit, subject: string, env: Env, headers: Headers | undefined) {
  const verdict = await hit(limit, subject, env.redisUrl)
  if (verdict.ok) return
  const message = authMessage(localeOf(headers), 'tooManyRequests', { seconds: verdict.retryAfter })
  throw new APIError('TOO_MANY_REQUESTS', { code: 'rate-limited', message, retryAfter: verdict.retryAfter }, { 'Retry-After': String(verdict.retryAfter) })
}

/** Splits a full name at its first space, for the profile's first and last name. */
export function splitName(full: string | undefined | null): { nameFirst?: string; nameLast?: string } {
  const name = (full ?? '').trim().replace(/\s+/g, ' ')
  if (!name) return {}
  const at = name.indexOf(' ')
  return at < 0 ? { nameFirst: name } : { nameFirst: name.slice(0, at), nameLast: name.slice(at + 1) }
}

export function createAuth(env: Env) {
  return betterAuth({
    appName: 'Switchyard',
    baseURL: env.publicUrl,
    basePath: '/api/auth',
    secret: env.authSecret,
    database: authDatabase(env),
    trustedOrigins: [env.publicUrl],
    user: {
      additionalFields: {
        nameFirst: { type: 'string', required: false },
        nameLast: { type: 'string', required: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      // Refreshed once a day of use, long before it expires.
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: env.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    // Better Auth's own per-IP limiter, on in every mode; the sign-in limits are below.
    rateLimit: { enabled: true, window: 60, max: 100, storage: 'memory' },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const headers = ctx.headers
        const email = typeof ctx.body?.email === 'string' ? ctx.body.email.trim().toLowerCase() : ''
        if (ctx.path === '/email-otp/send-verification-otp') {
          await enforce(LIMITS.sendPerIp, clientIp(headers, env), env, headers)
          if (email) await enforce(LIMITS.sendPerEmail, email, env, headers)
        } else if (ctx.path === '/sign-in/email-otp' && email) {
          await enforce(LIMITS.verifyPerEmail, email, env, headers)
        }
      }),
    },
    plugins: [
      emailOTP({
        otpLength: 6,
        expiresIn: 300,
        allowedAttempts: 3,
        storeOTP: 'hashed',
        // The plugin's own limit is per IP and path; ours (above) is per e-mail and per IP.
        rateLimit: { window: 60, max: 30 },
        async sendVerificationOTP({ email, otp }, ctx) {
          await sendMail(signInMail(email, otp, localeOf(ctx?.headers)), env)
        },
      }),
      ...(env.google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  discoveryUrl: env.google.discoveryUrl,
                  clientId: env.google.clientId,
                  clientSecret: env.google.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                  // A name Google knows is the profile's name: no complete-profile step.
                  mapProfileToUser: (profile: Record<string, unknown>) => {
                    const given = typeof profile.given_name === 'string' ? profile.given_name.trim() : ''
                    const family = typeof profile.family_name === 'string' ? profile.family_name.trim() : ''
                    const split = given || family ? { nameFirst: given || undefined, nameLast: family || undefined } : splitName(profile.name as string)
                    return { ...split, name: [split.nameFirst, split.nameLast].filter(Boolean).join(' ') }
                  },
                },
              ],
            }),
          ]
        : []),
      bearer(),
      nextCookies(),
    ],
  })
}

export type Auth = ReturnType<typeof createAuth>

type Global = { __switchyardAuth?: Auth }

/** The app's Better Auth instance (one per process). */
export function getAuth(): Auth {
  const g = globalThis as Global
  return (g.__switchyardAuth ??= createAuth(loadEnv()))
}
