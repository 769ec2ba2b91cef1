import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

import { defaultLocale } from '@/i18n/locales'
import { enqueueDelivery, unique } from '@/lib/platform/deliveries/server/queue'
import type { Order as OrderDoc } from '@/payload-types'
import { sendMail } from '@/lib/accounts/server/mail'
import { parseEnv } from '@/lib/platform/server/env'

import { documentData, readShop, repEmailFor } from '../documents/load'
import { orderPdfFileName, renderOrderPdf } from '../documents/OrderPdf'
import type { OrderDocumentData } from '../documents/text'
import { orderByNumber } from '../present'
import { buildOrderPlacedMail, buildOrderStatusMail, type OrderStatusMailInput, type OrderStatusMailKind, type Shipment } from './OrderMail'

/** A queued order mail: which order, which mail, to whom, and what the mail needs besides the order. */
export type OrderMailJobInput = {
  orderNumber: string
  kind: 'placed' | OrderStatusMailKind
  to: string
  details?: { audience?: 'buyer' | 'copy'; shipment?: Shipment; reason?: string } | null
}

/** The mail settings from the environment as it is now (no secrets needed, none generated). */
const mailEnv = () => parseEnv()

const detailsSchema = z
  .object({
    audience: z.enum(['buyer', 'copy']).optional(),
    shipment: z.object({ carrier: z.string().min(1), trackingNumber: z.string().min(1), shippedAt: z.string().nullish() }).optional(),
    reason: z.string().optional(),
  })
  .nullish()

/**
 * The delivery's work: builds the mail from the order as it is now and sends it under
 * `messageId` (the same on every try); throws (and is retried) when sending fails.
 */
export async function sendOrderMail(payload: Payload, input: OrderMailJobInput, messageId?: string): Promise<string> {
  const env = mailEnv()
  const doc = await orderByNumber(payload, input.orderNumber)
  if (!doc) throw new Error(`order mail: no order ${input.orderNumber}`)
  const order = documentData(doc)
  const shop = await readShop(payload, env)
  const details = detailsSchema.parse(input.details) ?? {}
  if (input.kind === 'placed') {
    const content = await renderOrderPdf(order, shop)
    const audience = details.audience ?? 'buyer'
    const mail = await buildOrderPlacedMail({
      order,
      shop,
      to: input.to,
      audience,
      locale: audience === 'copy' ? defaultLocale : undefined,
      pdf: { filename: orderPdfFileName(order), contentType: 'application/pdf', content },
    })
    await sendMail({ ...mail, messageId }, env)
    return input.to
  }
  const statusInput = statusMailInput(input.kind, order, details)
  await sendMail({ ...(await buildOrderStatusMail(statusInput, shop)), to: input.to, messageId }, env)
  return input.to
}

function statusMailInput(
  kind: OrderStatusMailKind,
  order: OrderDocumentData,
  details: z.infer<typeof detailsSchema> & object,
): OrderStatusMailInput {
  switch (kind) {
    case 'shipped':
      if (!details.shipment) throw new Error('order mail: a shipped mail needs its shipment')
      return { kind, order, shipment: details.shipment }
    case 'cancelled':
      return { kind, order, reason: details.reason ?? '' }
    default:
      return { kind, order }
  }
}

/**
 * Queues the confirmation of a newly placed order: to the buyer in the order's language, and
 * copies (with the PDF) to the sales rep the rep lookup finds for the ship-to and to the
 * shop's order inbox. One job per recipient, so one bad address does not hold the others.
 * Called inside the order's transaction (`req`): the deliveries commit with the order or not
 * at all (the outbox, src/lib/platform/deliveries), so no order is ever left without its mail, and on
 * SQLite no write races the order's. Sending happens later, where a failure only retries.
 */
export async function queueOrderPlacedMails(payload: Payload, doc: OrderDoc, req?: PayloadRequest): Promise<number> {
  const order = documentData(doc)
  const { orderInbox } = await readShop(payload, mailEnv(), req)
  const rep = await repEmailFor(payload, order.shippingAddress, req)
  const jobs: OrderMailJobInput[] = [{ orderNumber: order.number, kind: 'placed', to: order.buyerEmail, details: { audience: 'buyer' } }]
  const seen = new Set([order.buyerEmail.toLowerCase()])
  for (const to of [rep, orderInbox]) {
    if (!to || seen.has(to.toLowerCase())) continue
    seen.add(to.toLowerCase())
    jobs.push({ orderNumber: order.number, kind: 'placed', to, details: { audience: 'copy' } })
  }
  for (const input of jobs) {
    const key = `order-mail/${order.number}/placed/${input.to.toLowerCase()}`
    await enqueueDelivery(payload, { kind: 'mail', key, orderNumber: order.number, input }, req)
  }
  return jobs.length
}

/**
 * Queues a status change's mail to the buyer (confirmed, shipped with its shipment,
 * delivered, cancelled with the reason, shipping quoted for a TBD order). The mail is built
 * when the job runs, from the order as it is then (the new shipping and total of a quote).
 */
export async function queueOrderStatusMail(payload: Payload, input: OrderStatusMailInput, req?: PayloadRequest): Promise<void> {
  const details = input.kind === 'shipped' ? { shipment: input.shipment } : input.kind === 'cancelled' ? { reason: input.reason } : null
  const { number } = input.order
  const mail = { orderNumber: number, kind: input.kind, to: input.order.buyerEmail, details } satisfies OrderMailJobInput
  await enqueueDelivery(payload, { kind: 'mail', key: unique(`order-mail/${number}/${input.kind}`), orderNumber: number, input: mail }, req)
}
