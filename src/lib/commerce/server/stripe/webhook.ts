import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { orderByNumber } from '@/lib/orders/server/present'
import type { Order as OrderDoc } from '@/payload-types'

import { orderKeyStem, stripeClient, toStripeCents, type StripeSettings } from './config'
import type { CardPayment } from './fields'

export type WebhookOutcome = { status: 200; handled: string } | { status: 400; problem: 'bad-signature' }

/** Webhook deliveries older than this (seconds) are refused, as Stripe's library advises. */
const TOLERANCE = 300

/**
 * POST /api/public/stripe/webhook: the raw body's signature is checked with the webhook
 * secret first (anything unsigned, badly signed or stale is 400 and changes nothing). An
 * order becomes paid only here: `checkout.session.completed` whose PaymentIntent, read back
 * from Stripe, is `requires_capture` for the order's total in USD. Replays and late events
 * are no-ops; a second payment for an order already paid, or one for a cancelled order, is
 * voided at once.
 */
export async function receiveStripeWebhook(
  payload: Payload,
  settings: StripeSettings,
  raw: string,
  signature: string | null,
): Promise<WebhookOutcome> {
  const stripe = stripeClient(settings)
  let event: Stripe.Event
  try {
    if (!signature) throw new Error('unsigned')
    event = stripe.webhooks.constructEvent(raw, signature, settings.webhookSecret, TOLERANCE)
  } catch {
    return { status: 400, problem: 'bad-signature' }
  }
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded')
    return { status: 200, handled: 'ignored' }
  return { status: 200, handled: await authoriseFromSession(payload, stripe, event.data.object) }
}

async function authoriseFromSession(payload: Payload, stripe: Stripe, session: Stripe.Checkout.Session): Promise<string> {
  const number = session.metadata?.orderNumber ?? session.client_reference_id
  const intentId = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id
  if (!number || !intentId) return 'no-order'
  const order = await orderByNumber(payload, number)
  // Another shop or database on the same Stripe account: not ours to handle.
  if (!order || order.payment !== 'card') return 'no-order'
  // The event is only a hint: the PaymentIntent's state and amount are read back from Stripe.
  const intent = await stripe.paymentIntents.retrieve(intentId)
  if (intent.status !== 'requires_capture') return `intent-${intent.status}`
  if (intent.metadata?.orderNumber !== order.number || intent.currency !== 'usd' || intent.amount !== toStripeCents(Number(order.total)))
    return 'mismatch'

  const card = (order.cardPayment ?? {}) as CardPayment
  const paid = card.status === 'authorised' || card.status === 'captured'
  if (paid && card.paymentIntentId === intent.id) return 'already'
  if (card.status === 'voided' && card.paymentIntentId === intent.id) return 'already'
  if (paid || order.status === 'cancelled') {
    // Never two payments for one order, and none for a cancelled one: this authorisation is released.
    await stripe.paymentIntents.cancel(intent.id, {}, { idempotencyKey: `${orderKeyStem(order)}-void-${intent.id}` })
    if (paid) return 'duplicate-voided'
    await writeCard(payload, order, {
      ...card,
      status: 'voided',
      paymentIntentId: intent.id,
      sessionId: session.id,
      voidedAt: new Date().toISOString(),
    })
    return 'cancelled-voided'
  }
  await writeCard(
    payload,
    order,
    {
      ...card,
      status: 'authorised',
      sessionId: session.id,
      paymentIntentId: intent.id,
      authorisedAt: new Date().toISOString(),
      lastError: null,
    },
    order.status === 'awaiting-card-payment' ? 'received' : undefined,
  )
  return 'authorised'
}

async function writeCard(payload: Payload, order: OrderDoc, cardPayment: CardPayment, status?: OrderDoc['status']) {
  await payload.update({
    collection: 'orders',
    id: order.id,
    data: { cardPayment, ...(status ? { status } : {}) },
    depth: 0,
    context: { cardPayment: true },
    overrideAccess: true, // written on Stripe's signed word (the signature was checked above)
  })
}
