/**
 * Orders (checkout, issue 12): their states, numbers and the payment rules of business
 * rules 6. Pure: the service in src/lib/orders applies them.
 */
import { approvedForTerms } from './customers'
import { type Cents, multiplyCents, sumCents } from './money'
import type { BaseAmountsCents } from './quoteTypes'
import type { OrderStatus } from './orderStatus'
import type { Customer } from './types'

export type PaymentMethod = 'terms' | 'card'

/** Longest PO number a buyer may give (free text). */
export const PO_MAX_LENGTH = 35

/** The first number of the sequence; numbers print as SY-100001. */
export const FIRST_ORDER_NUMBER = 100001
export const ORDER_NUMBER_PREFIX = 'SY-'

/** @example orderNumber(100001) // 'SY-100001' */
export const orderNumber = (n: number) => `${ORDER_NUMBER_PREFIX}${n}`

/** @example isOrderNumber('SY-100001') // true */
export const isOrderNumber = (s: string) => /^SY-\d{6,12}$/.test(s)

export type PaymentProblem = 'terms-not-approved' | 'po-required' | null

/**
 * docs/orders.md, "Checkout": on account only for customers approved for terms (ARTerm other than
 * CREDIT CARD), and then a PO number is required; anyone may choose card.
 * @example paymentProblem('terms', { terms: 'CREDIT CARD' }, 'PO1') // 'terms-not-approved'
 */
export function paymentProblem(payment: PaymentMethod, customer: Customer | null, poNumber: string | null | undefined): PaymentProblem {
  if (payment === 'card') return null
  if (!customer || !approvedForTerms(customer)) return 'terms-not-approved'
  return poNumber && poNumber.trim() ? null : 'po-required'
}

/** Card payment waits for the shop to take the card by phone until card processing lands. */
export const initialStatus = (payment: PaymentMethod): OrderStatus => (payment === 'card' ? 'awaiting-card-payment' : 'received')

/**
 * The frozen amounts of an order that its total is made of, in integer cents (the order stores
 * dollars; src/lib/orders/server/desk.ts converts at that edge, docs/pricing.md "Money").
 */
export type OrderAmounts = BaseAmountsCents & {
  /** The rate applied when the order was placed (0 when no tax applied). */
  taxRate: number
}

/**
 * A shipping-TBD order once the staff quote its shipping (docs/orders.md, docs/shipping-and-tax.md): the
 * frozen base (S + tariffs + fees) is kept, shipping is added, and tax is taken again at
 * the order's own rate on the base, plus shipping when the destination's tax rule taxes
 * shipping. Total = base + shipping + tax, every amount rounded once, as in the quote.
 * @example totalsWithShipping({ subtotalCents: 10000, ..., taxRate: 0.07 }, 2000, true) // { shippingCents: 2000, taxCents: 840, totalCents: 12840 }
 */
export function totalsWithShipping(
  order: OrderAmounts,
  shippingCents: Cents,
  taxShipping: boolean,
): { shippingCents: Cents; taxCents: Cents; totalCents: Cents } {
  const base = sumCents([
    order.subtotalCents,
    order.itemTariffCents,
    order.globalTariffCents,
    order.handlingFeeCents,
    order.nonStandardPackageFeeCents,
    order.internationalTermsFeeCents,
    order.splitShipmentFeeCents,
  ])
  const taxCents = order.taxRate > 0 ? multiplyCents(base + (taxShipping ? shippingCents : 0), order.taxRate) : 0
  return { shippingCents, taxCents, totalCents: base + shippingCents + taxCents }
}
