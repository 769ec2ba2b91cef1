import { NextResponse } from 'next/server'
import { z } from 'zod'

import { route } from '@/lib/platform/http/server/route'
import { appCommerceSource } from '@/lib/commerce/server/data'
import { visiblePartsByPn } from '@/lib/catalogue/server/visibleParts'
import { getPayloadClient } from '@/lib/platform/server/payload'
import { crossKey, normalizePn, type MatchLevel } from '@/domain'
import { crossData } from '@/lib/crossref/server/crossData'

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

/** How a number that is not ours was found: another maker's (its closest cross to a part) or an old number of ours. */
type FoundAs = { crossedFrom: { brand: string; pn: string; match: MatchLevel } } | { replaces: { pn: string; since: string | null } }

/** Our part numbers that may answer each asked number that is not one of ours (docs/cross-references.md), closest first. */
async function candidatesFor(asked: readonly string[]): Promise<Map<string, { pn: string; as: FoundAs }[]>> {
  const { byKey, replacements } = await crossData()
  const out = new Map<string, { pn: string; as: FoundAs }[]>()
  for (const typed of asked) {
    const replaced = replacements.get(crossKey(typed))
    const list: { pn: string; as: FoundAs }[] = replaced
      ? [{ pn: replaced.pn, as: { replaces: { pn: typed, since: replaced.since } } }]
      : []
    for (const c of byKey.get(crossKey(typed)) ?? [])
      if (c.pn) list.push({ pn: c.pn, as: { crossedFrom: { brand: c.brand, pn: c.competitorPn, match: c.match } } })
    if (list.length) out.set(typed, list)
  }
  return out
}

/**
 * The path and the request and answer shapes are the spec's API (the old search service's);
 * nothing of Elasticsearch is behind it: the parts are read from the database.
 *
 * POST /api/public/elastic-search/search: the parts named by a terms query on `pn`, as
 * `{ hits: { hits: [{ _source }] } }`, one hit per part number, in the order asked. Parts
 * that are not public (restricted prefixes) are never answered. A number that is not ours
 * answers the part of ours it leads to, with `crossedFrom` (another maker's number, its closest
 * cross to a part the buyer may see) or `replaces` (an old number of ours). Any other query is 400.
 */
export const POST = route({ body: bodySchema }, async ({ body }) => {
  const { query, size = MAX_TERMS } = body.elasticQuery
  const wanted = [...new Set(query.terms.pn)]
  const other = await candidatesFor(wanted)
  const read = [...wanted, ...[...other.values()].flatMap((list) => list.map((c) => c.pn))]
  // Restricted parts are dropped by the loader; the prefixes come from the cached commerce base.
  const parts = await visiblePartsByPn(await getPayloadClient(), async () => (await appCommerceSource.base()).partPrefixes, read, {
    select: { listPrice: true, pkgqty: true, tariff: true, category: true },
    locale: 'en',
    depth: 1,
  })
  const byPn = new Map(parts.map((p) => [p.pn, p]))
  const hits = wanted
    .map((pn) => {
      const own = byPn.get(pn)
      if (own) return { part: own, as: null }
      const found = other.get(pn)?.find((c) => byPn.has(normalizePn(c.pn)))
      return found ? { part: byPn.get(normalizePn(found.pn))!, as: found.as } : null
    })
    .filter((h): h is NonNullable<typeof h> => h !== null)
    .slice(0, size)
    .map(({ part: p, as }) => ({
      _index: 'products',
      _id: p.pn,
      _source: {
        pn: p.pn,
        listPrice: p.listPrice,
        pkgqty: p.pkgqty ?? 1,
        family: familyOf(p.category),
        tariff: Boolean(p.tariff),
        ...as,
      },
    }))
  return NextResponse.json({ hits: { total: { value: hits.length, relation: 'eq' }, hits } })
})
