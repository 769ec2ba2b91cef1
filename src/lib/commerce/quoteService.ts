import { z } from 'zod'

import { quoteCart, type Customer, type PriceListEntry, type QuoteResult, resolvePriceListName } from '@/domain'

import type { CommerceBase } from './readCommerceData'
import type { Part } from '@/domain'

/** Where a quote's data comes from: cached in the app, straight from a database in tests. */
export interface CommerceSource {
  base(): Promise<CommerceBase>
  parts(pns: readonly string[]): Promise<Part[]>
  priceList(name: string): Promise<PriceListEntry[] | null>
}

export const MAX_LINES = 500

/** The body of POST /api/public/cart/quote; nothing in it is a price. */
export const quoteRequestSchema = z.object({
  items: z
    .array(z.object({ pn: z.string().trim().min(1).max(64), qty: z.number().finite() }).strict())
    .max(MAX_LINES),
  destination: z
    .object({
      country: z.string().trim().regex(/^[A-Za-z]{2}$/, 'a two-letter country code'),
      state: z.string().trim().max(40).optional().nullable(),
      postalCode: z.string().trim().max(20).optional().nullable(),
    })
    .strict()
    .optional()
    .nullable(),
  carrier: z.string().trim().max(40).optional().nullable(),
  method: z.string().trim().max(20).optional().nullable(),
  carrierAccount: z.string().trim().max(40).optional().nullable(),
})

export type QuoteRequest = z.infer<typeof quoteRequestSchema>

/**
 * Prices a cart for a customer (null: a visitor) from current data. Loads only the cart's
 * parts and the customer's price list.
 */
export async function quote(source: CommerceSource, request: QuoteRequest, customer: Customer | null): Promise<QuoteResult> {
  const listName = resolvePriceListName(customer?.priceList)
  const [base, products, entries] = await Promise.all([
    source.base(),
    source.parts(request.items.map((i) => i.pn)),
    source.priceList(listName),
  ])
  return quoteCart(
    { ...request, customer, destination: request.destination ?? null },
    { ...base, products, priceLists: { [listName]: entries ?? [] } },
  )
}
