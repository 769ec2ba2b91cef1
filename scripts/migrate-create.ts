// `npm run migrate:create -- NAME`: writes the next migration for both adapters from the
// current collections, so SQLite and PostgreSQL never drift apart. Needs the local
// PostgreSQL (a throwaway database is created and dropped). Then writes src/payload-types.ts.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { root } from './lib/build'
import { throwawayDatabase } from './lib/services'

const name = process.argv[2]
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: npm run migrate:create -- name_in_snake_case')
  process.exit(2)
}

const payloadBin = path.join(root, 'node_modules', '.bin', 'payload')
const base = { ...process.env, NODE_OPTIONS: '--no-deprecation', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-mig-')) }

execFileSync(payloadBin, ['migrate:create', name], { cwd: root, stdio: 'inherit', env: { ...base, DATABASE_URL: '' } })

const database = throwawayDatabase('switchyard_migrate')
await database.create()
try {
  execFileSync(payloadBin, ['migrate:create', name], { cwd: root, stdio: 'inherit', env: { ...base, DATABASE_URL: database.url } })
} finally {
  await database.drop()
}
// The collections' types, as the migration leaves them (Payload no longer writes them on every start: src/payload.config.ts).
execFileSync(payloadBin, ['generate:types'], { cwd: root, stdio: 'inherit', env: { ...base, DATABASE_URL: '' } })
