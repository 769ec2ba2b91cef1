import type { Payload } from 'payload'

import { refuse, type Refusal } from '@/lib/platform/http/server/refusal'
import { getLogger } from '@/lib/platform/observability/server/log.mjs'
import type { SessionWebUser } from '@/lib/accounts/server/webUser'
import { findOwnOrder, orderByNumber } from '@/lib/orders/server/present'

import { startCardCheckout } from './checkout'
import { stripeSettings } from './config'

/** Where the buyer goes to pay their own card order, or why not (a refusal the route answers). */
export async function checkoutForOwnOrder(
  payload: Payload,
  webUser: SessionWebUser | null,
  number: string,
  publicUrl: string,
): Promise<{ ok: true; url: string } | Refusal | { ok: false; status: 503; code: 'payment-unavailable' }> {
  if (!(await findOwnOrder(payload, webUser, number))) return refuse(404, 'not-found')
  const settings = stripeSettings()
  if (!settings) return refuse(409, 'not-payable')
  const order = await orderByNumber(payload, number)
  if (!order) return refuse(404, 'not-found')
  const started = await startCardCheckout(payload, settings, order, publicUrl)
  if (started.ok) return { ok: true, url: started.url }
  if (started.reason === 'bad-checkout-url') return { ok: false, status: 503, code: 'payment-unavailable' }
  return refuse(409, started.reason)
}

/**
 * Right after a card order is placed (or a retried place-order answers it again): its
 * Checkout URL, or null when Stripe is off, the order is not payable, or Stripe failed (the
 * confirmation page then offers to pay, and that retry reuses the same idempotency key).
 */
export async function checkoutAfterPlacing(payload: Payload, number: string, publicUrl: string): Promise<string | null> {
  const settings = stripeSettings()
  if (!settings) return null
  try {
    const order = await orderByNumber(payload, number)
    if (!order) return null
    const started = await startCardCheckout(payload, settings, order, publicUrl)
    return started.ok ? started.url : null
  } catch (error) {
    // Stripe's message only (never the request, which carries the key).
    getLogger('payments').error({ order: number, err: error }, 'the Stripe Checkout Session was not created')
    return null
  }
}
