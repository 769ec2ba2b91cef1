import type { Payload } from 'payload'

import { normalizePn } from '@/domain'
import type { Locale } from '@/i18n/locales'
import { partsForQuote } from '@/lib/catalogue/server/visibleParts'

/** What an order line keeps beside its prices, in the buyer's language. */
export type LineDetail = { series: string | null; description: string | null; tariff: boolean; leadTimeNote: string | null }

const idOf = (v: unknown) => (v && typeof v === 'object' ? (v as { id: number }).id : (v as number | null | undefined))

/**
 * Each part's series code, its series page's title (the line's description) and its
 * lead-time note in `locale`, for the order's line snapshots. Only the cart's own parts,
 * which the quote has already checked exist and may be ordered.
 */
export async function lineDetails(payload: Payload, pns: readonly string[], locale: Locale): Promise<Map<string, LineDetail>> {
  const wanted = [...new Set(pns.map(normalizePn))]
  const out = new Map<string, LineDetail>()
  if (!wanted.length) return out
  // The quote's read: restricted parts included, as a customer may have been allowed to order one.
  const parts = await partsForQuote(payload, wanted, { select: { product: true, tariff: true, leadTimeNote: true }, locale })
  const productIds = [...new Set(parts.map((p) => idOf(p.product)).filter((id): id is number => id != null))]
  const { docs: products } = productIds.length
    ? await payload.find({
        collection: 'products',
        where: { id: { in: productIds } },
        pagination: false,
        limit: 0,
        depth: 0,
        locale,
        select: { title: true, series: true },
        overrideAccess: true, // the series names of the buyer's own ordered parts, as published or not: a snapshot for staff and buyer
      })
    : { docs: [] }
  const byId = new Map(products.map((p) => [p.id, p]))
  for (const p of parts) {
    const product = byId.get(idOf(p.product) as number)
    out.set(normalizePn(p.pn), {
      series: product?.series || null,
      description: (typeof product?.title === 'string' && product.title) || null,
      tariff: Boolean(p.tariff),
      leadTimeNote: (typeof p.leadTimeNote === 'string' && p.leadTimeNote) || null,
    })
  }
  return out
}
