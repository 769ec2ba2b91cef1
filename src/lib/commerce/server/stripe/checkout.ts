import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { isLocale, type Locale } from '@/i18n/locales'
import { routing } from '@/i18n/routing'
import type { Order as OrderDoc } from '@/payload-types'

import { isCheckoutUrl, orderKeyStem, stripeClient, toStripeCents, type StripeSettings } from './config'
import type { CardPayment } from './fields'

export type CheckoutStart =
  { ok: true; url: string; sessionId: string } | { ok: false; reason: 'not-payable' | 'payment-pending' | 'bad-checkout-url' }

/** The order's confirmation page, absolute, in the buyer's language (the Checkout's way back). */
export function confirmationUrl(publicUrl: string, locale: Locale, number: string): string {
  const paths = routing.pathnames['/checkout/done/[number]']
  const path = paths[locale].replace('[number]', encodeURIComponent(number))
  return `${publicUrl}${locale === routing.defaultLocale ? '' : `/${locale}`}${path}`
}

/** Whether a buyer may (still) pay this order by card: a card order awaiting payment, not authorised yet. */
export function isPayable(order: OrderDoc): boolean {
  const status = (order.cardPayment as CardPayment | undefined)?.status
  return order.payment === 'card' && order.status === 'awaiting-card-payment' && status !== 'authorised' && status !== 'captured'
}

/**
 * Sends a card order to Stripe Checkout: its total in cents (USD), authorised only (manual
 * capture), the order number as client reference and metadata, back to its confirmation page
 * in the buyer's language. One open session per order at a time: a session still open is
 * reused (the buyer who cancelled goes back to it), a new one is made only once the last has
 * expired. Each session's idempotency key is the order's key stem and the attempt number, so
 * a retried place-order or a double press gets the same session, never a second payment.
 */
export async function startCardCheckout(
  payload: Payload,
  settings: StripeSettings,
  order: OrderDoc,
  publicUrl: string,
): Promise<CheckoutStart> {
  if (!isPayable(order)) return { ok: false, reason: 'not-payable' }
  const stripe = stripeClient(settings)
  const card = (order.cardPayment ?? {}) as CardPayment
  let attempt = Math.max(1, card.attempt ?? 1)
  if (card.sessionId) {
    const prior = await stripe.checkout.sessions.retrieve(card.sessionId)
    if (prior.status === 'open') return answer(prior, settings)
    // Paid at Stripe, the signed webhook not here yet: the page waits for it.
    if (prior.status === 'complete') return { ok: false, reason: 'payment-pending' }
    attempt = Math.max(attempt, 1) + 1
  }
  const locale: Locale = isLocale(order.locale) ? order.locale : routing.defaultLocale
  const back = confirmationUrl(publicUrl, locale, order.number)
  const params: Stripe.Checkout.SessionCreateParams = {
    mode: 'payment',
    client_reference_id: order.number,
    metadata: { orderNumber: order.number },
    customer_email: order.buyerEmail,
    locale,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: toStripeCents(Number(order.total)),
          product_data: { name: `Switchyard order ${order.number}` },
        },
      },
    ],
    payment_intent_data: { capture_method: 'manual', metadata: { orderNumber: order.number } },
    success_url: `${back}?payment=return`,
    cancel_url: `${back}?payment=cancelled`,
  }
  const session = await stripe.checkout.sessions.create(params, { idempotencyKey: `${orderKeyStem(order)}-checkout-${attempt}` })
  if (session.id !== card.sessionId) {
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: { cardPayment: { ...card, status: 'pending', sessionId: session.id, attempt, lastError: null } },
      depth: 0,
      context: { cardPayment: true },
      overrideAccess: true, // the payment's own fields, written by the checkout on the buyer's own order
    })
  }
  return answer(session, settings)
}

function answer(session: Stripe.Checkout.Session, settings: StripeSettings): CheckoutStart {
  if (!isCheckoutUrl(session.url, settings)) return { ok: false, reason: 'bad-checkout-url' }
  return { ok: true, url: session.url, sessionId: session.id }
}
