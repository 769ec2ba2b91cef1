import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'

import { apiError, apiLocale, badRequestDetails, readJson } from '@/lib/api/respond'
import { partDetails } from '@/lib/cart/partDetails'
import { resolvePartNumbers } from '@/lib/cart/resolve'
import { MAX_CART_LINES } from '@/lib/hub/features'

export const dynamic = 'force-dynamic'

const bodySchema = z.object({ pns: z.array(z.string().trim().min(1).max(100)).min(1).max(MAX_CART_LINES) }).strict()

/**
 * POST /api/public/parts/resolve `{ pns }` (the quick order pad): for each typed part number
 * the part it names (exactly, then without punctuation) with what a cart line needs, or
 * suggestions. Restricted parts are never named or suggested.
 */
export async function POST(request: NextRequest) {
  const body = await readJson(request)
  if (body === undefined) return apiError(request, 400, 'invalid-json')
  const parsed = bodySchema.safeParse(body, { reportInput: true })
  if (!parsed.success) return apiError(request, 400, 'bad-request', badRequestDetails(parsed.error.issues[0]))
  const resolved = await resolvePartNumbers(parsed.data.pns)
  const details = await partDetails(
    resolved.flatMap((r) => (r.pn ? [r.pn] : [])),
    apiLocale(request),
  )
  return NextResponse.json({ results: resolved.map((r) => ({ ...r, part: r.pn ? (details.get(r.pn) ?? null) : null })) })
}
