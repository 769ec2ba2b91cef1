import autocannon from 'autocannon'
import { BENCH_ENCODING } from '../lib/benchEncoding'

import { api } from '../../tests/e2e/helpers/admin'
import { signIn } from './benchCart'

/** Placing an order, timed per cart size. */
export type OrderFigures = { lines: number; orders: number; p50Ms: number; p99Ms: number }[]
/** The order history of a buyer with `orders` orders, under 50 connections for 10 s per URL. */
export type HistoryFigures = {
  orders: number
  pages: { name: string; path: string; requestsPerSec: number; p50Ms: number; p99Ms: number; non2xx: number }[]
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const BENCH_PARTS = 100

/** 100 parts of their own (BENCH-001…), so a 100-line cart has 100 distinct part numbers; and the US for the address book. */
async function benchData() {
  const found = await api<{ docs: unknown[] }>('GET', '/countries?where[alpha2][equals]=US&limit=1')
  if (!found.docs.length) await api('POST', '/countries', { alpha2: 'US', alpha3: 'USA', name: 'United States' })
  const existing = await api<{ totalDocs: number }>('GET', '/parts?where[pn][like]=BENCH-&limit=1')
  if (existing.totalDocs >= BENCH_PARTS) return
  for (let i = 1; i <= BENCH_PARTS; i++) {
    const pn = `BENCH-${String(i).padStart(3, '0')}`
    await api('POST', '/parts', { pn, listPrice: 5 + (i % 17), pkgqty: 1 })
  }
}

/**
 * On the browser tests' server: a signed-in buyer saves a cart and places it, one order
 * after another (each with a new Idempotency-Key, as the checkout page sends it), for a
 * 1-line and a 100-line cart; only the placing request is timed (the cart save and the
 * probe that learns the total the buyer would have seen are not). p50/p99 per size.
 */
export async function benchOrders(baseUrl: string, ordersPerSize = 40): Promise<{ placing: OrderFigures; history: HistoryFigures }> {
  await benchData()
  const email = `bench-orders-${Date.now()}@example.test`
  const cookie = await signIn(baseUrl, email)
  const headers = { cookie, origin: baseUrl, 'content-type': 'application/json' }
  const post = (path: string, body: unknown, extra: Record<string, string> = {}) =>
    fetch(`${baseUrl}${path}`, { method: 'POST', headers: { ...headers, ...extra }, body: JSON.stringify(body) })
  const contact = await post('/api/private/contacts', {
    nameFirst: 'Bench',
    nameLast: 'Buyer',
    phone1: '412-555-0100',
    addressLine1: '1 Liberty Ave',
    addressCity: 'Pittsburgh',
    addressState: 'PA',
    addressPostalCode: '15222',
    addressCountry: 'US',
  })
  if (contact.status !== 201) throw new Error(`the bench buyer's address answered ${contact.status}`)
  const { data } = (await contact.json()) as { data: { id: number } }
  const order = { shippingContactId: data.id, billingContactId: data.id, carrier: 'default', method: 'ground', payment: 'card' }
  const key = `${email}:liveCart`
  const figures: OrderFigures = []
  for (const lines of [1, 100]) {
    const times: number[] = []
    for (let n = 0; n < ordersPerSize; n++) {
      const cartItems = Array.from({ length: lines }, (_, i) => ({
        pn: `BENCH-${String(i + 1).padStart(3, '0')}`,
        prod_quantity: 1 + ((n + i) % 5),
      }))
      const saved = await post('/api/private/hubKV', { key, feature: 'liveCart', version: 0, liveCart: { cartItems } })
      if (!saved.ok) throw new Error(`saving the bench cart answered ${saved.status}`)
      const probe = await post(
        '/api/private/orders',
        { ...order, expectedTotal: 0 },
        { 'idempotency-key': `probe-${lines}-${n}-${Date.now()}` },
      )
      const { quote } = (await probe.json()) as { quote?: { total: number } }
      if (probe.status !== 409 || !quote) throw new Error(`the bench probe answered ${probe.status}`)
      const started = performance.now()
      const placed = await post(
        '/api/private/orders',
        { ...order, expectedTotal: quote.total },
        { 'idempotency-key': `bench-${lines}-${n}-${Date.now()}` },
      )
      times.push(performance.now() - started)
      if (placed.status !== 201) throw new Error(`placing the bench order answered ${placed.status} ${await placed.text()}`)
    }
    times.sort((a, b) => a - b)
    figures.push({
      lines,
      orders: times.length,
      p50Ms: Math.round(percentile(times, 50) * 10) / 10,
      p99Ms: Math.round(percentile(times, 99) * 10) / 10,
    })
  }

  // The same buyer goes on to HISTORY_ORDERS orders (1-line carts, placed as above but not
  // timed), then his order history is read under load: the first page, a search by part
  // number, a status filter, and the history tab itself.
  const placedSoFar = ordersPerSize * 2
  const one = [{ pn: 'BENCH-001', prod_quantity: 2 }]
  let expectedTotal = 0
  for (let n = placedSoFar; n < HISTORY_ORDERS; n++) {
    const saved = await post('/api/private/hubKV', { key, feature: 'liveCart', version: 0, liveCart: { cartItems: one } })
    if (!saved.ok) throw new Error(`saving the bench cart answered ${saved.status}`)
    let placed = await post('/api/private/orders', { ...order, expectedTotal }, { 'idempotency-key': `history-${n}-${Date.now()}` })
    if (placed.status === 409) {
      // The first one learns the total the buyer would see; every later cart is the same.
      expectedTotal = ((await placed.json()) as { quote: { total: number } }).quote.total
      placed = await post('/api/private/orders', { ...order, expectedTotal }, { 'idempotency-key': `history-${n}-again-${Date.now()}` })
    }
    if (placed.status !== 201) throw new Error(`placing a history order answered ${placed.status} ${await placed.text()}`)
  }
  const pages: HistoryFigures['pages'] = []
  for (const [name, path] of [
    ['history API, first page', '/api/private/orders?page=1'],
    ['history API, search by part number', '/api/private/orders?q=BENCH-001&page=3'],
    ['history API, status filter', '/api/private/orders?status=awaiting-card-payment&page=10'],
    ['history page', '/my-account/orders'],
  ]) {
    const r = await autocannon({
      url: `${baseUrl}${path}`,
      connections: 50,
      duration: 10,
      headers: { cookie, 'accept-encoding': BENCH_ENCODING },
    })
    pages.push({ name, path, requestsPerSec: Math.round(r.requests.average), p50Ms: r.latency.p50, p99Ms: r.latency.p99, non2xx: r.non2xx })
  }
  return { placing: figures, history: { orders: HISTORY_ORDERS, pages } }
}

/** How many orders the history bench's buyer has (issue 14: a buyer with 1,000 orders). */
const HISTORY_ORDERS = Number(process.env.HISTORY_BENCH_ORDERS ?? 1000)
