import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'

import {
  allowedNextStatuses,
  findTaxRule,
  fromCents,
  isOrderStatus,
  totalsWithShipping,
  toCents,
  transitionProblem,
  zip5,
  type OrderStatus,
  type TransitionProblem,
} from '@/domain'
import type { Order as OrderDoc } from '@/payload-types'

import { wakeDeliveriesSoon } from '@/lib/platform/deliveries/server/runner'
import { orderShippingQuoted, orderStatusChanged } from './events'

/** Who made a change, for the history: the staff member's e-mail, else the system (the storefront, card payments). */
const actor = (req: PayloadRequest) => {
  const user = req.user as { email?: string; collection?: string } | null | undefined
  return user?.collection === 'users' && user.email ? user.email : 'system'
}

function message(problem: Exclude<TransitionProblem, null>, from: string, to: string): string {
  switch (problem) {
    case 'reason-required':
      return 'Give a reason to cancel this order (Cancel reason): the buyer is told.'
    case 'tracking-required':
      return 'A shipped order needs at least one shipment with a tracking number.'
    case 'unknown-status':
      return `"${to}" is not an order status.`
    default: {
      const next = allowedNextStatuses(from)
      return next.length
        ? `An order that is ${from} can move only to ${next.join(' or ')}, not to ${to}.`
        : `An order that is ${from} is final: its status cannot change.`
    }
  }
}

const refuse = (path: string, text: string): never => {
  throw new ValidationError({ collection: 'orders', errors: [{ path, message: text }] })
}

type Shipment = NonNullable<OrderDoc['shipments']>[number]

/**
 * The staff's order desk (issue 14), before an order is written:
 * - on create, the history starts with the order's first status;
 * - a status change must follow the state machine (`transitionProblem`), else the save is
 *   refused with a message at the field; each change appends `{ status, at, by, note }`
 *   (the note is the cancel reason); the history is never taken from the client;
 * - a shipped or delivered order keeps at least one tracking number; a shipment without a
 *   date gets today's;
 * - a quote for a shipping-TBD order (`shippingQuote`) sets `shipping`, recomputes tax
 *   (at the order's rate, shipping included when the destination's tax rule taxes it) and
 *   the total on the server, and records `shippingQuotedAt`. Only before it ships.
 */
export const deskBeforeChange: CollectionBeforeChangeHook<OrderDoc> = async ({ data, originalDoc, operation, req }) => {
  const now = new Date().toISOString()
  if (operation === 'create') {
    const status = (data.status ?? 'received') as OrderStatus
    data.statusHistory = [{ status, at: now, by: actor(req), note: null }]
    return data
  }
  const before = originalDoc as OrderDoc
  const from = before.status
  const to = (data.status ?? from) as string
  const shipments: Shipment[] = (data.shipments ?? before.shipments ?? []) as Shipment[]
  const cancelReason = data.cancelReason !== undefined ? data.cancelReason : before.cancelReason
  const history = (before.statusHistory ?? []).map(({ status, at, by, note, id }) => ({ status, at, by, note, id }))

  if (to !== from) {
    const problem = transitionProblem(from, to, { cancelReason, trackingNumbers: shipments.map((s) => s.trackingNumber) })
    if (problem)
      refuse(
        problem === 'reason-required' ? 'cancelReason' : problem === 'tracking-required' ? 'shipments' : 'status',
        message(problem, from, to),
      )
    data.statusHistory = [
      ...history,
      { status: to as OrderStatus, at: now, by: actor(req), note: to === 'cancelled' ? (cancelReason ?? '').trim() : null },
    ]
  } else {
    data.statusHistory = history
  }
  if ((to === 'shipped' || to === 'delivered') && !shipments.some((s) => s.trackingNumber?.trim())) {
    refuse('shipments', message('tracking-required', from, to))
  }
  if (data.shipments)
    data.shipments = data.shipments.map((s) => ({ ...s, trackingNumber: s.trackingNumber?.trim() ?? '', shippedAt: s.shippedAt ?? now }))

  const quoted = data.shippingQuote
  const quoteChanged =
    quoted !== undefined && quoted !== null && (before.shippingQuotedAt == null || Number(quoted) !== Number(before.shipping))
  if (quoteChanged) {
    if (!before.shippingTbd) refuse('shippingQuote', 'Only an order placed with shipping to be confirmed gets its shipping set here.')
    if (!isOrderStatus(to) || !['awaiting-card-payment', 'received', 'confirmed'].includes(to))
      refuse('shippingQuote', 'Shipping can be quoted only before the order ships.')
    if (!(Number(quoted) >= 0) || !Number.isFinite(Number(quoted)))
      refuse('shippingQuote', 'Enter the shipping amount in dollars (0 or more).')
    const rules = await req.payload.find({ collection: 'tax-rules', limit: 0, pagination: false, depth: 0, req, overrideAccess: true }) // the shop's tax rules, to know whether this destination taxes shipping
    const address = before.shippingAddress
    const rule = findTaxRule(
      rules.docs.map(({ state, zipCodes, rate, taxShipping }) => ({ state, zipCodes, rate, taxShipping: Boolean(taxShipping) })),
      address?.addressState,
      zip5(address?.addressPostalCode ?? ''),
    )
    // The order stores dollars; the domain adds in cents (docs/pricing.md, "Money").
    const cents = totalsWithShipping(
      {
        subtotalCents: toCents(before.subtotal ?? 0),
        itemTariffCents: toCents(before.itemTariff ?? 0),
        globalTariffCents: toCents(before.globalTariff ?? 0),
        handlingFeeCents: toCents(before.handlingFee ?? 0),
        nonStandardPackageFeeCents: toCents(before.nonStandardPackageFee ?? 0),
        internationalTermsFeeCents: toCents(before.internationalTermsFee ?? 0),
        splitShipmentFeeCents: toCents(before.splitShipmentFee ?? 0),
        taxRate: before.taxRate ?? 0,
      },
      toCents(Number(quoted)),
      rule?.taxShipping === true,
    )
    const amounts = { shipping: fromCents(cents.shippingCents), tax: fromCents(cents.taxCents), total: fromCents(cents.totalCents) }
    Object.assign(data, amounts, { shippingQuote: amounts.shipping, shippingQuotedAt: now })
  } else {
    // Never from the client: the frozen amounts stay as they are.
    data.shippingQuote = before.shippingQuote ?? null
    data.shippingQuotedAt = before.shippingQuotedAt ?? null
  }
  return data
}

/**
 * In a staff save, before it commits: the status-changed event (webhook, mail) and the
 * shipping-quoted one go to the outbox in the save's own transaction, from the order as saved
 * (read again at depth 0, as the webhook's record reads ids). A save that rolls back sends nothing.
 */
export const deskAfterChange: CollectionAfterChangeHook<OrderDoc> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc) return doc
  const statusChanged = previousDoc.status !== doc.status
  const quoted = Boolean(doc.shippingQuotedAt) && doc.shippingQuotedAt !== previousDoc.shippingQuotedAt
  if (!statusChanged && !quoted) return doc
  const { payload } = req
  const order = await payload.findByID({ collection: 'orders', id: doc.id, depth: 0, req, overrideAccess: true }) // the order this save wrote, for its events
  if (statusChanged) await orderStatusChanged(payload, order, previousDoc.status, req)
  if (quoted) await orderShippingQuoted(payload, order, req)
  wakeDeliveriesSoon(payload)
  return doc
}
