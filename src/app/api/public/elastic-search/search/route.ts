import { NextResponse } from 'next/server'
import { z } from 'zod'

import { isRestrictedPart } from '@/domain'
import { route } from '@/lib/api/route'
import { appCommerceSource } from '@/lib/data/commerce'

export const dynamic = 'force-dynamic'

/** Spec section 7: a terms query on `pn`, at most 999 values, against the index `products`; nothing else. */
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
  const [base, parts] = await Promise.all([appCommerceSource.base(), appCommerceSource.parts(wanted)])
  const byPn = new Map(parts.map((p) => [p.pn, p]))
  const hits = wanted
    .map((pn) => byPn.get(pn))
    .filter((p): p is NonNullable<typeof p> => Boolean(p) && !isRestrictedPart(p!.pn, base.partPrefixes))
    .slice(0, size)
    .map((p) => ({
      _index: 'products',
      _id: p.pn,
      _source: { pn: p.pn, listPrice: p.listPrice, pkgqty: p.pkgqty ?? 1, family: p.family ?? null, tariff: Boolean(p.tariff) },
    }))
  return NextResponse.json({ hits: { total: { value: hits.length, relation: 'eq' }, hits } })
})
