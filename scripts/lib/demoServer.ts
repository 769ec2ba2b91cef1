import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

import { loadEnv } from '../../src/lib/platform/server/env'
import { seconds } from './step'
import { startServer, type RunningServer } from './server'

export const DEMO_ADMIN = { email: 'bench-admin@switchyard.test', password: 'bench-password-123' }

type FreshDatabase = {
  /** The start of the temporary data folder's name. */
  folder: string
  /** The admin the database gets first. */
  admin: { email: string; password: string }
  /** More variables for the server (this process's, the folder, port, URL and admin are set here). */
  vars?: Record<string, string>
  /** Fills the database once the admin is there, before the server starts. */
  fill: (payload: Payload) => Promise<void>
  /** A file for everything the server prints (else its stderr is shown, its stdout dropped). */
  logFile?: string
}

/**
 * The production server on a fresh embedded database in a new temporary folder, filled before
 * it starts (the benchmarks' demo shop below, the browser tests' fixtures in
 * ../commands/serveTest.ts). The folder is removed when it stops.
 */
export async function startOnFreshDatabase(
  port: number,
  { folder, admin, vars: more = {}, fill, logFile }: FreshDatabase,
): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), folder))
  const vars = {
    ...process.env,
    ...more,
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    DATABASE_URL: '',
  }
  const env = loadEnv(vars)
  const { closePayload, openPayload } = await import('../../src/lib/platform/bootstrap/server/prepareDatabase')
  const { ensureAdmin } = await import('../../src/lib/platform/bootstrap/server/ensureAdmin')
  // One Payload per data folder: Payload keeps instances by key for the whole process.
  const payload = await openPayload(env, path.basename(dataDir))
  try {
    await ensureAdmin(payload, env)
    await fill(payload)
  } finally {
    await closePayload(payload)
  }
  const server = await startServer(port, vars, true, logFile)
  return { ...server, stop: () => server.stop().then(() => fs.rmSync(dataDir, { recursive: true, force: true })) }
}

/**
 * The production server on a fresh embedded database seeded with the demo shop (the
 * catalogue of `npm start`, or the 50,000-part one), for the benchmarks. The data folder
 * is removed when it stops.
 */
export async function startDemoServer(
  port: number,
  options: { large?: boolean; more?: (payload: Payload) => Promise<void> } = {},
): Promise<RunningServer & { importSeconds: string }> {
  const { seedDemo } = await import('../../src/lib/platform/bootstrap/server/seedDemo')
  let importSeconds = ''
  const server = await startOnFreshDatabase(port, {
    folder: 'switchyard-bench-',
    admin: DEMO_ADMIN,
    fill: async (payload) => {
      const started = Date.now()
      await seedDemo(payload, { large: options.large })
      importSeconds = seconds(started)
      await options.more?.(payload)
    },
  })
  return { ...server, importSeconds }
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
