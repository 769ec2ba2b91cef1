import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { isSqlite, rawRows } from '@/lib/platform/db/server/rawSql'
import { redisAnswers } from '@/lib/platform/server/readiness'

import { metrics } from './metrics.mjs'

/** How long one reading of the outbox and of Redis serves scrapes (several Prometheus servers, or a fast interval, cost one query). */
const CACHE_MS = 5_000

type PgPool = { totalCount: number; idleCount: number; waitingCount: number }
type Outbox = { pending: number; oldestPendingSeconds: number; leaseExpired: number; failed: number }
type State = {
  payload: Payload | null
  redisUrl: string | undefined
  outbox?: { at: number; value: Promise<Outbox> }
  redis?: { at: number; value: Promise<boolean> }
}

const STATE = Symbol.for('switchyard.appMetrics')

const seconds = (value: unknown) => (value === null || value === undefined ? null : new Date(String(value)).getTime())

/** One statement: the pending deliveries (how many, the oldest's age, those whose lease ran out) and the failed ones. */
async function readOutbox(payload: Payload): Promise<Outbox> {
  const t = new Date().toISOString()
  const rows = await rawRows(payload, {
    sqlite: sqliteSql`SELECT status, COUNT(*) AS n, MIN(created_at) AS oldest,
      SUM(CASE WHEN lease_until IS NOT NULL AND lease_until < ${t} THEN 1 ELSE 0 END) AS expired
      FROM deliveries WHERE status IN ('pending', 'failed') GROUP BY status`,
    postgres: pgSql`SELECT status, COUNT(*) AS n, MIN(created_at) AS oldest,
      SUM(CASE WHEN lease_until IS NOT NULL AND lease_until < now() THEN 1 ELSE 0 END) AS expired
      FROM deliveries WHERE status IN ('pending', 'failed') GROUP BY status`,
  })
  const pending = rows.find((r) => r.status === 'pending')
  const failed = rows.find((r) => r.status === 'failed')
  const oldest = seconds(pending?.oldest)
  return {
    pending: Number(pending?.n ?? 0),
    oldestPendingSeconds: oldest === null ? 0 : Math.max(0, (Date.now() - oldest) / 1000),
    leaseExpired: Number(pending?.expired ?? 0),
    failed: Number(failed?.n ?? 0),
  }
}

function cached<T>(slot: { at: number; value: Promise<T> } | undefined, read: () => Promise<T>): { at: number; value: Promise<T> } {
  if (slot && Date.now() - slot.at < CACHE_MS) return slot
  return { at: Date.now(), value: read() }
}

/**
 * The app's series in the process's registry (./metrics.mjs), read at scrape time: the
 * PostgreSQL pool Payload uses, whether Redis answers, and the outbox (pending, the oldest
 * pending's age, stuck: leases run out, failed for good). Registered once per process; a
 * later call only points them at `payload`.
 */
export function registerAppMetrics(payload: Payload, redisUrl: string | undefined): void {
  const g = globalThis as unknown as Record<symbol, State | undefined>
  const known = g[STATE]
  if (known) {
    known.payload = payload
    known.redisUrl = redisUrl
    return
  }
  const state: State = { payload, redisUrl }
  g[STATE] = state
  const { client, register } = metrics()
  const registers = [register]

  new client.Gauge({
    name: 'switchyard_db_pool_connections',
    help: 'PostgreSQL connections of the pool Payload uses, by state (total, idle, waiting: requests waiting for one). Absent on SQLite.',
    labelNames: ['state'],
    registers,
    collect() {
      const pool = state.payload && !isSqlite(state.payload) ? ((state.payload.db as unknown as { pool?: PgPool }).pool ?? null) : null
      if (!pool) return
      this.set({ state: 'total' }, pool.totalCount)
      this.set({ state: 'idle' }, pool.idleCount)
      this.set({ state: 'waiting' }, pool.waitingCount)
    },
  })
  new client.Gauge({
    name: 'switchyard_redis_up',
    help: 'Whether Redis answers a PING (1) or not (0); absent without REDIS_URL.',
    registers,
    async collect() {
      const url = state.redisUrl
      if (!url) return
      state.redis = cached(state.redis, () => redisAnswers(url))
      this.set((await state.redis.value) ? 1 : 0)
    },
  })
  const outbox = async () => {
    if (!state.payload) return null
    const payloadNow = state.payload
    state.outbox = cached(state.outbox, () => readOutbox(payloadNow))
    try {
      return await state.outbox.value
    } catch {
      state.outbox = undefined
      return null
    }
  }
  new client.Gauge({
    name: 'switchyard_outbox_pending',
    help: 'Deliveries (order mails, webhook events) waiting to be sent.',
    registers,
    async collect() {
      const o = await outbox()
      if (o) this.set(o.pending)
    },
  })
  new client.Gauge({
    name: 'switchyard_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest pending delivery (0 when none).',
    registers,
    async collect() {
      const o = await outbox()
      if (o) this.set(o.oldestPendingSeconds)
    },
  })
  new client.Gauge({
    name: 'switchyard_outbox_stuck',
    help: 'Deliveries that need a look: pending with a lease that ran out (its runner died or hung), or failed after every try.',
    labelNames: ['reason'],
    registers,
    async collect() {
      const o = await outbox()
      if (!o) return
      this.set({ reason: 'lease_expired' }, o.leaseExpired)
      this.set({ reason: 'failed' }, o.failed)
    },
  })
}
