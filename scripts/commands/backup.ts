import path from 'node:path'

import { parseEnv } from '../../src/lib/platform/server/env'
import { backupDataDir, oneLine } from '../lib/backup'
import { step } from '../lib/step'

const USAGE =
  "Usage: npm run backup [-- --out DIR]   (the embedded mode: DATA_DIR's databases, uploads and secrets; DIR defaults to backups/switchyard-TIME)"

/** A path as typed: relative below the current folder, else absolute. */
const shown = (dir: string) => (path.relative(process.cwd(), dir).startsWith('..') ? dir : path.relative(process.cwd(), dir))

/** `npm run backup [-- --out DIR]`: an online backup of the embedded DATA_DIR (scripts/lib/backup.ts); the shop may keep serving. */
export async function backup(args: string[]) {
  const out = args.indexOf('--out')
  if (args.some((a, i) => a !== '--out' && i !== out + 1) || (out >= 0 && !args[out + 1])) {
    console.error(USAGE)
    process.exitCode = 2
    return
  }
  // parseEnv, not loadEnv: a backup reads DATA_DIR and never writes secrets into it.
  const env = parseEnv()
  if (env.databaseUrl) {
    console.error(
      'npm run backup copies the embedded mode\'s DATA_DIR; with DATABASE_URL back up PostgreSQL with pg_dump and the uploads\' bucket with its versioning (README, "Backups in production").',
    )
    process.exitCode = 1
    return
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const dir = path.resolve(out >= 0 ? args[out + 1] : path.join('backups', `switchyard-${stamp}`))
  const manifest = await oneLine(() => step(`Backing up ${env.dataDir} into ${dir}`, () => backupDataDir(env.dataDir, dir)))
  if (!manifest) return
  const bytes = manifest.files.reduce((sum, f) => sum + f.bytes, 0)
  console.log(
    `  ${manifest.files.length} files, ${(bytes / 1e6).toFixed(1)} MB; migration ${manifest.migration ?? '(none)'}; manifest ${path.join(dir, 'manifest.json')}`,
  )
  console.log(`  Restore with: npm run restore -- ${shown(dir)} [--data-dir DIR] [--force]`)
}
