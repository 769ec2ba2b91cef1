import { NextResponse } from 'next/server'
import { z } from 'zod'

import { route } from '@/lib/api/route'
import { partDetails, publishedSeries } from '@/lib/cart/partDetails'
import { MAX_CART_LINES, MAX_FAVORITES } from '@/lib/hub/features'

export const dynamic = 'force-dynamic'

const bodySchema = z
  .object({
    pns: z.array(z.string().trim().min(1).max(64)).max(MAX_CART_LINES),
    products: z
      .array(z.union([z.string().min(1).max(64), z.number()]))
      .max(MAX_FAVORITES)
      .optional(),
  })
  .strict()

/**
 * POST /api/public/cart/lines `{ pns }`: what the cart shows beside each line's prices, in
 * the buyer's language (`?locale=`): the series page, step, family and lead-time note.
 * Unknown and restricted part numbers are listed in `unknown`. `products` (series ids, as
 * favorites hold them) answer their title and page when published.
 */
export const POST = route({ body: bodySchema }, async ({ body, locale }) => {
  const ids = body.products ?? []
  const [details, products] = await Promise.all([partDetails(body.pns, locale), publishedSeries(ids, locale)])
  const wanted = [...new Set(body.pns.map((p) => p.trim().toUpperCase()))]
  return NextResponse.json({
    lines: wanted.flatMap((pn) => (details.has(pn) ? [details.get(pn)!] : [])),
    unknown: wanted.filter((pn) => !details.has(pn)),
    products: products.docs.map(({ id, title, series, href }) => ({ id, title, series, href })),
  })
})
