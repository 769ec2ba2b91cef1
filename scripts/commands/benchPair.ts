import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { loadEnv } from '../../src/lib/platform/server/env'
import { BENCH_ENCODING } from '../lib/benchEncoding'
import { DEMO_ADMIN, demoAdminHeaders } from '../lib/demoServer'
import { startServer, type RunningServer } from '../lib/server'
import { sharedInstanceVars, throwawayDatabase } from '../lib/services'
import { seconds, step } from '../lib/step'

export type PairTarget = { name: string; path: string }
export type PairFigure = {
  run: string
  name: string
  path: string
  method: string
  requestsPerSec: number
  p50Ms: number
  p99Ms: number
  non2xx: number
  ratioToStatic?: number
}

/** Both instances at once, 25 connections each (50 in all): requests/s summed, latencies of the worse. */
async function measurePair(urls: string[], target: PairTarget): Promise<Omit<PairFigure, 'run'>> {
  const results = await Promise.all(
    urls.map((u) => autocannon({ url: u + target.path, connections: 25, duration: 10, headers: { 'accept-encoding': BENCH_ENCODING } })),
  )
  return {
    name: target.name,
    path: target.path,
    method: 'GET',
    requestsPerSec: results.reduce((n, r) => n + r.requests.average, 0),
    p50Ms: Math.max(...results.map((r) => r.latency.p50)),
    p99Ms: Math.max(...results.map((r) => r.latency.p99)),
    non2xx: results.reduce((n, r) => n + r.non2xx, 0),
  }
}

/**
 * The demo shop on PostgreSQL served by two production instances sharing one Redis
 * (production mode): every target under 50 connections split over both, and the time an
 * edit through the first instance takes to show on the second.
 */
export async function benchPair(ports: [number, number], targets: PairTarget[], staticPath: string) {
  const run = 'pair (PostgreSQL + Redis)'
  const database = throwawayDatabase('switchyard_bench')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-bench-pair-'))
  const vars = sharedInstanceVars(database.url, dataDir, DEMO_ADMIN)
  await database.create()
  const servers: RunningServer[] = []
  const figures: PairFigure[] = []
  try {
    const started = Date.now()
    await step('Seeding the demo shop into PostgreSQL', async () => {
      const { closePayload, openPayload } = await import('../../src/lib/platform/bootstrap/server/prepareDatabase')
      const { ensureAdmin } = await import('../../src/lib/platform/bootstrap/server/ensureAdmin')
      const { seedDemo } = await import('../../src/lib/platform/bootstrap/server/seedDemo')
      const env = loadEnv({ ...vars, NODE_ENV: 'production' })
      const payload = await openPayload(env, `bench-${database.name}`)
      try {
        await ensureAdmin(payload, env)
        await seedDemo(payload, {})
      } finally {
        await closePayload(payload)
      }
    })
    const importSeconds = seconds(started)
    for (const port of ports) {
      servers.push(
        await step(`Starting an instance on port ${port}`, () =>
          startServer(port, { ...vars, PORT: String(port), PUBLIC_URL: `http://localhost:${port}` }, true),
        ),
      )
    }
    const urls = servers.map((s) => s.url)
    for (const t of targets) {
      for (const u of urls) {
        const warm = await fetch(u + t.path)
        if (!warm.ok) throw new Error(`${t.path} answered ${warm.status} on ${u} before measuring`)
      }
      figures.push({ run, ...(await step(`Measuring ${t.name} (${run}), 2 x 25 connections for 10 s`, () => measurePair(urls, t))) })
    }
    const staticRps = figures.find((f) => f.path === staticPath)?.requestsPerSec
    for (const f of figures) if (staticRps) f.ratioToStatic = Number((f.requestsPerSec / staticRps).toFixed(3))
    const seriesPath = targets.find((t) => t.path.startsWith('/products/'))!.path
    const editMs = await step(`Timing an edit through one instance until it shows on the other (${run})`, () =>
      editAcross(urls[0], urls[1], seriesPath),
    )
    return { figures, edit: { run, ms: editMs }, import: { run, seconds: importSeconds } }
  } finally {
    await Promise.all(servers.map((s) => s.stop()))
    await database.drop().catch(() => undefined)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

/** Renames a series through the admin REST API of one instance and reads its page on the other until it shows. */
async function editAcross(editUrl: string, readUrl: string, seriesPath: string): Promise<number> {
  const auth = await demoAdminHeaders(editUrl)
  const slug = decodeURIComponent(seriesPath.replace(/^\/products\//, ''))
  const found = (await (
    await fetch(`${editUrl}/api/products?where[slug][equals]=${encodeURIComponent(slug)}&locale=en&depth=0`, { headers: auth })
  ).json()) as {
    docs: { id: number; title: string }[]
  }
  const doc = found.docs[0]
  if (!doc) throw new Error(`no series at ${seriesPath}`)
  const marker = `edited ${Date.now()}`
  const started = Date.now()
  const res = await fetch(`${editUrl}/api/products/${doc.id}?locale=en`, {
    method: 'PATCH',
    headers: auth,
    body: JSON.stringify({ title: `${doc.title} (${marker})` }),
  })
  if (!res.ok) throw new Error(`the edit failed: ${res.status}`)
  for (;;) {
    if ((await (await fetch(readUrl + seriesPath)).text()).includes(marker)) return Date.now() - started
    if (Date.now() - started > 30_000) throw new Error('the edit did not show on the other instance within 30 s')
    await new Promise((r) => setTimeout(r, 20))
  }
}
