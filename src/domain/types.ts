/** A sellable part (a product), in dollars as stored. */
export interface Part {
  pn: string
  listPrice: number
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

/** A price-list entry: matches by `item` (a pn) or by `schedule`. */
export interface PriceListEntry {
  item?: string | null
  schedule?: string | null
  /** '% Discount' or 'Actual'; any other type means price on request. */
  valueType: string
  value: number
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
  /** Own free-ground threshold in dollars; for a distributor it enables free ground. */
  isFreeGroundAt?: number | null
}

/** A shipping address, as far as commerce cares. */
export interface Destination {
  /** ISO alpha-2 code; 'US' is domestic. */
  country: string
  state?: string | null
  postalCode?: string | null
}

/** A shipping rate-table row (dollars): min <= T <= max. */
export interface RateRow {
  min: number
  max: number
  ground: number
  groundDist: number
  air2day: number
  air1day: number
}

/** First 3 ZIP digits -> zone (2..8). */
export type ZoneTable = Readonly<Record<string, number>>

/** Prices a family's lines by box and zone (ground only). */
export interface BoxRule {
  code: string
  family: string
  spqBoxCount: number
  nonBoxCount: number
  zones: readonly { id: number; spqBoxPrice: number; nonBoxPrice: number }[]
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
