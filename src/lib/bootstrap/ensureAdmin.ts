import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import type { Env } from '@/lib/env'

export type AdminCredentials = { email: string; password?: string; source: 'env' | 'generated' | 'existing' }

const DEFAULT_ADMIN_EMAIL = 'admin@switchyard.local'

/**
 * Makes sure the admin can be signed in to. With ADMIN_EMAIL/ADMIN_PASSWORD that user
 * exists with that password; on an empty database without them an admin is created with
 * a generated password, kept under DATA_DIR (0600) so a later start can print it again.
 */
export async function ensureAdmin(payload: Payload, env: Pick<Env, 'adminEmail' | 'adminPassword' | 'dataDir'>): Promise<AdminCredentials> {
  const generatedFile = path.join(env.dataDir, 'admin-credentials.json')
  // overrideAccess: start-up runs before any request; there is no user to check yet.
  const count = await payload.count({ collection: 'users', overrideAccess: true })

  if (env.adminEmail && env.adminPassword) {
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: env.adminEmail } }, limit: 1, overrideAccess: true })
    if (docs[0]) {
      await payload.update({ collection: 'users', id: docs[0].id, data: { password: env.adminPassword }, overrideAccess: true })
    } else {
      await payload.create({ collection: 'users', data: { email: env.adminEmail, password: env.adminPassword, name: 'Admin' }, overrideAccess: true })
    }
    return { email: env.adminEmail, source: 'env' }
  }

  if (count.totalDocs === 0) {
    const email = env.adminEmail ?? DEFAULT_ADMIN_EMAIL
    const password = randomBytes(12).toString('base64url')
    await payload.create({ collection: 'users', data: { email, password, name: 'Admin' }, overrideAccess: true })
    fs.mkdirSync(env.dataDir, { recursive: true })
    fs.writeFileSync(generatedFile, JSON.stringify({ email, password }), { mode: 0o600 })
    return { email, password, source: 'generated' }
  }

  if (fs.existsSync(generatedFile)) {
    const saved = JSON.parse(fs.readFileSync(generatedFile, 'utf8')) as { email: string; password: string }
    return { ...saved, source: 'generated' }
  }
  const { docs } = await payload.find({ collection: 'users', limit: 1, sort: 'createdAt', overrideAccess: true })
  return { email: String(docs[0]?.email ?? ''), source: 'existing' }
}
