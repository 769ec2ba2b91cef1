import os from 'node:os'

import type { AdminCredentials } from '../../src/lib/platform/bootstrap/server/ensureAdmin'
import { loadEnv } from '../../src/lib/platform/server/env'
import { LOCK_HOLDER_ENV, lockDataDirOrExit } from '../../src/server/dataDirLock.mjs'
import { buildIsCurrent, build } from '../lib/build'
import { startServer } from '../lib/server'
import { step } from '../lib/step'

/** `npm start`: build when stale, migrate, seed an empty database, serve. */
export async function start() {
  const env = loadEnv()
  // Embedded: one process per DATA_DIR, from the migrations on; the server it starts shares the lock.
  if (!env.databaseUrl) lockDataDirOrExit(env.dataDir)
  console.log(`Switchyard: ${env.databaseUrl ? 'PostgreSQL' : `embedded SQLite in ${env.dataDir}`}`)
  if (buildIsCurrent()) console.log('✓ Build is current')
  else await step('Building the app (about a minute on 2 cores)', () => build())

  const { closePayload, openPayload } = await import('../../src/lib/platform/bootstrap/server/prepareDatabase')
  const { ensureAdmin } = await import('../../src/lib/platform/bootstrap/server/ensureAdmin')
  const { seedDemo } = await import('../../src/lib/platform/bootstrap/server/seedDemo')
  const payload = await step('Applying database migrations', () => openPayload(env))
  const admin = await step('Checking the admin account', () => ensureAdmin(payload, env))
  const seeded = await step('Seeding the demo shop when the database is empty (catalogue, content, pricing; about 20 s)', () =>
    seedDemo(payload),
  )
  if (seeded === 'kept') console.log('  (the database already has its own data: nothing seeded)')
  else
    console.log(
      `  ${Object.entries(seeded)
        .map(([section, c]) => `${section} ${c.created}`)
        .join(', ')}`,
    )
  await closePayload(payload)

  const server = await step(`Starting the server on port ${env.port}`, () =>
    startServer(env.port, { ...process.env, [LOCK_HOLDER_ENV]: String(process.pid) }),
  )
  console.log('')
  console.log(`  Shop:   ${env.publicUrl}  (Spanish: ${env.publicUrl}/es)`)
  console.log(`  Admin:  ${env.publicUrl}/admin`)
  console.log(`          e-mail    ${admin.email}`)
  for (const line of adminPasswordLines(admin)) console.log(`          ${line}`)
  console.log('')
  // A stop signal goes to the server, which drains and exits 0; its exit is ours. A server that
  // crashed or was killed makes `npm start` fail too (128 + the signal's number for a kill),
  // so a supervisor's restart-on-failure restarts the shop.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => server.child.kill(signal))
  process.exitCode = await new Promise<number>((resolve) => server.child.once('exit', (code, signal) => resolve(exitCodeOf(code, signal))))
}

/** A child's exit as a process exit code: its own code, else 128 + the number of the signal that ended it. */
export function exitCodeOf(code: number | null, signal: NodeJS.Signals | null): number {
  if (code !== null) return code
  return 128 + (signal ? (os.constants.signals[signal] ?? 0) : 0)
}

/** The admin password is printed once, when it is generated; later starts say where it is kept. */
export function adminPasswordLines(admin: AdminCredentials): string[] {
  switch (admin.source) {
    case 'generated':
      return [`password  ${admin.password}`, `(shown this once; kept in ${admin.file}, readable by you only)`]
    case 'saved':
      return [`password  generated at the first start, kept in ${admin.file} (readable by you only)`]
    case 'env':
      return ['password  (from ADMIN_PASSWORD)']
    case 'existing':
      return ['password  (set ADMIN_EMAIL and ADMIN_PASSWORD to reset it)']
  }
}
