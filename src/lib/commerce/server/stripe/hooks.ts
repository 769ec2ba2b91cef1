import type { CollectionAfterChangeHook } from 'payload'

import type { Order as OrderDoc } from '@/payload-types'

import { orderKeyStem, stripeClient, stripeSettings } from './config'
import type { CardPayment } from './fields'

/** Stripe's message, never the request (which carries the key): e.g. "This PaymentIntent could not be captured…". */
const problem = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500)

/**
 * The Orders afterChange hook of card payments, after the save it reacts to:
 * - staff ticked "Capture now" on an authorised payment (the order ships): the PaymentIntent
 *   is captured and the payment becomes `captured`;
 * - the order became `cancelled` with an authorised payment: the authorisation is voided
 *   (the PaymentIntent cancelled) and the payment becomes `voided`.
 * Each call carries an idempotency key of the order and PaymentIntent, so a repeated save
 * never charges twice. A Stripe failure is recorded on the order (`lastError`) and never
 * blocks the save. Its own write carries `context.cardPayment`, so it does not run again.
 */
export const cardPaymentAfterChange: CollectionAfterChangeHook<OrderDoc> = async ({ doc, previousDoc, operation, req, context }) => {
  if (operation !== 'update' || context.cardPayment) return doc
  const card = (doc.cardPayment ?? {}) as CardPayment
  const cancelled = doc.status === 'cancelled' && previousDoc?.status !== 'cancelled'
  const action = card.status === 'authorised' && card.paymentIntentId ? (cancelled ? 'void' : card.captureNow ? 'capture' : null) : null
  if (!action) return card.captureNow ? write({ ...card, captureNow: false }) : doc
  const settings = stripeSettings()
  if (!settings)
    return write({ ...card, captureNow: false, lastError: 'Stripe is not configured (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET).' })

  const stripe = stripeClient(settings)
  const key = `${orderKeyStem(doc)}-${action}-${card.paymentIntentId}`
  try {
    if (action === 'capture') {
      const intent = await stripe.paymentIntents.capture(card.paymentIntentId!, {}, { idempotencyKey: key })
      if (intent.status !== 'succeeded') throw new Error(`The PaymentIntent is ${intent.status} after the capture.`)
      return write({ ...card, captureNow: false, status: 'captured', capturedAt: new Date().toISOString(), lastError: null })
    }
    const intent = await stripe.paymentIntents.cancel(card.paymentIntentId!, { cancellation_reason: 'abandoned' }, { idempotencyKey: key })
    if (intent.status !== 'canceled') throw new Error(`The PaymentIntent is ${intent.status} after the cancellation.`)
    return write({ ...card, captureNow: false, status: 'voided', voidedAt: new Date().toISOString(), lastError: null })
  } catch (error) {
    req.payload.logger.error(`Order ${doc.number}: card payment ${action} failed: ${problem(error)}`)
    return write({ ...card, captureNow: false, lastError: `${action === 'capture' ? 'Capture' : 'Void'} failed: ${problem(error)}` })
  }

  async function write(cardPayment: CardPayment): Promise<OrderDoc> {
    return req.payload.update({
      collection: 'orders',
      id: doc.id,
      data: { cardPayment },
      depth: 0,
      req,
      context: { ...context, cardPayment: true },
      overrideAccess: true, // the payment's own fields, after a staff save this hook answers
    })
  }
}
