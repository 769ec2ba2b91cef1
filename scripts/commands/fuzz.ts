import fs from 'node:fs'
import path from 'node:path'

import fc from 'fast-check'

import { loadEnv } from '../../src/lib/platform/server/env'
import { build, buildIsCurrent, root } from '../lib/build'
import { demoAdminHeaders, startDemoServer } from '../lib/demoServer'
import { spellingCheck } from '../lib/fuzz/cacheSpelling'
import { sendRaw } from '../lib/fuzz/rawHttp'
import { refusalInventory, refusalRequest } from '../lib/fuzz/refusals'
import { fuzzRequest, toRaw, type FuzzRequest } from '../lib/fuzz/requests'
import { routeInventory, type RouteInventory } from '../lib/fuzz/routes'
import { step } from '../lib/step'

const FUZZ_PORT = Number(process.env.FUZZ_PORT ?? 3240)
const SLOW_MS = 2_000
const HANG_MS = 15_000
// V8 hands memory back lazily: a burst of 10,000 varied requests leaves 40 to 200 MB more
// RSS from run to run with no leak (the page cache is capped at 32 MB here); a leak grows past it.
const RSS_GROWTH_LIMIT = 300 * 1024 * 1024
const WARM_UP = 5_000

export type FuzzCheck = { name: string; ok: boolean; detail: string }
type Sent = { request: FuzzRequest; status: number; ms: number; error?: string }

/** Resident memory of a process and every process under it (next start runs its server in a child), in bytes. */
export function treeRss(pid: number): number {
  const parents = new Map<number, number>()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
    } catch {
      // The process ended while the list was read.
    }
  }
  const tree = new Set([pid])
  for (let grew = true; grew;) {
    grew = false
    for (const [child, parent] of parents) {
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child)
        grew = true
      }
    }
  }
  let total = 0
  for (const p of tree) {
    try {
      const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))?.[1]
      total += Number(kb ?? 0) * 1024
    } catch {
      // Gone since.
    }
  }
  return total
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))
const describe = (r: FuzzRequest) =>
  `${r.method} ${JSON.stringify(r.target.length > 300 ? `${r.target.slice(0, 300)}…(${r.target.length} chars)` : r.target)}` +
  `${r.headers.length ? ` headers ${JSON.stringify(r.headers.map(([k, v]) => [k, v.length > 80 ? `${v.slice(0, 80)}…` : v]))}` : ''}` +
  `${r.body.kind === 'none' ? '' : ` body ${r.body.label}${r.body.kind === 'text' ? ` ${JSON.stringify(r.body.text.slice(0, 120))}` : r.body.kind === 'huge' ? ` (${r.body.size} bytes, ${r.body.wrap})` : r.body.kind === 'nested' ? ` (depth ${r.body.depth})` : ''}`}` +
  `${r.staff ? ' as staff' : ''}`

function countBy<T>(items: T[], key: (item: T) => string): string {
  const counts = new Map<string, number>()
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1)
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')
}

/** The collections, globals and auth collections of the app's Payload config. */
export async function payloadSlugs() {
  const { buildSwitchyardConfig } = await import('../../src/payload.config')
  const config = await buildSwitchyardConfig(
    loadEnv({ PAYLOAD_SECRET: 'f'.repeat(32), AUTH_SECRET: 'f'.repeat(32), DATA_DIR: path.join(root, '.next', 'fuzz-config') }),
  )
  return {
    collections: config.collections.map((c) => c.slug),
    globals: config.globals.map((g) => g.slug),
    authCollections: config.collections.filter((c) => c.auth && !c.auth.disableLocalStrategy).map((c) => c.slug),
  }
}

export async function sendAll(
  port: number,
  requests: FuzzRequest[],
  staffAuthorization: string,
  concurrency: number,
  log: fs.WriteStream | null,
): Promise<Sent[]> {
  const results: Sent[] = new Array(requests.length)
  let next = 0
  let done = 0
  const started = Date.now()
  const worker = async () => {
    while (next < requests.length) {
      const i = next++
      const request = requests[i]
      const answer = await sendRaw(port, toRaw(request, staffAuthorization), HANG_MS)
      results[i] = { request, ...answer }
      if (!log) continue
      log.write(`${JSON.stringify({ i, status: answer.status, ms: Math.round(answer.ms), sent: describe(request) })}\n`)
      if (++done % 1000 === 0) console.log(`  ${done} sent (${((Date.now() - started) / 1000).toFixed(0)} s)`)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return results
}

/**
 * Sends `runs` generated requests (fast-check, seeded) to the production build serving
 * the demo shop, over every route family, and checks: no 5xx, no answer slower than 2 s,
 * the server still up, its memory back within 300 MB of where it started.
 */
export async function runFuzz(options: { seed: number; runs: number; concurrency?: number }): Promise<FuzzCheck[]> {
  const { seed, runs, concurrency = 6 } = options
  if (!buildIsCurrent()) await step('Building the app (production build)', () => build())
  // The page cache keeps every distinct URL of a cached page (query strings included) up to
  // PAGE_CACHE_MAX_MB, 256 by default; random queries fill it by design. The fuzz bounds it
  // at 32 MB, so a growth past the warm-up is something that is not bounded.
  process.env.PAGE_CACHE_MAX_MB ??= '32'
  process.env.RESPONSE_CACHE_MAX_MB ??= '16'
  const server = await step(`Starting the demo shop on port ${FUZZ_PORT} (page cache ${process.env.PAGE_CACHE_MAX_MB} MB)`, () =>
    startDemoServer(FUZZ_PORT),
  )
  const pid = server.child.pid!
  try {
    const slugs = await payloadSlugs()
    const inventory: RouteInventory = await routeInventory(server.url, slugs)
    // One request in seven is of the classes that once answered 500 (scripts/lib/fuzz/refusals.ts).
    const refusals = await refusalInventory()
    const generated = fc.oneof({ weight: 6, arbitrary: fuzzRequest(inventory) }, { weight: 1, arbitrary: refusalRequest(refusals) })
    const staffAuthorization = (await demoAdminHeaders(server.url)).Authorization
    console.log(
      `  routes: ${inventory.pages.length} page paths (en, es, every sitemap entry), ${inventory.api.length} app API routes, ` +
        `${inventory.payload.length} Payload REST paths (${slugs.collections.length} collections, ${slugs.globals.length} globals), ${inventory.admin.length} admin paths`,
    )

    // Warm up with other generated requests, then take the memory the shop starts from.
    // The first thousands load the admin's and Payload's code and fill the caches (RSS
    // climbs from about 260 to 750 MB, then stays within 800 MB over 10,000 more); what is
    // measured is what the fuzz's own requests add.
    const warmUp = fc.sample(generated, { seed: seed + 1, numRuns: WARM_UP })
    await sendAll(FUZZ_PORT, warmUp, staffAuthorization, concurrency, null)
    await pause(3_000)
    const rssBefore = treeRss(pid)

    const requests = fc.sample(generated, { seed, numRuns: runs })
    console.log(
      `  seed ${seed}: ${requests.length} requests, ${concurrency} at a time (reproduce with FUZZ_SEED=${seed} FUZZ_RUNS=${runs} npm run fuzz)`,
    )
    console.log(`  sending by family: ${countBy(requests, (r) => r.family)}`)
    console.log(`  sending by method: ${countBy(requests, (r) => r.method)}`)
    console.log(`  sending bodies: ${countBy(requests, (r) => (r.body.kind === 'none' ? 'none' : r.body.label))}`)
    console.log(
      `  sending headers: ${countBy(
        requests.flatMap((r) => (r.headers.length ? r.headers.map(([k]) => k) : ['(none extra)'])),
        (k) => k,
      )}; as staff ${requests.filter((r) => r.staff).length}`,
    )
    console.log('  first requests:')
    for (const r of requests.slice(0, 8)) console.log(`    ${describe(r)}`)

    const logFile = path.join(root, 'fuzz-results', `fuzz-${seed}.jsonl`)
    fs.mkdirSync(path.dirname(logFile), { recursive: true })
    const log = fs.createWriteStream(logFile)
    const started = Date.now()
    const sent = await sendAll(FUZZ_PORT, requests, staffAuthorization, concurrency, log)
    await new Promise((r) => log.end(r))
    const seconds = (Date.now() - started) / 1000

    // A GC-friendly pause: idle until the memory settles (at most 30 s).
    let rssAfter = treeRss(pid)
    for (let waited = 0; waited < 30_000 && rssAfter > rssBefore + RSS_GROWTH_LIMIT; waited += 3_000) {
      await pause(3_000)
      rssAfter = treeRss(pid)
    }
    const alive =
      server.child.exitCode === null &&
      (await fetch(`${server.url}/`).then(
        (r) => r.status === 200,
        () => false,
      )) &&
      (await fetch(`${server.url}/api/public/redirects`).then(
        (r) => r.status === 200,
        () => false,
      ))

    const fiveXx = sent.filter((s) => s.status >= 500 || s.status === 0)
    const slow = sent.filter((s) => s.ms > SLOW_MS)
    const times = sent.map((s) => s.ms).sort((a, b) => a - b)
    console.log(
      `  answered in ${seconds.toFixed(0)} s (${(sent.length / seconds).toFixed(0)} requests/s); p50 ${times[Math.floor(times.length / 2)].toFixed(0)} ms, p99 ${times[Math.floor(times.length * 0.99)].toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms`,
    )
    console.log(`  by status: ${countBy(sent, (s) => String(s.status || 'no answer'))}`)
    console.log(`  by family and class: ${countBy(sent, (s) => `${s.request.family} ${String(s.status).slice(0, 1)}xx`)}`)
    console.log(
      `  memory: ${mb(rssBefore)} before, ${mb(rssAfter)} after (limit +${mb(RSS_GROWTH_LIMIT)}); every request in ${path.relative(root, logFile)}`,
    )
    for (const s of fiveXx.slice(0, 25)) console.log(`  ✗ ${s.status || s.error}: ${describe(s.request)}`)
    for (const s of slow.slice(0, 15)) console.log(`  ✗ ${s.ms.toFixed(0)} ms (${s.status}): ${describe(s.request)}`)
    // Cookie and header spellings of cacheable pages, on the quiet server (scripts/lib/fuzz/cacheSpelling.ts).
    const spelling = await spellingCheck(FUZZ_PORT, server.url, seed, Math.max(10, Math.round(runs / 500)))

    return [
      { name: 'no 5xx and no unanswered request', ok: fiveXx.length === 0, detail: `${fiveXx.length} of ${sent.length}` },
      {
        name: `no answer slower than ${SLOW_MS} ms`,
        ok: slow.length === 0,
        detail: `${slow.length} slower; max ${times.at(-1)!.toFixed(0)} ms`,
      },
      { name: 'the server is still up and serving', ok: alive, detail: alive ? 'GET / and /api/public/redirects answer 200' : 'down' },
      {
        name: 'memory back near where it started',
        ok: rssAfter <= rssBefore + RSS_GROWTH_LIMIT,
        detail: `${mb(rssBefore)} → ${mb(rssAfter)}`,
      },
      spelling,
    ]
  } finally {
    await server.stop()
  }
}

/** `npm run fuzz`: FUZZ_SEED (default: a new one, printed), FUZZ_RUNS (10,000), FUZZ_CONCURRENCY (6), FUZZ_PORT (3240). */
export async function fuzz() {
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31)
  const checks = await runFuzz({
    seed,
    runs: Number(process.env.FUZZ_RUNS ?? 10_000),
    concurrency: Number(process.env.FUZZ_CONCURRENCY ?? 6),
  })
  for (const c of checks) console.log(`${c.ok ? '✓' : '✗'} ${c.name}: ${c.detail}`)
  if (checks.some((c) => !c.ok)) process.exit(1)
}
