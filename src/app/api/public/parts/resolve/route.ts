import { NextResponse } from 'next/server'

import { route } from '@/lib/platform/http/server/route'
import { resolveRequestSchema, type ResolveAnswer } from '@/lib/cart/contract'
import { partDetails } from '@/lib/cart/server/partDetails'
import { resolvePartNumbers } from '@/lib/cart/server/resolve'

export const dynamic = 'force-dynamic'

/**
 * POST /api/public/parts/resolve `{ pns }` (the quick order pad): for each typed part number
 * the part it names (exactly, then without punctuation) with what a cart line needs, or
 * suggestions, each with its series' title (`suggested`). Restricted parts are never named or suggested.
 */
export const POST = route({ body: resolveRequestSchema }, async ({ body, locale }) => {
  const resolved = await resolvePartNumbers(body.pns)
  // The matched parts and the suggested ones: a suggestion says what the part is (its series).
  const details = await partDetails(
    resolved.flatMap((r) => (r.pn ? [r.pn] : r.suggestions)),
    locale,
  )
  return NextResponse.json<ResolveAnswer>({
    results: resolved.map((r) => ({
      ...r,
      part: r.pn ? (details.get(r.pn) ?? null) : null,
      suggested: r.suggestions.map((pn) => ({ pn, title: details.get(pn)?.title ?? null })),
    })),
  })
})
