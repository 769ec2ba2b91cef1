import type { Payload, PayloadRequest } from 'payload'

import { enqueueDelivery, unique } from '@/lib/platform/deliveries/server/queue'
import type { Order as OrderDoc } from '@/payload-types'

import { documentData } from './documents/load'
import type { OrderStatusMailInput } from './mail/OrderMail'
import { queueOrderStatusMail } from './mail/send'
import { orderRecord } from './record'

/**
 * What an order's placing or change sends (mails, webhook events), written to the outbox
 * (src/lib/platform/deliveries) in the change's own transaction (`req`): called by `placeOrder` and by
 * the Orders collection's afterChange hook. Rows only, nothing sent here: a delivery exists
 * exactly when its change committed, and the runner sends it afterwards.
 */

export type OrderWebhookEvent = 'order.placed' | 'order.status_changed' | 'order.shipping_quoted'

/** Queues the signed webhook event (./webhook.ts) when ORDER_WEBHOOK_URL is set; its key is the event id the receiver sees. */
async function queueWebhook(payload: Payload, type: OrderWebhookEvent, doc: OrderDoc, req?: PayloadRequest): Promise<void> {
  if (!payload.config.custom?.orderWebhook) return
  const body = JSON.stringify({ type, order: orderRecord(doc) })
  const key = type === 'order.placed' ? `order-event/${doc.number}/${type}` : unique(`order-event/${doc.number}/${type}`)
  await enqueueDelivery(payload, { kind: 'webhook', key, orderNumber: doc.number, input: { type, body } }, req)
}

/** An order is being placed: its order.placed event, in the order's transaction (the confirmation mails are queued beside it). */
export async function orderPlaced(payload: Payload, order: OrderDoc, req?: PayloadRequest): Promise<void> {
  await queueWebhook(payload, 'order.placed', order, req)
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

/** The staff (or the card payment) moved an order from `previousStatus` to `order.status`, in that change's transaction. */
export async function orderStatusChanged(payload: Payload, order: OrderDoc, previousStatus: string, req?: PayloadRequest): Promise<void> {
  await queueWebhook(payload, 'order.status_changed', order, req)
  const mail = previousStatus === order.status ? null : statusMailFor(order)
  if (mail) await queueOrderStatusMail(payload, mail, req)
}

/** The staff set the shipping of a shipping-TBD order; tax and total were recomputed (in that change's transaction). */
export async function orderShippingQuoted(payload: Payload, order: OrderDoc, req?: PayloadRequest): Promise<void> {
  await queueWebhook(payload, 'order.shipping_quoted', order, req)
  await queueOrderStatusMail(payload, { kind: 'shipping-quoted', order: documentData(order) }, req)
}
