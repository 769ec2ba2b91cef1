import fs from 'node:fs'
import path from 'node:path'

import autocannon from 'autocannon'

import { build, buildIsCurrent, root } from '../lib/build'
import { step } from '../lib/step'
import { withTestServer } from '../lib/testServer'

type Target = { name: string; path: string; method?: 'GET' | 'POST'; body?: unknown }

const targets: Target[] = [
  { name: 'static asset (/favicon.svg)', path: '/favicon.svg' },
  { name: 'home (/)', path: '/' },
  { name: 'product list (/products)', path: '/products' },
  { name: 'product list (/es/productos)', path: '/es/productos' },
  { name: 'catch-all page (/about)', path: '/about' },
]

/**
 * A visitor's cart of parts the bench server holds (serve-test imports the worked examples'
 * fixtures): list and schedule prices, an item tariff, non-standard wire duct, a box rule,
 * PA tax. Checked before anything is measured.
 */
const quoteTarget: Target = {
  name: 'quote API (POST /api/public/cart/quote)',
  path: '/api/public/cart/quote',
  method: 'POST',
  body: {
    items: [
      { pn: 'PB22-XG1', qty: 4 },
      { pn: 'PL22-R120', qty: 2 },
      { pn: 'CT09-A10', qty: 1 },
      { pn: 'WD-1X2-G', qty: 15 },
      { pn: 'EN-1210-S', qty: 1 },
    ],
    destination: { country: 'US', state: 'PA', postalCode: '15213' },
  },
}

type Figure = { name: string; path: string; method: string; requestsPerSec: number; p50Ms: number; p99Ms: number; non2xx: number; ratioToStatic?: number }

/** How a target is requested, for fetch and autocannon alike: a body goes as JSON. */
function init(target: Target): { method: 'GET' | 'POST'; body?: string; headers?: Record<string, string> } {
  if (target.body === undefined) return { method: target.method ?? 'GET' }
  return { method: target.method ?? 'POST', body: JSON.stringify(target.body), headers: { 'content-type': 'application/json' } }
}

function measure(url: string, target: Target): Promise<autocannon.Result> {
  return autocannon({ url, connections: 50, duration: 10, ...init(target) })
}

/** The quote must answer 200 with a total, or its figures would time an error page. */
async function checkQuote(baseUrl: string) {
  const res = await fetch(baseUrl + quoteTarget.path, init(quoteTarget))
  const json = (await res.json().catch(() => null)) as { total?: unknown } | null
  if (!res.ok || typeof json?.total !== 'number') {
    throw new Error(`POST ${quoteTarget.path} answered ${res.status} ${JSON.stringify(json)}: the bench server lacks the worked examples' parts`)
  }
}

/** `npm run bench`: the production server on the embedded database under autocannon. */
export async function bench() {
  if (!buildIsCurrent()) await step('Building the app', () => build())
  const figures: Figure[] = []
  await withTestServer(async (baseUrl) => {
    await step('Checking the quote API on the bench data', () => checkQuote(baseUrl))
    for (const t of [...targets, quoteTarget]) {
      await fetch(baseUrl + t.path, init(t)) // warm the route and its caches
      const r = await step(`Measuring ${t.name}, 50 connections for 10 s`, () => measure(baseUrl + t.path, t))
      figures.push({
        name: t.name,
        path: t.path,
        method: init(t).method,
        requestsPerSec: r.requests.average,
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        non2xx: r.non2xx,
      })
    }
  })
  const staticRps = figures[0].requestsPerSec
  for (const f of figures) f.ratioToStatic = Number((f.requestsPerSec / staticRps).toFixed(3))
  console.log('')
  console.log(`  ${'URL'.padEnd(42)} req/s     p50 ms   p99 ms   non-2xx   ratio to static`)
  for (const f of figures) {
    console.log(
      `  ${f.name.padEnd(42)} ${f.requestsPerSec.toFixed(0).padStart(6)}   ${String(f.p50Ms).padStart(6)}   ${String(f.p99Ms).padStart(6)}   ${String(f.non2xx).padStart(7)}   ${f.ratioToStatic}`,
    )
  }
  const out = path.join(root, 'bench', 'results.json')
  fs.mkdirSync(path.dirname(out), { recursive: true })
  fs.writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), connections: 50, durationSec: 10, figures }, null, 2))
  console.log(`\nWritten to ${out}`)
}
