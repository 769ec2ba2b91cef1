import { NextResponse } from 'next/server'

import { route } from '@/lib/platform/http/server/route'
import { resolveRequestSchema, type ResolveAnswer, type ResolvedPart } from '@/lib/cart/contract'
import { crossDetails } from '@/lib/cart/server/crossDetails'
import { partDetails } from '@/lib/cart/server/partDetails'
import { resolvePartNumbers } from '@/lib/cart/server/resolve'

export const dynamic = 'force-dynamic'

/**
 * POST /api/public/parts/resolve `{ pns }` (the quick order pad): for each typed part number
 * the part it names (an old number of ours: the part sold today, with `replaces`; exactly,
 * then without punctuation; another maker's: our closest part, with `crossedFrom`, the
 * cross's note and for a functional or partial match the attributes that differ; or our
 * series, with its page) with what a cart line needs, or suggestions, each with its series'
 * title (`suggested`). Restricted parts are never named or suggested (docs/api.md).
 */
export const POST = route({ body: resolveRequestSchema }, async ({ body, locale }) => {
  const resolved = await resolvePartNumbers(body.pns)
  // The matched parts and the suggested ones: a suggestion says what the part is (its series).
  const [details, crosses] = await Promise.all([
    partDetails(
      resolved.flatMap(({ resolution: r }) => (r.pn ? [r.pn] : r.suggestions)),
      locale,
    ),
    crossDetails(resolved, locale),
  ])
  return NextResponse.json<ResolveAnswer>({
    results: resolved.map(({ resolution: r }, i): ResolvedPart => {
      const cross = crosses.get(i)
      // A cross to a series the buyer may not see: as if nothing matched.
      if (r.seriesId && !cross?.series) return { input: r.input, pn: null, match: null, suggestions: [], part: null, suggested: [] }
      return {
        ...r,
        ...cross,
        part: r.pn ? (details.get(r.pn) ?? null) : null,
        suggested: r.suggestions.map((pn) => ({ pn, title: details.get(pn)?.title ?? null })),
      }
    }),
  })
})
