import { fromCents, type Quote, type QuoteLine, type ShippingOption } from '@/domain'
import type { LinePromise } from '@/domain/availability/promise.mjs'

import type { Shipment } from '@/domain/availability/shipments.mjs'

/**
 * The edge where a quote leaves the domain (docs/pricing.md, "Money"): the domain quotes in
 * integer cents; the quote API, the price-changed answer of checkout and the order's stored
 * fields are in dollars (2 decimals), converted here with the domain's `fromCents` and nowhere else.
 */

/** A quoted line as the API answers it and an order stores it: dollars. */
export type QuoteLineJson = Omit<
  QuoteLine,
  'listPriceCents' | 'unitPriceCents' | 'lineTotalCents' | 'itemTariffCents' | 'unitTariffCents' | 'cutFeeCents'
> & {
  unitTariff: number
  cutFee: number
  listPrice: number
  unitPrice: number
  lineTotal: number
  itemTariff: number
  /** The line's ship-date promise (docs/availability.md); null when unknown. Absent from a quote made without promises. */
  availability?: LinePromise | null
}

/** A priced shipping choice as the API answers it: dollars. */
export type ShippingOptionJson = Omit<ShippingOption, 'shippingCents'> & { shipping: number | null }

/** The amounts a total is made of before shipping and tax, as the API answers them and an order stores them: dollars. */
export type BaseAmountsJson = {
  subtotal: number
  itemTariff: number
  globalTariff: number
  handlingFee: number
  nonStandardPackageFee: number
  internationalTermsFee: number
  splitShipmentFee: number
}

/** The fees a total is made of, in the order the totals show them (a quote's and an order's). */
export const FEES = [
  'itemTariff',
  'globalTariff',
  'handlingFee',
  'nonStandardPackageFee',
  'internationalTermsFee',
  'splitShipmentFee',
] as const satisfies readonly (keyof BaseAmountsJson)[]
export type FeeKey = (typeof FEES)[number]

/** The quote as POST /api/public/cart/quote answers it: every amount in dollars, taxRate a fraction. */
export type QuoteJson = Omit<
  Quote,
  | 'lines'
  | 'subtotalCents'
  | 'itemTariffCents'
  | 'globalTariffCents'
  | 'handlingFeeCents'
  | 'nonStandardPackageFeeCents'
  | 'internationalTermsFeeCents'
  | 'splitShipmentFeeCents'
  | 'shippingCents'
  | 'taxCents'
  | 'totalCents'
  | 'shippingOptions'
> &
  BaseAmountsJson & {
    lines: QuoteLineJson[]
    shippingOptions: ShippingOptionJson[]
    /** Null when TBD, when no destination is known yet, or no carrier is chosen. */
    shipping: number | null
    tax: number
    total: number
    /** How the cart ships, when the quote carries promises; `fee` what shipping as available adds, in dollars. */
    shipment?: Omit<ShipmentChoice, 'feeCents'> & { fee: number }
  }

/**
 * A quoted line in dollars, its keys in the order the API has always answered them.
 * @example lineToJson({ pn: 'PB22-XG1', qty: 2, listPriceCents: 1665, unitPriceCents: 1665, lineTotalCents: 3330, ... }).lineTotal // 33.3
 */
function lineToJson(l: QuoteLine): QuoteLineJson {
  return {
    pn: l.pn,
    qty: l.qty,
    listPrice: fromCents(l.listPriceCents),
    unitPrice: fromCents(l.unitPriceCents),
    lineTotal: fromCents(l.lineTotalCents),
    itemTariff: fromCents(l.itemTariffCents),
    tariffRate: l.tariffRate,
    unitTariff: fromCents(l.unitTariffCents),
    cutFee: fromCents(l.cutFeeCents),
    priceSource: l.priceSource,
    schedule: l.schedule,
    discountPercent: l.discountPercent,
    pkgQtyType: l.pkgQtyType,
    priceOnRequest: l.priceOnRequest,
    leadTime10Days: l.leadTime10Days,
  }
}

/**
 * How the cart ships (docs/availability.md): `split` when its lines ship on different days,
 * so the buyer chooses; `choice` what the quote was priced for (as available adds the
 * split-shipment fee, and only when split); `completeOn` the day it all ships together.
 */
export type ShipmentChoice = {
  choice: 'complete' | 'as-available'
  split: boolean
  completeOn: string | null
  schedule: Shipment[]
  /** What shipping as available adds (the site's split-shipment fee), whichever was chosen. */
  feeCents: number
}

/** A priced cart with each line's promise and its shipment choice. */
export type QuotedCart = Quote & { availability: (LinePromise | null)[]; shipment: ShipmentChoice }

const shipmentToJson = ({ feeCents, ...rest }: ShipmentChoice) => ({ ...rest, fee: fromCents(feeCents) })

/**
 * The domain's quote (cents) as the API answers it (dollars), keys in the same order as before.
 * @example quoteToJson(quoteCart(input, data) as Quote).total // 58.26 where totalCents is 5826
 */
export function quoteToJson(q: Quote | QuotedCart): QuoteJson {
  const promised = 'availability' in q ? q : null
  return {
    lines: promised
      ? q.lines.map((l, i) => ({ ...lineToJson(l), availability: promised.availability[i] ?? null }))
      : q.lines.map(lineToJson),
    subtotal: fromCents(q.subtotalCents),
    itemTariff: fromCents(q.itemTariffCents),
    globalTariff: fromCents(q.globalTariffCents),
    handlingFee: fromCents(q.handlingFeeCents),
    nonStandardPackageFee: fromCents(q.nonStandardPackageFeeCents),
    internationalTermsFee: fromCents(q.internationalTermsFeeCents),
    splitShipmentFee: fromCents(q.splitShipmentFeeCents),
    carrier: q.carrier,
    method: q.method,
    shipping: q.shippingCents === null ? null : fromCents(q.shippingCents),
    shippingTbd: q.shippingTbd,
    freeGround: q.freeGround,
    shippingLabel: q.shippingLabel,
    taxRate: q.taxRate,
    tax: fromCents(q.taxCents),
    total: fromCents(q.totalCents),
    priceOnRequest: q.priceOnRequest,
    offeredCarriers: q.offeredCarriers,
    shippingOptions: q.shippingOptions.map(({ shippingCents, ...o }) => ({
      ...o,
      shipping: shippingCents === null ? null : fromCents(shippingCents),
    })),
    priceList: q.priceList,
    globalTariffRate: q.globalTariffRate,
    ...(promised ? { shipment: shipmentToJson(promised.shipment) } : {}),
  }
}
