import { NextResponse } from 'next/server'

import { route } from '@/lib/platform/http/server/route'
import { cartLinesRequestSchema, type CartLinesAnswer } from '@/lib/cart/contract'
import { partDetails, publishedSeries } from '@/lib/cart/server/partDetails'
import { replacementsOf } from '@/lib/crossref/server/crossData'

export const dynamic = 'force-dynamic'

/**
 * POST /api/public/cart/lines `{ pns }`: what the cart shows beside each line's prices, in
 * the buyer's language (`?locale=`): the series page, step, family and lead-time note.
 * Unknown and restricted part numbers are listed in `unknown`; superseded ones in `replaced`,
 * with the part sold today (the cart moves its line there). `products` (series ids, as
 * favorites hold them) answer their title and page when published.
 */
export const POST = route({ body: cartLinesRequestSchema }, async ({ body, locale }) => {
  const ids = body.products ?? []
  const wanted = [...new Set(body.pns.map((p) => p.trim().toUpperCase()))]
  const [details, products, superseded] = await Promise.all([
    partDetails(body.pns, locale),
    publishedSeries(ids, locale),
    replacementsOf(wanted),
  ])
  return NextResponse.json<CartLinesAnswer>({
    lines: wanted.flatMap((pn) => (details.has(pn) ? [details.get(pn)!] : [])),
    unknown: wanted.filter((pn) => !details.has(pn) && !superseded.has(pn)),
    replaced: [...superseded].map(([pn, r]) => ({ pn, replacement: r.pn, since: r.since })),
    products: products.docs.map(({ id, title, series, href }) => ({ id, title, series, href })),
  })
})
