import type { Payload } from 'payload'

import { findRep, initialStatus, isQuoteFailure, orderNumber, paymentProblem, toCents } from '@/domain'
import type { Locale } from '@/i18n/locales'
import type { PlaceOrderBody } from '@/lib/orders/contract'
import { refuse, type Refusal } from '@/lib/platform/http/server/refusal'
import { quoteToJson, type QuoteJson } from '@/lib/commerce/quoteJson'
import { quote, type CommerceSource } from '@/lib/commerce/quoteService'
import { commerceCustomer } from '@/lib/commerce/server/readCommerceData'
import { ownAddress, type Address } from '@/lib/accounts/server/addressBook'
import { ensureWebUser, findWebUser } from '@/lib/accounts/server/webUser'
import { cartSchema, hubKey } from '@/lib/cart/features'
import type { HubStore } from '@/lib/cart/server/store'

import { wakeDeliveriesSoon } from '@/lib/platform/deliveries/server/runner'
import { orderQuotes, QuoteOrderedAlready } from '@/lib/quotes/server/actions'
import { cartQuoteTerms } from '@/lib/quotes/server/terms'
import { orderPlaced } from './events'
import { lineDetails } from './lineDetails'
import { queueOrderPlacedMails } from './mail/send'
import { createCustomerFor } from './newCustomer'
import { findOwnOrderDoc, presentOrder, type Order } from './present'
import { inTransaction, nextOrderSerial } from './transaction'

/** A key per checkout attempt: printable ASCII, 8 to 200 characters (a UUID fits). */
export const isIdempotencyKey = (key: string | null): key is string => key !== null && /^[\x21-\x7e]{8,200}$/.test(key)

export type PlaceOrderDeps = { payload: Payload; hub: HubStore; source: CommerceSource }
export type Buyer = { email: string; nameFirst?: string | null; nameLast?: string | null }
export type PlaceOrderResult = { ok: true; status: 200 | 201; order: Order } | (Refusal & { quote?: QuoteJson })

/** The sales rep for the ship-to (docs/shipping-and-tax.md), stored on the order so the staff can filter by rep. */
async function repFor(payload: Payload, shipTo: Address): Promise<number | null> {
  const { docs } = await payload.find({ collection: 'sales-reps', limit: 0, pagination: false, depth: 0, overrideAccess: false })
  const rep = findRep(docs, { phone: shipTo.phone1, state: shipTo.addressState, country: shipTo.addressCountry })
  return rep ? (docs.find((d) => d.label === rep.label)?.id ?? null) : null
}

const snapshot = ({ id: contactId, customerId: _c, webUserId: _w, readOnly: _r, ...fields }: Address) => ({ contactId, ...fields })

async function orderByKey(payload: Payload, email: string, key: string) {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [{ buyerEmail: { equals: email } }, { idempotencyKey: { equals: key } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true, // the session's own orders (its e-mail), for an idempotent replay
  })
  return docs[0] ?? null
}

async function orderOfCart(payload: Payload, cartRef: string) {
  const { totalDocs } = await payload.count({
    collection: 'orders',
    where: { cartRef: { equals: cartRef } },
    overrideAccess: true, // only whether this buyer's cart (its e-mail is in the ref) was ordered already
  })
  return totalDocs > 0
}

/**
 * Places the buyer's saved cart as an order (checkout, issue 12). Re-reads the cart and
 * re-prices every line, fee, shipping and tax from current data; refuses with a code and
 * writes nothing on any bad input; 409 `price-changed` with the new quote when the total
 * is not the one the buyer saw. The order (and, on a first order, the new customer) is
 * written in one transaction with a number from the database's sequence.
 *
 * Exactly one order per key and per cart: the order keeps the key (unique per buyer) and
 * the cart's identity (e-mail, the cart row's creation time and version; unique), so a
 * repeated key answers the same order (200) and a second key on the same cart 409
 * `cart-changed`, whichever request reaches the database first. The cart lives in another
 * database (hub_kv), so it is removed right after the commit, and only if it is still that
 * version; if that step is lost, the cart's identity keeps it from being ordered again and
 * the next attempt removes it.
 */
export async function placeOrder(
  { payload, hub, source }: PlaceOrderDeps,
  input: { buyer: Buyer; idempotencyKey: string | null; locale: Locale; body: PlaceOrderBody },
): Promise<PlaceOrderResult> {
  const { buyer, idempotencyKey: key, locale, body } = input
  const email = buyer.email.trim().toLowerCase()
  if (!isIdempotencyKey(key)) return refuse(400, 'missing-idempotency-key')
  const prior = await orderByKey(payload, email, key)
  if (prior) return { ok: true, status: 200, order: presentOrder(prior) }

  const webUser = await ensureWebUser(payload, buyer)
  const shipTo = await ownAddress(payload, webUser, body.shippingContactId)
  if (!shipTo) return refuse(404, 'not-found', { path: 'shippingContactId' })
  const billTo = await ownAddress(payload, webUser, body.billingContactId)
  if (!billTo) return refuse(404, 'not-found', { path: 'billingContactId' })

  // The checkout page never offers an empty cart: one that is empty or gone now has changed since (emptied, or ordered in another tab).
  const cartKey = hubKey(email, 'liveCart')
  const row = await hub.getRow(cartKey)
  const cart = cartSchema.safeParse(row?.value)
  if (!row || !cart.success || cart.data.cartItems.length === 0) return refuse(409, 'cart-changed', { version: row?.version ?? 0 })
  const cartRef = `${email}|${row.createdAt}|${row.version}`

  const customerDoc = webUser.primaryCustomerId
    ? await payload.findByID({ collection: 'customers', id: webUser.primaryCustomerId, depth: 0, overrideAccess: true }) // the session's own primary customer
    : null
  const customer = customerDoc ? commerceCustomer(customerDoc) : null
  const payment = paymentProblem(body.payment, customer, body.poNumber)
  if (payment) return refuse(422, payment, { path: payment === 'po-required' ? 'poNumber' : 'payment' })

  const items = cart.data.cartItems.map((i) => ({ pn: i.pn, qty: i.prod_quantity }))
  // Lines of the buyer's own accepted quotes are priced by them while they hold (docs/quotes.md); the rest as usual.
  const { prices, quoteOf } = await cartQuoteTerms(payload, email, cart.data.cartItems)
  const destination = { country: shipTo.addressCountry ?? '', state: shipTo.addressState, postalCode: shipTo.addressPostalCode }
  const quoted = await quote(
    source,
    {
      items,
      destination,
      carrier: body.carrier ?? null,
      method: body.method ?? null,
      carrierAccount: body.carrierAccount ?? null,
      shipment: body.shipment ?? null,
    },
    customer,
    prices,
  )
  if (isQuoteFailure(quoted)) {
    const { code, message: _message, ...details } = quoted.error
    return refuse(422, code, details)
  }
  // An international destination has no carrier until the buyer picks a collect one (collect carriers have no method).
  if (!quoted.carrier) return refuse(400, 'bad-request', { path: 'carrier', problem: 'required' })
  const onRequest = quoted.lines.find((l) => l.priceOnRequest)
  if (onRequest) return refuse(422, 'price-on-request', { pn: onRequest.pn })
  // The saved cart holds quantities on their step; one that the rules would change now (its step changed) is refused, not silently altered.
  const offStep = quoted.lines.findIndex((l, i) => l.qty !== items[i].qty)
  if (offStep >= 0) return refuse(422, 'invalid-quantity', { pn: items[offStep].pn, index: offStep })
  // The buyer's total (dollars, as the quote API showed it) against the one computed now, to the cent; the order stores dollars (docs/pricing.md, "Money").
  const answer = quoteToJson(quoted)
  if (toCents(body.expectedTotal) !== quoted.totalCents) return { ...refuse(409, 'price-changed', { total: answer.total }), quote: answer }

  const [details, rep] = await Promise.all([
    lineDetails(
      payload,
      items.map((i) => i.pn),
      locale,
    ),
    repFor(payload, shipTo),
  ])
  const { lines, offeredCarriers, priceOnRequest: _por, carrier, method, shipment, ...totals } = answer
  // The buyer's own account number belongs to a collect carrier only; with the shop's carriers it is not kept.
  const collect = offeredCarriers.some((c) => c.slug === carrier && c.collect)
  const carrierAccount = collect ? body.carrierAccount?.trim() || null : null
  try {
    const doc = await inTransaction(payload, async (req) => {
      // Read again inside the transaction: a customer made meanwhile (another tab, POST /api/private/customer) is used, not duplicated.
      const current = (await findWebUser(payload, email, req)) ?? webUser
      const customerId = current.primaryCustomerId ?? (await createCustomerFor(payload, current, shipTo, req)).id
      const serial = await nextOrderSerial(payload, req)
      const created = await payload.create({
        collection: 'orders',
        data: {
          number: orderNumber(serial),
          status: initialStatus(body.payment),
          buyerNote: body.note || null,
          webUser: webUser.id,
          buyerEmail: email,
          customer: customerId,
          rep,
          idempotencyKey: key,
          cartRef,
          locale,
          payment: body.payment,
          poNumber: body.poNumber || null,
          quoteNumbers: [...new Set(quoteOf.filter(Boolean))].join(', ') || null,
          carrier,
          method,
          carrierAccount,
          lines: lines.map((l, i) => ({
            pn: l.pn,
            quoteNumber: quoteOf[i],
            ...(details.get(l.pn) ?? { series: null, description: null, tariff: l.itemTariff > 0, leadTimeNote: null }),
            qty: l.qty,
            listPrice: l.listPrice,
            unitPrice: l.unitPrice,
            lineTotal: l.lineTotal,
            itemTariff: l.itemTariff,
            pkgQtyType: l.pkgQtyType,
            // The promise as the buyer saw it when ordering (docs/availability.md).
            availability: l.availability ?? null,
          })),
          // Recorded only when the lines ship on different days, so the choice was the buyer's.
          shipment: shipment?.split ? shipment.choice : null,
          ...totals,
          shippingAddress: snapshot(shipTo),
          billingAddress: snapshot(billTo),
        },
        depth: 0,
        req,
        overrideAccess: true, // written only here, for the session's own web user and customer, priced on the server
      })
      // The quotes whose prices it used are ordered with it, under their row locks: a quote is ordered once.
      await orderQuotes(payload, quoteOf, created.number, req)
      // Its confirmation mails and its order.placed event are written with it (the outbox: sent afterwards, retried on failure).
      await queueOrderPlacedMails(payload, created, req)
      await orderPlaced(payload, created, req)
      return created
    })
    await hub.deleteVersion(cartKey, row.version, row.createdAt)
    wakeDeliveriesSoon(payload, 0)
    return { ok: true, status: 201, order: presentOrder(doc) }
  } catch (error) {
    // A second checkout of a quote already ordered answers the first order (the idempotency design of orders).
    const first = error instanceof QuoteOrderedAlready ? await findOwnOrderDoc(payload, webUser, error.orderNumber) : null
    if (first) return { ok: true, status: 200, order: presentOrder(first) }
    // Another request with this key or on this cart won the race (a unique index refused this one).
    const winner = await orderByKey(payload, email, key)
    if (winner) return { ok: true, status: 200, order: presentOrder(winner) }
    if (await orderOfCart(payload, cartRef)) {
      await hub.deleteVersion(cartKey, row.version, row.createdAt)
      return refuse(409, 'cart-changed', { version: row.version })
    }
    throw error
  }
}
