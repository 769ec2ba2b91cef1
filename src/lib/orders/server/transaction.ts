import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { FIRST_ORDER_NUMBER } from '@/domain'
import { isSqlite, rawRows } from '@/lib/platform/db/server/rawSql'
import { beginTransaction } from '@/lib/platform/db/server/transactions'
import { BUYER_WRITE_CONTEXT } from '@/lib/accounts/server/webUser'

/**
 * SQLite (the embedded, single-process mode) takes one writer at a time and answers a
 * second one SQLITE_BUSY at once; orders of this process therefore queue here, one
 * transaction at a time. PostgreSQL runs them side by side and its row locks and unique
 * indexes decide.
 */
const queues = new WeakMap<Payload, Promise<unknown>>()
function serialized<T>(payload: Payload, run: () => Promise<T>): Promise<T> {
  if (!isSqlite(payload)) return run()
  const previous = queues.get(payload) ?? Promise.resolve()
  const next = previous.then(run, run)
  queues.set(
    payload,
    next.catch(() => undefined),
  )
  return next
}

/**
 * Runs `work` in one database transaction (a request carrying its id, for every Payload
 * call): committed when it returns, rolled back when it throws. The SQLite adapter leaves
 * transactions off unless configured; our beginTransaction (lib/platform/db/server/transactions: a failed
 * COMMIT throws here) runs on it as is.
 */
export function inTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  return serialized(payload, async () => {
    const id = (await payload.db.beginTransaction()) ?? (isSqlite(payload) ? await beginTransaction.call(payload.db) : null)
    if (!id) throw new Error(`The database adapter ${payload.db.packageName} cannot run an order in one transaction`)
    const req = await createLocalReq({ context: { ...BUYER_WRITE_CONTEXT } }, payload)
    req.transactionID = id
    try {
      const result = await work(req)
      await payload.db.commitTransaction(id)
      return result
    } catch (error) {
      // Payload's own operations roll back on their errors (and forget the id); this covers ours.
      await payload.db.rollbackTransaction(id).catch(() => undefined)
      throw error
    }
  })
}

const firstValue = (row: unknown): number => Number(Array.isArray(row) ? row[0] : Object.values(row as object)[0])

/**
 * The next order number, inside the order's transaction: PostgreSQL's sequence
 * `orders_number_seq` (numbers of rolled-back orders are skipped, never reused), or
 * SQLite's counter row, whose increment commits or rolls back with the order. Quotes are
 * numbered the same way (`quotes_number_seq`, the `quotes` row).
 */
export async function nextOrderSerial(payload: Payload, req: PayloadRequest, counter: 'orders' | 'quotes' = 'orders'): Promise<number> {
  const session = (payload.db as unknown as { sessions: Record<string, { db: unknown }> }).sessions[String(req.transactionID)]
  if (!session) throw new Error('nextOrderSerial needs the order transaction')
  const rows = await rawRows(
    payload,
    counter === 'orders'
      ? {
          sqlite: sqliteSql`UPDATE order_counters SET value = value + 1 WHERE name = 'orders' RETURNING value`,
          postgres: pgSql`SELECT nextval('orders_number_seq') AS value`,
        }
      : {
          sqlite: sqliteSql`UPDATE order_counters SET value = value + 1 WHERE name = 'quotes' RETURNING value`,
          postgres: pgSql`SELECT nextval('quotes_number_seq') AS value`,
        },
    session.db,
  )
  if (!rows.length) throw new Error(`order_counters has no ${counter} row (migrations 20261124_183838_orders, 20261128_223733_quotes)`)
  const n = firstValue(rows[0])
  if (!Number.isSafeInteger(n) || n < FIRST_ORDER_NUMBER) throw new Error(`the ${counter} number counter gave ${String(n)}`)
  return n
}
