// `npm run migrate:create -- NAME`: writes the next migration for both adapters from the
// current collections, so SQLite and PostgreSQL never drift apart. Needs the local
// PostgreSQL (a throwaway database is created and dropped).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { root } from './lib/build'
import { TEST_PG_URL } from './lib/services'

const name = process.argv[2]
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: npm run migrate:create -- name_in_snake_case')
  process.exit(2)
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: TEST_PG_URL })
  await client.connect()
  await client.query(sql).finally(() => client.end())
}

const payloadBin = path.join(root, 'node_modules', '.bin', 'payload')
const base = { ...process.env, NODE_OPTIONS: '--no-deprecation', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-mig-')) }

execFileSync(payloadBin, ['migrate:create', name], { cwd: root, stdio: 'inherit', env: { ...base, DATABASE_URL: '' } })

const database = `switchyard_migrate_${Date.now()}`
const url = new URL(TEST_PG_URL)
url.pathname = `/${database}`
await admin(`CREATE DATABASE "${database}"`)
try {
  execFileSync(payloadBin, ['migrate:create', name], { cwd: root, stdio: 'inherit', env: { ...base, DATABASE_URL: url.toString() } })
} finally {
  await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
}
