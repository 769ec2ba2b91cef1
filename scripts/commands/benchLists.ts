import { demoAdminHeaders } from '../lib/demoServer'

/**
 * The product list's views on the demo shop (docs/caching.md, "Stock on the list pages"): the
 * list, a filtered one, and the stock filters alone and with an attribute. Each is a cached
 * page like any other; `npm run bench -- --lists-only` measures them against the static file.
 */
export const LIST_TARGETS = [
  { name: 'product list (/products)', path: '/products' },
  { name: 'product list (/es/productos)', path: '/es/productos' },
  { name: 'product list, filtered and sorted', path: '/products?color=red&sort=price-asc' },
  { name: 'product list, in stock', path: '/products?stock=in-stock' },
  { name: 'product list, in stock and red', path: '/products?color=red&stock=in-stock' },
  { name: 'product list, ships today (es)', path: '/es/productos?ships=today' },
]

type Doc = { id: number }
type Found<T> = { docs: (Doc & T)[] }

/** The product list's cards: their page, series code and what their stock line says, over every page of the list (or `only` that one). */
async function cards(baseUrl: string, only?: string): Promise<{ page: string; series: string; stock: string }[]> {
  const out: { page: string; series: string; stock: string }[] = []
  for (let n = 1; n < 20; n++) {
    const page = only ?? `/products${n > 1 ? `?page=${n}` : ''}`
    const html = await (await fetch(baseUrl + page)).text()
    const found = [...html.matchAll(/<li data-series="([^"]+)" class="card">([\s\S]*?)<\/li>/g)]
    for (const [, series, body] of found)
      out.push({ page, series, stock: body.match(/data-testid="series-stock"[^>]*>([^<]*)</)?.[1] ?? '' })
    if (only || !html.includes('rel="next"')) break
  }
  return out
}

/**
 * How long a stock change takes to show on the product list: one in-stock part of a series
 * is sold out (its stock rows set to 0 through the admin's REST API, as the staff or the ERP
 * feed would) and the series' card is read until its "n parts in stock" moves; then the rows
 * are put back.
 */
export async function stockDelayMs(baseUrl: string): Promise<number> {
  const auth = await demoAdminHeaders(baseUrl)
  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl}/api${path}`, { method, headers: auth, body: body === undefined ? undefined : JSON.stringify(body) })
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`)
    return (await res.json()) as T
  }
  const card = (await cards(baseUrl)).find((c) => c.stock)
  if (!card) throw new Error('no card of the product list says it has parts in stock: the demo has no stock')
  const series = (await api<Found<object>>('GET', `/products?where[series][equals]=${encodeURIComponent(card.series)}&limit=1&depth=0`))
    .docs[0]
  const parts = await api<Found<{ pkgqty?: number | null }>>('GET', `/parts?where[product][equals]=${series.id}&limit=500&depth=0`)
  for (const part of parts.docs) {
    const rows = await api<Found<{ onHand: number }>>('GET', `/stock?where[part][equals]=${part.id}&limit=20&depth=0`)
    const onHand = rows.docs.reduce((sum, r) => sum + r.onHand, 0)
    if (!rows.docs.length || onHand < Math.max(1, part.pkgqty ?? 1)) continue
    const started = Date.now()
    for (const row of rows.docs) await api('PATCH', `/stock/${row.id}`, { onHand: 0 })
    try {
      for (;;) {
        const now = (await cards(baseUrl, card.page)).find((c) => c.series === card.series)
        if (now && now.stock !== card.stock) return Date.now() - started
        if (Date.now() - started > 120_000) throw new Error(`the card of ${card.series} still said "${card.stock}" after 120 s`)
        await new Promise((r) => setTimeout(r, 200))
      }
    } finally {
      for (const row of rows.docs) await api('PATCH', `/stock/${row.id}`, { onHand: row.onHand })
    }
  }
  throw new Error(`no part of ${card.series} has a package on hand`)
}
