import { NextResponse } from 'next/server'

import type { PayAnswer } from '@/lib/orders/contract'
import { HttpError, route } from '@/lib/platform/http/server/route'
import { findWebUser } from '@/lib/accounts/server/webUser'
import { loadEnv } from '@/lib/platform/server/env'
import { getPayloadClient } from '@/lib/platform/server/payload'
import { checkoutForOwnOrder } from '@/lib/commerce/server/stripe/service'

export const dynamic = 'force-dynamic'

/**
 * POST /api/private/orders/{number}/pay: `{ url }`, the Stripe Checkout page for the buyer's
 * own card order awaiting payment (the open session again, or a new one once it expired);
 * 404 for another buyer's order, 409 `not-payable` (paid, cancelled, not a card order, Stripe
 * off) or `payment-pending` (paid at Stripe, confirmation on its way).
 */
export const POST = route<{ number: string }>({ auth: 'session' }, async ({ user, params }) => {
  const payload = await getPayloadClient()
  const result = await checkoutForOwnOrder(payload, await findWebUser(payload, user!.email), params.number, loadEnv().publicUrl)
  if (!result.ok) {
    if (result.status === 503) throw new HttpError(503, result.code)
    throw HttpError.of(result)
  }
  return NextResponse.json<PayAnswer>({ url: result.url }, { headers: { 'Cache-Control': 'no-store' } })
})
