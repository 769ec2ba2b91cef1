import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import type { ClaimedDelivery, DeliveryKind } from '../contract'

/*
 * The outbox's claims, in one SQL statement each, so two runners (two instances on
 * PostgreSQL, or a runner and a staff retry) never take the same delivery:
 * - PostgreSQL: UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) RETURNING, with the
 *   database's clock for leases (instances' clocks may differ);
 * - SQLite: the same UPDATE … RETURNING; SQLite runs one writer at a time and DATA_DIR holds
 *   one process (src/server/dataDirLock.mjs), so the statement is the claim.
 * A claim takes a lease (lease_until, lease_owner) and counts the try; the runner's answer
 * (sent, or failed with the next try's time) applies only while it still owns the lease,
 * so a runner that lost its lease (it took longer than the lease) changes nothing.
 */

type Db = { drizzle: unknown; packageName: string }
type PgDrizzle = { execute(q: unknown): Promise<{ rows: Record<string, unknown>[] }> }
type SqliteDrizzle = { all(q: unknown): Promise<Record<string, unknown>[]> }

const isSqlite = (payload: Payload) => (payload.db as Db).packageName === '@payloadcms/db-sqlite'
const pg = (payload: Payload) => (payload.db as Db).drizzle as PgDrizzle
const lite = (payload: Payload) => (payload.db as Db).drizzle as SqliteDrizzle
const iso = (ms: number) => new Date(ms).toISOString()

function toClaimed(row: Record<string, unknown>): ClaimedDelivery {
  const input = typeof row.input === 'string' ? (JSON.parse(row.input) as unknown) : row.input
  return { id: Number(row.id), kind: row.kind as DeliveryKind, key: String(row.key), input, attempts: Number(row.attempts) }
}

/** Whether any delivery is due (a read, so an idle runner never takes SQLite's write lock). */
export async function anyDue(payload: Payload, now = Date.now()): Promise<boolean> {
  if (isSqlite(payload)) {
    const t = iso(now)
    const rows = await lite(payload).all(
      sqliteSql`SELECT id FROM deliveries WHERE status = 'pending' AND available_at <= ${t} AND (lease_until IS NULL OR lease_until < ${t}) LIMIT 1`,
    )
    return rows.length > 0
  }
  const { rows } = await pg(payload).execute(
    pgSql`SELECT id FROM deliveries WHERE status = 'pending' AND available_at <= now() AND (lease_until IS NULL OR lease_until < now()) LIMIT 1`,
  )
  return rows.length > 0
}

/** Takes up to `limit` due deliveries for `owner` for `leaseMs`, oldest due first; each claim counts a try. */
export async function claimDue(
  payload: Payload,
  { owner, limit, leaseMs, now = Date.now() }: { owner: string; limit: number; leaseMs: number; now?: number },
): Promise<ClaimedDelivery[]> {
  if (isSqlite(payload)) {
    const t = iso(now)
    const rows = await lite(payload).all(sqliteSql`
      UPDATE deliveries SET lease_until = ${iso(now + leaseMs)}, lease_owner = ${owner}, attempts = attempts + 1, updated_at = ${t}
      WHERE id IN (
        SELECT id FROM deliveries
        WHERE status = 'pending' AND available_at <= ${t} AND (lease_until IS NULL OR lease_until < ${t})
        ORDER BY available_at, id LIMIT ${limit}
      )
      RETURNING id, kind, key, input, attempts`)
    return rows.map(toClaimed).sort((a, b) => a.id - b.id)
  }
  const { rows } = await pg(payload).execute(pgSql`
    UPDATE deliveries SET lease_until = now() + ${leaseMs}::int * interval '1 millisecond', lease_owner = ${owner},
      attempts = attempts + 1, updated_at = now()
    WHERE id IN (
      SELECT id FROM deliveries
      WHERE status = 'pending' AND available_at <= now() AND (lease_until IS NULL OR lease_until < now())
      ORDER BY available_at, id LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, kind, key, input, attempts`)
  return rows.map(toClaimed).sort((a, b) => a.id - b.id)
}

/** Marks a delivery sent; false when `owner` no longer holds its lease (another runner has it now). */
export async function markSent(payload: Payload, id: number, owner: string, now = Date.now()): Promise<boolean> {
  if (isSqlite(payload)) {
    const t = iso(now)
    const rows = await lite(payload).all(sqliteSql`
      UPDATE deliveries SET status = 'sent', sent_at = ${t}, lease_until = NULL, lease_owner = NULL, last_error = NULL, updated_at = ${t}
      WHERE id = ${id} AND lease_owner = ${owner} AND status = 'pending' RETURNING id`)
    return rows.length > 0
  }
  const { rows } = await pg(payload).execute(pgSql`
    UPDATE deliveries SET status = 'sent', sent_at = now(), lease_until = NULL, lease_owner = NULL, last_error = NULL, updated_at = now()
    WHERE id = ${id} AND lease_owner = ${owner} AND status = 'pending' RETURNING id`)
  return rows.length > 0
}

/**
 * Records a failed try: due again after `waitMs`, or `failed` for good when `final` (staff see
 * it, with `error`, in the admin). False when `owner` no longer holds the lease.
 */
export async function markFailed(
  payload: Payload,
  {
    id,
    owner,
    error,
    waitMs,
    final,
    now = Date.now(),
  }: { id: number; owner: string; error: string; waitMs: number; final: boolean; now?: number },
): Promise<boolean> {
  const status = final ? 'failed' : 'pending'
  const message = error.slice(0, 2000)
  if (isSqlite(payload)) {
    const t = iso(now)
    const rows = await lite(payload).all(sqliteSql`
      UPDATE deliveries SET status = ${status}, available_at = ${iso(now + waitMs)}, lease_until = NULL, lease_owner = NULL,
        last_error = ${message}, updated_at = ${t}
      WHERE id = ${id} AND lease_owner = ${owner} AND status = 'pending' RETURNING id`)
    return rows.length > 0
  }
  const { rows } = await pg(payload).execute(pgSql`
    UPDATE deliveries SET status = ${status}, available_at = now() + ${waitMs}::int * interval '1 millisecond', lease_until = NULL,
      lease_owner = NULL, last_error = ${message}, updated_at = now()
    WHERE id = ${id} AND lease_owner = ${owner} AND status = 'pending' RETURNING id`)
  return rows.length > 0
}
