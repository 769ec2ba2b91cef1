import { beginTransaction as drizzleBeginTransaction } from '@payloadcms/drizzle'
import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'

import { MIGRATION_LOCKS, withAdvisoryLock } from '../migrationLock'
import { logPoolErrors } from './poolErrors'
import { keepBusyTimeout } from './sqliteConnections'
import { beginTransaction, commitTransaction } from './transactions'

/**
 * The database adapter of payload.config.ts with what Payload 3.90's leaves out: a failed
 * COMMIT fails its caller (./transactions.ts); on SQLite, every connection, not only the
 * first, waits for a lock (./sqliteConnections.ts); on PostgreSQL, migrations run under an
 * advisory lock (./migrationLock.ts), and a lost idle connection of its pool is one log line
 * (./poolErrors.ts). Wraps `init`, so every Payload instance
 * made from the config (the server's, a script's, a test's) gets it.
 */
export function hardenAdapter<T extends BaseDatabaseAdapter>(adapter: DatabaseAdapterObj<T>): DatabaseAdapterObj<T> {
  return {
    ...adapter,
    init: (args) => {
      const instance = adapter.init(args)
      // The SQLite adapter without transactionOptions begins none (Payload's own no-op); keep that choice.
      if (instance.beginTransaction === drizzleBeginTransaction) instance.beginTransaction = beginTransaction
      instance.commitTransaction = commitTransaction
      if (instance.packageName === '@payloadcms/db-sqlite') keepClientConnections(instance)
      if (instance.packageName === '@payloadcms/db-postgres') {
        migrateUnderLock(instance)
        logPoolErrorsOnConnect(instance)
      }
      return instance
    },
  }
}

/** The adapter's libsql client, from the moment its connect() creates it, gets keepBusyTimeout. */
function keepClientConnections(instance: object) {
  let client: Parameters<typeof keepBusyTimeout>[0] | undefined
  Object.defineProperty(instance, 'client', {
    configurable: true,
    enumerable: true,
    get: () => client,
    set: (value: typeof client) => {
      client = value ? keepBusyTimeout(value) : value
    },
  })
}

type PoolClient = { query(sql: string, values?: unknown[]): Promise<unknown>; release(): void }

/** migrate() on a connection of the adapter's pool that holds Payload's migration lock meanwhile. */
function migrateUnderLock(instance: BaseDatabaseAdapter) {
  const migrate = instance.migrate.bind(instance)
  instance.migrate = async (args) => {
    const { pool } = instance as unknown as { pool: { connect(): Promise<PoolClient> } }
    const client = await pool.connect()
    try {
      await withAdvisoryLock(client, MIGRATION_LOCKS.payload, () => migrate(args))
    } finally {
      client.release()
    }
  }
}

/** Payload's pool (made in connect()) gets an error listener as soon as it exists. */
function logPoolErrorsOnConnect(instance: BaseDatabaseAdapter) {
  const connect = instance.connect?.bind(instance)
  if (!connect) return
  instance.connect = async (options) => {
    await connect(options)
    const { pool } = instance as unknown as { pool?: Parameters<typeof logPoolErrors>[0] & { __switchyardLogged?: true } }
    if (pool && !pool.__switchyardLogged) {
      logPoolErrors(pool, 'Payload')
      pool.__switchyardLogged = true
    }
  }
}
