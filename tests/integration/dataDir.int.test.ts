import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sendMail } from '@/lib/accounts/server/mail'
import { ensureAdmin } from '@/lib/platform/bootstrap/server/ensureAdmin'
import { closePayload, openPayload } from '@/lib/platform/bootstrap/server/prepareDatabase'
import { loadEnv } from '@/lib/platform/server/env'

/** Every file and folder under `dir` with its permission bits. */
function modes(dir: string): { file: string; mode: number; folder: boolean }[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => {
    const stat = fs.statSync(path.join(dir, name))
    return { file: name, mode: stat.mode & 0o777, folder: stat.isDirectory() }
  })
}

// Issue 11, item 8: the embedded mode's databases, secrets, generated admin password and
// outbox are readable by their owner only, whatever the umask the shop was started with.
describe('DATA_DIR is its owner’s only', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-it-modes-'))
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir })
  let payload: Payload

  beforeAll(async () => {
    // A typical shell's mask: files 0644 and folders 0755 unless the shop says otherwise.
    process.umask(0o022)
    fs.chmodSync(dataDir, 0o755)
    payload = await openPayload(env, `it-modes-${path.basename(dataDir)}`)
    await ensureAdmin(payload, env)
    await sendMail({ to: 'buyer@example.com', subject: 'Code', text: '123456', html: '<p>123456</p>' }, { ...env, smtpUrl: undefined })
  })
  afterAll(async () => {
    await closePayload(payload)
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('creates the databases, secrets, credentials and outbox 0600 in folders 0700', () => {
    const found = modes(dataDir)
    for (const name of ['switchyard.db', 'auth.db', 'secrets.json', 'admin-credentials.json', 'outbox']) {
      expect(found.map((f) => f.file)).toContain(name)
    }
    expect(found.some((f) => f.file.startsWith('outbox/'))).toBe(true)
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700)
    for (const f of found) expect({ file: f.file, mode: f.mode.toString(8) }).toEqual({ file: f.file, mode: f.folder ? '700' : '600' })
  })

  it('takes back what an older start left readable by others', async () => {
    for (const f of modes(dataDir)) fs.chmodSync(path.join(dataDir, f.file), f.folder ? 0o755 : 0o644)
    fs.chmodSync(dataDir, 0o755)
    await openPayload(env, `it-modes-${path.basename(dataDir)}`)
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700)
    for (const name of ['switchyard.db', 'auth.db', 'secrets.json', 'admin-credentials.json', 'outbox']) {
      const mode = fs.statSync(path.join(dataDir, name)).mode & 0o777
      expect({ name, mode: mode.toString(8) }).toEqual({ name, mode: name === 'outbox' ? '700' : '600' })
    }
  })
})
