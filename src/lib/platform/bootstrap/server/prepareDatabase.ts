import { getPayload, type Payload } from 'payload'

import { migrateAuth } from '@/lib/accounts/server/migrate'
import { protectDataDir } from '@/lib/platform/bootstrap/server/dataDir'
import type { Env } from '@/lib/platform/server/env'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { buildSwitchyardConfig } from '@/payload.config'

/**
 * Opens Payload outside Next (start-up, scripts, tests) and applies the committed
 * migrations of the configured adapter, never drizzle push. The migrations are passed
 * as modules, so this works wherever TypeScript is compiled on the fly. Better Auth's
 * tables are brought up to date alongside (their own file or schema). DATA_DIR is made
 * the owner's only first (databases, secrets, outbox).
 */
export async function openPayload(env: Env, key = 'default'): Promise<Payload> {
  protectDataDir(env.dataDir)
  const payload = await getPayload({ config: buildSwitchyardConfig(env), key })
  await payload.db.migrate({ migrations: migrationsFor(env) })
  await migrateAuth(env)
  return payload
}

type Migrations = NonNullable<NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']>

/** The committed migrations of the adapter this environment uses. */
export function migrationsFor(env: Pick<Env, 'databaseUrl'>): Migrations {
  // Payload types a migration's args as unknown; the generated files name the adapter's own.
  return (env.databaseUrl ? postgresMigrations : sqliteMigrations) as unknown as Migrations
}

/** Closes the database connections Payload's destroy() leaves open (the pg pool, the libsql client). */
export async function closePayload(payload: Payload): Promise<void> {
  // pg 8's own fields: its public getters of them print a deprecation warning.
  type PoolClient = { release(destroy?: boolean): void; _activeQuery?: unknown; _queryQueue?: unknown[] }
  type Pool = {
    end(): Promise<void>
    on(event: string, listener: (...args: unknown[]) => void): void
    _clients?: PoolClient[]
    _idle?: { client: PoolClient }[]
  }
  const db = payload.db as unknown as { pool?: Pool; client?: { close(): void } }
  await payload.destroy()
  const pool = db.pool
  if (pool) {
    // A connection cut while closing (a test dropping its database) is not an error here.
    pool.on('error', () => {})
    const clients = [...(pool._clients ?? [])]
    // pool.end() resolves before its connections have closed; each sends 'remove' once closed.
    const closed = new Set<PoolClient>()
    const allClosed = new Promise<void>((resolve) => {
      if (!clients.length) return resolve()
      pool.on('remove', (client) => {
        closed.add(client as PoolClient)
        if (clients.every((c) => closed.has(c))) resolve()
      })
    })
    // Work still under way ends first (an order event queuing its job after the commit, up to
    // 5 s): a client given back in the middle of a query is given back again by pg-pool when
    // the query ends, which throws ("Release called on client which has already been released").
    const checkedOut = () => {
      const idle = new Set((pool._idle ?? []).map((i) => i.client))
      return clients.filter((c) => !idle.has(c))
    }
    const busy = (c: PoolClient) => c._activeQuery != null || (c._queryQueue?.length ?? 0) > 0
    for (const deadline = Date.now() + 5000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 20))) {
      const out = checkedOut()
      if (out.length <= 1 && !out.some(busy)) break
    }
    // Payload's PostgreSQL adapter checks a client out of the pool at connect and never
    // gives it back; pool.end() would wait for it forever. Give back what is still out.
    for (const client of checkedOut()) if (!busy(client)) client.release()
    await pool.end()
    await Promise.race([allClosed, new Promise((resolve) => setTimeout(resolve, 5000).unref())])
  }
  db.client?.close()
}
