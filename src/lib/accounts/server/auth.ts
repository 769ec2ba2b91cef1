import { betterAuth } from 'better-auth'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { nextCookies } from 'better-auth/next-js'
import { bearer, emailOTP, genericOAuth } from 'better-auth/plugins'

import { getLogger } from '@/lib/platform/observability/server/log.mjs'
import { loadEnv, type Env } from '@/lib/platform/server/env'
import { CLIENT_ADDRESS_HEADER } from '@/lib/platform/net/frontHeaders.mjs'

import { clientIp } from '../clientIp'
import { authDatabase } from './database'
import { sendMail, signInMail } from './mail'
import { authMessage, localeOf } from '../messages'
import { authLimiterStorage, hit, LIMITS, reset, type Limit } from './rateLimit'

/** Better Auth's per-address limit on the session read (GET /api/auth/get-session), sized for many tabs behind one address. */
export const SESSION_READ_LIMIT = { window: 60, max: 1200 }

/** The session cookie's prefix: the cookie is `switchyard.session_token` (`__Secure-` over https). */
export const COOKIE_PREFIX = 'switchyard'

async function enforce(
  limit: Limit,
  subject: string,
  env: Env,
  headers: Headers | undefined,
  key: 'tooManyRequests' | 'tooManyAttempts' = 'tooManyRequests',
) {
  const verdict = await hit(limit, subject, env)
  if (verdict.ok) return
  const message = authMessage(localeOf(headers), key, { seconds: verdict.retryAfter })
  throw new APIError(
    'TOO_MANY_REQUESTS',
    { code: 'rate-limited', message, retryAfter: verdict.retryAfter },
    { 'Retry-After': String(verdict.retryAfter) },
  )
}

/** Splits a full name at its first space, for the profile's first and last name. */
export function splitName(full: string | undefined | null): { nameFirst?: string; nameLast?: string } {
  const name = (full ?? '').trim().replace(/\s+/g, ' ')
  if (!name) return {}
  const at = name.indexOf(' ')
  return at < 0 ? { nameFirst: name } : { nameFirst: name.slice(0, at), nameLast: name.slice(at + 1) }
}

/**
 * Better Auth's messages as the process's JSON lines (src/lib/platform/observability/server/log.mjs):
 * the message, and an error among its arguments as an error; its other arguments (a request's
 * body, a user) are left out.
 */
function authLogger() {
  const log = getLogger('better-auth')
  return {
    // Everything goes to pino, which keeps what LOG_LEVEL asks for.
    level: 'debug' as const,
    log(level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) {
      const err = args.find((a) => a instanceof Error)
      log[level](err ? { err } : {}, message)
    },
  }
}

export function createAuth(env: Env) {
  return betterAuth({
    appName: 'Switchyard',
    logger: authLogger(),
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
      // Better Auth's own limiter keys on the address the front server decided (src/server/serve.mjs).
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    // Better Auth's own per-IP limiter, on in every mode; the sign-in limits are below. Its
    // counts are the sign-in limits' (shared through Redis, in process while Redis is away).
    // The session read is the exception: every open tab reads it on load, on focus and every
    // 5 minutes, and an office of buyers shares one address. 1,200 a minute per address covers
    // some 100 buyers each opening a page every 5 seconds; a read is one indexed lookup, and
    // it proves nothing to a guesser (the cookie is 32 random bytes, signed).
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      customStorage: authLimiterStorage(env),
      customRules: { '/get-session': SESSION_READ_LIMIT },
    },
    // A session is what ties a browser to a web user's customers and prices, by e-mail: no
    // account and no session for an address nobody has proved (a Google account whose
    // provider does not vouch for it); e-mail codes prove theirs.
    databaseHooks: {
      user: { create: { before: async (user) => (user.emailVerified === true ? undefined : false) } },
      session: {
        create: {
          before: async (session, ctx) => {
            const user = await ctx?.context.internalAdapter.findUserById(session.userId)
            return user?.emailVerified === true ? undefined : false
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const headers = ctx.headers
        const email = typeof ctx.body?.email === 'string' ? ctx.body.email.trim().toLowerCase() : ''
        if (ctx.path === '/email-otp/send-verification-otp') {
          // Codes are for signing in; the plugin's other kinds (password reset, e-mail change) are not used here.
          if (ctx.body?.type !== 'sign-in') throw new APIError('BAD_REQUEST', { code: 'bad-request', message: 'type must be sign-in' })
          const ip = clientIp(headers)
          await enforce(LIMITS.sendPerIp, ip, env, headers)
          if (email) {
            await enforce(LIMITS.sendPerEmailAndIp, `${email}|${ip}`, env, headers)
            await enforce(LIMITS.sendPerEmail, email, env, headers)
            // A new code for this client: its tries at the old one start afresh.
            await reset(LIMITS.verifyPerEmailAndIp, `${email}|${ip}`, env)
          }
        } else if (ctx.path === '/sign-in/email-otp' && email) {
          const ip = clientIp(headers)
          await enforce(LIMITS.verifyPerIp, ip, env, headers)
          // This client's three tries at the code are spent: the same words as the code's own lock.
          await enforce(LIMITS.verifyPerEmailAndIp, `${email}|${ip}`, env, headers, 'tooManyAttempts')
        }
      }),
    },
    plugins: [
      emailOTP({
        otpLength: 6,
        expiresIn: 300,
        // Each client gets 3 tries at a code (verifyPerEmailAndIp above); this is the cap over
        // all clients together, so one client's wrong guesses cannot void a buyer's code, and
        // guessing stays at most 12 tries in a million per code.
        allowedAttempts: 12,
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
                    const split =
                      given || family ? { nameFirst: given || undefined, nameLast: family || undefined } : splitName(profile.name as string)
                    // Only the provider's own `email_verified: true` proves the address (no string, no default).
                    return {
                      ...split,
                      name: [split.nameFirst, split.nameLast].filter(Boolean).join(' '),
                      emailVerified: profile.email_verified === true,
                    }
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
