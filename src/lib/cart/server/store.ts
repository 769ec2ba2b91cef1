import { Kysely, PostgresDialect, sql } from 'kysely'
import path from 'node:path'
import pg from 'pg'

import { logPoolErrors } from '@/lib/platform/db/server/poolErrors'
import { KeptLibsqlDialect } from '@/lib/platform/db/server/sqliteConnections'
import type { Env } from '@/lib/platform/server/env'

import { AUTH_SCHEMA } from '@/lib/accounts/server/database'

/**
 * The buyers' carts, favorites and saved carts (docs/carts.md, `hubKV`): one row per
 * `{email}:{feature}` key holding a JSON value and a version. Kept in the same database as
 * the sign-in tables (DATA_DIR/auth.db, or schema `auth` on PostgreSQL), so it lives and
 * is backed up with the accounts it belongs to.
 *
 * Writes are compare-and-set on the version: a write based on an older version changes
 * nothing and answers the current value, so two tabs never silently overwrite each other.
 */
interface HubRow {
  key: string
  email: string
  feature: string
  value: string
  version: number
  created_at: string
  updated_at: string
}

type Db = Kysely<{ hub_kv: HubRow }>

export type Stored = { value: unknown; version: number }
export type PutResult = { ok: true; version: number } | { ok: false; current: Stored }

const EMPTY: Stored = { value: null, version: 0 }

function connect(env: Pick<Env, 'databaseUrl' | 'dataDir'>): Db {
  if (env.databaseUrl) {
    const pool = logPoolErrors(
      new pg.Pool({ connectionString: env.databaseUrl, options: `-c search_path=${AUTH_SCHEMA}`, max: 5 }),
      'Carts',
    )
    return new Kysely({ dialect: new PostgresDialect({ pool }) })
  }
  return new Kysely({ dialect: new KeptLibsqlDialect(`file:${path.join(env.dataDir, 'auth.db')}`) })
}

/** Creates the table when missing (every start runs it, with the sign-in tables). */
export async function migrateHub(env: Pick<Env, 'databaseUrl' | 'dataDir'>): Promise<void> {
  const db = connect(env)
  try {
    await db.schema
      .createTable('hub_kv')
      .ifNotExists()
      .addColumn('key', 'varchar(400)', (c) => c.primaryKey())
      .addColumn('email', 'varchar(320)', (c) => c.notNull())
      .addColumn('feature', 'varchar(40)', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('hub_kv_email_idx').ifNotExists().on('hub_kv').column('email').execute()
  } finally {
    await db.destroy()
  }
}

export class HubStore {
  constructor(private readonly db: Db) {}

  async get(key: string): Promise<Stored> {
    const row = await this.db.selectFrom('hub_kv').select(['value', 'version']).where('key', '=', key).executeTakeFirst()
    return row ? { value: JSON.parse(row.value) as unknown, version: Number(row.version) } : EMPTY
  }

  /**
   * Writes `value` if the stored version is still `baseVersion` (0: nothing stored yet);
   * otherwise changes nothing and answers what is stored now.
   */
  async put(key: string, owner: { email: string; feature: string }, value: unknown, baseVersion: number): Promise<PutResult> {
    const now = new Date().toISOString()
    const json = JSON.stringify(value)
    if (baseVersion === 0) {
      const inserted = await this.db
        .insertInto('hub_kv')
        .values({ key, ...owner, value: json, version: 1, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('key').doNothing())
        .executeTakeFirst()
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { ok: true, version: 1 }
    } else {
      const updated = await this.db
        .updateTable('hub_kv')
        .set({ value: json, version: sql<number>`version + 1`, updated_at: now })
        .where('key', '=', key)
        .where('version', '=', baseVersion)
        .executeTakeFirst()
      if (Number(updated.numUpdatedRows) === 1) return { ok: true, version: baseVersion + 1 }
    }
    return { ok: false, current: await this.get(key) }
  }

  /** The stored value with its version and the row's creation time (null when nothing is stored). */
  async getRow(key: string): Promise<(Stored & { createdAt: string }) | null> {
    const row = await this.db.selectFrom('hub_kv').select(['value', 'version', 'created_at']).where('key', '=', key).executeTakeFirst()
    return row ? { value: JSON.parse(row.value) as unknown, version: Number(row.version), createdAt: row.created_at } : null
  }

  /**
   * Deletes the value only if it is still this version of this row (compare-and-delete):
   * an order removes the cart it was placed from, never a later change made meanwhile.
   */
  async deleteVersion(key: string, version: number, createdAt: string): Promise<boolean> {
    const deleted = await this.db
      .deleteFrom('hub_kv')
      .where('key', '=', key)
      .where('version', '=', version)
      .where('created_at', '=', createdAt)
      .executeTakeFirst()
    return Number(deleted.numDeletedRows) === 1
  }

  async delete(key: string): Promise<void> {
    await this.db.deleteFrom('hub_kv').where('key', '=', key).execute()
  }

  /** Every key of one e-mail (the account's own data, e.g. for an export or erasure). */
  async keysOf(email: string): Promise<string[]> {
    const rows = await this.db.selectFrom('hub_kv').select('key').where('email', '=', email).execute()
    return rows.map((r) => r.key)
  }

  close(): Promise<void> {
    return this.db.destroy()
  }
}

/** A store on its own connection (scripts and tests close it). */
export function openHubStore(env: Pick<Env, 'databaseUrl' | 'dataDir'>): HubStore {
  return new HubStore(connect(env))
}

const holder = globalThis as { __switchyardHub?: { key: string; store: HubStore } }

/** The app's store, one per process and configuration. */
export function hubStore(env: Pick<Env, 'databaseUrl' | 'dataDir'>): HubStore {
  const key = `${env.databaseUrl ?? ''}|${env.dataDir}`
  if (holder.__switchyardHub?.key !== key) holder.__switchyardHub = { key, store: openHubStore(env) }
  return holder.__switchyardHub.store
}
