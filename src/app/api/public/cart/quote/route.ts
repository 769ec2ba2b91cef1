import { NextResponse, type NextRequest } from 'next/server'

import { isQuoteFailure } from '@/domain'
import { apiError, badRequestDetails, readJson } from '@/lib/api/respond'
import { MAX_LINES, quote, quoteRequestSchema } from '@/lib/commerce/quoteService'
import { pricingCustomerOf } from '@/lib/auth/customers'
import { getSessionUser } from '@/lib/auth/session'
import { appCommerceSource } from '@/lib/data/commerce'

export const dynamic = 'force-dynamic'

/**
 * POST /api/public/cart/quote: the whole cart priced on the server from current data, for
 * the session's customer or as a visitor. Malformed input 400; rule failures 422.
 */
export async function POST(request: NextRequest) {
  const body = await readJson(request)
  if (body === undefined) return apiError(request, 400, 'invalid-json')
  const items = (body as { items?: unknown })?.items
  if (Array.isArray(items) && items.length > MAX_LINES) return apiError(request, 400, 'too-many-lines', { max: MAX_LINES })
  const parsed = quoteRequestSchema.safeParse(body, { reportInput: true })
  if (!parsed.success) {
    return apiError(request, 400, 'bad-request', badRequestDetails(parsed.error.issues[0]))
  }
  // The signed-in buyer's primary customer prices the cart; a visitor gets OEM prices.
  const user = await getSessionUser(request.headers)
  const result = await quote(appCommerceSource, parsed.data, await pricingCustomerOf(user?.email))
  if (isQuoteFailure(result)) {
    const { code, message: _message, ...details } = result.error
    return apiError(request, 422, code, details)
  }
  return NextResponse.json(result)
}
