import { hasWireDuctPrefix } from '../cart/wireDuct'
import { isExemptFromFreeShipping } from '../cart/cartItemRules'
import { isDistributor } from '../customers'
import { type Cents, sumCents } from '../money'
import type { CommerceSettings } from '../settings'
import type { BoxRule, CartItemRule, Customer, RateRow } from '../types'
import { type BoxedLine, boxChargeCents, boxRuleFor } from './boxRules'
import { AIR_METHODS, type ShippingMethod } from './carriers'
import { freeGroundLabel, qualifiesForFreeGround } from './freeGround'
import { type RateColumn, tableChargeCents } from './rateTable'

/** A priced cart line, as shipping sees it. */
export interface ShippingLine extends BoxedLine {
  pn: string
  lineTotalCents: Cents
}

export interface ShippingQuote {
  /** Null when TBD (quoted later). */
  shippingCents: Cents | null
  tbd: boolean
  freeGround: boolean
  /** "{shopName} Free Ground" when free ground applies, else null. */
  label: string | null
}

export interface ShippingQuoteInput {
  lines: readonly ShippingLine[]
  /** S, the merchandise subtotal of the whole cart. */
  subtotal: Cents
  customer: Customer
  method: ShippingMethod
  /** Zone of the (valid, domestic) destination ZIP. */
  zone: number
  rateTable: readonly RateRow[]
  boxRules: readonly BoxRule[]
  cartItemRules: readonly CartItemRule[]
  settings: Pick<CommerceSettings, 'shopName' | 'freeGroundThresholdCents' | 'wdFreeShippingOverCents' | 'airTbdAtCents'>
}

/**
 * The own-account (default carrier) charge of docs/shipping-and-tax.md: WD- waiver, box
 * rules (ground only), rate table on the other lines, free ground with its exempt lines,
 * and air TBD.
 * @example quoteShipping({ lines, subtotal: 3330, customer, method: 'ground', zone: 2, ...data }) // { shippingCents: 950, ... }
 */
export function quoteShipping(input: ShippingQuoteInput): ShippingQuote {
  const { subtotal, customer, method, settings } = input
  const freeGround = method === 'ground' && qualifiesForFreeGround(customer, subtotal, settings)
  const label = freeGround ? freeGroundLabel(settings) : null
  const tbd = { shippingCents: null, tbd: true, freeGround, label }
  const wdWaived = subtotal > settings.wdFreeShippingOverCents
  const charged = input.lines.filter((line) => !(wdWaived && hasWireDuctPrefix(line.pn)))
  const boxed = charged.filter((line) => boxRuleFor(line.family, input.boxRules))
  if (AIR_METHODS.includes(method)) {
    const chargedSubtotal = sumCents(charged.map((line) => line.lineTotalCents))
    // Box rules price ground only, and big air orders are quoted by hand.
    if (boxed.length > 0 || chargedSubtotal >= settings.airTbdAtCents) return tbd
  }
  const boxCharges = boxChargesCents(boxed, input.boxRules, input.zone)
  const tableLines = charged.filter(
    (line) => !boxed.includes(line) && (!freeGround || isExemptFromFreeShipping(line.pn, input.cartItemRules)),
  )
  const column: RateColumn = method === 'ground' && isDistributor(customer) ? 'groundDist' : method
  const tableCharge = tableChargeCents(input.rateTable, sumCents(tableLines.map((l) => l.lineTotalCents)), column)
  if (boxCharges === null || tableCharge === null) return tbd
  return { shippingCents: boxCharges + tableCharge, tbd: false, freeGround, label }
}

/** Sum of each box rule's charge over its family's lines; null if any cannot be priced. */
function boxChargesCents(lines: readonly ShippingLine[], rules: readonly BoxRule[], zone: number): Cents | null {
  const byRule = new Map<BoxRule, ShippingLine[]>()
  for (const line of lines) {
    const rule = boxRuleFor(line.family, rules)
    if (rule) byRule.set(rule, [...(byRule.get(rule) ?? []), line])
  }
  let total = 0
  for (const [rule, ruleLines] of byRule) {
    const charge = boxChargeCents(rule, ruleLines, zone)
    if (charge === null) return null
    total += charge
  }
  return total
}
