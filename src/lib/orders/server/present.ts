import type { Payload } from 'payload'

import { isOrderNumber, trackingUrl, type OrderStatus, type PaymentMethod } from '@/domain'
import type { LinePromise } from '@/domain/availability/promise.mjs'
import type { BaseAmountsJson } from '@/lib/commerce/quoteJson'
import type { SessionWebUser } from '@/lib/accounts/server/webUser'
import type { CardPaymentStatus } from '@/lib/commerce/server/stripe/fields'
import type { Order as OrderDoc } from '@/payload-types'

export type OrderAddress = {
  contactId: number | null
  nameCompany: string | null
  nameFirst: string | null
  nameLast: string | null
  phone1: string | null
  addressLine1: string | null
  addressLine2: string | null
  addressCity: string | null
  addressState: string | null
  addressPostalCode: string | null
  addressCountry: string | null
}

export type OrderLine = {
  pn: string
  series: string | null
  description: string | null
  qty: number
  listPrice: number
  unitPrice: number
  lineTotal: number
  itemTariff: number
  tariff: boolean
  pkgQtyType: string
  leadTimeNote: string | null
  /** The accepted quote that priced this line (docs/quotes.md), else null. */
  quoteNumber: string | null
  /** The ship-date promise when the order was placed (docs/availability.md); null for an order placed before promises. */
  availability: LinePromise | null
}

/** A change of status as the buyer sees it (who made it stays with the staff). */
export type OrderStatusChange = { status: OrderStatus; at: string; note: string | null }

/** A parcel the staff shipped; `trackingUrl` is the carrier's page, null for a carrier without one. */
export type OrderShipment = { carrier: string | null; trackingNumber: string; trackingUrl: string | null; shippedAt: string | null }

/** An order as the private API answers it (the quote's total fields, in dollars). */
export type Order = BaseAmountsJson & {
  number: string
  status: OrderStatus
  createdAt: string
  /** Oldest first: placing, then every change the staff made. */
  statusHistory: OrderStatusChange[]
  shipments: OrderShipment[]
  cancelReason: string | null
  /** When the staff set the shipping of a shipping-TBD order (its total then includes it). */
  shippingQuotedAt: string | null
  customerId: number | null
  lines: OrderLine[]
  shipping: number | null
  shippingTbd: boolean
  freeGround: boolean
  shippingLabel: string | null
  taxRate: number
  tax: number
  total: number
  carrier: string | null
  method: string | null
  carrierAccount: string | null
  /** Lines that ship on different days: all together or as available (null when they all ship on one day). */
  shipment: 'complete' | 'as-available' | null
  poNumber: string | null
  /** The accepted quotes whose prices the order used, e.g. "Q-100001" (null when none). */
  quoteNumbers: string | null
  payment: PaymentMethod
  /** A card order's payment through Stripe (pending, authorised, captured, voided, failed); null before any. */
  cardPaymentStatus: CardPaymentStatus | null
  note: string | null
  shippingAddress: OrderAddress
  billingAddress: OrderAddress
}

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v))
const relId = (v: unknown) => (v === null || v === undefined ? null : typeof v === 'object' ? Number((v as { id: unknown }).id) : Number(v))

const address = (a: OrderDoc['shippingAddress']): OrderAddress => ({
  contactId: a?.contactId ?? null,
  nameCompany: a?.nameCompany ?? null,
  nameFirst: a?.nameFirst ?? null,
  nameLast: a?.nameLast ?? null,
  phone1: a?.phone1 ?? null,
  addressLine1: a?.addressLine1 ?? null,
  addressLine2: a?.addressLine2 ?? null,
  addressCity: a?.addressCity ?? null,
  addressState: a?.addressState ?? null,
  addressPostalCode: a?.addressPostalCode ?? null,
  addressCountry: a?.addressCountry ?? null,
})

export function presentOrder(doc: OrderDoc): Order {
  return {
    number: doc.number,
    status: doc.status,
    createdAt: doc.createdAt,
    statusHistory: (doc.statusHistory ?? []).map((h) => ({ status: h.status, at: h.at, note: h.note ?? null })),
    shipments: (doc.shipments ?? [])
      .filter((s) => s.trackingNumber)
      .map((s) => ({
        carrier: s.carrier ?? null,
        trackingNumber: s.trackingNumber ?? '',
        trackingUrl: trackingUrl(s.carrier, s.trackingNumber),
        shippedAt: s.shippedAt ?? null,
      })),
    cancelReason: doc.status === 'cancelled' ? (doc.cancelReason ?? null) : null,
    shippingQuotedAt: doc.shippingQuotedAt ?? null,
    customerId: relId(doc.customer),
    lines: (doc.lines ?? []).map((l) => ({
      pn: l.pn ?? '',
      series: l.series ?? null,
      description: l.description ?? null,
      qty: num(l.qty),
      listPrice: num(l.listPrice),
      unitPrice: num(l.unitPrice),
      lineTotal: num(l.lineTotal),
      itemTariff: num(l.itemTariff),
      tariff: Boolean(l.tariff),
      pkgQtyType: l.pkgQtyType ?? 'standard',
      leadTimeNote: l.leadTimeNote ?? null,
      quoteNumber: l.quoteNumber ?? null,
      availability: (l.availability as LinePromise | null | undefined) ?? null,
    })),
    subtotal: num(doc.subtotal),
    itemTariff: num(doc.itemTariff),
    globalTariff: num(doc.globalTariff),
    handlingFee: num(doc.handlingFee),
    nonStandardPackageFee: num(doc.nonStandardPackageFee),
    internationalTermsFee: num(doc.internationalTermsFee),
    splitShipmentFee: num(doc.splitShipmentFee),
    shipping: doc.shipping === null || doc.shipping === undefined ? null : Number(doc.shipping),
    shippingTbd: Boolean(doc.shippingTbd),
    freeGround: Boolean(doc.freeGround),
    shippingLabel: doc.shippingLabel ?? null,
    taxRate: num(doc.taxRate),
    tax: num(doc.tax),
    total: num(doc.total),
    carrier: doc.carrier ?? null,
    method: doc.method ?? null,
    carrierAccount: doc.carrierAccount ?? null,
    shipment: doc.shipment ?? null,
    poNumber: doc.poNumber ?? null,
    quoteNumbers: doc.quoteNumbers ?? null,
    payment: doc.payment,
    cardPaymentStatus: doc.cardPayment?.status ?? null,
    note: doc.buyerNote ?? null,
    shippingAddress: address(doc.shippingAddress),
    billingAddress: address(doc.billingAddress),
  }
}

/**
 * GET /api/private/orders/{number}: an order of the buyer's own web user or of one of its
 * customers, else null (answered 404, so nothing tells that the number exists).
 */
export async function findOwnOrder(payload: Payload, webUser: SessionWebUser | null, number: string): Promise<Order | null> {
  const doc = await findOwnOrderDoc(payload, webUser, number)
  return doc ? presentOrder(doc) : null
}

/** The order record behind findOwnOrder (its PDF needs the buyer's e-mail and the order's language). */
export async function findOwnOrderDoc(payload: Payload, webUser: SessionWebUser | null, number: string): Promise<OrderDoc | null> {
  if (!webUser || !isOrderNumber(number)) return null
  const { docs } = await payload.find({
    collection: 'orders',
    where: {
      and: [
        { number: { equals: number } },
        { or: [{ webUser: { equals: webUser.id } }, ...(webUser.customerIds.length ? [{ customer: { in: webUser.customerIds } }] : [])] },
      ],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true, // restricted to the session's own web user and customers by the where clause
  })
  return docs[0] ?? null
}

/**
 * An order record by number with no buyer check, for the server's own work: the mail job, the
 * staff check of the PDF route, and the payment code once its caller has checked who may see it.
 */
export async function orderByNumber(payload: Payload, number: string): Promise<OrderDoc | null> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { number: { equals: number } },
    limit: 1,
    depth: 0,
    overrideAccess: true, // server-side callers only: the mail job, the PDF route's staff check, the payment code after its own check
  })
  return docs[0] ?? null
}
