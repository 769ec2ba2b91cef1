// Plain JavaScript: used by the page cache handler (src/lib/platform/cache/server/pageCacheHandler.mjs,
// loaded by Next without compilation) as well as by the app's TypeScript.
//
// Every Redis client of the app is made here, so that none of them ever holds a request while
// Redis is away (README, "Operating the shop", Redis): a command is refused at once while the
// link is down (no offline queue), a command sent on a link that has stopped answering is
// given up after REDIS_COMMAND_TIMEOUT_MS, a connection attempt after REDIS_CONNECT_TIMEOUT_MS,
// and reconnects back off to at most REDIS_MAX_RECONNECT_DELAY_MS, forever. Each outage is
// logged once, and its end once.
import { createClient } from 'redis'

import { getLogger } from '../observability/server/log.mjs'

const log = getLogger('redis')

/** What every key and the pub/sub channel start with, unless REDIS_PREFIX says otherwise. */
export const DEFAULT_REDIS_PREFIX = 'switchyard:'
export const REDIS_COMMAND_TIMEOUT_MS = 500
// Generous: commands never wait for a connection (no offline queue), and a process busy starting up
// must not time out a connection that the kernel has made already.
export const REDIS_CONNECT_TIMEOUT_MS = 5_000
export const REDIS_MAX_RECONNECT_DELAY_MS = 2_000

/**
 * REDIS_PREFIX (checked by env.ts), else the default.
 * @param {Record<string, string | undefined>} [source]
 */
export const redisPrefix = (source = process.env) => source.REDIS_PREFIX?.trim() || DEFAULT_REDIS_PREFIX

/** The channel tag expiries travel on between the instances of one shop. */
export const cacheChannel = (/** @type {string} */ prefix) => `${prefix}cache-tags`

/** The wait before reconnect attempt `retries` (0, 1, …): 50 ms doubling, capped. */
export const reconnectDelay = (/** @type {number} */ retries) => Math.min(50 * 2 ** retries, REDIS_MAX_RECONNECT_DELAY_MS)

/**
 * `work`, or a rejection once `ms` have passed (node-redis's own command timeout covers only the
 * wait to be written, not the wait for the answer of a Redis that has stopped answering).
 * @template T
 * @param {Promise<T>} work
 * @param {number} [ms]
 * @returns {Promise<T>}
 */
export function withinRedisTimeout(work, ms = REDIS_COMMAND_TIMEOUT_MS) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis gave no answer within ${ms} ms`)), ms)
  })
  return /** @type {Promise<T>} */ (Promise.race([work, late]).finally(() => clearTimeout(timer)))
}

/**
 * A client that fails fast while Redis is away. `onReconnect` is called each time the link is
 * ready again after it was lost (or after a first connection that had to wait): what this
 * client may have missed meanwhile (a pub/sub message) is for the caller to make up for.
 * The caller connects it (`client.connect()`, which waits for Redis however long it is away).
 * @param {string} url
 * @param {{ name: string, onReconnect?: () => void }} options
 */
export function resilientRedis(url, { name, onReconnect }) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: REDIS_COMMAND_TIMEOUT_MS },
    socket: { connectTimeout: REDIS_CONNECT_TIMEOUT_MS, reconnectStrategy: reconnectDelay },
  })
  let down = false
  client.on('error', (/** @type {Error} */ error) => {
    if (down) return
    down = true
    log.error({ redis: name, problem: error.message || error.name }, 'Redis away; retrying (commands fail at once meanwhile)')
  })
  client.on('ready', () => {
    if (!down) return
    down = false
    log.warn({ redis: name }, 'Redis connected again')
    onReconnect?.()
  })
  return client
}
