import { getMigrations } from 'better-auth/db/migration'
import pg from 'pg'

import { MIGRATION_LOCKS, withAdvisoryLock } from '@/lib/platform/db/migrationLock'
import type { Env } from '@/lib/platform/server/env'

import { createAuth } from './auth'
import { ensureAuthSchema } from './database'
import { migrateHub } from '@/lib/cart/server/store'

/**
 * Creates or extends Better Auth's tables (user, session, account, verification) in their
 * own place: DATA_DIR/auth.db, or schema `auth` on PostgreSQL. Only adds what is missing,
 * so every start may run it. The buyers' carts and favorites (`hub_kv`) live beside them.
 * On PostgreSQL under an advisory lock: instances starting together take turns.
 */
export async function migrateAuth(env: Env): Promise<void> {
  if (!env.databaseUrl) return migrateAuthTables(env)
  const client = new pg.Client({ connectionString: env.databaseUrl })
  await client.connect()
  try {
    await withAdvisoryLock(client, MIGRATION_LOCKS.auth, () => migrateAuthTables(env))
  } finally {
    await client.end()
  }
}

async function migrateAuthTables(env: Env): Promise<void> {
  await ensureAuthSchema(env)
  const auth = createAuth(env)
  const { runMigrations } = await getMigrations(auth.options)
  await runMigrations()
  // Its context opens the database in the background: let it finish before this instance is dropped.
  await auth.$context
  const db = auth.options.database as { end?: () => Promise<void> }
  if (typeof db.end === 'function') await db.end()
  await migrateHub(env)
}
