import autocannon from 'autocannon'

import { BENCH_ENCODING } from '../lib/benchEncoding'
import { step } from '../lib/step'

/** One size of cart quoted under load, against the static file of the same server in the same run. */
export type QuoteFigure = {
  lines: number
  requestsPerSec: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  non2xx: number
  ratioToStatic: number
  /** The server's resident memory before and after (MB), from its own /metrics. */
  rssBeforeMb: number | null
  rssAfterMb: number | null
}

const CONNECTIONS = 30
const SECONDS = 10

/** The server's resident set in MB (prom-client's process_resident_memory_bytes), or null. */
async function rssMb(baseUrl: string): Promise<number | null> {
  const res = await fetch(`${baseUrl}/metrics`).catch(() => null)
  if (!res?.ok) return null
  const match = /^process_resident_memory_bytes (\d+(?:\.\d+)?(?:e\+\d+)?)$/m.exec(await res.text())
  return match ? Math.round(Number(match[1]) / 1e6) : null
}

const run = (opts: autocannon.Options) => autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts })

/**
 * POST /api/public/cart/quote as a visitor with a 10-, 50- and 500-line cart of the shop's parts
 * (each at its package quantity, to a Pennsylvania address), 30 connections for 10 s each,
 * with the static file measured right before; each answer checked for its line count first.
 */
export async function benchQuotes(baseUrl: string, parts: { pn: string; pkgqty?: number }[], staticPath: string): Promise<QuoteFigure[]> {
  const figures: QuoteFigure[] = []
  for (const lines of [10, 50, 500]) {
    if (parts.length < lines) continue
    const body = JSON.stringify({
      items: parts.slice(0, lines).map((p) => ({ pn: p.pn, qty: p.pkgqty ?? 1 })),
      destination: { country: 'US', state: 'PA', postalCode: '15213' },
    })
    const init = { method: 'POST' as const, headers: { 'content-type': 'application/json', 'accept-encoding': BENCH_ENCODING }, body }
    const warm = await fetch(`${baseUrl}/api/public/cart/quote`, init)
    const json = (await warm.json()) as { lines?: unknown[] }
    if (!warm.ok || json.lines?.length !== lines)
      throw new Error(`a ${lines}-line quote answered ${warm.status} with ${json.lines?.length} lines`)
    const still = await step(`Measuring the static file, ${CONNECTIONS} connections for ${SECONDS} s`, () =>
      run({ url: baseUrl + staticPath, headers: { 'accept-encoding': BENCH_ENCODING } }),
    )
    const rssBeforeMb = await rssMb(baseUrl)
    const r = await step(`Measuring a ${lines}-line quote, ${CONNECTIONS} connections for ${SECONDS} s`, () =>
      run({ url: `${baseUrl}/api/public/cart/quote`, ...init }),
    )
    figures.push({
      lines,
      requestsPerSec: Math.round(r.requests.average),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      maxMs: r.latency.max,
      non2xx: r.non2xx,
      ratioToStatic: Number((r.requests.average / still.requests.average).toFixed(3)),
      rssBeforeMb,
      rssAfterMb: await rssMb(baseUrl),
    })
  }
  return figures
}

export function reportQuotes(run: string, figures: QuoteFigure[]) {
  for (const f of figures) {
    console.log(
      `  ${run}: cart quote, ${f.lines} lines: ${f.requestsPerSec} req/s (${f.ratioToStatic}x the static file), p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, max ${f.maxMs} ms, non-2xx ${f.non2xx}, memory ${f.rssBeforeMb} → ${f.rssAfterMb} MB`,
    )
  }
}
