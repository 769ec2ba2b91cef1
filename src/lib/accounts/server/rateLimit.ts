import { getLogger } from '@/lib/platform/observability/server/log.mjs'
import { resilientRedis, withinRedisTimeout } from '@/lib/platform/server/redis.mjs'

const log = getLogger('sign-in-limits')

/**
 * Fixed-window counters for the sign-in limits and Better Auth's own limiter: in process in
 * the embedded mode, in Redis (REDIS_URL, keys under REDIS_PREFIX) when several instances
 * must share them. A hit returns whether it is allowed and, when not, how many seconds until
 * the window ends.
 *
 * While Redis is away or does not answer within its timeout, the counts go on in this process
 * (fail open, README "Operating the shop"): an answer within a second either way, limits
 * per instance for the outage rather than nobody signing in.
 */
export type Limit = { name: string; max: number; windowSeconds: number }
export type Verdict = { ok: true } | { ok: false; retryAfter: number }

/**
 * The limits chosen (SECURITY.md). Per-address limits are kept per address AND client, so
 * one client can spend only its own tries at a buyer's address, never the buyer's; the
 * address-wide caps are far higher and stop only a mail flood from many clients at once.
 */
export const LIMITS = {
  sendPerIp: { name: 'otp-send-ip', max: 10, windowSeconds: 600 },
  sendPerEmailAndIp: { name: 'otp-send-email-ip', max: 3, windowSeconds: 600 },
  sendPerEmail: { name: 'otp-send-email', max: 10, windowSeconds: 3600 },
  /** Tries at one code from one client (the code lives 300 s; a new code from that client resets it). */
  verifyPerEmailAndIp: { name: 'otp-verify-email-ip', max: 3, windowSeconds: 300 },
  verifyPerIp: { name: 'otp-verify-ip', max: 30, windowSeconds: 600 },
  /**
   * The staff's sign-in (src/hooks/staffSignIn.ts): wrong passwords per client, over every
   * account (a right one is given back). Per account over all clients, a count that never
   * refuses anyone by itself: past it, each client has `staffSignInPerAccountAndClient` tries
   * at that account for the rest of the hour, so a guess spread over many addresses slows
   * down while the owner, on any client that has not spent its own tries, still signs in.
   */
  staffSignInPerClient: { name: 'staff-sign-in-client', max: 10, windowSeconds: 600 },
  staffSignInPerAccount: { name: 'staff-sign-in-account', max: 50, windowSeconds: 3600 },
  staffSignInPerAccountAndClient: { name: 'staff-sign-in-account-client', max: 3, windowSeconds: 3600 },
} as const satisfies Record<string, Limit>

interface Store {
  hit(key: string, windowSeconds: number): Promise<{ count: number; ttl: number }>
  refund(key: string): Promise<void>
  reset(key: string): Promise<void>
}

class MemoryStore implements Store {
  private windows = new Map<string, { count: number; resetAt: number }>()
  async hit(key: string, windowSeconds: number) {
    const now = Date.now()
    let w = this.windows.get(key)
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowSeconds * 1000 }
      this.windows.set(key, w)
      if (this.windows.size > 50_000) this.sweep(now)
    }
    w.count++
    return { count: w.count, ttl: Math.ceil((w.resetAt - now) / 1000) }
  }
  async refund(key: string) {
    const w = this.windows.get(key)
    if (w && w.resetAt > Date.now() && w.count > 0) w.count--
  }
  async reset(key: string) {
    this.windows.delete(key)
  }
  private sweep(now: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k)
  }
}

const REFUND_SCRIPT = "if tonumber(redis.call('get', KEYS[1]) or '0') > 0 then return redis.call('decr', KEYS[1]) end return 0"

const LOCAL_AFTER_FAILURE_MS = 5_000

/** Counts in Redis; in `local` while Redis is away or slow. */
class SharedStore implements Store {
  private client: ReturnType<typeof resilientRedis>
  private readonly local = new MemoryStore()
  /** After Redis failed to answer, counts stay local until then: a hung Redis costs one request the timeout, not each. */
  private localUntil = 0
  /** The first connection while it is under way: the first counts wait for it (within the timeout), not go local. */
  private starting: Promise<unknown> | null
  constructor(url: string) {
    this.client = resilientRedis(url, { name: 'sign-in limits' })
    // Waits for Redis however long it is away; meanwhile `isReady` is false and the counts stay local.
    this.starting = this.client.connect().catch(() => undefined)
    const started = () => (this.starting = null)
    this.client.once('ready', started)
    this.client.once('error', started)
  }
  private async either<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    if (this.starting) await withinRedisTimeout(this.starting).catch(() => (this.starting = null))
    if (this.client.isReady && Date.now() >= this.localUntil) {
      try {
        const answer = await withinRedisTimeout(shared())
        this.localUntil = 0
        return answer
      } catch (error) {
        if (this.localUntil === 0) log.error({ problem: (error as Error).message }, 'Redis failed; counting in this process meanwhile')
        this.localUntil = Date.now() + LOCAL_AFTER_FAILURE_MS
        return local()
      }
    }
    return local()
  }
  hit(key: string, windowSeconds: number) {
    return this.either(
      async () => {
        const [count, ttl] = (await this.client.multi().incr(key).expire(key, windowSeconds, 'NX').ttl(key).exec()) as unknown as number[]
        return { count: Number(count), ttl: Number(ttl) > 0 ? Number(ttl) : windowSeconds }
      },
      () => this.local.hit(key, windowSeconds),
    )
  }
  refund(key: string) {
    // Only a window still open: a DECR of an expired key would leave a count with no expiry.
    return this.either(
      async () => void (await this.client.eval(REFUND_SCRIPT, { keys: [key] })),
      () => this.local.refund(key),
    )
  }
  reset(key: string) {
    return this.either(
      async () => void (await this.client.del(key)),
      () => this.local.reset(key),
    )
  }
}

/** Where the counts are kept: Redis (and the prefix of its keys), or this process. */
export type LimitStore = { redisUrl?: string; redisPrefix: string }

type Global = { __switchyardLimiter?: Map<string, Store> }

function store(redisUrl?: string): Store {
  const stores = ((globalThis as Global).__switchyardLimiter ??= new Map())
  let kept = stores.get(redisUrl ?? '')
  if (!kept) stores.set(redisUrl ?? '', (kept = redisUrl ? new SharedStore(redisUrl) : new MemoryStore()))
  return kept
}

const keyOf = (limit: Limit, subject: string, where: LimitStore) => `${where.redisPrefix}rl:${limit.name}:${subject.toLowerCase()}`

/** Counts one attempt against the limit for `subject` (an e-mail, an IP, or both joined). */
export async function hit(limit: Limit, subject: string, where: LimitStore): Promise<Verdict> {
  return verdict(await store(where.redisUrl).hit(keyOf(limit, subject, where), limit.windowSeconds), limit.max)
}

/** A window's count against its most: allowed, or how long until the window ends. */
const verdict = ({ count, ttl }: { count: number; ttl: number }, max: number): Verdict =>
  count <= max ? { ok: true } : { ok: false, retryAfter: Math.max(1, ttl) }

/** Gives back one attempt `hit` counted in the window still open (a staff member's right password is no guess). */
export async function refund(limit: Limit, subject: string, where: LimitStore): Promise<void> {
  await store(where.redisUrl).refund(keyOf(limit, subject, where))
}

/** Starts `subject`'s window afresh (a new code resets the tries at the old one). */
export async function reset(limit: Limit, subject: string, where: LimitStore): Promise<void> {
  await store(where.redisUrl).reset(keyOf(limit, subject, where))
}

/**
 * Better Auth's own per-address limiter (`rateLimit.customStorage`) on the same counts: shared
 * by every instance through Redis, in process while Redis is away (Better Auth's `memory`
 * storage would keep one count per instance always).
 */
export function authLimiterStorage(where: LimitStore) {
  return {
    async consume(key: string, rule: { window: number; max: number }): Promise<{ allowed: boolean; retryAfter: number | null }> {
      const v = verdict(await store(where.redisUrl).hit(`${where.redisPrefix}ba:${key}`, rule.window), rule.max)
      return v.ok ? { allowed: true, retryAfter: null } : { allowed: false, retryAfter: v.retryAfter }
    },
  }
}
