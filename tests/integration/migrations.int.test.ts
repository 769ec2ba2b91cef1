import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { closePayload, migrationsFor, openPayload } from '@/lib/platform/bootstrap/server/prepareDatabase'
import { loadEnv } from '@/lib/platform/server/env'

import { throwawayDatabase } from '../../scripts/lib/services'
import { testDatabases, type TestDatabase } from './helpers/databases'

type Sql = (q: string) => Promise<Record<string, unknown>[]>

function rawSql(payload: Payload): Sql {
  const db = payload.db as unknown as { pool?: pg.Pool; client?: { execute(q: string): Promise<{ rows: Record<string, unknown>[] }> } }
  return async (q) => (db.pool ? (await db.pool.query(q)).rows : (await db.client!.execute(q)).rows)
}

/** Issue 25: two instances starting on a fresh PostgreSQL database raced (one exited with a duplicate-type error), and nothing kept a migration from being recorded twice. */
describe.runIf(process.env.SWITCHYARD_TEST_PG === '1')('two instances migrating one fresh PostgreSQL database at once', () => {
  const database = throwawayDatabase('wt_db_migrate')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-it-migrate-'))
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    AUTH_SECRET: randomBytes(32).toString('hex'),
  })
  const opened: Payload[] = []

  afterAll(async () => {
    for (const payload of opened) await closePayload(payload)
    await database.drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('both come up (Payload’s and Better Auth’s migrations), and each migration is recorded once', async () => {
    await database.create()
    const results = await Promise.allSettled([openPayload(env, `${database.name}-a`), openPayload(env, `${database.name}-b`)])
    for (const r of results) if (r.status === 'fulfilled') opened.push(r.value)
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'up'))).toEqual(['up', 'up'])

    const sql = rawSql(opened[0])
    const rows = await sql(`SELECT name, count(*)::int AS n FROM payload_migrations GROUP BY name ORDER BY name`)
    expect(rows).toEqual(migrationsFor(env).map((m) => ({ name: m.name, n: 1 })))
    // Better Auth's tables and the carts' table, once each, in schema auth.
    const auth = await sql(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'auth' ORDER BY table_name`)
    expect(auth.map((t) => t.table_name)).toEqual(expect.arrayContaining(['account', 'hub_kv', 'session', 'user', 'verification']))
  })
})

describe.each(testDatabases())('payload_migrations on $name', (db: TestDatabase) => {
  afterAll(() => db.drop())

  it('refuses a second row for a migration name', async () => {
    const payload = await db.open()
    const sql = rawSql(payload)
    const [first] = await sql(`SELECT name FROM payload_migrations ORDER BY id LIMIT 1`)
    await expect(
      sql(
        `INSERT INTO payload_migrations (name, batch, updated_at, created_at) VALUES ('${String(first.name)}', 99, '2026-01-01', '2026-01-01')`,
      ),
    ).rejects.toThrow(/unique/i)
  })
})
