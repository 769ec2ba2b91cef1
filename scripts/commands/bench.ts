import fs from 'node:fs'
import path from 'node:path'

import autocannon from 'autocannon'

import { build, buildIsCurrent, root } from '../lib/build'
import { step } from '../lib/step'
import { buildDemo } from '../../src/lib/platform/bootstrap/server/seedDemo'
import { BENCH_ENCODING } from '../lib/benchEncoding'
import { demoAdminHeaders, startDemoServer } from '../lib/demoServer'
import { pageWeight, type PageWeight } from '../lib/pageWeight'
import { withTestServer } from '../lib/testServer'
import { availabilityTarget } from './benchAvailability'
import { benchCart, type CartFigures } from './benchCart'
import { benchPair } from './benchPair'
import { benchOrders, type HistoryFigures, type OrderFigures } from './benchOrders'
import { benchErp } from './benchErp'
import { benchPdf, type PdfFigures } from './benchPdf'
import { LIST_TARGETS, stockDelayMs } from './benchLists'
import { benchQuotes, reportQuotes, type QuoteFigure } from './benchQuote'

const STATIC_PATH = '/favicon.svg'
const BENCH_PORT = Number(process.env.BENCH_PORT ?? 3221)
// The two instances of the production-mode run (PostgreSQL and Redis).
const PAIR_PORTS: [number, number] = [Number(process.env.PAIR_PORT_A ?? 3000), Number(process.env.PAIR_PORT_B ?? 3001)]

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

type Figure = {
  run: string
  name: string
  path: string
  method: string
  requestsPerSec: number
  p50Ms: number
  p99Ms: number
  non2xx: number
  ratioToStatic?: number
  /** The page's HTML and first-load JavaScript (pages only). */
  weight?: PageWeight
}

/** How a target is requested, for fetch and autocannon alike: a body goes as JSON. */
function init(target: Target): { method: 'GET' | 'POST'; body?: string; headers?: Record<string, string> } {
  if (target.body === undefined) return { method: target.method ?? 'GET', headers: { 'accept-encoding': BENCH_ENCODING } }
  return {
    method: target.method ?? 'POST',
    body: JSON.stringify(target.body),
    headers: { 'content-type': 'application/json', 'accept-encoding': BENCH_ENCODING },
  }
}

function measure(url: string, target: Target): Promise<autocannon.Result> {
  return autocannon({ url, connections: 50, duration: 10, ...init(target) })
}

/** The quote must answer 200 with a total, or its figures would time an error page. */
async function checkQuote(baseUrl: string) {
  const res = await fetch(baseUrl + quoteTarget.path, init(quoteTarget))
  const json = (await res.json().catch(() => null)) as { total?: unknown } | null
  if (!res.ok || typeof json?.total !== 'number') {
    throw new Error(
      `POST ${quoteTarget.path} answered ${res.status} ${JSON.stringify(json)}: the bench server lacks the worked examples' parts`,
    )
  }
}

async function measureAll(baseUrl: string, run: string, list: readonly Target[], figures: Figure[]) {
  for (const t of list) {
    const warm = await fetch(baseUrl + t.path, init(t)) // warm the route and its caches
    if (!warm.ok) throw new Error(`${t.path} answered ${warm.status} before measuring`)
    const r = await step(`Measuring ${t.name} (${run}), 50 connections for 10 s`, () => measure(baseUrl + t.path, t))
    figures.push({
      run,
      name: t.name,
      path: t.path,
      method: init(t).method,
      requestsPerSec: r.requests.average,
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      non2xx: r.non2xx,
      weight: t.path === STATIC_PATH || t.body !== undefined ? undefined : await pageWeight(baseUrl, t.path),
    })
  }
  const staticRps = figures.find((f) => f.run === run && f.path === STATIC_PATH)?.requestsPerSec
  for (const f of figures) if (f.run === run && staticRps) f.ratioToStatic = Number((f.requestsPerSec / staticRps).toFixed(3))
}

/** The demo's biggest series (most parts) and a colour it comes in, to measure pages that exist. */
async function demoTargets(large: boolean): Promise<Target[]> {
  const { data } = await buildDemo({ large })
  const series = data.series as { series: string; slug: { en: string; es: string } }[]
  const parts = data.products as { series?: string; attributes?: Record<string, unknown> }[]
  const count = new Map<string, number>()
  for (const p of parts) if (p.series) count.set(p.series.toUpperCase(), (count.get(p.series.toUpperCase()) ?? 0) + 1)
  const biggest = [...series].sort((a, b) => (count.get(b.series.toUpperCase()) ?? 0) - (count.get(a.series.toUpperCase()) ?? 0))[0]
  const n = count.get(biggest.series.toUpperCase()) ?? 0
  return [
    { name: 'static asset (/favicon.svg)', path: STATIC_PATH },
    { name: 'home (/)', path: '/' },
    { name: 'product list (/products)', path: '/products' },
    { name: 'product list (/es/productos)', path: '/es/productos' },
    { name: 'product list, filtered and sorted', path: '/products?color=red&sort=price-asc' },
    { name: 'product list, in stock', path: '/products?stock=in-stock' },
    { name: `series page, ${n} parts (en)`, path: `/products/${biggest.slug.en}` },
    { name: `series page, ${n} parts (es)`, path: `/es/productos/${biggest.slug.es}` },
    { name: 'category (/category/wire-duct)', path: '/category/wire-duct' },
    { name: 'article', path: '/article/choosing-a-22mm-pilot-light' },
    { name: 'resource', path: '/resource/full-line-catalogue' },
    { name: 'catch-all page (/about)', path: '/about' },
  ]
}

/** Prints each page's HTML size and first-load JavaScript as a table. */
function printWeights(figures: { run: string; name: string; weight?: PageWeight }[]) {
  console.log(`  ${'run'.padEnd(22)} ${'URL'.padEnd(42)} HTML KB   HTML gzip KB   first-load JS kB gzip (files)`)
  for (const f of figures) {
    if (!f.weight) continue
    const w = f.weight
    console.log(
      `  ${f.run.padEnd(22)} ${f.name.padEnd(42)} ${(w.htmlBytes / 1024).toFixed(1).padStart(7)}   ${(w.htmlGzipBytes / 1024).toFixed(1).padStart(12)}   ${(w.firstLoadJsGzipBytes / 1024).toFixed(1).padStart(8)} (${w.scripts})`,
    )
  }
}

/**
 * `npm run bench -- --weights-only`: the demo shop's pages, each page's HTML (uncompressed
 * and gzip) and first-load JavaScript, without the load runs; written to bench/weights.json.
 */
async function weightsOnly() {
  const server = await step('Seeding and starting the demo catalogue', () => startDemoServer(BENCH_PORT))
  const figures: { run: string; name: string; path: string; weight: PageWeight }[] = []
  try {
    for (const t of await demoTargets(false)) {
      if (t.path === STATIC_PATH) continue
      const warm = await fetch(server.url + t.path) // the first request renders and caches it
      if (!warm.ok) throw new Error(`${t.path} answered ${warm.status}`)
      figures.push({ run: 'demo', name: t.name, path: t.path, weight: await pageWeight(server.url, t.path) })
    }
  } finally {
    await server.stop()
  }
  console.log('')
  printWeights(figures)
  const out = path.join(root, 'bench', 'weights.json')
  fs.mkdirSync(path.dirname(out), { recursive: true })
  fs.writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), figures }, null, 2))
  console.log(`\nWritten to ${out}`)
}

/** `npm run bench -- --lists-only`: the product list's views against the static file, and a stock change's delay; bench/lists.json. */
async function listsOnly() {
  const server = await step('Seeding and starting the demo catalogue', () => startDemoServer(BENCH_PORT))
  const figures: Figure[] = []
  let stockMs = 0
  try {
    await measureAll(server.url, 'demo', [{ name: 'static asset (/favicon.svg)', path: STATIC_PATH }, ...LIST_TARGETS], figures)
    stockMs = await step('Timing a stock change until the product list shows it', () => stockDelayMs(server.url))
  } finally {
    await server.stop()
  }
  for (const f of figures)
    console.log(
      `  ${f.name.padEnd(42)} ${f.requestsPerSec.toFixed(0).padStart(6)} req/s   p99 ${f.p99Ms} ms   ratio to static ${f.ratioToStatic}`,
    )
  console.log(`  a part sold out showed on the product list after ${stockMs} ms`)
  writeResults({ connections: 50, durationSec: 10, acceptEncoding: BENCH_ENCODING, figures, stockMs }, false, 'lists.json')
}

/**
 * How long an edit in the admin takes to show: renames a series through the REST API as
 * the admin and reads its page until the new title is there.
 */
async function editDelayMs(baseUrl: string, seriesPath: string): Promise<number> {
  const auth = await demoAdminHeaders(baseUrl)
  const slug = decodeURIComponent(seriesPath.replace(/^\/products\//, ''))
  const found = (await (
    await fetch(`${baseUrl}/api/products?where[slug][equals]=${encodeURIComponent(slug)}&locale=en&depth=0`, { headers: auth })
  ).json()) as {
    docs: { id: number; title: string }[]
  }
  const doc = found.docs[0]
  if (!doc) throw new Error(`no series at ${seriesPath}`)
  const marker = `edited ${Date.now()}`
  const title = `${doc.title} (${marker})`
  const started = Date.now()
  const res = await fetch(`${baseUrl}/api/products/${doc.id}?locale=en`, {
    method: 'PATCH',
    headers: auth,
    body: JSON.stringify({ title }),
  })
  if (!res.ok) throw new Error(`the edit failed: ${res.status}`)
  for (;;) {
    const page = await (await fetch(baseUrl + seriesPath)).text()
    if (page.includes(marker)) return Date.now() - started
    if (Date.now() - started > 30_000) throw new Error('the edit did not show within 30 s')
    await new Promise((r) => setTimeout(r, 50))
  }
}

/**
 * `npm run bench [-- --skip-large | --skip-pair | --test-data-only | --weights-only | --lists-only | --pdf-only | --erp-only]`: the production server under autocannon, three times:
 * on the browser tests' data (the quote API on the worked examples' parts), on the demo
 * shop of `npm start`, and on the 50,000-part catalogue. Each run measures a static file
 * of the same server, and each page is reported as a ratio of it.
 */
export async function bench() {
  const skipLarge = process.argv.includes('--skip-large')
  const skipPair = process.argv.includes('--skip-pair')
  // Only the browser tests' data (pages, quote, saved cart, checkout page, place-order): a few minutes.
  const testDataOnly = process.argv.includes('--test-data-only')
  // Only the 50,000-part catalogue (its import takes minutes): figures go to results-large.json.
  const largeOnly = process.argv.includes('--large-only')
  // Only the order PDF's generation time (no build, no server): a minute or two.
  if (process.argv.includes('--pdf-only')) {
    const pdf = await step('Timing the order PDF for a 1-line and a 100-line order', () => benchPdf())
    reportPdf(pdf)
    writeResults({ pdf }, true)
    return
  }
  // Only the ERP's stock feed, 50,000 rows on SQLite and PostgreSQL (no build, no server): a few minutes.
  if (process.argv.includes('--erp-only')) {
    await benchErp()
    return
  }
  if (!buildIsCurrent()) await step('Building the app', () => build())
  // Only the demo shop's page weights (HTML and first-load JS per page), no load: a minute.
  if (process.argv.includes('--weights-only')) return weightsOnly()
  // Only the product list's views (the stock filters too) on the demo shop, and how soon a stock change shows on it: a few minutes.
  if (process.argv.includes('--lists-only')) return listsOnly()
  const figures: Figure[] = []
  const edits: { run: string; ms: number }[] = []
  const imports: { run: string; seconds: string }[] = []
  const saved: { cart?: CartFigures; orders?: OrderFigures; history?: HistoryFigures } = {}
  const quotes: { run: string; figures: QuoteFigure[] }[] = []
  if (!largeOnly) {
    await withTestServer(async (baseUrl) => {
      await step('Checking the quote API on the bench data', () => checkQuote(baseUrl))
      await measureAll(baseUrl, 'test data', [...targets, quoteTarget], figures)
      saved.cart = await step("Timing a signed-in buyer's saved cart (hubKV)", () => benchCart(baseUrl))
      const timed = await step(
        'Timing place-order for a 1-line and a 100-line cart, then the order history of a buyer with 1,000 orders',
        () => benchOrders(baseUrl),
      )
      saved.orders = timed.placing
      saved.history = timed.history
    })
  }
  const pdf = largeOnly ? [] : await step('Timing the order PDF for a 1-line and a 100-line order', () => benchPdf())
  // The ERP's stock feed in process (bench/erp.json): 50,000 rows on SQLite and PostgreSQL.
  if (!largeOnly && !testDataOnly) await benchErp()
  const runs = testDataOnly ? [] : largeOnly ? ['large (50,000 parts)'] : skipLarge ? ['demo'] : ['demo', 'large (50,000 parts)']
  for (const run of runs) {
    const large = run !== 'demo'
    const server = await step(`Seeding and starting the ${run} catalogue`, () => startDemoServer(BENCH_PORT, { large }))
    imports.push({ run, seconds: server.importSeconds })
    try {
      const list = await demoTargets(large)
      const pns = ((await buildDemo({ large })).data.products as { pn: string }[]).map((p) => p.pn)
      const availability = await step(`Choosing the availability API's 50 lines (${run})`, () => availabilityTarget(server.url, pns))
      await measureAll(server.url, run, [...list, availability], figures)
      const seriesPath = list.find((t) => t.path.startsWith('/products/'))!.path
      const ms = await step(`Timing an edit until it shows (${run})`, () => editDelayMs(server.url, seriesPath))
      edits.push({ run, ms })
      if (!large) {
        const parts = (await buildDemo({ large })).data.products as { pn: string; pkgqty?: number }[]
        quotes.push({ run, figures: await benchQuotes(server.url, parts, STATIC_PATH) })
      }
    } finally {
      await server.stop()
    }
  }
  if (!skipPair && !testDataOnly && !largeOnly) {
    const pair = await benchPair(PAIR_PORTS, await demoTargets(false), STATIC_PATH)
    figures.push(...pair.figures)
    edits.push(pair.edit)
    imports.push(pair.import)
  }
  console.log('')
  console.log(`  Accept-Encoding: ${BENCH_ENCODING}`)
  console.log(`  ${'run'.padEnd(22)} ${'URL'.padEnd(42)} req/s     p50 ms   p99 ms   non-2xx   ratio to static`)
  for (const f of figures) {
    console.log(
      `  ${f.run.padEnd(22)} ${f.name.padEnd(42)} ${f.requestsPerSec.toFixed(0).padStart(6)}   ${String(f.p50Ms).padStart(6)}   ${String(f.p99Ms).padStart(6)}   ${String(f.non2xx).padStart(7)}   ${f.ratioToStatic}`,
    )
  }
  console.log('')
  printWeights(figures)
  for (const i of imports) console.log(`  ${i.run}: demo seeded through the importer in ${i.seconds}`)
  for (const e of edits) console.log(`  ${e.run}: an edit of a series showed on its page after ${e.ms} ms`)
  const cart = saved.cart ?? null
  if (cart) {
    const staticRps = figures.find((f) => f.run === 'test data' && f.path === STATIC_PATH)?.requestsPerSec ?? 0
    console.log(
      `  saved cart: GET /api/private/hubKV ${cart.getRequestsPerSec} req/s (p50 ${cart.getP50Ms} ms, p99 ${cart.getP99Ms} ms, ratio to static ${staticRps ? (cart.getRequestsPerSec / staticRps).toFixed(3) : '?'}); ` +
        `${cart.saves} saves of ${cart.saveLines} lines one after another: p50 ${cart.saveP50Ms} ms, p99 ${cart.saveP99Ms} ms`,
    )
    console.log(
      `  checkout page, signed-in buyer with that cart: ${cart.checkoutRequestsPerSec} req/s (p50 ${cart.checkoutP50Ms} ms, p99 ${cart.checkoutP99Ms} ms, ` +
        `non-2xx ${cart.checkoutNon2xx}, ratio to static ${staticRps ? (cart.checkoutRequestsPerSec / staticRps).toFixed(3) : '?'})`,
    )
  }
  const orders = saved.orders ?? null
  for (const o of orders ?? []) {
    const one = orders![0]
    console.log(
      `  place order (POST /api/private/orders), ${o.lines}-line cart: ${o.orders} orders one after another, p50 ${o.p50Ms} ms, p99 ${o.p99Ms} ms` +
        (o === one ? '' : ` (p50 ${(o.p50Ms / one.p50Ms).toFixed(2)}x the 1-line cart's)`),
    )
  }
  const history = saved.history ?? null
  for (const h of history?.pages ?? []) {
    const staticRps = figures.find((f) => f.run === 'test data' && f.path === STATIC_PATH)?.requestsPerSec ?? 0
    console.log(
      `  order history of a buyer with ${history!.orders} orders, ${h.name} (${h.path}): ${h.requestsPerSec} req/s, p50 ${h.p50Ms} ms, p99 ${h.p99Ms} ms, non-2xx ${h.non2xx}` +
        (staticRps ? `, ratio to static ${(h.requestsPerSec / staticRps).toFixed(3)}` : ''),
    )
  }
  for (const q of quotes) reportQuotes(q.run, q.figures)
  reportPdf(pdf)
  writeResults(
    { connections: 50, durationSec: 10, acceptEncoding: BENCH_ENCODING, figures, edits, imports, cart, orders, history, quotes, pdf },
    false,
    largeOnly ? 'results-large.json' : 'results.json',
  )
}

function reportPdf(pdf: PdfFigures) {
  for (const p of pdf) {
    console.log(
      `  order PDF (@react-pdf/renderer), ${p.lines}-line order: ${p.runs} generations one after another, p50 ${p.p50Ms} ms, p99 ${p.p99Ms} ms (${p.kb} KB)`,
    )
  }
}

/** Writes bench/results.json; `merge` keeps the other figures of the last full run (a --pdf-only run). */
function writeResults(results: Record<string, unknown>, merge = false, file = 'results.json') {
  const out = path.join(root, 'bench', file)
  fs.mkdirSync(path.dirname(out), { recursive: true })
  const previous = merge && fs.existsSync(out) ? (JSON.parse(fs.readFileSync(out, 'utf8')) as Record<string, unknown>) : {}
  fs.writeFileSync(out, JSON.stringify({ ...previous, at: new Date().toISOString(), ...results }, null, 2))
  console.log(`\nWritten to ${out}`)
}
