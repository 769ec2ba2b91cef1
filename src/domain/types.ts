import type { Cents } from './money'

/** A sellable part (a product); its list price in integer cents (stored in dollars: src/lib/commerce/pricesToDomain.ts). */
export interface Part {
  pn: string
  listPriceCents: Cents
  /** Package quantity: the quantity step. Empty or 0 means 1. */
  pkgqty?: number | null
  family?: string | null
  /** Flags the line for the item tariff. */
  tariff?: boolean | null
  /** This item's own tariff rate, overriding settings.itemTariffRate. */
  tariffRate?: number | null
}

/** A part-prefix (product-series) entry: the longest matching title gives the schedule. */
export interface PartPrefix {
  title: string
  discountSchedule?: string | null
  /** Anything but true marks the prefix's parts as restricted (the spec's RLU). */
  isPublic?: boolean | null
  url?: unknown
}

/**
 * A price-list entry: matches by `item` (a pn) or by `schedule`. Stored with one `value`, a
 * per cent or dollars by its type; the rules take it as `percent` or `priceCents`
 * (src/lib/commerce/pricesToDomain.ts).
 */
export interface PriceListEntry {
  item?: string | null
  schedule?: string | null
  /** '% Discount' or 'Actual'; any other type means price on request (`priceEntryKind`). */
  valueType: string
  /** '% Discount': the per cent taken off the list price (null for any other type). */
  percent: number | null
  /** 'Actual': the unit price in integer cents (null for any other type; an Actual without one is on request). */
  priceCents: Cents | null
}

/** Price lists by name. The data layer may pass only the customer's list. */
export type PriceLists = Readonly<Record<string, readonly PriceListEntry[]>>

/** The commerce view of a customer account (or of the anonymous visitor). */
export interface Customer {
  priceList?: string | null
  /** Payment terms (ARTerm name). */
  terms?: string | null
  /** Customer type (CustType name). */
  type?: string | null
  taxable?: boolean | null
  /** Own free-ground threshold in integer cents (stored as `isFreeGroundAt`, dollars); for a distributor it enables free ground. */
  freeGroundAtCents?: Cents | null
}

/** A shipping address, as far as commerce cares. */
export interface Destination {
  /** ISO alpha-2 code; 'US' is domestic. */
  country: string
  state?: string | null
  postalCode?: string | null
}

/** A shipping rate-table row, in integer cents (stored in dollars): minCents <= T <= maxCents. */
export interface RateRow {
  minCents: Cents
  maxCents: Cents
  groundCents: Cents
  groundDistCents: Cents
  air2dayCents: Cents
  air1dayCents: Cents
}

/** First 3 ZIP digits -> zone (2..8). */
export type ZoneTable = Readonly<Record<string, number>>

/** Prices a family's lines by box and zone (ground only). */
export interface BoxRule {
  code: string
  family: string
  spqBoxCount: number
  nonBoxCount: number
  /** Each zone's price of a box, in integer cents (stored in dollars). */
  zones: readonly { id: number; spqBoxPriceCents: Cents; nonBoxPriceCents: Cents }[]
}

/** Matches a pn exactly, or by prefix when it ends in `*`. */
export interface CartItemRule {
  pn: string
  exemptFromFreeShipping?: boolean | null
  leadTime10Days?: boolean | null
}

/** A sales-tax rule; zipCodes is a comma list (entries ending in `*` are prefixes) or `*`. */
export interface TaxRule {
  state: string
  zipCodes: string
  rate: number
  taxShipping?: boolean | null
}

/** A sales rep and the territory it covers. */
export interface SalesRep {
  label: string
  areaCodes?: readonly string[] | null
  states?: readonly string[] | null
  countries?: readonly string[] | null
  territory?: string | null
  rep: string
}
