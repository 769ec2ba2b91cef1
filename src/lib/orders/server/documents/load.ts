import type { Payload, PayloadRequest } from 'payload'

import { findRep } from '@/domain'
import { repToDomain } from '@/lib/commerce/server/specs'
import { defaultLocale, isLocale } from '@/i18n/locales'
import type { Env } from '@/lib/platform/server/env'
import type { Order as OrderDoc } from '@/payload-types'

import { presentOrder } from '../present'
import type { OrderDocumentData, ShopDetails } from './text'

/** The shop's details for the order PDF and mails, and its order inbox (ORDER_INBOX wins over the site setting). */
export async function readShop(
  payload: Payload,
  env: Pick<Env, 'publicUrl' | 'orderInbox'>,
  req?: PayloadRequest,
): Promise<ShopDetails & { orderInbox: string | null }> {
  const site = await payload.findGlobal({ slug: 'site-settings', depth: 0, req, overrideAccess: true }) // server-side mail and PDF: the order inbox is staff-only
  return {
    shopName: site.shopName || 'Switchyard',
    address: site.address ?? null,
    phone: site.phone ?? null,
    email: site.email ?? null,
    publicUrl: env.publicUrl,
    orderInbox: env.orderInbox ?? site.orderInbox ?? null,
  }
}

/** An order record as its documents print it (the order's own language; the default one for an order without). */
export function documentData(doc: OrderDoc): OrderDocumentData {
  return { ...presentOrder(doc), buyerEmail: doc.buyerEmail, locale: isLocale(doc.locale) ? doc.locale : defaultLocale }
}

/** The e-mail of the sales rep whom the rep lookup (docs/shipping-and-tax.md) finds for the order's ship-to; null without one. */
export async function repEmailFor(
  payload: Payload,
  shipTo: OrderDocumentData['shippingAddress'],
  req?: PayloadRequest,
): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'sales-reps',
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true, // the rep's e-mail is staff-only; read here to send the rep a copy of the order
  })
  const reps = docs.map((r) => ({ ...repToDomain(r), email: r.email ?? null }))
  const rep = findRep(reps, { phone: shipTo.phone1, state: shipTo.addressState, country: shipTo.addressCountry })
  return (rep as (typeof reps)[number] | null)?.email ?? null
}
