import path from 'node:path'

import pg from 'pg'

import { logPoolErrors } from '@/lib/platform/db/server/poolErrors'
import { KeptLibsqlDialect } from '@/lib/platform/db/server/sqliteConnections'
import type { Env } from '@/lib/platform/server/env'

/** The schema (PostgreSQL) that holds Better Auth's tables, apart from Payload's `public`. */
export const AUTH_SCHEMA = 'auth'

/**
 * Better Auth's database. Embedded: its own SQLite file beside Payload's
 * (DATA_DIR/auth.db, WAL, a busy timeout on every connection). Production: the same PostgreSQL, every connection in schema `auth`.
 */
export function authDatabase(env: Pick<Env, 'databaseUrl' | 'dataDir'>) {
  if (env.databaseUrl) {
    return logPoolErrors(new pg.Pool({ connectionString: env.databaseUrl, options: `-c search_path=${AUTH_SCHEMA}`, max: 5 }), 'Sign-in')
  }
  return { dialect: new KeptLibsqlDialect(`file:${path.join(env.dataDir, 'auth.db')}`), type: 'sqlite' as const }
}

/** Creates the `auth` schema on PostgreSQL when missing (the tables come from Better Auth's migrations). */
export async function ensureAuthSchema(env: Pick<Env, 'databaseUrl'>) {
  if (!env.databaseUrl) return
  const client = new pg.Client({ connectionString: env.databaseUrl })
  await client.connect()
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${AUTH_SCHEMA}`)
  } finally {
    await client.end()
  }
}
