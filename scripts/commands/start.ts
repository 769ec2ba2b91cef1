import type { AdminCredentials } from '../../src/lib/platform/bootstrap/server/ensureAdmin'
import { loadEnv, type Env } from '../../src/lib/platform/server/env'
import { LOCK_HOLDER_ENV, lockDataDirOrExit } from '../../src/server/dataDirLock.mjs'
import { buildIsCurrent, build } from '../lib/build'
import { exitCodeOf } from '../lib/exitCode.mjs'
import { release, type StaffMail } from '../lib/release'
import { startServer } from '../lib/server'
import { step } from '../lib/step'

/** `npm start`: build when stale, the release steps (migrate, admin, the demo seed in the embedded mode or with SEED_DEMO=1), serve. */
export async function start() {
  const env = loadEnv()
  // Embedded: one process per DATA_DIR, from the migrations on; the server it starts shares the lock.
  if (!env.databaseUrl) lockDataDirOrExit(env.dataDir)
  console.log(`Switchyard: ${env.databaseUrl ? 'PostgreSQL' : `embedded SQLite in ${env.dataDir}`}`)
  if (buildIsCurrent()) console.log('✓ Build is current')
  else await step('Building the app (about a minute on 2 cores)', () => build())

  const { admin, staffMail } = await release(env, 'start')

  const server = await step(`Starting the server on port ${env.port}`, () =>
    startServer(env.port, { ...process.env, [LOCK_HOLDER_ENV]: String(process.pid) }),
  )
  console.log('')
  console.log(`  Shop:   ${env.publicUrl}  (Spanish: ${env.publicUrl}/es)`)
  console.log(`  Admin:  ${env.publicUrl}/admin`)
  console.log(`          e-mail    ${admin.email}`)
  for (const line of adminPasswordLines(admin)) console.log(`          ${line}`)
  for (const line of staffMailLines(staffMail, env)) console.log(`  ${line}`)
  console.log('')
  // A stop signal goes to the server, which drains and exits 0; its exit is ours. A server that
  // crashed or was killed makes `npm start` fail too (128 + the signal's number for a kill),
  // so a supervisor's restart-on-failure restarts the shop.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => server.child.kill(signal))
  process.exitCode = await new Promise<number>((resolve) => server.child.once('exit', (code, signal) => resolve(exitCodeOf(code, signal))))
}

/** Where the staff's mail goes (the order desk's copy of each order, the territory's rep), and where it lands without SMTP. */
export function staffMailLines(mail: StaffMail, env: Pick<Env, 'smtpUrl' | 'publicUrl' | 'dataDir'>): string[] {
  const to = mail.inbox
    ? `Staff mail: each order's copy to ${mail.inbox} (the order inbox) and to the territory's rep (${mail.repsWithMail} of ${mail.reps} reps have an e-mail)`
    : `Staff mail: no order inbox (Admin → Site settings, or ORDER_INBOX): order copies reach only reps with an e-mail (${mail.repsWithMail} of ${mail.reps})`
  const where = env.smtpUrl
    ? '            sent through SMTP_URL'
    : `            without SMTP_URL every mail lands in ${env.dataDir}/outbox/ and shows at ${env.publicUrl}/dev/mailbox`
  return [to, where]
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
