import { type QuoteFailure, quoteFailure } from '../errors'
import { type Cents } from '../money'
import { normalizePn } from '../partNumber'
import { findItemEntry, priceListEntries, type UnitPrice, unitPriceFor } from '../pricing/priceList'
import { isRestrictedPart } from '../pricing/schedule'
import type { CommerceSettings } from '../settings'
import type { CartItemRule, Customer, Part, PartPrefix, PriceLists } from '../types'
import { lineItemTariffCents, lineItemTariffRate } from '../fees/tariffs'
import { hasLeadTime10Days } from './cartItemRules'
import { isValidQuantity, normalizeQuantity, type PkgQtyType, quantityStep } from './quantity'

/** A cart item as the client sends it; only pn and qty are trusted, never a price. */
export interface CartItemInput {
  pn: string
  qty: number
  /**
   * Set by the server only, from a stored quote the buyer accepted (docs/quotes.md): the unit
   * price the staff quoted, used instead of the price list's. Never taken from the client.
   */
  quotedPriceCents?: Cents
}

/** A cart line priced for a customer, in cents. */
export interface PricedLine {
  part: Part
  pn: string
  /** The quantity actually used (rounded up to the step, except wire duct). */
  qty: number
  step: number
  pkgQtyType: PkgQtyType
  unitPriceCents: Cents
  lineTotalCents: Cents
  itemTariffCents: Cents
  /** The item tariff's rate when the part is tariffed (its own, else the shop's), else null. */
  tariffRate: number | null
  /** How the unit price was found (docs/pricing.md): the entry's source, schedule and per cent off; `quote` for a quoted price. */
  price: { source: UnitPrice['source'] | 'quote'; schedule: UnitPrice['schedule']; discountPercent: UnitPrice['discountPercent'] }
  priceOnRequest: boolean
  leadTime10Days: boolean
}

export interface LineCatalog {
  products: readonly Part[]
  partPrefixes: readonly PartPrefix[]
  priceLists: PriceLists
  cartItemRules: readonly CartItemRule[]
  settings: Pick<CommerceSettings, 'itemTariffRate'> & { maxQuantity: number }
}

/**
 * Prices every item for the customer. Unknown part numbers, and restricted parts without an
 * exact entry on the customer's list, are `unknown-part`; a quantity that is not an
 * integer in 1..maxQuantity (also after rounding up to the step) is `invalid-quantity`.
 * @example priceLines([{ pn: 'PB22-XG1', qty: 2 }], anonymous, catalog) // [{ lineTotalCents: 3330, ... }]
 */
export function priceLines(items: readonly CartItemInput[], customer: Customer, catalog: LineCatalog): PricedLine[] | QuoteFailure {
  const byPn = new Map(catalog.products.map((p) => [normalizePn(p.pn), p]))
  const listEntries = priceListEntries(catalog.priceLists, customer.priceList)
  const max = catalog.settings.maxQuantity
  const lines: PricedLine[] = []
  for (const [index, item] of items.entries()) {
    const pn = normalizePn(item.pn)
    const part = byPn.get(pn)
    const hidden = part && isRestrictedPart(pn, catalog.partPrefixes) && !findItemEntry(listEntries, pn)
    if (!part || hidden) return quoteFailure('unknown-part', { pn, index })
    if (!isValidQuantity(item.qty, max)) return quoteFailure('invalid-quantity', { pn, index })
    const { qty, pkgQtyType } = normalizeQuantity(item.qty, part)
    if (qty > max) return quoteFailure('invalid-quantity', { pn, index })
    const listed = unitPriceFor(part, customer.priceList, catalog)
    const price =
      item.quotedPriceCents === undefined
        ? listed
        : {
            ...listed,
            unitPriceCents: item.quotedPriceCents,
            source: 'quote' as const,
            schedule: null,
            discountPercent: null,
            priceOnRequest: false,
          }
    const lineTotalCents = price.unitPriceCents * qty
    lines.push({
      part,
      pn,
      qty,
      step: quantityStep(part),
      pkgQtyType,
      unitPriceCents: price.unitPriceCents,
      lineTotalCents,
      itemTariffCents: lineItemTariffCents(part, lineTotalCents, catalog.settings),
      tariffRate: lineItemTariffRate(part, catalog.settings),
      price: { source: price.source, schedule: price.schedule, discountPercent: price.discountPercent },
      priceOnRequest: price.priceOnRequest,
      leadTime10Days: hasLeadTime10Days(pn, catalog.cartItemRules),
    })
  }
  return lines
}
