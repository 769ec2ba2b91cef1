import { normalizePn, quoteCart, type Customer, type PriceListEntry, type QuoteResult, resolvePriceListName } from '@/domain'

import type { QuoteRequest } from '@/lib/api/schemas'

import type { CommerceBase } from './readCommerceData'
import type { Part } from '@/domain'

/** Where a quote's data comes from: cached in the app, straight from a database in tests. */
export interface CommerceSource {
  base(): Promise<CommerceBase>
  parts(pns: readonly string[]): Promise<Part[]>
  priceList(name: string): Promise<PriceListEntry[] | null>
}

/**
 * The entries of a list that can price these part numbers: their exact item entries and
 * every schedule entry, in the list's order. The domain picks the same entry from these as
 * from the whole list (the first item entry for the pn, else the first entry of its
 * schedule, else the first of Schedule Z), but scans each entry for every line, so a
 * contract list of thousands of entries would cost every line thousands of comparisons.
 */
export function entriesForCart(entries: readonly PriceListEntry[], pns: readonly string[]): PriceListEntry[] {
  const wanted = new Set(pns.map(normalizePn))
  return entries.filter((e) => {
    const item = normalizePn(e.item)
    return item === '' || wanted.has(item)
  })
}

/**
 * Prices a cart for a customer (null: a visitor) from current data. Loads only the cart's
 * parts and the customer's price list, and hands the engine only the list's entries that
 * can apply to the cart.
 */
export async function quote(source: CommerceSource, request: QuoteRequest, customer: Customer | null): Promise<QuoteResult> {
  const listName = resolvePriceListName(customer?.priceList)
  const pns = request.items.map((i) => i.pn)
  const [base, products, entries] = await Promise.all([
    source.base(),
    source.parts(pns),
    source.priceList(listName),
  ])
  return quoteCart(
    { ...request, customer, destination: request.destination ?? null },
    { ...base, products, priceLists: { [listName]: entriesForCart(entries ?? [], pns) } },
  )
}
