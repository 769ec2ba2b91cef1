import { loadEnv } from '../../src/lib/platform/server/env'
import { lockDataDirOrExit } from '../../src/server/dataDirLock.mjs'
import { release } from '../lib/release'

import { adminPasswordLines } from './start'

/**
 * `npm run migrate`: a deploy's release step, run once before the new instances start
 * (`npm run serve`): the migrations of the configured database (SQLite under DATA_DIR or
 * PostgreSQL), Better Auth's tables, the admin account, and the demo shop only with SEED_DEMO=1.
 * On PostgreSQL each part runs under an advisory lock, so two release jobs take turns; in the
 * embedded mode it refuses a DATA_DIR a running server holds.
 */
export async function migrate() {
  const env = loadEnv()
  if (!env.databaseUrl) lockDataDirOrExit(env.dataDir)
  console.log(`Switchyard: ${env.databaseUrl ? 'PostgreSQL' : `embedded SQLite in ${env.dataDir}`}`)
  const { admin } = await release(env, 'migrate')
  console.log(`  Admin:  e-mail    ${admin.email}`)
  for (const line of adminPasswordLines(admin)) console.log(`          ${line}`)
}
