import fs from 'node:fs'
import path from 'node:path'
import { isMainThread } from 'node:worker_threads'

/** The databases, secrets and generated credentials under DATA_DIR, with SQLite's side files. */
const PRIVATE_FILES = ['switchyard.db', 'auth.db', 'secrets.json', 'admin-credentials.json'].flatMap((name) =>
  name.endsWith('.db') ? [name, `${name}-wal`, `${name}-shm`, `${name}-journal`] : [name],
)

/**
 * Makes DATA_DIR readable by its owner only: the folder and the outbox 0700, the
 * databases, secrets, credentials and mails 0600 (also when an older start left them
 * 0644). From here on this process and the server it starts (which inherits the mask)
 * create every file owner-only, so a database created later is too.
 */
export function protectDataDir(dataDir: string): void {
  // process.umask cannot be set from a worker thread; the callers' main threads set it.
  if (isMainThread) process.umask(0o077)
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  fs.chmodSync(dataDir, 0o700)
  const outbox = path.join(dataDir, 'outbox')
  const mails = fs.existsSync(outbox) ? fs.readdirSync(outbox).map((name) => path.join(outbox, name)) : []
  if (fs.existsSync(outbox)) fs.chmodSync(outbox, 0o700)
  for (const file of [...PRIVATE_FILES.map((name) => path.join(dataDir, name)), ...mails])
    if (fs.existsSync(file)) fs.chmodSync(file, 0o600)
}
