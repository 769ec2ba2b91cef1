import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { rawRows } from '@/lib/platform/db/server/rawSql'

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

const iso = (ms: number) => new Date(ms).toISOString()

function toClaimed(row: Record<string, unknown>): ClaimedDelivery {
  const input = typeof row.input === 'string' ? (JSON.parse(row.input) as unknown) : row.input
  const orderNumber = typeof row.order_number === 'string' ? row.order_number : undefined
  return { id: Number(row.id), kind: row.kind as DeliveryKind, key: String(row.key), orderNumber, input, attempts: Number(row.attempts) }
}

/** Whether any delivery is due (a read, so an idle runner never takes SQLite's write lock). */
export async function anyDue(payload: Payload, now = Date.now()): Promise<boolean> {
  const t = iso(now)
  const rows = await rawRows(payload, {
    sqlite: sqliteSql`SELECT id FROM deliveries WHERE status = 'pending' AND available_at <= ${t} AND (lease_until IS NULL OR lease_until < ${t}) LIMIT 1`,
    postgres: pgSql`SELECT id FROM deliveries WHERE status = 'pending' AND available_at <= now() AND (lease_until IS NULL OR lease_until < now()) LIMIT 1`,
  })
  return rows.length > 0
}

/** Takes up to `limit` due deliveries for `owner` for `leaseMs`, oldest due first; each claim counts a try. */
export async function claimDue(
  payload: Payload,
  { owner, limit, leaseMs, now = Date.now() }: { owner: string; limit: number; leaseMs: number; now?: number },
): Promise<ClaimedDelivery[]> {
  const t = iso(now)
  const rows = await rawRows(payload, {
    sqlite: sqliteSql`
      UPDATE deliveries SET lease_until = ${iso(now + leaseMs)}, lease_owner = ${owner}, attempts = attempts + 1, updated_at = ${t}
      WHERE id IN (
        SELECT id FROM deliveries
        WHERE status = 'pending' AND available_at <= ${t} AND (lease_until IS NULL OR lease_until < ${t})
        ORDER BY available_at, id LIMIT ${limit}
      )
      RETURNING id, kind, key, order_number, input, attempts`,
    postgres: pgSql`
      UPDATE deliveries SET lease_until = now() + ${leaseMs}::int * interval '1 millisecond', lease_owner = ${owner},
        attempts = attempts + 1, updated_at = now()
      WHERE id IN (
        SELECT id FROM deliveries
        WHERE status = 'pending' AND available_at <= now() AND (lease_until IS NULL OR lease_until < now())
        ORDER BY available_at, id LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, kind, key, order_number, input, attempts`,
  })
  return rows.map(toClaimed).sort((a, b) => a.id - b.id)
}

/** Marks a delivery sent; false when `owner` no longer holds its lease (another runner has it now). */
export async function markSent(payload: Payload, id: number, owner: string, now = Date.now()): Promise<boolean> {
  const t = iso(now)
  const rows = await rawRows(payload, {
    sqlite: sqliteSql`
      UPDATE deliveries SET status = 'sent', sent_at = ${t}, lease_until = NULL, lease_owner = NULL, last_error = NULL, updated_at = ${t}
      WHERE id = ${id} AND lease_owner = ${owner} AND status = 'pending' RETURNING id`,
    postgres: pgSql`
      UPDATE deliveries SET status = 'sent', sent_at = now(), lease_until = NULL, lease_owner = NULL, last_error = NULL, updated_at = now()
      WHERE id = ${id} AND lease_owner = ${owner} AND status = 'pending' RETURNING id`,
  })
  return rows.length > 0
}

/**
 * Records a failed try: due again after `waitMs`, or `failed` for good when `final` (staff see
 * it, with `error`, in the admin). False when `owner` no longer holds the lease.
 */
export async function markFailed(
  payload: Payload,
  f: { id: number; owner: string; error: string; waitMs: number; final: boolean; now?: number },
): Promise<boolean> {
  const now = f.now ?? Date.now()
  const status = f.final ? 'failed' : 'pending'
  const message = f.error.slice(0, 2000)
  const rows = await rawRows(payload, {
    sqlite: sqliteSql`
      UPDATE deliveries SET status = ${status}, available_at = ${iso(now + f.waitMs)}, lease_until = NULL, lease_owner = NULL,
        last_error = ${message}, updated_at = ${iso(now)}
      WHERE id = ${f.id} AND lease_owner = ${f.owner} AND status = 'pending' RETURNING id`,
    postgres: pgSql`
      UPDATE deliveries SET status = ${status}, available_at = now() + ${f.waitMs}::int * interval '1 millisecond', lease_until = NULL,
        lease_owner = NULL, last_error = ${message}, updated_at = now()
      WHERE id = ${f.id} AND lease_owner = ${f.owner} AND status = 'pending' RETURNING id`,
  })
  return rows.length > 0
}
