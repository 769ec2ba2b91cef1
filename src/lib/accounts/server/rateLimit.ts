import { createClient } from 'redis'

/**
 * Fixed-window counters for the sign-in limits: in process in the embedded mode, in Redis
 * (REDIS_URL) when several instances must share them. A hit returns whether it is allowed
 * and, when not, how many seconds until the window ends.
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

class RedisStore implements Store {
  private client: ReturnType<typeof createClient>
  private ready: Promise<unknown>
  constructor(url: string) {
    this.client = createClient({ url })
    // A lost connection is retried by the client; its errors must not crash the server.
    this.client.on('error', () => undefined)
    this.ready = this.client.connect()
  }
  async hit(key: string, windowSeconds: number) {
    await this.ready
    const [count, ttl] = (await this.client.multi().incr(key).expire(key, windowSeconds, 'NX').ttl(key).exec()) as unknown as [
      number,
      number,
      number,
    ]
    return { count: Number(count), ttl: Number(ttl) > 0 ? Number(ttl) : windowSeconds }
  }
  async refund(key: string) {
    await this.ready
    // Only a window still open: a DECR of an expired key would leave a count with no expiry.
    await this.client.eval(REFUND_SCRIPT, { keys: [key] })
  }
  async reset(key: string) {
    await this.ready
    await this.client.del(key)
  }
}

type Global = { __switchyardLimiter?: { url?: string; store: Store } }

function store(redisUrl?: string): Store {
  const g = globalThis as Global
  if (!g.__switchyardLimiter || g.__switchyardLimiter.url !== redisUrl) {
    g.__switchyardLimiter = { url: redisUrl, store: redisUrl ? new RedisStore(redisUrl) : new MemoryStore() }
  }
  return g.__switchyardLimiter.store
}

const keyOf = (limit: Limit, subject: string) => `switchyard:rl:${limit.name}:${subject.toLowerCase()}`

/** Counts one attempt against the limit for `subject` (an e-mail, an IP, or both joined). */
export async function hit(limit: Limit, subject: string, redisUrl?: string): Promise<Verdict> {
  const { count, ttl } = await store(redisUrl).hit(keyOf(limit, subject), limit.windowSeconds)
  return count <= limit.max ? { ok: true } : { ok: false, retryAfter: Math.max(1, ttl) }
}

/** Gives back one attempt `hit` counted in the window still open (a staff member's right password is no guess). */
export async function refund(limit: Limit, subject: string, redisUrl?: string): Promise<void> {
  await store(redisUrl).refund(keyOf(limit, subject))
}

/** Starts `subject`'s window afresh (a new code resets the tries at the old one). */
export async function reset(limit: Limit, subject: string, redisUrl?: string): Promise<void> {
  await store(redisUrl).reset(keyOf(limit, subject))
}
