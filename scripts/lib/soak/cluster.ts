import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { closePayload, openPayload } from '../../../src/lib/platform/bootstrap/server/prepareDatabase'
import { loadEnv } from '../../../src/lib/platform/server/env'
import { importVectors } from '../../../tests/fixtures/importVectors'
import { startServer, type RunningServer } from '../server'
import { throwawayDatabase } from '../services'

/** The buyers' company in the worked examples' shop (tests/fixtures/commerce.json): terms, a rep for Pennsylvania. */
const CUSTOMER = 'acme-oem'
export const ORDER_INBOX = 'orders@soak.test'

export type Instance = { name: string; port: number; server: RunningServer | null; log: string }

/**
 * The shop as the soak runs it: one database (a throwaway PostgreSQL one, or an embedded
 * SQLite DATA_DIR), the worked examples' catalogue and prices, the buyers' web users, and
 * `ports.length` production instances on it.
 */
export async function prepareCluster(opts: {
  kind: 'postgres' | 'sqlite'
  ports: number[]
  buyers: string[]
  vars: NodeJS.ProcessEnv
  logDir: string
}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `switchyard-soak-${opts.kind}-`))
  const database = opts.kind === 'postgres' ? throwawayDatabase('switchyard_soak') : null
  if (database) await database.create()
  const vars: NodeJS.ProcessEnv = {
    ...opts.vars,
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? '',
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    AUTH_SECRET: randomBytes(32).toString('hex'),
    ORDER_INBOX,
    // Each request names its client in X-Forwarded-For, so each buyer's sign-in limits are its own.
    TRUSTED_PROXY: '1',
  }
  if (!database) delete vars.REDIS_URL
  const env = loadEnv({ ...vars, NODE_ENV: 'test' })
  const payload = await openPayload(env, `soak-${opts.kind}-${path.basename(dataDir)}`)
  try {
    await importVectors(payload)
    const sys = { overrideAccess: true, context: { disableRevalidate: true } } as const
    await payload.create({ collection: 'countries', data: { alpha2: 'US', alpha3: 'USA', name: 'United States' }, ...sys })
    const customer = (await payload.find({ collection: 'customers', where: { name: { equals: CUSTOMER } }, ...sys })).docs[0]
    for (const email of opts.buyers) await payload.create({ collection: 'web-users', data: { email, customers: [customer.id] }, ...sys })
  } finally {
    await closePayload(payload)
  }
  const instances: Instance[] = opts.ports.map((port, i) => ({
    name: `${opts.kind}-${String.fromCharCode(97 + i)}`,
    port,
    server: null,
    log: path.join(opts.logDir, `${opts.kind}-${String.fromCharCode(97 + i)}.log`),
  }))

  const start = async (instance: Instance) => {
    instance.server = await startServer(
      instance.port,
      { ...vars, PORT: String(instance.port), PUBLIC_URL: `http://localhost:${instance.port}` },
      true,
      instance.log,
    )
  }
  /** Stops an instance with `signal` and waits until it is gone. */
  const stop = async (instance: Instance, signal: 'SIGKILL' | 'SIGTERM') => {
    const server = instance.server
    instance.server = null
    if (!server || server.child.exitCode !== null) return
    await new Promise<void>((resolve) => {
      server.child.once('exit', () => resolve())
      server.child.kill(signal)
    })
  }
  return {
    kind: opts.kind,
    vars,
    instances,
    databaseUrl: database?.url ?? null,
    dataDir,
    start,
    stop,
    /** An instance that is up now, picked at random (a load balancer's choice), or null during a restart of the only one. */
    pick: (): Instance | null => {
      const up = instances.filter((i) => i.server)
      return up.length ? up[Math.floor(Math.random() * up.length)] : null
    },
    close: async () => {
      await Promise.all(instances.map((i) => stop(i, 'SIGTERM')))
      if (database) await database.drop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export type Cluster = Awaited<ReturnType<typeof prepareCluster>>
