import { NextResponse } from 'next/server'
import { z } from 'zod'

import { route } from '@/lib/platform/http/server/route'
import { appCommerceSource } from '@/lib/commerce/server/data'
import { visiblePartsByPn } from '@/lib/catalogue/server/visibleParts'
import { getPayloadClient } from '@/lib/platform/server/payload'

export const dynamic = 'force-dynamic'

/** docs/api.md: a terms query on `pn`, at most 999 values, against the index `products`; nothing else. */
const MAX_TERMS = 999

const bodySchema = z
  .object({
    elasticIndex: z.literal('products'),
    elasticQuery: z
      .object({
        size: z.number().int().min(0).max(MAX_TERMS).optional(),
        query: z.object({ terms: z.object({ pn: z.array(z.string().trim().min(1).max(64)).min(1).max(MAX_TERMS) }).strict() }).strict(),
      })
      .strict(),
  })
  .strict()

/** The part's family: its category's slug (read at depth 1), as the quote names it. */
const familyOf = (category: unknown) =>
  category && typeof category === 'object' && 'slug' in category && typeof category.slug === 'string' ? category.slug : null

/**
 * The path and the request and answer shapes are the spec's API (the old search service's);
 * nothing of Elasticsearch is behind it: the parts are read from the database.
 *
 * POST /api/public/elastic-search/search: the parts named by a terms query on `pn`, as
 * `{ hits: { hits: [{ _source }] } }`, one hit per part number, in the order asked. Parts
 * that are not public (restricted prefixes) are never answered. Any other query is 400.
 */
export const POST = route({ body: bodySchema }, async ({ body }) => {
  const { query, size = MAX_TERMS } = body.elasticQuery
  const wanted = [...new Set(query.terms.pn)]
  // Restricted parts are dropped by the loader; the prefixes come from the cached commerce base.
  const parts = await visiblePartsByPn(await getPayloadClient(), async () => (await appCommerceSource.base()).partPrefixes, wanted, {
    select: { listPrice: true, pkgqty: true, tariff: true, category: true },
    locale: 'en',
    depth: 1,
  })
  const byPn = new Map(parts.map((p) => [p.pn, p]))
  const hits = wanted
    .map((pn) => byPn.get(pn))
    .filter((p): p is NonNullable<typeof p> => Boolean(p))
    .slice(0, size)
    .map((p) => ({
      _index: 'products',
      _id: p.pn,
      _source: { pn: p.pn, listPrice: p.listPrice, pkgqty: p.pkgqty ?? 1, family: familyOf(p.category), tariff: Boolean(p.tariff) },
    }))
  return NextResponse.json({ hits: { total: { value: hits.length, relation: 'eq' }, hits } })
})
