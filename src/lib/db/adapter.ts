import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'

import { keepBusyTimeout } from './sqliteConnections'

/**
 * The database adapter of payload.config.ts with what Payload 3.90's leaves out: on SQLite,
 * every connection, not only the first, waits for a lock (./sqliteConnections.ts). Wraps
 * `init`, so every Payload instance made from the config (the server's, a script's, a
 * test's) gets it.
 */
export function hardenAdapter<T extends BaseDatabaseAdapter>(adapter: DatabaseAdapterObj<T>): DatabaseAdapterObj<T> {
  return {
    ...adapter,
    init: (args) => {
      const instance = adapter.init(args)
      if (instance.packageName === '@payloadcms/db-sqlite') keepClientConnections(instance)
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
