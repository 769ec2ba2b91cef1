import { createHash, pbkdf2, randomBytes } from 'node:crypto'

import { APIError, AuthenticationError, type CollectionConfig, type CollectionSlug, type PayloadRequest } from 'payload'

import { clientIp } from '@/lib/accounts/clientIp'
import { authMessage, localeOf } from '@/lib/accounts/messages'
import { hit, LIMITS, refund, type Limit, type LimitStore } from '@/lib/accounts/server/rateLimit'

type Hooks = NonNullable<CollectionConfig['hooks']>
type Counted = [Limit, string][]

/**
 * Payload 3.90's password hashes (payload/dist/auth/strategies/local/generatePasswordSaltHash.js):
 * pbkdf2 with SHA-256, 600,000 iterations, 32 bytes, stored behind this prefix. Hashes without
 * it are older (25,000 iterations, 512 bytes); Payload rehashes them at their next sign-in.
 * tests/unit/auth/staffSignIn.test.ts checks these against Payload's own code.
 */
export const PAYLOAD_HASH = {
  current: { prefix: 'pbkdf2-sha256-v1:', iterations: 600_000, keyLength: 32 },
  legacy: { iterations: 25_000, keyLength: 512 },
} as const

/** The SHA-256 rounds pbkdf2 does: its iterations for each 32-byte block of output. */
const rounds = (p: { iterations: number; keyLength: number }) => p.iterations * Math.ceil(p.keyLength / 32)

/**
 * The pbkdf2 iterations (32 bytes of output) that bring a sign-in against an account with this
 * stored hash to the cost of checking a current hash: none for a current hash, the whole
 * check's for no hash (an unknown address; Payload checks nothing then), and 200,000 for an
 * older hash (25,000 × 16 blocks = 400,000 rounds of 600,000).
 */
export function paddingFor(hash: unknown): number {
  if (typeof hash !== 'string') return rounds(PAYLOAD_HASH.current)
  if (hash.startsWith(PAYLOAD_HASH.current.prefix)) return 0
  return Math.max(0, rounds(PAYLOAD_HASH.current) - rounds(PAYLOAD_HASH.legacy))
}

const dummySalt = randomBytes(32).toString('hex')

/** Password-check work against no stored hash, so that every failure costs what a wrong password costs. */
function spend(password: string, iterations: number): Promise<void> {
  if (iterations <= 0) return Promise.resolve()
  return new Promise((resolve) => pbkdf2(password, dummySalt, iterations, 32, 'sha256', () => resolve()))
}

/** A throttled staff sign-in (429): logged as one info line, as every refusal (src/lib/platform/server/payloadLogger.ts). */
class TooManySignIns extends APIError {
  constructor(message: string) {
    super(message, 429, null, true)
    this.name = 'TooManySignIns'
  }
}

/**
 * Password reset by e-mail is off, for every address alike (403). The shop gives Payload no
 * mail transport (its reset mail reached only the server log), and the work Payload did for a
 * staff address and not for another (a token written, a mail attempted) let anyone list the
 * staff's addresses by timing. Staff set each other's passwords in the admin.
 */
class ResetByMailOff extends APIError {
  constructor(message: string) {
    super(message, 403, null, true)
    this.name = 'ResetByMailOff'
  }
}

/** Where the limits a sign-in counted wait for its outcome: a right password gives them back (`afterLogin`). */
const COUNTED = 'staffSignInCounted'

async function count(req: PayloadRequest, limit: Limit, subject: string, counts: LimitStore, counted: Counted): Promise<void> {
  const verdict = await hit(limit, subject, counts)
  if (verdict.ok) {
    counted.push([limit, subject])
    return
  }
  // Payload's error answer (routeError) carries req.responseHeaders.
  const headers = req.responseHeaders ?? new Headers()
  headers.set('Retry-After', String(verdict.retryAfter))
  req.responseHeaders = headers
  throw new TooManySignIns(authMessage(localeOf(req.headers), 'staffTooManyTries', { minutes: Math.ceil(verdict.retryAfter / 60) }))
}

/**
 * Before Payload reads the account: the throttle, counted before the check so that many
 * requests sent at once cannot all pass one count; then whatever password-check work the
 * account's hash falls short of (`paddingFor`). An address no staff member has gets all of it
 * and then Payload's own wrong-password error.
 */
async function beforeLogin(
  data: Record<string, unknown> | undefined,
  req: PayloadRequest,
  slug: CollectionSlug,
  counts: LimitStore,
): Promise<void> {
  const email = typeof data?.email === 'string' ? data.email.toLowerCase().trim() : ''
  const password = data?.password
  // Payload answers these 400 (a required field) alike for every address: nothing to count or check.
  if (!email || typeof password !== 'string' || password.trim() === '') return
  const ip = clientIp(req.headers)
  // The account's counters are kept under a digest: bounded keys, no address stored in Redis.
  const account = createHash('sha256').update(email).digest('hex').slice(0, 32)
  const counted: Counted = []
  req.context[COUNTED] = counted
  await count(req, LIMITS.staffSignInPerClient, ip, counts, counted)
  const perAccount = await hit(LIMITS.staffSignInPerAccount, account, counts)
  counted.push([LIMITS.staffSignInPerAccount, account])
  if (!perAccount.ok) await count(req, LIMITS.staffSignInPerAccountAndClient, `${account}|${ip}`, counts, counted)

  // Payload's own lookup (loginOperation), with the same condition.
  const user = await req.payload.db.findOne<{ id: number | string; hash?: unknown }>({
    collection: slug,
    req,
    where: { email: { equals: email } },
  })
  await spend(password, paddingFor(user?.hash))
  if (!user) throw new AuthenticationError(req.t)
}

/**
 * The staff's sign-in (`users`) against listing, guessing and locking out (SECURITY.md, "What
 * an attacker can and cannot do to a staff account"). In `beforeOperation`, so every way in
 * passes: the REST login the admin's form posts to, the first user's registration (which signs
 * in through the same operation), the Local API. Payload's own lock is off (`Users`).
 */
export function staffSignInHooks(counts: LimitStore): Pick<Hooks, 'beforeOperation' | 'afterLogin'> {
  return {
    beforeOperation: [
      async ({ args, collection, operation, req }) => {
        if (operation === 'login') await beforeLogin(args.data, req, collection.slug, counts)
        // The reset token is a secret too: each try counts as a wrong sign-in of the client.
        if (operation === 'resetPassword') await count(req, LIMITS.staffSignInPerClient, clientIp(req.headers), counts, [])
        if (operation === 'forgotPassword') throw new ResetByMailOff(authMessage(localeOf(req.headers), 'staffResetOff'))
        return args
      },
    ],
    afterLogin: [
      async ({ req }) => {
        const counted = req.context[COUNTED] as Counted | undefined
        delete req.context[COUNTED]
        if (counted) await Promise.all(counted.map(([limit, subject]) => refund(limit, subject, counts)))
      },
    ],
  }
}
