import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { libsql } from '@libsql/kysely-libsql'

import { LOCK_FILE, takeDataDirLock } from '../../src/server/dataDirLock.mjs'

import { root } from './build'

/*
 * The embedded mode's backup (npm run backup) and restore (npm run restore): both SQLite
 * databases of DATA_DIR copied online through SQLite itself (VACUUM INTO: a read transaction,
 * so each copy is the database as of one moment, WAL included, while the shop keeps writing),
 * then the uploads and the generated secrets, then a manifest with every file's checksum.
 * PostgreSQL and S3 are backed up with their own tools (README, "Backups and restore").
 */

/** The databases: Payload's (catalogue, orders, customers, the deliveries outbox) and Better Auth's (accounts, sessions, carts). */
export const DATABASES = ['switchyard.db', 'auth.db'] as const
/** Generated secrets (sessions and Payload's tokens are signed with them) and the generated admin's credentials. */
const FILES = ['secrets.json', 'admin-credentials.json']
/** Uploads (media, documents) and the embedded mode's mail outbox. */
const FOLDERS = ['media', 'files', 'outbox']
export const MANIFEST = 'manifest.json'
const FORMAT = 'switchyard-backup/1'

export type ManifestFile = { path: string; bytes: number; sha256: string }
export type Manifest = {
  format: typeof FORMAT
  createdAt: string
  dataDir: string
  versions: Record<string, string>
  /** The last migration applied to switchyard.db when it was copied. */
  migration: string | null
  files: ManifestFile[]
}

export class BackupError extends Error {}

const sqliteString = (value: string) => `'${value.replace(/'/g, "''")}'`

function sha256(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex')
}

function versionOf(pkg: string): string {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version
  } catch {
    return 'unknown'
  }
}

/** Every regular file under `dir`, relative to it, sorted; symbolic links and sockets are left out. */
export function filesUnder(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return []
  const out: string[] = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) out.push(...filesUnder(path.join(dir, entry.name), rel))
    else if (entry.isFile()) out.push(rel)
  }
  return out
}

/** Creates `dir` and its missing parents owner-only (0700), as DATA_DIR is. */
export function privateDir(dir: string) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
  fs.chmodSync(dir, 0o700)
}

/**
 * One database copied as of one moment: `VACUUM INTO` reads it in a single read transaction
 * (with WAL, writers go on meanwhile), waits up to 5 s for a lock, and writes a compact copy;
 * the copy must then pass SQLite's integrity check.
 */
async function snapshot(source: string, target: string): Promise<{ sqlite: string; migration: string | null }> {
  const client = libsql.createClient({ url: `file:${source}` })
  try {
    await client.execute('PRAGMA busy_timeout = 5000')
    await client.execute(`VACUUM INTO ${sqliteString(target)}`)
    const version = await client.execute('SELECT sqlite_version() AS v')
    fs.chmodSync(target, 0o600)
    const copy = libsql.createClient({ url: `file:${target}` })
    try {
      const check = await copy.execute('PRAGMA integrity_check')
      const verdict = String(Object.values(check.rows[0] ?? {})[0] ?? '')
      if (verdict !== 'ok') throw new BackupError(`The copy of ${path.basename(source)} failed SQLite's integrity check: ${verdict}`)
      const tables = await copy.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'payload_migrations'")
      const last = tables.rows.length
        ? await copy.execute('SELECT name FROM payload_migrations WHERE batch > 0 ORDER BY batch DESC, id DESC LIMIT 1')
        : null
      return { sqlite: String(version.rows[0]?.v ?? ''), migration: last?.rows[0] ? String(last.rows[0].name) : null }
    } finally {
      copy.close()
    }
  } finally {
    client.close()
  }
}

/** Copies one file owner-only (0600), its folders 0700. */
function copyPrivate(source: string, target: string) {
  privateDir(path.dirname(target))
  fs.copyFileSync(source, target)
  fs.chmodSync(target, 0o600)
}

/**
 * Backs up an embedded DATA_DIR into `outDir` (created 0700; it must not exist or be empty):
 * the databases first (online, each consistent in itself), then the uploads (written before
 * the rows that name them, so every upload the copied rows name is there), the secrets, and
 * last the manifest, whose presence marks a complete backup.
 */
export async function backupDataDir(dataDir: string, outDir: string, now = new Date()): Promise<Manifest> {
  if (!fs.existsSync(path.join(dataDir, 'switchyard.db'))) throw new BackupError(`${dataDir} holds no switchyard.db: nothing to back up.`)
  if (fs.existsSync(outDir) && fs.readdirSync(outDir).length)
    throw new BackupError(`${outDir} is not empty: give the backup a new folder (--out DIR).`)
  privateDir(outDir)
  const versions: Record<string, string> = {
    switchyard: JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version,
    node: process.version,
    next: versionOf('next'),
    payload: versionOf('payload'),
    'better-auth': versionOf('better-auth'),
  }
  let migration: string | null = null
  for (const name of DATABASES) {
    const source = path.join(dataDir, name)
    if (!fs.existsSync(source)) continue
    const taken = await snapshot(source, path.join(outDir, name))
    versions.sqlite = taken.sqlite
    if (name === 'switchyard.db') migration = taken.migration
  }
  for (const folder of FOLDERS)
    for (const rel of filesUnder(path.join(dataDir, folder))) copyPrivate(path.join(dataDir, folder, rel), path.join(outDir, folder, rel))
  for (const name of FILES) if (fs.existsSync(path.join(dataDir, name))) copyPrivate(path.join(dataDir, name), path.join(outDir, name))

  const files = filesUnder(outDir).map((rel) => {
    const file = path.join(outDir, rel)
    return { path: rel, bytes: fs.statSync(file).size, sha256: sha256(file) }
  })
  const manifest: Manifest = { format: FORMAT, createdAt: now.toISOString(), dataDir, versions, migration, files }
  fs.writeFileSync(path.join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 })
  return manifest
}

/** A backup's manifest, after checking that every file it lists is there with its checksum. */
export function readBackup(backupDir: string): Manifest {
  const file = path.join(backupDir, MANIFEST)
  if (!fs.existsSync(file)) throw new BackupError(`${backupDir} is not a complete Switchyard backup (no ${MANIFEST}).`)
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest
  if (manifest.format !== FORMAT) throw new BackupError(`${file}: unknown backup format ${JSON.stringify(manifest.format)}.`)
  if (!manifest.files.some((f) => f.path === 'switchyard.db')) throw new BackupError(`${backupDir} holds no switchyard.db.`)
  for (const entry of manifest.files) {
    const copy = path.join(backupDir, entry.path)
    if (path.relative(backupDir, copy).startsWith('..')) throw new BackupError(`${file} names a file outside the backup: ${entry.path}.`)
    if (!fs.existsSync(copy)) throw new BackupError(`${backupDir} lacks ${entry.path}, which its manifest lists.`)
    if (sha256(copy) !== entry.sha256)
      throw new BackupError(`${entry.path} in ${backupDir} does not match its checksum: the backup is damaged.`)
  }
  return manifest
}

/** DATA_DIR's entries besides its lock (and a lock's draft): what a restore would replace. */
function dataDirEntries(dataDir: string): string[] {
  if (!fs.existsSync(dataDir)) return []
  return fs.readdirSync(dataDir).filter((name) => name !== LOCK_FILE && !name.startsWith(`${LOCK_FILE}.`))
}

/**
 * Restores a backup into `dataDir`: checks the backup's checksums, takes DATA_DIR's lock
 * (so no server runs on it meanwhile, nor starts before the restore is complete), refuses a
 * DATA_DIR with data in it unless `force`, which removes that data first (the databases'
 * -wal and -shm files with it: a stale WAL beside a restored database would be replayed into
 * it), then writes each file owner-only under a temporary name and renames it into place.
 */
export function restoreDataDir(backupDir: string, dataDir: string, options: { force?: boolean } = {}): Manifest {
  const manifest = readBackup(backupDir)
  if (!path.relative(path.resolve(dataDir), path.resolve(backupDir)).startsWith('..'))
    throw new BackupError(`${backupDir} is inside DATA_DIR ${dataDir}, which a restore empties: move the backup out first.`)
  privateDir(dataDir)
  const lock = takeDataDirLock(dataDir)
  if (!lock.ok) throw new BackupError(lock.message ?? `DATA_DIR ${dataDir} is in use.`)
  try {
    const present = dataDirEntries(dataDir)
    if (present.length && !options.force)
      throw new BackupError(
        `DATA_DIR ${dataDir} is not empty (${present.slice(0, 4).join(', ')}${present.length > 4 ? ', …' : ''}): --force replaces its data with the backup's.`,
      )
    for (const name of present) fs.rmSync(path.join(dataDir, name), { recursive: true, force: true })
    for (const entry of manifest.files) {
      const target = path.join(dataDir, entry.path)
      copyPrivate(path.join(backupDir, entry.path), `${target}.restoring`)
      fs.renameSync(`${target}.restoring`, target)
    }
    return manifest
  } finally {
    lock.release?.()
  }
}
/** Runs a backup or restore step; a BackupError (a refusal, a damaged backup) is one line on stderr and exit code 1. */
export async function oneLine<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work()
  } catch (error) {
    if (!(error instanceof BackupError)) throw error
    console.error(error.message)
    process.exitCode = 1
    return undefined
  }
}
