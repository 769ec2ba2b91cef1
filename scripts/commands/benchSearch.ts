import fs from 'node:fs'
import path from 'node:path'
import v8 from 'node:v8'
import vm from 'node:vm'

import autocannon from 'autocannon'

import type { PartPrefix } from '../../src/domain'
import { getPathname } from '../../src/i18n/navigation'
import { locales, type Locale } from '../../src/i18n/locales'
import { buildDemo } from '../../src/lib/platform/bootstrap/server/seedDemo'
import { buildSearchIndex, type DocRecord, type PartRecord } from '../../src/lib/search/server/searchIndex'
import { templateOf } from '../../src/lib/content/routes'
import { build, buildIsCurrent, root } from '../lib/build'
import { demoAdminHeaders, startDemoServer } from '../lib/demoServer'
import { step } from '../lib/step'
import { prng } from '../lib/prng'
import { benchCrosses, benchTitles, insertBenchCrosses, CROSS_COUNT, OLD_COUNT } from '../lib/benchCrosses'

/*
 * `npm run bench:search [-- --skip-api]`: the instant search on the 50,000-part catalogue (the
 * demo generator's `large` option) with 100,000 cross-references and 5,000 old numbers
 * (../lib/benchCrosses.ts), in process and in the API run's database alike.
 *
 * 1. In process, without a database: the index built from the generated records (the same
 *    records the importer loads), its build time and heap, and query latency p50/p99 over a
 *    mix of part-number prefixes (as typed, without punctuation, lower case, with spaces),
 *    words, typos and two-word queries in both languages.
 * 2. Through the API of the production server on a fresh embedded database seeded with the
 *    same catalogue: the first search (reading 51,414 parts through Payload and building the
 *    index), the server's memory before and after, GET /api/public/search under autocannon
 *    with 20 connections against a static file of the same server, and how long a series
 *    renamed in the admin takes to show in search.
 */

const SEED = 20_261_124
const CONNECTIONS = 40
const DURATION_S = 10
const STATIC_PATH = '/favicon.svg'
const BENCH_PORT = Number(process.env.BENCH_PORT ?? 3231)
/** In-process samples: every query of the mix is run this many times after a warm-up pass. */
const ROUNDS = 25

type Bi = { en: string; es: string }
type DemoSeries = { series: string; slug: Bi; title: Bi; summary?: Bi; content?: Bi }
type DemoDoc = { slug: Bi; title: Bi; summary?: Bi; content?: Bi }
type DemoPart = { pn: string; series?: string }

const DOC_SECTIONS = {
  categories: 'categories',
  pages: 'pages',
  articles: 'articles',
  industries: 'industries',
  resources: 'resources',
  whitePapers: 'white-papers',
  testimonials: 'testimonials',
} as const

function hrefOf(collection: keyof typeof templateOf, slug: string, locale: Locale) {
  const template = templateOf[collection]
  const params = { slug: template.includes('[...') ? slug.split('/') : slug }
  return getPathname({ href: { pathname: template, params } as never, locale })
}

/** The demo catalogue as the search loader would read it from the database, from the generator itself. */
async function demoRecords() {
  const { data } = await buildDemo({ large: true })
  const series = data.series as DemoSeries[]
  const docs: DocRecord[] = []
  const text = (v: string | undefined) => (v ?? '').slice(0, 4000)
  series.forEach((s, i) =>
    docs.push({
      id: `s${i}`,
      collection: 'products',
      group: 'products',
      keywords: s.series,
      locales: Object.fromEntries(
        locales.map((l) => [
          l,
          {
            title: s.title[l],
            summary: s.summary?.[l] ?? null,
            text: text(s.content?.[l]),
            href: hrefOf('products', s.slug[l], l),
          },
        ]),
      ),
    }),
  )
  for (const [section, collection] of Object.entries(DOC_SECTIONS)) {
    ;((data[section] as DemoDoc[] | undefined) ?? []).forEach((d, i) =>
      docs.push({
        id: `${collection}${i}`,
        collection,
        group: collection === 'categories' ? 'products' : 'content',
        locales: Object.fromEntries(
          locales.map((l) => [
            l,
            {
              title: d.title[l],
              summary: d.summary?.[l] ?? null,
              text: typeof d.content?.[l] === 'string' ? text(d.content[l]) : '',
              href: hrefOf(collection, d.slug[l], l),
            },
          ]),
        ),
      }),
    )
  }
  const seriesId = new Map(series.map((s, i) => [s.series.toUpperCase(), `s${i}`]))
  const parts: PartRecord[] = (data.products as DemoPart[])
    .filter((p) => p.series && seriesId.has(p.series.toUpperCase()))
    .map((p) => ({ pn: p.pn, seriesId: seriesId.get(p.series!.toUpperCase())! }))
  const prefixes = (data.partPrefixes as PartPrefix[]).map((p) => ({ title: p.title, isPublic: p.isPublic }))
  const others = benchCrosses(
    parts.filter((p) => !p.pn.startsWith('RLU')),
    SEED,
  )
  return { docs, parts, prefixes, series, ...others, titles: benchTitles }
}

type Kind =
  | 'pn as typed'
  | 'pn without punctuation'
  | 'pn with spaces'
  | 'word'
  | 'typo'
  | 'two words'
  | 'competitor pn'
  | 'competitor pn start, typed'
  | 'competitor pn typo'
  | 'old pn'
type Query = { kind: Kind; q: string; locale: Locale }

/** A fixed mix of what buyers type, drawn from the catalogue itself. */
function queryMix(records: Awaited<ReturnType<typeof demoRecords>>): Query[] {
  const rng = prng(SEED)
  const out: Query[] = []
  const visible = records.parts.filter((p) => !p.pn.startsWith('RLU'))
  const words: Record<Locale, string[]> = { en: [], es: [] }
  for (const d of records.docs) {
    for (const l of locales) {
      for (const w of (d.locales[l]?.title ?? '').split(/[^\p{L}\p{N}]+/u))
        if (w.length >= 5 && /^\p{L}+$/u.test(w)) words[l].push(w.toLowerCase())
    }
  }
  const typo = (w: string) => {
    const at = rng.int(1, w.length - 2)
    return rng.next() < 0.5 ? w.slice(0, at) + w.slice(at + 1) : w.slice(0, at) + 'xqz'[rng.int(0, 2)] + w.slice(at + 1)
  }
  for (let i = 0; i < 60; i++) {
    const locale = rng.pick(locales)
    const pn = rng.pick(visible).pn
    const cut = pn.slice(0, rng.int(3, pn.length))
    out.push({ kind: 'pn as typed', q: cut, locale })
    out.push({ kind: 'pn without punctuation', q: cut.replace(/[^A-Za-z0-9]/g, '').toLowerCase(), locale })
    out.push({ kind: 'pn with spaces', q: cut.replace(/-/g, ' ').toLowerCase(), locale })
    out.push({ kind: 'word', q: rng.pick(words[locale]).slice(0, rng.int(3, 12)), locale })
    out.push({ kind: 'typo', q: typo(rng.pick(words[locale])), locale })
    out.push({ kind: 'two words', q: `${rng.pick(words[locale])} ${rng.pick(words[locale])}`, locale })
    const cross = rng.pick(records.crosses).competitorPn
    out.push({ kind: 'competitor pn', q: cross, locale })
    out.push({ kind: 'competitor pn start, typed', q: cross.slice(0, rng.int(4, cross.length)).replace(/-/g, ' ').toLowerCase(), locale })
    const at = rng.int(2, cross.length - 1)
    out.push({ kind: 'competitor pn typo', q: `${cross.slice(0, at)}${cross[at] === 'Q' ? 'K' : 'Q'}${cross.slice(at + 1)}`, locale })
    out.push({ kind: 'old pn', q: rng.pick(records.oldNumbers).oldPn, locale })
  }
  return out
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const ms = (n: number) => Number(n.toFixed(3))
const mb = (bytes: number) => Number((bytes / 1024 / 1024).toFixed(1))

/** Node's gc(), without starting Node with --expose-gc. */
function collector(): () => void {
  v8.setFlagsFromString('--expose-gc')
  const gc = vm.runInNewContext('gc') as () => void
  return () => {
    gc()
    gc()
  }
}

async function inProcess() {
  const gc = collector()
  const records = await demoRecords()
  const queries = queryMix(records)

  const build = () => buildSearchIndex(records)
  // Build time: five builds, each in its own call (a finished frame holds no index alive).
  const timeOne = () => {
    const started = performance.now()
    build()
    return performance.now() - started
  }
  const builds = Array.from({ length: 5 }, timeOne).sort((a, b) => a - b)
  // Memory: what one index keeps alive on the heap, after full collections.
  gc()
  const before = process.memoryUsage().heapUsed
  const search = build()
  gc()
  const heapDelta = process.memoryUsage().heapUsed - before

  for (const { q, locale } of queries) search.search(q, locale) // warm-up
  const samples: Record<string, number[]> = { all: [] }
  let hits = 0
  for (let round = 0; round < ROUNDS; round++) {
    for (const { kind, q, locale } of queries) {
      const started = performance.now()
      const r = search.search(q, locale)
      const took = performance.now() - started
      if (round === 0) hits += r.parts.length + r.products.length + r.content.length > 0 ? 1 : 0
      samples.all.push(took)
      ;(samples[kind] ??= []).push(took)
    }
  }
  const latency = Object.fromEntries(
    Object.entries(samples).map(([kind, list]) => {
      const sorted = [...list].sort((a, b) => a - b)
      return [
        kind,
        {
          samples: list.length,
          p50Ms: ms(percentile(sorted, 50)),
          p99Ms: ms(percentile(sorted, 99)),
          maxMs: ms(sorted[sorted.length - 1]),
        },
      ]
    }),
  )
  return {
    parts: records.parts.length,
    indexedParts: search.partCount,
    crosses: records.crosses.length,
    oldNumbers: records.oldNumbers.length,
    documents: records.docs.length,
    queries: queries.length,
    queriesWithHits: hits,
    buildMs: { median: ms(builds[Math.floor(builds.length / 2)]), min: ms(builds[0]), max: ms(builds[builds.length - 1]) },
    heapDeltaMb: mb(heapDelta),
    latency,
    queryMix: queries,
  }
}

/** Resident memory of a process and its children, from /proc (Linux). */
function rssMb(pid: number | undefined): number | null {
  if (!pid) return null
  try {
    const pids = [pid]
    for (let i = 0; i < pids.length; i++) {
      const children = fs.readFileSync(`/proc/${pids[i]}/task/${pids[i]}/children`, 'utf8').trim()
      if (children) pids.push(...children.split(/\s+/).map(Number))
    }
    let kb = 0
    for (const p of pids) kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0)
    return mb(kb * 1024)
  } catch {
    return null
  }
}

type ApiFigure = {
  name: string
  requestsPerSec: number
  p50Ms: number
  p99Ms: number
  non2xx: number
  errors: number
  ratioToStatic?: number
}

async function measure(url: string, paths: string[], name: string): Promise<ApiFigure> {
  const r = await step(`Measuring ${name}, ${CONNECTIONS} connections for ${DURATION_S} s`, () =>
    autocannon({
      url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: paths.map((p) => ({ method: 'GET' as const, path: p })),
    }),
  )
  return {
    name,
    requestsPerSec: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  }
}

async function throughApi(queries: Query[], records: Awaited<ReturnType<typeof demoRecords>>) {
  const { series } = records
  if (!buildIsCurrent()) await step('Building the app', () => build())
  const server = await step(`Seeding the 50,000-part catalogue with ${CROSS_COUNT} crosses and starting the server`, () =>
    startDemoServer(BENCH_PORT, { large: true, more: (payload) => insertBenchCrosses(payload, records) }),
  )
  try {
    const searchPath = (q: string, locale: Locale) => `/api/public/search?${new URLSearchParams({ q, locale })}`
    await fetch(server.url + STATIC_PATH)
    const rssBefore = rssMb(server.child.pid)
    // The first search reads every part through Payload and builds the index.
    const started = performance.now()
    const first = await fetch(server.url + searchPath('WD-N', 'en'))
    const firstMs = performance.now() - started
    const firstBody = (await first.json()) as { parts?: { pn: string }[]; totals?: { parts: number } }
    if (!first.ok || !firstBody.parts?.length)
      throw new Error(`the first search answered ${first.status} ${JSON.stringify(firstBody).slice(0, 200)}`)
    const second = performance.now()
    await fetch(server.url + searchPath('WD-N-G', 'en'))
    const warmMs = performance.now() - second
    const rssAfter = rssMb(server.child.pid)
    const restricted = (await (await fetch(server.url + searchPath('RLU', 'en') + '&limit=50')).json()) as { parts: unknown[] }
    if (restricted.parts.length) throw new Error('the API answered restricted RLU parts')
    const cross = records.crosses[0]
    const crossed = (await (await fetch(server.url + searchPath(cross.competitorPn, 'en'))).json()) as {
      parts: { crossedFrom?: { pn: string } }[]
    }
    if (crossed.parts[0]?.crossedFrom?.pn !== cross.competitorPn) throw new Error(`the API did not answer the cross ${cross.competitorPn}`)

    const paths = queries.map((q) => searchPath(q.q, q.locale))
    for (const p of paths.slice(0, 40)) {
      const res = await fetch(server.url + p)
      if (!res.ok) throw new Error(`${p} answered ${res.status}`)
    }
    const staticFigure = await measure(server.url, [STATIC_PATH], `static asset (${STATIC_PATH})`)
    const searchFigure = await measure(server.url, paths, `GET /api/public/search (${paths.length} queries in turn)`)
    searchFigure.ratioToStatic = Number((searchFigure.requestsPerSec / staticFigure.requestsPerSec).toFixed(3))
    const rssLoaded = rssMb(server.child.pid)

    const editMs = await step('Timing a series rename until search shows it', () => editDelayMs(server.url, series[0]))
    return {
      firstSearchMs: ms(firstMs),
      warmSearchMs: ms(warmMs),
      serverRssMb: { beforeFirstSearch: rssBefore, afterFirstSearch: rssAfter, afterLoad: rssLoaded },
      figures: [staticFigure, searchFigure],
      editToSearchMs: editMs,
      importSeconds: server.importSeconds,
    }
  } finally {
    await server.stop()
  }
}

/** Renames a series through the admin's REST API and asks the search API until it answers the new title. */
async function editDelayMs(baseUrl: string, series: DemoSeries): Promise<number> {
  const auth = await demoAdminHeaders(baseUrl)
  const found = (await (
    await fetch(`${baseUrl}/api/products?where[slug][equals]=${encodeURIComponent(series.slug.en)}&locale=en&depth=0`, {
      headers: auth,
    })
  ).json()) as { docs: { id: number }[] }
  const id = found.docs[0]?.id
  if (!id) throw new Error(`no series ${series.slug.en}`)
  const word = `Benchrename${Date.now().toString(36)}`
  const started = performance.now()
  const res = await fetch(`${baseUrl}/api/products/${id}?locale=en`, {
    method: 'PATCH',
    headers: auth,
    body: JSON.stringify({ title: `${series.title.en} ${word}` }),
  })
  if (!res.ok) throw new Error(`the edit failed: ${res.status}`)
  for (;;) {
    const answer = (await (await fetch(`${baseUrl}/api/public/search?q=${word}&locale=en`)).json()) as {
      products: { title: string }[]
    }
    if (answer.products.some((p) => p.title.includes(word))) return ms(performance.now() - started)
    if (performance.now() - started > 30_000) throw new Error('the edit did not show in search within 30 s')
    await new Promise((r) => setTimeout(r, 20))
  }
}

export async function benchSearch() {
  const skipApi = process.argv.includes('--skip-api')
  const local = await step('Building the index in process and timing queries', () => inProcess())
  console.log('')
  console.log(
    `  In process (no database): ${local.parts} generated parts (${local.indexedParts} indexed, restricted left out), ${local.documents} documents`,
  )
  console.log(
    `  with ${local.crosses} cross-references and ${local.oldNumbers} old numbers (targets: p99 under 20 ms; the API 0.5x the static file or more)`,
  )
  console.log(
    `  index build: median ${local.buildMs.median} ms (min ${local.buildMs.min}, max ${local.buildMs.max}); heap +${local.heapDeltaMb} MB`,
  )
  console.log(`  ${'queries'.padEnd(26)} samples   p50 ms   p99 ms   max ms`)
  for (const [kind, l] of Object.entries(local.latency)) {
    console.log(
      `  ${kind.padEnd(26)} ${String(l.samples).padStart(7)}   ${String(l.p50Ms).padStart(6)}   ${String(l.p99Ms).padStart(6)}   ${String(l.maxMs).padStart(6)}`,
    )
  }
  console.log(`  ${local.queriesWithHits} of ${local.queries} queries found something`)
  console.log('')

  const api = skipApi ? null : await throughApi(local.queryMix, await demoRecords())
  if (api) {
    console.log('')
    console.log(`  Through the API (production server, embedded SQLite, ${CONNECTIONS} connections, ${DURATION_S} s each):`)
    console.log(
      `  demo seeded through the importer in ${api.importSeconds} (the ${CROSS_COUNT} crosses and ${OLD_COUNT} old numbers by SQL)`,
    )
    console.log(
      `  first search (reads every part through Payload, builds the index): ${api.firstSearchMs} ms; the next: ${api.warmSearchMs} ms`,
    )
    const r = api.serverRssMb
    console.log(
      `  server RSS: ${r.beforeFirstSearch} MB before the first search, ${r.afterFirstSearch} MB after, ${r.afterLoad} MB after the load`,
    )
    console.log(`  ${'URL'.padEnd(52)} req/s     p50 ms   p99 ms   non-2xx   ratio to static`)
    for (const f of api.figures) {
      console.log(
        `  ${f.name.padEnd(52)} ${f.requestsPerSec.toFixed(0).padStart(6)}   ${String(f.p50Ms).padStart(6)}   ${String(f.p99Ms).padStart(6)}   ${String(f.non2xx).padStart(7)}   ${f.ratioToStatic ?? ''}`,
      )
    }
    console.log(`  a series renamed in the admin showed in search after ${api.editToSearchMs} ms`)
  }
  const out = path.join(root, 'bench', 'search.json')
  fs.mkdirSync(path.dirname(out), { recursive: true })
  const { queryMix: mix, ...rest } = local
  fs.writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), inProcess: rest, api, queries: mix }, null, 2))
  console.log(`\nWritten to ${out}`)
}
