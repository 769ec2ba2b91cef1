import type { Payload } from 'payload'

import { ORDER_WEBHOOK_TASK, type OrderWebhookEvent } from '@/lib/orders/queues'
import type { Order as OrderDoc } from '@/payload-types'

import { documentData } from './documents/load'
import type { OrderStatusMailInput } from './mail/OrderMail'
import { queueOrderStatusMail } from './mail/send'
import { orderRecord } from './record'

/**
 * What happens after an order is placed or changed, once the change is committed (called
 * by `placeOrder` and by the Orders collection's afterChange hook through `afterCommit`).
 * Nothing here may block or fail the order or the staff's save: every step catches and
 * logs its own errors, and anything slow is a queued job.
 */

/** Queues the signed webhook (src/jobs/orderWebhook.ts) when ORDER_WEBHOOK_URL is set. */
async function queueWebhook(payload: Payload, type: OrderWebhookEvent, doc: OrderDoc): Promise<void> {
  if (!payload.config.custom?.orderWebhook) return
  const body = JSON.stringify({ type, order: orderRecord(doc) })
  // Run by the jobs runner started with the server (every 5 s, one run at a time), which also retries with backoff.
  // Not run here at once: a second runner racing the first could send the event twice.
  await payload.jobs.queue({ task: ORDER_WEBHOOK_TASK, input: { type, orderNumber: doc.number, body } })
}

async function safely(payload: Payload, what: string, order: OrderDoc, step: () => Promise<unknown>): Promise<void> {
  try {
    await step()
  } catch (error) {
    payload.logger.error({ err: error, order: order.number }, `${what} failed`)
  }
}

/** An order was placed (after its transaction committed). */
export async function orderPlaced(payload: Payload, order: OrderDoc): Promise<void> {
  // The confirmation mails (buyer, rep, order inbox) were queued in the order's own transaction.
  await safely(payload, 'order.placed webhook', order, () => queueWebhook(payload, 'order.placed', order))
}

/** The buyer's mail for the status an order has just reached, or null when that status mails nobody. */
export function statusMailFor(order: OrderDoc): OrderStatusMailInput | null {
  const data = documentData(order)
  switch (order.status) {
    case 'confirmed':
    case 'delivered':
      return { kind: order.status, order: data }
    case 'shipped': {
      const shipment = order.shipments?.at(-1)
      return shipment
        ? {
            kind: 'shipped',
            order: data,
            shipment: { carrier: shipment.carrier, trackingNumber: shipment.trackingNumber, shippedAt: shipment.shippedAt ?? null },
          }
        : null
    }
    case 'cancelled':
      return { kind: 'cancelled', order: data, reason: order.cancelReason ?? '' }
    // Received (a card payment authorised) and awaiting payment: the confirmation said it all.
    default:
      return null
  }
}

/** The staff (or the card payment) moved an order from `previousStatus` to `order.status` (committed). */
export async function orderStatusChanged(payload: Payload, order: OrderDoc, previousStatus: string): Promise<void> {
  await safely(payload, 'order.status_changed webhook', order, () => queueWebhook(payload, 'order.status_changed', order))
  const mail = previousStatus === order.status ? null : statusMailFor(order)
  if (mail) await safely(payload, 'order status mail', order, () => queueOrderStatusMail(payload, mail))
}

/** The staff set the shipping of a shipping-TBD order; tax and total were recomputed (committed). */
export async function orderShippingQuoted(payload: Payload, order: OrderDoc): Promise<void> {
  await safely(payload, 'order.shipping_quoted webhook', order, () => queueWebhook(payload, 'order.shipping_quoted', order))
  await safely(payload, 'shipping quoted mail', order, () =>
    queueOrderStatusMail(payload, { kind: 'shipping-quoted', order: documentData(order) }),
  )
}
