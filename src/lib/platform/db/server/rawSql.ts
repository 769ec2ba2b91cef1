import type { Payload } from 'payload'

/** Whether the app runs on the embedded SQLite adapter (else PostgreSQL). */
export const isSqlite = (payload: Payload) => payload.db.packageName === '@payloadcms/db-sqlite'

type Drizzle = {
  execute?: (q: unknown) => Promise<{ rows: Record<string, unknown>[] }>
  all?: (q: unknown) => Promise<Record<string, unknown>[]>
}

/**
 * The rows of one raw statement, written once per dialect (with each adapter package's `sql` tag), on the
 * app's own connection or on `db` (a transaction's session). The SQL the two need differs
 * (locking, clocks, placeholders), so the caller writes both; this only runs the right one.
 */
export async function rawRows(
  payload: Payload,
  queries: { sqlite: unknown; postgres: unknown },
  db: unknown = (payload.db as unknown as { drizzle: unknown }).drizzle,
): Promise<Record<string, unknown>[]> {
  const drizzle = db as Drizzle
  if (isSqlite(payload)) return drizzle.all!(queries.sqlite)
  return (await drizzle.execute!(queries.postgres)).rows
}
