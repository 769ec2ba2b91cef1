import fs from 'node:fs'
import path from 'node:path'

import autocannon from 'autocannon'

import { build, buildIsCurrent, root } from '../lib/build'
import { step } from '../lib/step'
import { withTestServer } from '../lib/testServer'

const targets = [
  { name: 'static asset (/favicon.svg)', path: '/favicon.svg' },
  { name: 'home (/)', path: '/' },
  { name: 'product list (/products)', path: '/products' },
  { name: 'product list (/es/productos)', path: '/es/productos' },
  { name: 'catch-all page (/about)', path: '/about' },
]

type Figure = { name: string; path: string; requestsPerSec: number; p50Ms: number; p99Ms: number; non2xx: number; ratioToStatic?: number }

function measure(url: string): Promise<autocannon.Result> {
  return autocannon({ url, connections: 50, duration: 10 })
}

/** `npm run bench`: the production server on the embedded database under autocannon. */
export async function bench() {
  if (!buildIsCurrent()) await step('Building the app', () => build())
  const figures: Figure[] = []
  await withTestServer(async (baseUrl) => {
    for (const t of targets) {
      await fetch(baseUrl + t.path) // warm the route and its caches
      const r = await step(`Measuring ${t.name}, 50 connections for 10 s`, () => measure(baseUrl + t.path))
      figures.push({
        name: t.name,
        path: t.path,
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
  console.log('  URL                              req/s     p50 ms   p99 ms   non-2xx   ratio to static')
  for (const f of figures) {
    console.log(
      `  ${f.name.padEnd(32)} ${f.requestsPerSec.toFixed(0).padStart(6)}   ${String(f.p50Ms).padStart(6)}   ${String(f.p99Ms).padStart(6)}   ${String(f.non2xx).padStart(7)}   ${f.ratioToStatic}`,
    )
  }
  const out = path.join(root, 'bench', 'results.json')
  fs.mkdirSync(path.dirname(out), { recursive: true })
  fs.writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), connections: 50, durationSec: 10, figures }, null, 2))
  console.log(`\nWritten to ${out}`)
}
