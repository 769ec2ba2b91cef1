import type { CartItemInput } from './cart/lines'
import type { PkgQtyType } from './cart/quantity'
import type { QuoteFailure } from './errors'
import type { Cents } from './money'
import type { CommerceSettings } from './settings'
import type { Carrier, ShippingMethod } from './shipping/carriers'
import type { ShippingOption } from './shipping/options'
import type { BoxRule, CartItemRule, Customer, Destination, Part, PartPrefix, PriceLists, RateRow, TaxRule, ZoneTable } from './types'

/** Everything a quote reads from the shop's data (the vectors' fixtures plus carriers). */
export interface CommerceData {
  settings: CommerceSettings
  /** At least the cart's products; others are ignored. */
  products: readonly Part[]
  partPrefixes: readonly PartPrefix[]
  /** At least the customer's (resolved) list. */
  priceLists: PriceLists
  rateTable: readonly RateRow[]
  zones: ZoneTable
  boxRules: readonly BoxRule[]
  cartItemRules: readonly CartItemRule[]
  taxRules: readonly TaxRule[]
  carriers: readonly Carrier[]
}

/** What the buyer chose; nothing here is a price. */
export interface QuoteInput {
  /** Null or absent: the anonymous visitor. */
  customer?: Customer | null
  items: readonly CartItemInput[]
  /** Null or absent: shipping and tax are calculated at checkout. */
  destination?: Destination | null
  /** Absent: the selection rules of docs/shipping-and-tax.md pick one. */
  carrier?: string | null
  method?: ShippingMethod | string | null
  /** The buyer's own account number, required by a collect carrier. */
  carrierAccount?: string | null
  /**
   * Lines ship as they become available, in more than one shipment: the buyer chose so and the
   * lines ship on different days (the quote service decides it from their promises,
   * docs/availability.md). Adds the split-shipment fee.
   */
  splitShipment?: boolean
}

/** A quoted line; every amount in integer cents (the API answers dollars: src/lib/commerce/quoteJson.ts). */
export interface QuoteLine {
  pn: string
  qty: number
  listPriceCents: Cents
  unitPriceCents: Cents
  lineTotalCents: Cents
  itemTariffCents: Cents
  /** The item tariff's rate (a fraction) when the line is tariffed, else null. */
  tariffRate: number | null
  /** The item tariff on one unit (informational: the line's tariff is computed on its total). */
  unitTariffCents: Cents
  /** The cut fee this line adds (a non-standard wire-duct length), else 0. */
  cutFeeCents: Cents
  /** How the unit price was found: the price-list entry's kind, its schedule, its per cent off. */
  priceSource: 'item' | 'schedule' | 'schedule-z' | 'list-price' | 'quote'
  schedule: string | null
  discountPercent: number | null
  pkgQtyType: PkgQtyType
  priceOnRequest: boolean
  leadTime10Days: boolean
}

export interface OfferedCarrier {
  slug: string
  title: string
  collect: boolean
  methods: { id: ShippingMethod; title: string }[]
}

/** The amounts a total is made of before shipping and tax, in integer cents (a quote's and an order's). */
export type BaseAmountsCents = {
  subtotalCents: Cents
  itemTariffCents: Cents
  globalTariffCents: Cents
  handlingFeeCents: Cents
  nonStandardPackageFeeCents: Cents
  internationalTermsFeeCents: Cents
  /** The split-shipment fee (0 unless the lines ship as available, in several shipments). */
  splitShipmentFeeCents: Cents
}

/**
 * The whole cart quote, every amount in integer cents, taxRate a fraction. The API answers
 * it in dollars, converted at that edge (src/lib/commerce/quoteJson.ts, docs/pricing.md "Money").
 */
export interface Quote extends BaseAmountsCents {
  lines: QuoteLine[]
  carrier: string | null
  method: ShippingMethod | null
  /** Null when TBD, when no destination is known yet, or no carrier is chosen. */
  shippingCents: Cents | null
  shippingTbd: boolean
  freeGround: boolean
  shippingLabel: string | null
  taxRate: number
  taxCents: Cents
  totalCents: Cents
  /** Some line is "Call for price": checkout must refuse the order. */
  priceOnRequest: boolean
  offeredCarriers: OfferedCarrier[]
  /** Every offered carrier and method, priced (the shipping panel shows them before one is chosen). */
  shippingOptions: ShippingOption[]
  /** The price list the lines were priced on (the customer's, resolved; OEM for a visitor). */
  priceList: string
  /** The rate of the global tariff surcharge (a fraction). */
  globalTariffRate: number
}

export type QuoteResult = Quote | QuoteFailure
