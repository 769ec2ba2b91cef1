import { isDomestic } from '../destination'
import { type Cents, multiplyCents } from '../money'
import { zip5 } from '../shipping/zones'
import type { Customer, Destination, TaxRule } from '../types'
import { findTaxRule } from './taxRules'

export interface TaxQuote {
  /** The rule's rate as a fraction (0 when no tax applies). */
  rate: number
  taxCents: Cents
}

export interface TaxInput {
  customer: Customer
  destination: Destination | null | undefined
  taxRules: readonly TaxRule[]
  /** S + tariffs + fees. */
  baseCents: Cents
  /** Known shipping charge, or null when TBD or not chosen. */
  shippingCents: Cents | null
}

/**
 * Sales tax: a taxable customer and a rule for the US destination; base = S + tariffs +
 * fees, plus shipping when the rule taxes shipping and it is known; round2(base x rate).
 * @example computeTax({ customer, destination: pa15213, taxRules, baseCents: 4495, shippingCents: 950 }) // { rate: 0.07, taxCents: 381 }
 */
export function computeTax(input: TaxInput): TaxQuote {
  const { customer, destination } = input
  const none = { rate: 0, taxCents: 0 }
  // Visitors and new customers are taxable; only an explicit false exempts.
  if (customer.taxable === false || !destination || !isDomestic(destination)) return none
  const rule = findTaxRule(input.taxRules, destination.state, zip5(destination.postalCode))
  if (!rule) return none
  const withShipping = rule.taxShipping === true && input.shippingCents !== null
  const base = input.baseCents + (withShipping ? (input.shippingCents ?? 0) : 0)
  return { rate: rule.rate, taxCents: multiplyCents(base, rule.rate) }
}
