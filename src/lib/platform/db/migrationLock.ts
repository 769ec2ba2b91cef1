type Queryable = { query(sql: string, values?: unknown[]): Promise<unknown> }

/** The advisory lock keys of the two migrators: Payload's (public) and Better Auth's with the carts (schema auth). */
export const MIGRATION_LOCKS = { payload: 'switchyard.migrations.payload', auth: 'switchyard.migrations.auth' } as const

/**
 * Runs `work` holding a PostgreSQL session advisory lock on `client`: instances starting
 * together on one database migrate one after the other, and the later ones find nothing
 * left to do (two at once failed with a duplicate-type error, issue 25). A session lock goes
 * with its connection, so a migrator that dies never leaves it held.
 */
export async function withAdvisoryLock<T>(client: Queryable, key: string, work: () => Promise<T>): Promise<T> {
  await client.query('SELECT pg_advisory_lock(hashtext($1))', [key])
  try {
    return await work()
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [key])
  }
}
