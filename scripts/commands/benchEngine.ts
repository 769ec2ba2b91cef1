import fs from 'node:fs'
import path from 'node:path'

import {
  DEFAULT_CARRIERS,
  DEFAULT_SETTINGS,
  fromCents,
  isQuoteFailure,
  quoteCart,
  type BoxRule,
  type CartItemInput,
  type CartItemRule,
  type CommerceData,
  type Customer,
  type Part,
  type PartPrefix,
  type PriceListEntry,
  type QuoteInput,
  type RateRow,
  type TaxRule,
} from '../../src/domain'
import { partToDomain, priceListEntryToDomain, type PartRecord, type PriceListRecord } from '../../src/lib/commerce/pricesToDomain'
import { entriesForCart } from '../../src/lib/commerce/quoteService'
import { root } from '../lib/build'
import { prng, type Rng } from '../lib/prng'

/**
 * `npm run bench:engine`: the pure rules engine (quoteCart, what the quote service calls) on
 * a synthetic catalogue, in process: no server, no database. Repeatable: every random choice
 * comes from a seeded generator.
 */

const SEED = 20_261_122
const PARTS = 50_000
const PRICE_LIST_ENTRIES = 5_000
const LIST_NAME = 'D1'
/** Time spent measuring each case (after its warm-up), and the iterations wanted within it. */
const BUDGET_MS = 4_500
const WARMUP_MS = 1_000
const MIN_ITERATIONS = 15
const MAX_ITERATIONS = 20_000
/** The whole run stays under a minute: past this, each case stops at its minimum (or 5 runs). */
const RUN_LIMIT_MS = 50_000

// ---- Seeded randomness -----------------------------------------------------------------------

const cents = (dollars: number) => Math.round(dollars * 100) / 100

// ---- The synthetic shop ----------------------------------------------------------------------

/** E-1..H-7: the discount schedules of docs/pricing.md. */
const SCHEDULES = ['E', 'F', 'G', 'H'].flatMap((letter) => Array.from({ length: 7 }, (_, i) => `${letter}-${i + 1}`))

/** Series prefixes (the ERP's style) with their family; nested ones exercise the longest-prefix rule. */
const SERIES: { prefix: string; family: string }[] = [
  ...['PB22', 'PB22-M', 'PB22-X', 'PB30', 'PB30-M', 'PL22', 'PL22-R', 'PL30', 'SS22', 'SS30', 'ES22', 'TW22'].map((prefix) => ({
    prefix,
    family: '22mm-nema-push-buttons',
  })),
  ...['CT09', 'CT12', 'CT18', 'CT25', 'CT32', 'CT40', 'CT50', 'CT65', 'DP20', 'DP30', 'DP40'].map((prefix) => ({
    prefix,
    family: 'definite-purpose-contactors',
  })),
  ...['OL09', 'OL25', 'OL65', 'MMS-', 'MMS-H'].map((prefix) => ({ prefix, family: 'overload-relays' })),
  ...['RLU-', 'RLU-2C', 'RLU-4C', 'GR-', 'GR-2C', 'TDR-', 'SSR-'].map((prefix) => ({ prefix, family: 'general-purpose-relays' })),
  ...['TB-UK', 'TB-ST', 'TB-PT', 'TB-FU', 'EB-'].map((prefix) => ({ prefix, family: 'iec-terminal-blocks' })),
  ...['EN-', 'EN-SS', 'EN-FG', 'EN-PC', 'BP-'].map((prefix) => ({ prefix, family: 'enclosures' })),
  ...['WD-', 'WD-S', 'WD-N', 'WDC-'].map((prefix) => ({ prefix, family: 'wire-duct' })),
  ...['MCB1', 'MCB2', 'MCB3', 'FU-', 'FUH-', 'DS-', 'PSU-', 'PSU-R', 'SPD-', 'XF-', 'LT-'].map((prefix) => ({
    prefix,
    family: 'circuit-protection',
  })),
]
/** Prefixes whose parts are restricted (not public): the spec's RLU. */
const RESTRICTED = new Set(['RLU-', 'RLU-2C', 'RLU-4C'])

const STEPS = [1, 1, 1, 1, 5, 10, 10, 25, 100] // pkgqty 1 most often
const LETTERS = [...'ABCDEFGHJKLMNPRSTUVWXYZ']

type Shop = { data: CommerceData; parts: Part[]; customer: Customer; prefixes: PartPrefix[]; entries: PriceListEntry[] }

function partNumber(rng: Rng, prefix: string): string {
  const sep = /[-]$/.test(prefix) ? '' : '-'
  const body = `${rng.pick(LETTERS)}${rng.int(1, 999)}`
  const tail = rng.chance(0.6) ? `-${rng.pick(['24D', '120', '230', 'G', 'R', 'B', 'Y', 'W', 'S', '1NO', '1NC', '2NO'])}` : ''
  return `${prefix}${sep}${body}${tail}`
}

function buildShop(rng: Rng): Shop {
  const prefixes: PartPrefix[] = SERIES.map(({ prefix }) => ({
    title: prefix,
    discountSchedule: rng.pick(SCHEDULES),
    isPublic: !RESTRICTED.has(prefix),
  }))

  // Made as stored (dollars), then read into the domain's cents as the app reads them (pricesToDomain.ts).
  const parts: PartRecord[] = []
  const seen = new Set<string>()
  while (parts.length < PARTS) {
    const { prefix, family } = rng.pick(SERIES)
    const pn = partNumber(rng, prefix)
    if (seen.has(pn)) continue
    seen.add(pn)
    const wireDuct = family === 'wire-duct'
    const tariff = rng.chance(0.15)
    parts.push({
      pn,
      listPrice: cents(wireDuct ? 3 + rng.next() * 20 : Math.exp(1 + rng.next() * 6.5)), // ~2.70 to ~1,800
      pkgqty: wireDuct ? rng.pick([10, 25]) : rng.pick(STEPS),
      family,
      tariff,
      tariffRate: tariff && rng.chance(0.2) ? rng.pick([0.1, 0.145, 0.5]) : null,
    })
  }

  // One list of 5,000 entries: every schedule (some as Actual), Schedule Z, the rest exact part numbers.
  const entries: PriceListRecord[] = SCHEDULES.map((schedule) =>
    rng.chance(0.85)
      ? { schedule, valueType: '% Discount', value: rng.int(5, 45) }
      : { schedule, valueType: 'Actual', value: cents(5 + rng.next() * 50) },
  )
  entries.push({ schedule: 'Z', valueType: '% Discount', value: 15 })
  const listed = new Set<string>()
  while (entries.length < PRICE_LIST_ENTRIES) {
    const part = rng.pick(parts)
    if (listed.has(part.pn)) continue
    listed.add(part.pn)
    entries.push(
      rng.chance(0.6)
        ? { item: part.pn, valueType: 'Actual', value: cents(part.listPrice * (0.5 + rng.next() * 0.4)) }
        : { item: part.pn, valueType: '% Discount', value: rng.int(10, 50) },
    )
  }
  // Shuffled, so exact entries and schedule entries are mixed as an ERP export would have them.
  for (let i = entries.length - 1; i > 0; i--) {
    const j = rng.int(0, i)
    ;[entries[i], entries[j]] = [entries[j], entries[i]]
  }

  const zones: Record<string, number> = {}
  for (let zip = 5; zip <= 999; zip++) if (rng.chance(0.9)) zones[String(zip).padStart(3, '0')] = rng.int(2, 8)
  zones['152'] = 2

  const rateTable: RateRow[] = [
    { minCents: 0, maxCents: 4899, groundCents: 950, groundDistCents: 700, air2dayCents: 2400, air1dayCents: 3800 },
    { minCents: 4900, maxCents: 14999, groundCents: 1250, groundDistCents: 900, air2dayCents: 2900, air1dayCents: 4500 },
    { minCents: 15000, maxCents: 49999, groundCents: 1800, groundDistCents: 1300, air2dayCents: 3900, air1dayCents: 6500 },
    { minCents: 50000, maxCents: 9_999_999_900, groundCents: 2500, groundDistCents: 1800, air2dayCents: 5500, air1dayCents: 9000 },
  ]
  const zoneIds = [2, 3, 4, 5, 6, 7, 8]
  const boxRules: BoxRule[] = [
    {
      code: 'WD',
      family: 'wire-duct',
      spqBoxCount: 4,
      nonBoxCount: 20,
      zones: zoneIds.map((id) => ({ id, spqBoxPriceCents: (8 + 2 * id) * 100, nonBoxPriceCents: (6 + id) * 100 })),
    },
    {
      code: 'ENCL',
      family: 'enclosures',
      spqBoxCount: 2,
      nonBoxCount: 1,
      zones: zoneIds.map((id) => ({ id, spqBoxPriceCents: (10 + 3 * id) * 100, nonBoxPriceCents: (5 + 2 * id) * 100 })),
    },
  ]
  const cartItemRules: CartItemRule[] = [
    ...['CT40-*', 'CT50-*', 'CT65-*', 'DP40-*'].map((pn) => ({ pn, exemptFromFreeShipping: true, leadTime10Days: false })),
    ...Array.from({ length: 20 }, () => ({ pn: rng.pick(parts).pn, exemptFromFreeShipping: rng.chance(0.3), leadTime10Days: true })),
  ]
  const states = ['PA', 'NY', 'OH', 'NJ', 'TX', 'CA', 'IL', 'MI', 'GA', 'NC']
  const taxRules: TaxRule[] = states.flatMap((state, i) => [
    ...(i < 3 ? [{ state, zipCodes: `${150 + i * 10}*,${151 + i * 10}*,${152 + i * 10}*`, rate: 0.07, taxShipping: true }] : []),
    { state, zipCodes: '*', rate: cents(4 + rng.next() * 4) / 100, taxShipping: rng.chance(0.5) },
  ])

  const products = parts.map(partToDomain)
  const listEntries = entries.map(priceListEntryToDomain)
  const data: CommerceData = {
    settings: { ...DEFAULT_SETTINGS, shopName: 'Bench Controls' },
    products,
    partPrefixes: prefixes,
    priceLists: { [LIST_NAME]: listEntries },
    rateTable,
    zones,
    boxRules,
    cartItemRules,
    taxRules,
    carriers: DEFAULT_CARRIERS,
  }
  const customer: Customer = {
    priceList: LIST_NAME,
    terms: 'NET 30',
    type: 'D1-Distributor/Stocking',
    taxable: true,
    freeGroundAtCents: 100_000,
  }
  return { data, parts: products, customer, prefixes, entries: listEntries }
}

/**
 * A cart of `lines` different parts the customer may order (restricted ones only with an
 * exact entry), about a third of them on the price list by part number; quantities in
 * steps, wire duct sometimes off-step (non-standard).
 */
function buildCart(rng: Rng, shop: Shop, lines: number): CartItemInput[] {
  const listed = new Set(shop.entries.flatMap((e) => (e.item ? [e.item] : [])))
  const listedParts = shop.parts.filter((p) => listed.has(p.pn))
  const restricted = (pn: string) => [...RESTRICTED].some((prefix) => pn.startsWith(prefix))
  const items: CartItemInput[] = []
  const used = new Set<string>()
  while (items.length < lines) {
    const part = rng.chance(0.33) ? rng.pick(listedParts) : rng.pick(shop.parts)
    if (used.has(part.pn) || (restricted(part.pn) && !listed.has(part.pn))) continue
    used.add(part.pn)
    const step = part.pkgqty ?? 1
    const qty = part.family === 'wire-duct' && rng.chance(0.3) ? rng.int(1, 40) : step * rng.int(1, 6)
    // Some typed the way buyers do: lower case, spaces.
    items.push({ pn: rng.chance(0.1) ? ` ${part.pn.toLowerCase()} ` : part.pn, qty })
  }
  return items
}

// ---- Timing -----------------------------------------------------------------------------------

type Figure = {
  name: string
  lines: number
  iterations: number
  p50Us: number
  p99Us: number
  meanUs: number
  opsPerSec: number
  subtotal: number
  total: number
}

const nowNs = () => process.hrtime.bigint()
const percentile = (sorted: Float64Array, p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]
const round1 = (n: number) => Math.round(n * 10) / 10

function measure(name: string, input: QuoteInput, data: CommerceData, deadline: number): Figure {
  const first = quoteCart(input, data)
  if (isQuoteFailure(first)) throw new Error(`${name}: the cart does not quote: ${JSON.stringify(first.error)}`)
  // Warm-up: let the JIT settle before anything is recorded.
  const warmEnd = Date.now() + WARMUP_MS
  let warm = 0
  while ((Date.now() < warmEnd && Date.now() < deadline) || warm < 2) {
    quoteCart(input, data)
    warm++
  }
  const samples: number[] = []
  const started = nowNs()
  const budgetNs = BigInt(BUDGET_MS) * 1_000_000n
  const more = () => {
    if (samples.length >= MAX_ITERATIONS) return false
    if (Date.now() > deadline) return samples.length < 5
    return samples.length < MIN_ITERATIONS || nowNs() - started < budgetNs
  }
  while (more()) {
    const t0 = nowNs()
    const result = quoteCart(input, data)
    const t1 = nowNs()
    if (isQuoteFailure(result)) throw new Error(`${name}: quote failed on a repeat`)
    samples.push(Number(t1 - t0) / 1_000)
  }
  const elapsedUs = samples.reduce((a, b) => a + b, 0)
  const sorted = Float64Array.from(samples).sort()
  return {
    name,
    lines: input.items.length,
    iterations: samples.length,
    p50Us: round1(percentile(sorted, 0.5)),
    p99Us: round1(percentile(sorted, 0.99)),
    meanUs: round1(elapsedUs / samples.length),
    opsPerSec: Math.round((samples.length / elapsedUs) * 1_000_000),
    subtotal: fromCents(first.subtotalCents),
    total: fromCents(first.totalCents),
  }
}

const show = (us: number) => (us >= 1_000 ? `${(us / 1_000).toFixed(2)} ms` : `${us.toFixed(1)} µs`)

/** The cart's parts only, as the quote service reads them (readParts), and the customer's list. */
function cartData(shop: Shop, items: readonly CartItemInput[], entries: readonly PriceListEntry[]): CommerceData {
  const wanted = new Set(items.map((i) => i.pn.trim().toUpperCase()))
  return { ...shop.data, products: shop.parts.filter((p) => wanted.has(p.pn)), priceLists: { [LIST_NAME]: entries } }
}

export async function benchEngine() {
  const startedAt = Date.now()
  const deadline = startedAt + RUN_LIMIT_MS
  const rng = prng(SEED)
  const shop = buildShop(rng)
  const destination = { country: 'US', state: 'PA', postalCode: '15213' }
  const carts = [1, 50, 500].map((lines) => ({ lines, items: buildCart(rng, shop, lines) }))
  console.log(
    `Engine benchmark: ${shop.parts.length.toLocaleString('en')} parts under ${shop.prefixes.length} prefixes, ` +
      `a price list of ${shop.entries.length.toLocaleString('en')} entries (seed ${SEED}), built in ${Date.now() - startedAt} ms`,
  )
  const plural = (n: number) => `${n} line${n === 1 ? '' : 's'}`
  const cases = [
    // The engine itself, handed the customer's whole list (5,000 entries).
    ...carts.map(({ lines, items }) => ({
      name: `quoteCart, ${plural(lines)}, whole list`,
      items,
      data: cartData(shop, items, shop.entries),
    })),
    // What the quote service hands it: the list narrowed to the cart's entries (entriesForCart).
    ...carts.map(({ lines, items }) => ({
      name: `quoteCart, ${plural(lines)}, as the service calls it`,
      items,
      data: cartData(
        shop,
        items,
        entriesForCart(
          shop.entries,
          items.map((i) => i.pn),
        ),
      ),
    })),
    // A caller that skipped the per-cart part read: the engine indexes every product it is given.
    {
      name: 'quoteCart, 50 lines, all 50,000 parts passed',
      items: carts[1].items,
      data: {
        ...shop.data,
        priceLists: {
          [LIST_NAME]: entriesForCart(
            shop.entries,
            carts[1].items.map((i) => i.pn),
          ),
        },
      },
    },
  ]

  const figures: Figure[] = []
  for (const c of cases) {
    const figure = measure(c.name, { customer: shop.customer, items: c.items, destination }, c.data, deadline)
    figures.push(figure)
    console.log(
      `  ${c.name.padEnd(46)} p50 ${show(figure.p50Us).padStart(10)}   p99 ${show(figure.p99Us).padStart(10)}   ${figure.opsPerSec.toLocaleString('en').padStart(7)} ops/s   (${figure.iterations} runs)`,
    )
  }
  // Both ways must price alike, or the narrowing would be wrong.
  for (const [i, { lines }] of carts.entries()) {
    const [whole, narrowed] = [figures[i], figures[i + carts.length]]
    if (whole.total !== narrowed.total)
      throw new Error(`${plural(lines)}: the whole list totals ${whole.total}, the narrowed one ${narrowed.total}`)
  }

  const out = path.join(root, 'bench', 'engine.json')
  fs.mkdirSync(path.dirname(out), { recursive: true })
  fs.writeFileSync(
    out,
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        node: process.version,
        seed: SEED,
        catalogue: { parts: shop.parts.length, prefixes: shop.prefixes.length, priceListEntries: shop.entries.length },
        figures,
      },
      null,
      2,
    )}\n`,
  )
  console.log(`\nWritten to ${out} (${((Date.now() - startedAt) / 1000).toFixed(1)} s)`)
}
