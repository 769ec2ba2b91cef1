import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'

import { apiError, apiLocale, badRequestDetails, readJson } from '@/lib/api/respond'
import { partDetails } from '@/lib/cart/partDetails'
import { docHref } from '@/lib/hrefs'
import { MAX_CART_LINES, MAX_FAVORITES } from '@/lib/hub/features'
import { getPayloadClient } from '@/lib/payload'

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
export async function POST(request: NextRequest) {
  const body = await readJson(request)
  if (body === undefined) return apiError(request, 400, 'invalid-json')
  const parsed = bodySchema.safeParse(body, { reportInput: true })
  if (!parsed.success) return apiError(request, 400, 'bad-request', badRequestDetails(parsed.error.issues[0]))
  const locale = apiLocale(request)
  const ids = parsed.data.products ?? []
  const [details, products] = await Promise.all([
    partDetails(parsed.data.pns, locale),
    ids.length
      ? (await getPayloadClient()).find({
          collection: 'products',
          pagination: false,
          limit: 0,
          depth: 0,
          locale,
          overrideAccess: false,
          where: { id: { in: ids } },
          select: { title: true, slug: true, series: true },
        })
      : { docs: [] },
  ])
  const wanted = [...new Set(parsed.data.pns.map((p) => p.trim().toUpperCase()))]
  return NextResponse.json({
    lines: wanted.flatMap((pn) => (details.has(pn) ? [details.get(pn)!] : [])),
    unknown: wanted.filter((pn) => !details.has(pn)),
    products: products.docs.map((d) => ({
      id: String(d.id),
      title: d.title,
      series: d.series ?? null,
      href: typeof d.slug === 'string' && d.slug ? docHref('products', d.slug, locale) : null,
    })),
  })
}
