import { isQuoteFailure, normalizePn, quoteCart, type Customer, type QuoteFailure, resolvePriceListName } from '@/domain'
import type { LinePromise } from '@/domain/availability/promise.mjs'
import { shipmentPlan } from '@/domain/availability/shipments.mjs'

import type { QuoteRequest } from '@/lib/cart/contract'

import { priceListEntryToDomain, type PriceListRecord } from './pricesToDomain'
import type { QuotedCart } from './quoteJson'
import type { CommerceBase } from './server/readCommerceData'
import type { Cents, Part } from '@/domain'

/** Where a quote's data comes from: cached in the app, straight from a database in tests. */
export interface CommerceSource {
  base(): Promise<CommerceBase>
  parts(pns: readonly string[]): Promise<Part[]>
  /** As stored (an `Actual` in dollars); the quote reads the entries it needs into cents. */
  priceList(name: string): Promise<PriceListRecord[] | null>
  /** Each line's ship-date promise, in order; null for an unknown part. Absent: the quote promises nothing (price-only tests). */
  availability?(lines: readonly { pn: string; qty: number }[]): Promise<(LinePromise | null)[]>
}

/**
 * The entries of a list that can price these part numbers: their exact item entries and
 * every schedule entry, in the list's order. The domain picks the same entry from these as
 * from the whole list (the first item entry for the pn, else the first entry of its
 * schedule, else the first of Schedule Z), but scans each entry for every line, so a
 * contract list of thousands of entries would cost every line thousands of comparisons.
 */
export function entriesForCart<Entry extends { item?: string | null }>(entries: readonly Entry[], pns: readonly string[]): Entry[] {
  const wanted = new Set(pns.map(normalizePn))
  return entries.filter((e) => {
    const item = normalizePn(e.item)
    return item === '' || wanted.has(item)
  })
}

/**
 * Prices a cart for a customer (null: a visitor) from current data. Loads only the cart's
 * parts and the customer's price list, and hands the engine only the list's entries that
 * can apply to the cart, read into cents. `quoted` gives, by the item's position, the unit
 * price of a line priced by a quote the buyer accepted (src/lib/quotes/server/terms.ts found it
 * in the database for this buyer; docs/quotes.md), else undefined.
 */
export async function quote(
  source: CommerceSource,
  request: QuoteRequest,
  customer: Customer | null,
  quoted: readonly (Cents | undefined)[] = [],
): Promise<QuotedCart | QuoteFailure> {
  const listName = resolvePriceListName(customer?.priceList)
  const pns = request.items.map((i) => i.pn)
  const [base, products, entries] = await Promise.all([source.base(), source.parts(pns), source.priceList(listName)])
  const data = { ...base, products, priceLists: { [listName]: entriesForCart(entries ?? [], pns).map(priceListEntryToDomain) } }
  const items = request.items.map((i, k) =>
    quoted[k] === undefined ? { pn: i.pn, qty: i.qty } : { pn: i.pn, qty: i.qty, quotedPriceCents: quoted[k] },
  )
  const input = { ...request, items, customer, destination: request.destination ?? null }
  const priced = quoteCart(input, data)
  if (isQuoteFailure(priced)) return priced
  // Promised on the quantities as priced (a typed quantity rounds up to its step).
  const lines = priced.lines.map((l) => ({ pn: l.pn, qty: l.qty }))
  const availability = source.availability ? await source.availability(lines) : lines.map(() => null)
  const plan = shipmentPlan(lines.map((l, i) => ({ ...l, promise: availability[i] })))
  const choice = plan.split && request.shipment === 'as-available' ? 'as-available' : 'complete'
  const feeCents = base.settings.splitShipmentFeeCents ?? 0
  const shipment = { choice, split: plan.split, completeOn: plan.completeOn, schedule: plan.schedule, feeCents } as const
  // As available, in several shipments: priced again with the split-shipment fee, which tax and the total include.
  const final = choice === 'as-available' ? quoteCart({ ...input, splitShipment: true }, data) : priced
  if (isQuoteFailure(final)) return final
  return { ...final, availability, shipment }
}
