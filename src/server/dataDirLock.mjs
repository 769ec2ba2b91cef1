// One process per DATA_DIR in the embedded mode: SQLite takes one writer, and a second server
// on the same files (a second `npm start` during a deploy) fought the first for every write
// (issue 25). The lock is a file holding the pids of the process that took it (the start
// command, or serve.mjs run alone) and of the server the start command runs; it is stale once
// none of them is alive (a SIGKILL leaves it behind), and is then taken over.
import fs from 'node:fs'
import path from 'node:path'

export const LOCK_FILE = 'switchyard.lock'
/** Set by the start command for the server it spawns: the pid that holds the lock for both. */
export const LOCK_HOLDER_ENV = 'SWITCHYARD_DATA_DIR_LOCK'

function alive(pid) {
  if (pid === process.pid) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists, as another user's process.
    return error.code === 'EPERM'
  }
}

const pidsIn = (file) =>
  fs
    .readFileSync(file, 'utf8')
    .split(/\s+/)
    .map(Number)
    .filter((pid) => Number.isSafeInteger(pid) && pid > 0)

/**
 * Takes DATA_DIR's lock for this process: `{ ok: true, release? }`, or `{ ok: false, message }` (one
 * line) while a live process holds it; `release()` gives back a lock taken here before the process ends. A server spawned by the start command (LOCK_HOLDER_ENV names
 * its parent, the holder) joins the lock instead. The lock goes with the process that took it.
 */
export function takeDataDirLock(dataDir) {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const file = path.join(dataDir, LOCK_FILE)
  const holder = Number(process.env[LOCK_HOLDER_ENV] ?? 0)
  for (let attempt = 0; attempt < 3; attempt++) {
    // Written aside, then linked into place: the lock never exists without its pid.
    const draft = `${file}.${process.pid}`
    fs.writeFileSync(draft, `${process.pid}\n`, { mode: 0o600 })
    try {
      fs.linkSync(draft, file)
      // Only its own lock: one taken over after this process was thought dead is not its to remove.
      const release = () => {
        if (fs.existsSync(file) && pidsIn(file)[0] === process.pid) fs.rmSync(file, { force: true })
      }
      process.once('exit', release)
      return { ok: true, release }
    } catch (error) {
      if (error.code !== 'EEXIST') throw error
    } finally {
      fs.rmSync(draft, { force: true })
    }
    let pids
    try {
      pids = pidsIn(file)
    } catch (error) {
      if (error.code === 'ENOENT') continue
      throw error
    }
    if (holder && holder === process.ppid && pids[0] === holder) {
      fs.appendFileSync(file, `${process.pid}\n`)
      return { ok: true }
    }
    const live = pids.filter(alive)
    if (live.length) {
      return {
        ok: false,
        message: `DATA_DIR ${dataDir} is in use by another Switchyard process (pid ${live.join(', ')}): stop it first, or give this one its own DATA_DIR.`,
      }
    }
    // Stale (its processes died without removing it): take it over.
    fs.rmSync(file, { force: true })
  }
  return { ok: false, message: `DATA_DIR ${dataDir}: could not take its lock file ${file}.` }
}

/** takeDataDirLock, or that one line on stderr and exit code 1. */
export function lockDataDirOrExit(dataDir) {
  const lock = takeDataDirLock(dataDir)
  if (lock.ok) return
  console.error(lock.message)
  process.exit(1)
}
