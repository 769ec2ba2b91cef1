import path from 'node:path'

import { parseEnv } from '../../src/lib/platform/server/env'
import { migrations } from '../../src/migrations/sqlite'
import { oneLine, restoreDataDir } from '../lib/backup'
import { step } from '../lib/step'

const USAGE =
  'Usage: npm run restore -- BACKUP_DIR [--data-dir DIR] [--force]   (DIR defaults to DATA_DIR; --force replaces data already there)'

/** `npm run restore -- BACKUP_DIR [--data-dir DIR] [--force]`: puts an embedded backup back (scripts/lib/backup.ts). */
export async function restore(args: string[]) {
  const at = args.indexOf('--data-dir')
  const rest = args.filter((a, i) => a !== '--force' && a !== '--data-dir' && (at < 0 || i !== at + 1))
  if (rest.length !== 1 || rest[0].startsWith('--') || (at >= 0 && !args[at + 1])) {
    console.error(USAGE)
    process.exitCode = 2
    return
  }
  const dataDir = path.resolve(at >= 0 ? args[at + 1] : parseEnv().dataDir)
  const backupDir = path.resolve(rest[0])
  const manifest = await oneLine(() =>
    step(`Restoring ${backupDir} into ${dataDir}`, () => restoreDataDir(backupDir, dataDir, { force: args.includes('--force') })),
  )
  if (!manifest) return
  console.log(`  ${manifest.files.length} files from the backup of ${manifest.createdAt} (Switchyard ${manifest.versions.switchyard})`)
  const latest = migrations.at(-1)?.name
  if (manifest.migration !== latest)
    console.log(
      `  Its database is at migration ${manifest.migration ?? '(none)'}, this code's latest is ${latest}: npm run migrate brings it up to date.`,
    )
  console.log(`  Start the shop on it: DATA_DIR=${dataDir} npm run serve (or npm start)`)
}
