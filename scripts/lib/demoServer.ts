import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { loadEnv } from '../../src/lib/env'
import { seconds } from './step'
import { startServer, type RunningServer } from './server'

export const DEMO_ADMIN = { email: 'bench-admin@switchyard.test', password: 'bench-password-123' }

/**
 * The production server on a fresh embedded database seeded with the demo shop (the
 * catalogue of `npm start`, or the 50,000-part one), for the benchmarks. The data folder
 * is removed when it stops.
 */
export async function startDemoServer(port: number, options: { large?: boolean } = {}): Promise<RunningServer & { importSeconds: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-bench-'))
  const vars = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    ADMIN_EMAIL: DEMO_ADMIN.email,
    ADMIN_PASSWORD: DEMO_ADMIN.password,
    DATABASE_URL: '',
  }
  const env = loadEnv(vars)
  const { closePayload, openPayload } = await import('../../src/lib/bootstrap/prepareDatabase')
  const { ensureAdmin } = await import('../../src/lib/bootstrap/ensureAdmin')
  const { seedDemo } = await import('../../src/lib/bootstrap/seedDemo')
  // One Payload per data folder: Payload keeps instances by key for the whole process.
  const payload = await openPayload(env, `bench-${path.basename(dataDir)}`)
  const started = Date.now()
  try {
    await ensureAdmin(payload, env)
    await seedDemo(payload, { large: options.large })
  } finally {
    await closePayload(payload)
  }
  const importSeconds = seconds(started)
  const server = await startServer(port, vars, true)
  return {
    ...server,
    importSeconds,
    stop: () => server.stop().then(() => fs.rmSync(dataDir, { recursive: true, force: true })),
  }
}

/** Headers of the demo admin's REST calls (signed in through Payload's login). */
export async function demoAdminHeaders(baseUrl: string): Promise<Record<string, string>> {
  const login = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  })
  const { token } = (await login.json()) as { token?: string }
  if (!token) throw new Error('the bench admin could not sign in')
  return { Authorization: `JWT ${token}`, 'content-type': 'application/json' }
}
