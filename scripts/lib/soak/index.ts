import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { closePayload, openPayload } from '../../../src/lib/platform/bootstrap/server/prepareDatabase'
import { loadEnv } from '../../../src/lib/platform/server/env'
import { freeBase } from '../ports'

import { buyerLoop, signIn, type Outcome } from './buyers'
import { prepareCluster, type Cluster } from './cluster'
import { soakRedis, soakSmtp, soakWebhookReceiver, Tally, type Mode } from './standIns'
import { verify, drain, type Counts } from './verify'

/*
 * Issue 25's proof under faults: buyers place orders in a loop on two production instances
 * on PostgreSQL + Redis, then on one on SQLite, while the soak kills instances (SIGKILL and
 * SIGTERM at random moments), switches the mail relay and the webhook receiver between
 * answering, answering slowly and failing, and stops and starts Redis. Then it lets the
 * outbox drain and checks the database and the stand-ins (./verify.ts). Loopback only.
 * `npm test` runs it short (tests/integration/soak.int.test.ts); `npm run soak` long.
 */

export type SoakOptions = { postgresSeconds: number; sqliteSeconds: number; basePort?: number; log?: (line: string) => void }
export type SoakReport = { cluster: string; counts: Counts; problems: string[] }

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const between = (a: number, b: number) => a + Math.floor(Math.random() * (b - a))
/** Mostly healthy: a delivery meets a failing receiver on every one of its 7 tries only by long odds. */
const weightedMode = (): Mode => (['ok', 'ok', 'ok', 'slow', 'failing'] as Mode[])[between(0, 5)]

export async function runSoak(options: SoakOptions): Promise<SoakReport[]> {
  const log = options.log ?? ((line: string) => console.log(line))
  const wanted = options.basePort ?? Number(process.env.SOAK_PORT ?? 3500)
  // The first base whose ports are all free: a killed earlier run may have left a server behind.
  const { base } = await freeBase([wanted, wanted + 50, wanted + 100], (b) => [b, b + 1, b + 2, b + 10])
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-soak-logs-'))
  const secret = randomBytes(24).toString('hex')
  const smtp = await soakSmtp()
  const erp = await soakWebhookReceiver(secret)
  const redis = soakRedis(base + 10)
  await redis.start()
  const vars: NodeJS.ProcessEnv = {
    ...process.env,
    REDIS_URL: redis.url,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    ORDER_WEBHOOK_URL: erp.url,
    ORDER_WEBHOOK_SECRET: secret,
    ORDER_WEBHOOK_RETRY_MS: '500',
    MAIL_RETRY_MS: '1000',
    DELIVERY_LEASE_MS: '8000',
  }
  const reports: SoakReport[] = []
  try {
    const plans = [
      { kind: 'postgres' as const, ports: [base, base + 1], seconds: options.postgresSeconds, buyers: 4 },
      { kind: 'sqlite' as const, ports: [base + 2], seconds: options.sqliteSeconds, buyers: 3 },
    ].filter((p) => p.seconds > 0)
    // One cluster after the other: the instances of one build share Next's data cache on disk, which must not mix databases.
    for (const plan of plans) {
      const buyers = Array.from({ length: plan.buyers }, (_, i) => `soak-${plan.kind}-${i}-${randomBytes(3).toString('hex')}@example.test`)
      const cluster = await prepareCluster({ kind: plan.kind, ports: plan.ports, buyers, vars, logDir })
      try {
        reports.push(await soakCluster(cluster, plan.seconds, { buyers, smtp, erp, redis, log }))
      } finally {
        await cluster.close()
      }
    }
  } finally {
    await redis.stop()
    await smtp.close()
    await erp.close()
  }
  log(`soak: the servers' logs are in ${logDir}`)
  return reports
}

type Fault = 'SIGKILL' | 'SIGTERM' | 'mail' | 'webhook' | 'redis'

type Rig = {
  buyers: string[]
  smtp: Awaited<ReturnType<typeof soakSmtp>>
  erp: Awaited<ReturnType<typeof soakWebhookReceiver>>
  redis: ReturnType<typeof soakRedis>
  log: (line: string) => void
}

async function soakCluster(cluster: Cluster, seconds: number, rig: Rig): Promise<SoakReport> {
  const { smtp, erp, redis, log } = rig
  smtp.state.mode = erp.state.mode = 'ok'
  smtp.state.mails = new Tally()
  erp.state.events = new Tally()
  for (const instance of cluster.instances) await cluster.start(instance)
  const signedIn = []
  for (const [i, email] of rig.buyers.entries()) {
    const ip = `10.77.${cluster.instances[0].port % 250}.${i + 1}`
    signedIn.push({ email, ip, ...(await signIn(cluster, email, ip, (e) => smtp.codeFor(e))) })
  }
  log(`soak ${cluster.kind}: ${cluster.instances.length} instance(s), ${signedIn.length} buyers, ${seconds} s of faults`)
  const outcomes: Outcome[] = []
  const deadline = Date.now() + seconds * 1000
  const over = () => Date.now() > deadline
  const faults: Counts = { SIGKILL: 0, SIGTERM: 0, 'mail relay switched': 0, 'webhook receiver switched': 0, 'Redis stopped': 0 }
  const loops = signedIn.map((b) => buyerLoop(cluster, b, over, outcomes, { quotes: true }))
  const fault = async (kind: Fault) => {
    if (kind === 'SIGKILL' || kind === 'SIGTERM') {
      const instance = cluster.instances[between(0, cluster.instances.length)]
      await sleep(between(0, 1_000))
      await cluster.stop(instance, kind)
      faults[kind]++
      await cluster.start(instance)
    } else if (kind === 'mail') {
      smtp.state.mode = weightedMode()
      faults['mail relay switched']++
    } else if (kind === 'webhook') {
      erp.state.mode = weightedMode()
      faults['webhook receiver switched']++
    } else {
      await redis.stop()
      faults['Redis stopped']++
      await sleep(between(1_000, 4_000))
      await redis.start()
    }
  }
  // Every kind of fault once, in a random order (a kill first, so even a short run has one), then at random.
  const kinds: Fault[] = ['SIGKILL', 'SIGTERM', 'mail', 'webhook', ...(cluster.kind === 'postgres' ? (['redis'] as Fault[]) : [])]
  const first = [...kinds].sort(() => Math.random() - 0.5).sort((a, b) => Number(b.startsWith('SIG')) - Number(a.startsWith('SIG')))
  while (!over()) {
    await sleep(between(2_000, 4_000))
    if (over()) break
    await fault(first.shift() ?? kinds[between(0, kinds.length)])
  }
  await Promise.all(loops)
  smtp.state.mode = erp.state.mode = 'ok'
  await redis.start()
  for (const instance of cluster.instances) if (!instance.server) await cluster.start(instance)

  const env = loadEnv({ ...cluster.vars, NODE_ENV: 'test' })
  const payload = await openPayload(env, `soak-verify-${cluster.kind}-${Date.now()}`)
  try {
    const pending = await drain(payload, 120_000)
    log(`soak ${cluster.kind}: drained (${pending} pending)`)
    for (const instance of cluster.instances) await cluster.stop(instance, 'SIGTERM')
    const result = await verify(payload, { outcomes, mails: smtp.state.mails, events: erp.state.events, mailFrom: env.mailFrom })
    const counts = { ...faults, ...result.counts }
    log(
      `soak ${cluster.kind}:\n${Object.entries(counts)
        .map(([k, v]) => `  ${k.padEnd(40)} ${v}`)
        .join('\n')}`,
    )
    for (const p of result.problems.slice(0, 20)) log(`  PROBLEM ${p}`)
    return { cluster: cluster.kind, counts, problems: result.problems }
  } finally {
    await closePayload(payload)
  }
}
