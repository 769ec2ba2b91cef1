import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { rawRows } from '@/lib/platform/db/server/rawSql'
import { resilientRedis } from '@/lib/platform/server/redis.mjs'

/** How long a readiness check waits for each service before calling it down. */
export const READY_TIMEOUT_MS = 2_000

export type Readiness = { ready: boolean; database: 'ok' | 'down'; redis: 'ok' | 'down' | 'off' }

const within = <T>(ms: number, work: Promise<T>): Promise<T> =>
  Promise.race([work, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref())])

/** `SELECT 1` on the app's own connection (pool or file), within the timeout. */
async function databaseAnswers(payload: Payload): Promise<boolean> {
  try {
    await within(READY_TIMEOUT_MS, rawRows(payload, { sqlite: sqliteSql`SELECT 1`, postgres: pgSql`SELECT 1` }))
    return true
  } catch {
    return false
  }
}

type Global = { __switchyardReadyRedis?: { url: string; client: ReturnType<typeof resilientRedis> } }

/** A PING on a client of its own (a stopped Redis never holds the check past the timeout). */
export async function redisAnswers(url: string): Promise<boolean> {
  const g = globalThis as Global
  if (!g.__switchyardReadyRedis || g.__switchyardReadyRedis.url !== url) {
    const client = resilientRedis(url, { name: 'readiness' })
    client.connect().catch(() => undefined)
    g.__switchyardReadyRedis = { url, client }
  }
  const { client } = g.__switchyardReadyRedis
  try {
    if (!client.isReady) return false
    return (await within(READY_TIMEOUT_MS, client.ping())) === 'PONG'
  } catch {
    return false
  }
}

/**
 * Whether this instance can serve (README, "Operating the shop"): its database answers. Redis
 * is reported, not required: with Redis down pages still serve from memory and sign-in's
 * limiter answers on its own (issue 26), so a Redis outage must not take every instance out.
 */
export async function readiness(payload: Payload, redisUrl?: string): Promise<Readiness> {
  const [database, redis] = await Promise.all([databaseAnswers(payload), redisUrl ? redisAnswers(redisUrl) : Promise.resolve(null)])
  return { ready: database, database: database ? 'ok' : 'down', redis: redis === null ? 'off' : redis ? 'ok' : 'down' }
}
