import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** The files an import writes into, or deletes from, the upload folders, to put back on failure. */
export class UploadJournal {
  private readonly before = new Map<string, Set<string>>()
  private readonly backups: { original: string; copy: string }[] = []
  private backupDir?: string

  /** Notes what a folder holds before the import touches it. */
  watch(dir: string) {
    if (!this.before.has(dir)) this.before.set(dir, new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []))
  }

  /** Keeps a copy of files about to be overwritten or deleted. */
  protect(dir: string, names: string[]) {
    this.watch(dir)
    for (const name of names) {
      const original = path.join(dir, name)
      if (!this.before.get(dir)!.has(name) || !fs.existsSync(original) || this.backups.some((b) => b.original === original)) continue
      this.backupDir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-import-'))
      const copy = path.join(this.backupDir, String(this.backups.length))
      fs.copyFileSync(original, copy)
      this.backups.push({ original, copy })
    }
  }

  /** The import failed: new files go, overwritten and deleted ones come back. */
  undo() {
    for (const [dir, names] of this.before) {
      if (!fs.existsSync(dir)) continue
      for (const name of fs.readdirSync(dir)) if (!names.has(name)) fs.rmSync(path.join(dir, name), { force: true })
    }
    for (const { original, copy } of this.backups) fs.copyFileSync(copy, original)
    this.done()
  }

  done() {
    if (this.backupDir) fs.rmSync(this.backupDir, { recursive: true, force: true })
    this.backupDir = undefined
    this.backups.length = 0
  }
}

export function sameBytes(a: string, b: string): boolean {
  try {
    if (fs.statSync(a).size !== fs.statSync(b).size) return false
    return fs.readFileSync(a).equals(fs.readFileSync(b))
  } catch {
    return false
  }
}

export const isFile = (p: string) => {
  try {
    return fs.statSync(p).isFile()
  } catch {
    return false
  }
}
