import { libsql, LibsqlDialect, LibsqlDriver } from '@libsql/kysely-libsql'

/** How long a statement waits for another connection's write lock before SQLITE_BUSY. */
export const SQLITE_BUSY_TIMEOUT_MS = 5000

type LocalClient = {
  execute(sql: string): Promise<unknown>
  transaction(mode?: 'write' | 'read' | 'deferred'): Promise<unknown>
}

const kept = new WeakSet<object>()

/**
 * Gives every later connection of a libsql client the busy timeout (the caller sets it on the
 * first). libsql's local client hands its connection to each transaction and opens a fresh
 * one for what comes next, without the pragmas set on the first: SQLITE_BUSY at once instead
 * of a wait. This runs the pragma on the new connection as it is opened. Both
 * calls run synchronously up to their first await inside libsql (its sqlite3 driver is
 * synchronous), so no other statement can reach the new connection first; the integration
 * test tests/integration/sqlite.int.test.ts checks the timeout after transactions.
 */
export function keepBusyTimeout<C extends LocalClient>(client: C): C {
  if (kept.has(client)) return client
  kept.add(client)
  const pragma = `PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`
  const transaction = client.transaction.bind(client)
  client.transaction = (mode) => {
    const started = transaction(mode)
    const timeout = client.execute(pragma)
    return Promise.all([started, timeout]).then(([tx]) => tx)
  }
  return client
}

/**
 * Kysely's libsql dialect (Better Auth and the carts, DATA_DIR/auth.db) on a client in WAL
 * mode whose connections all wait for a lock (keepBusyTimeout); the client closes with Kysely.
 */
export class KeptLibsqlDialect extends LibsqlDialect {
  constructor(private readonly url: string) {
    super({ url })
  }

  override createDriver() {
    const client = keepBusyTimeout(libsql.createClient({ url: this.url }))
    const ready = client.execute(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`).then(() => client.execute('PRAGMA journal_mode = WAL'))
    return new (class extends LibsqlDriver {
      override async init() {
        await ready
      }
    })(client, true)
  }
}
