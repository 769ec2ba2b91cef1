import { NextResponse } from 'next/server'

import {
  orderHistoryQuerySchema,
  placeOrderBodySchema,
  type OrdersAnswer,
  type PlacedOrderAnswer,
  type PriceChangedAnswer,
} from '@/lib/orders/contract'
import { apiError, type ApiErrorBody } from '@/lib/platform/http/server/respond'
import { route } from '@/lib/platform/http/server/route'
import { appCommerceSource } from '@/lib/commerce/server/data'
import { loadEnv } from '@/lib/platform/server/env'
import { hubStore } from '@/lib/cart/server/store'
import { findWebUser } from '@/lib/accounts/server/webUser'
import { listOwnOrders } from '@/lib/orders/server/history'
import { placeOrder } from '@/lib/orders/server/placeOrder'
import { getPayloadClient } from '@/lib/platform/server/payload'
import { checkoutAfterPlacing } from '@/lib/commerce/server/stripe/service'
import { servicesConfig } from '@/lib/platform/services/server/config'
import { RECAPTCHA_HEADER, verifyRecaptcha } from '@/lib/platform/services/recaptcha'

export const dynamic = 'force-dynamic'

/**
 * GET /api/private/orders?status=&q=&page=: `{ data: [orders], total, page }`, the orders of
 * the buyer's web user and customers, newest first, 20 a page, each with its customer.
 */
export const GET = route({ auth: 'session', query: orderHistoryQuerySchema }, async ({ user, query }) => {
  const payload = await getPayloadClient()
  const { data, total, page, pages } = await listOwnOrders(payload, await findWebUser(payload, user!.email), query)
  return NextResponse.json<OrdersAnswer>({ data, total, page, pages }, { headers: { 'Cache-Control': 'no-store' } })
})

/**
 * POST /api/private/orders with an `Idempotency-Key` header and `{ shippingContactId,
 * billingContactId, carrier, method, carrierAccount?, poNumber?, payment, note?,
 * expectedTotal }`: 201 `{ order }`, 200 with the same order for a repeated key; 409
 * `price-changed` with `{ quote }`, 409 `cart-changed`; 4xx with a code for bad input.
 * A card order with Stripe on also carries `checkoutUrl`, its Stripe Checkout page (the same
 * session for a repeated key).
 */
export const POST = route({ auth: 'session', body: placeOrderBodySchema }, async ({ request, user, body, locale }) => {
  // reCAPTCHA (when configured) before anything is read or written.
  const verdict = await verifyRecaptcha((await servicesConfig()).recaptcha, request.headers.get(RECAPTCHA_HEADER), 'place_order')
  if (!verdict.ok) return apiError(request, 403, 'recaptcha-refused')
  const payload = await getPayloadClient()
  const result = await placeOrder(
    { payload, hub: hubStore(loadEnv()), source: appCommerceSource },
    { buyer: user!, idempotencyKey: request.headers.get('idempotency-key'), locale, body },
  )
  const noStore = { 'Cache-Control': 'no-store' }
  if (result.ok) {
    const { order } = result
    const checkoutUrl =
      order.payment === 'card' && order.status === 'awaiting-card-payment'
        ? await checkoutAfterPlacing(payload, order.number, loadEnv().publicUrl)
        : null
    // A Checkout URL is only ever answered for a session the order now records as pending.
    const answered: PlacedOrderAnswer = checkoutUrl ? { order: { ...order, cardPaymentStatus: 'pending' }, checkoutUrl } : { order }
    return NextResponse.json<PlacedOrderAnswer>(answered, { status: result.status, headers: noStore })
  }
  const refusal = await apiError(request, result.status, result.code, result.details)
  if (!result.quote) return refusal
  return NextResponse.json<ApiErrorBody & PriceChangedAnswer>(
    { ...((await refusal.json()) as ApiErrorBody), quote: result.quote },
    { status: result.status, headers: noStore },
  )
})
