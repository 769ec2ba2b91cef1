import type { Payload } from 'payload'

import { beginTransaction as drizzleBeginTransaction } from '@/lib/platform/db/server/transactions'

/**
 * Starts the import's transaction. The SQLite adapter leaves transactions off unless its
 * config sets `transactionOptions`, and Payload's stand-in then returns null; the adapter
 * is built on @payloadcms/drizzle, whose beginTransaction (ours, lib/platform/db/server/transactions: a failed
 * COMMIT throws) runs on it as is.
 */
export async function beginTransaction(payload: Payload): Promise<number | string> {
  const id = await payload.db.beginTransaction()
  if (id) return id
  if (payload.db.packageName === '@payloadcms/db-sqlite') {
    const started = await drizzleBeginTransaction.call(payload.db)
    if (started) return started
  }
  throw new Error(`The database adapter ${payload.db.packageName} cannot run the import in one transaction`)
}
