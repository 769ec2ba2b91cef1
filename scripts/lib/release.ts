import type { Payload } from 'payload'

import type { AdminCredentials } from '../../src/lib/platform/bootstrap/server/ensureAdmin'
import type { Env } from '../../src/lib/platform/server/env'
import { step } from './step'

/** Which command runs the release steps: `npm start` (the newcomer's all-in-one) or `npm run migrate` (a deploy's). */
export type ReleaseCommand = 'start' | 'migrate'

/** The hint printed when an empty database is left empty. */
export const SEED_HINT =
  'The database has no catalogue and stays empty: SEED_DEMO=1 npm run migrate loads the demo shop, npm run data:import -- FILE.json your own.'

/**
 * Whether the demo shop is loaded into an empty database. SEED_DEMO=1 always, SEED_DEMO=0
 * never; unset, only `npm start` in the embedded mode (no DATABASE_URL): a production
 * database stays empty unless asked, and a deploy's `migrate` seeds only when told to.
 */
export function seedsDemo(env: Pick<Env, 'databaseUrl' | 'seedDemo'>, command: ReleaseCommand): boolean {
  if (env.seedDemo !== undefined) return env.seedDemo
  return command === 'start' && !env.databaseUrl
}

/** Where the staff's copies of order mail go: the order inbox (ORDER_INBOX or the site settings) and how many reps have an inbox. */
export type StaffMail = { inbox: string | null; reps: number; repsWithMail: number }

async function staffMailOf(payload: Payload, env: Env): Promise<StaffMail> {
  const [site, reps] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }), // reason: the start-up's own summary, for the staff at the console
    payload.find({ collection: 'sales-reps', pagination: false, depth: 0, select: { email: true }, overrideAccess: true }), // reason: as above
  ])
  return {
    inbox: env.orderInbox ?? site.orderInbox ?? null,
    reps: reps.docs.length,
    repsWithMail: reps.docs.filter((r) => r.email).length,
  }
}

/**
 * The release steps, in order: apply the migrations (Payload's and Better Auth's), make sure the
 * admin can sign in, load the demo shop when `seedsDemo` says so and the database is empty.
 * Nothing here serves; `npm run serve` (scripts/serve.mjs) only serves.
 */
export async function release(
  env: Env,
  command: ReleaseCommand,
  payloadKey = 'default',
): Promise<{ admin: AdminCredentials; seeded: boolean; staffMail: StaffMail }> {
  const { closePayload, openPayload } = await import('../../src/lib/platform/bootstrap/server/prepareDatabase')
  const { ensureAdmin } = await import('../../src/lib/platform/bootstrap/server/ensureAdmin')
  const { hasShopData, seedDemo } = await import('../../src/lib/platform/bootstrap/server/seedDemo')
  const payload = await step('Applying database migrations', () => openPayload(env, payloadKey))
  try {
    const admin = await step('Checking the admin account', () => ensureAdmin(payload, env))
    if (!seedsDemo(env, command)) {
      if (!(await hasShopData(payload))) console.log(SEED_HINT)
      return { admin, seeded: false, staffMail: await staffMailOf(payload, env) }
    }
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
    return { admin, seeded: seeded !== 'kept', staffMail: await staffMailOf(payload, env) }
  } finally {
    await closePayload(payload)
  }
}
