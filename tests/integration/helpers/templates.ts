import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { closePayload, openPayload } from '@/lib/platform/bootstrap/server/prepareDatabase'
import { loadEnv } from '@/lib/platform/server/env'

import { TEST_PG_URL } from '../../../scripts/lib/services'

/**
 * Migrated databases to copy from, so that a test's fresh database costs a copy instead of
 * running every migration again (issue 24's CI time: ~4 s of CPU per PostgreSQL database,
 * ~2 s per SQLite one, in each of some 60 a run opens). One per set of migrations: the name
 * carries a hash of the migration files and of Better Auth's, so a new migration makes a new
 * template. Both integration lanes may ask at once: PostgreSQL's advisory lock makes one build it.
 */
const root = path.resolve(import.meta.dirname, '..', '..', '..')

function migrationsHash(): string {
  const hash = createHash('sha256')
  const files = [
    ...['sqlite', 'postgres'].flatMap((d) =>
      fs
        .readdirSync(path.join(root, 'src', 'migrations', d))
        .sort()
        .map((f) => path.join(root, 'src', 'migrations', d, f)),
    ),
    path.join(root, 'src', 'lib', 'accounts', 'server', 'migrate.ts'),
    path.join(root, 'node_modules', 'better-auth', 'package.json'),
  ]
  for (const file of files) hash.update(file).update(fs.readFileSync(file))
  return hash.digest('hex').slice(0, 12)
}

const secrets = () => ({ PAYLOAD_SECRET: randomBytes(32).toString('hex'), AUTH_SECRET: randomBytes(32).toString('hex') })

async function migrate(dataDir: string, databaseUrl?: string) {
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ...secrets() })
  await closePayload(await openPayload(env, `template-${path.basename(dataDir)}`))
}

let postgresTemplate: Promise<string> | undefined

/** The name of a migrated PostgreSQL database to create a test's database from (`CREATE DATABASE … TEMPLATE`). */
export function migratedPostgres(): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `switchyard_it_template_${migrationsHash()}`
    const admin = new pg.Client({ connectionString: TEST_PG_URL })
    await admin.connect()
    try {
      await admin.query('SELECT pg_advisory_lock(20261128)')
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
      if (found.rowCount === 0) {
        // Built under another name and renamed once whole: a run stopped half-way leaves no template behind.
        const building = `${name}_building_${randomBytes(3).toString('hex')}`
        await admin.query(`CREATE DATABASE "${building}"`)
        const url = new URL(TEST_PG_URL)
        url.pathname = `/${building}`
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-template-pg-'))
        await migrate(dataDir, url.toString())
        fs.rmSync(dataDir, { recursive: true, force: true })
        await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`)
        // Templates of older migrations go (one in use by another run stays: DROP refuses it).
        const old = await admin.query("SELECT datname FROM pg_database WHERE datname LIKE 'switchyard_it_template_%' AND datname <> $1", [
          name,
        ])
        for (const row of old.rows) await admin.query(`DROP DATABASE IF EXISTS "${row.datname}"`).catch(() => undefined)
      }
      return name
    } finally {
      await admin.query('SELECT pg_advisory_unlock(20261128)').catch(() => undefined)
      await admin.end()
    }
  })()
  return postgresTemplate
}

let sqliteTemplate: Promise<string> | undefined

/** A folder holding migrated SQLite databases (Payload's and Better Auth's) to copy into a test's DATA_DIR. */
export function migratedSqlite(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const dir = path.join(os.tmpdir(), `switchyard-it-template-sqlite-${migrationsHash()}`)
    if (fs.existsSync(path.join(dir, 'complete'))) return dir
    // Each lane may build its own copy at once: built aside, then moved into place whole.
    const building = fs.mkdtempSync(`${dir}-building-`)
    await migrate(building)
    fs.writeFileSync(path.join(building, 'complete'), '')
    try {
      fs.renameSync(building, dir)
    } catch {
      // The other lane's copy got there first.
      fs.rmSync(building, { recursive: true, force: true })
    }
    return dir
  })()
  return sqliteTemplate
}

/** Copies the template's database files (with their write-ahead logs; not its secrets or outbox) into `dataDir`. */
export async function copySqliteTemplate(dataDir: string): Promise<void> {
  const from = await migratedSqlite()
  for (const file of fs.readdirSync(from)) if (/\.db(?:-wal)?$/.test(file)) fs.copyFileSync(path.join(from, file), path.join(dataDir, file))
}
