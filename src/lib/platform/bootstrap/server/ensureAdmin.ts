import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import type { Env } from '@/lib/platform/server/env'

/**
 * `generated`: created now, the password shown this once; `saved`: generated at an
 * earlier start, its password only in `file` (never printed again).
 */
export type AdminCredentials =
  | { email: string; source: 'env' | 'existing' }
  | { email: string; password: string; source: 'generated'; file: string }
  | { email: string; source: 'saved'; file: string }

const DEFAULT_ADMIN_EMAIL = 'admin@switchyard.local'

/**
 * Makes sure the admin can be signed in to. With ADMIN_EMAIL/ADMIN_PASSWORD that user
 * exists with that password; on an empty database without them an admin is created with
 * a generated password, returned this once and kept under DATA_DIR (0600) for its owner.
 */
export async function ensureAdmin(payload: Payload, env: Pick<Env, 'adminEmail' | 'adminPassword' | 'dataDir'>): Promise<AdminCredentials> {
  const generatedFile = path.join(env.dataDir, 'admin-credentials.json')
  // overrideAccess: start-up runs before any request; there is no user to check yet.
  const count = await payload.count({ collection: 'users', overrideAccess: true }) // start-up creates or resets the admin as the system

  if (env.adminEmail && env.adminPassword) {
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: env.adminEmail } },
      limit: 1,
      overrideAccess: true, // start-up creates or resets the admin as the system: no user session yet
    })
    if (docs[0]) {
      await payload.update({ collection: 'users', id: docs[0].id, data: { password: env.adminPassword }, overrideAccess: true }) // start-up creates or resets the admin as the system
    } else {
      await payload.create({
        collection: 'users',
        data: { email: env.adminEmail, password: env.adminPassword, name: 'Admin' },
        overrideAccess: true, // start-up creates or resets the admin as the system: no user session yet
      })
    }
    return { email: env.adminEmail, source: 'env' }
  }

  if (count.totalDocs === 0) {
    const email = env.adminEmail ?? DEFAULT_ADMIN_EMAIL
    const password = randomBytes(12).toString('base64url')
    await payload.create({ collection: 'users', data: { email, password, name: 'Admin' }, overrideAccess: true }) // start-up creates or resets the admin as the system
    fs.mkdirSync(env.dataDir, { recursive: true })
    fs.writeFileSync(generatedFile, JSON.stringify({ email, password }), { mode: 0o600 })
    return { email, password, source: 'generated', file: generatedFile }
  }

  if (fs.existsSync(generatedFile)) {
    const saved = JSON.parse(fs.readFileSync(generatedFile, 'utf8')) as { email: string }
    return { email: saved.email, source: 'saved', file: generatedFile }
  }
  const { docs } = await payload.find({ collection: 'users', limit: 1, sort: 'createdAt', overrideAccess: true }) // start-up creates or resets the admin as the system
  return { email: String(docs[0]?.email ?? ''), source: 'existing' }
}
