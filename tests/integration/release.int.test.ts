import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { describe, expect, it, vi } from 'vitest'

import { loadEnv } from '@/lib/platform/server/env'

import { release, SEED_HINT } from '../../scripts/lib/release'
import { throwawayDatabase } from '../../scripts/lib/services'

/**
 * `npm start`'s release steps on an empty PostgreSQL database without SEED_DEMO: the
 * migrations (Payload's tables, Better Auth's schema) and the admin, but no demo shop, and
 * one line saying how to load it (the decision itself: tests/unit/scripts/release.test.ts).
 */
describe.runIf(process.env.SWITCHYARD_TEST_PG === '1')('the release steps on PostgreSQL', () => {
  it('migrate and create the admin, and leave an empty database without the demo shop', async () => {
    const database = throwawayDatabase('ops_release')
    await database.create()
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-release-'))
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const client = new pg.Client({ connectionString: database.url })
    try {
      const env = loadEnv({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        PAYLOAD_SECRET: randomBytes(32).toString('hex'),
        AUTH_SECRET: randomBytes(32).toString('hex'),
        ADMIN_EMAIL: 'release@example.test',
        ADMIN_PASSWORD: randomBytes(12).toString('hex'),
      })
      const result = await release(env, 'start', `release-${database.name}`)
      expect(result).toMatchObject({ seeded: false, admin: { email: 'release@example.test', source: 'env' } })
      expect(log.mock.calls.map((c) => c.join(' '))).toContain(SEED_HINT)
      await client.connect()
      const one = async (sql: string) => Object.values((await client.query(sql)).rows[0] as object)[0]
      expect(Number(await one('SELECT count(*) FROM parts'))).toBe(0)
      expect(Number(await one('SELECT count(*) FROM "price_lists"'))).toBe(0)
      expect(Number(await one('SELECT count(*) FROM users'))).toBe(1)
      expect(await one(`SELECT to_regclass('auth.session')::text`)).toBe('auth.session')
    } finally {
      log.mockRestore()
      await client.end().catch(() => {})
      await database.drop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 90_000)
})
