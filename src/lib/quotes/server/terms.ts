import type { Payload } from 'payload'

import { isQuoteNumber, quotedPriceFor, toCents, type Cents, type QuotedLine } from '@/domain'
import type { Quote as QuoteDoc } from '@/payload-types'

import { findOwnQuoteDocs } from './own'

/**
 * What a cart line holding a quote's number gets (docs/quotes.md, "Quoted prices"): the quoted
 * unit price, or why not. Decided here from the stored quote, for the session's own quotes
 * only: another buyer's number, or one that does not exist, prices the line as any other.
 */
export type QuoteTerm =
  | { quoteNumber: string; unitPriceCents: Cents; maxQty: number }
  | { quoteNumber: string; problem: 'expired' | 'not-accepted' | 'over-quantity' | 'not-quoted'; maxQty?: number }

export const quotedLinesOf = (doc: Pick<QuoteDoc, 'lines'>): QuotedLine[] =>
  (doc.lines ?? []).map((l) => ({
    pn: l.pn,
    qty: l.qty,
    quotedPriceCents: typeof l.quotedPrice === 'number' && !l.noQuote ? toCents(l.quotedPrice) : null,
    noQuote: Boolean(l.noQuote),
    leadTimeDays: l.leadTimeDays ?? null,
    alternatePn: l.alternatePn ?? null,
  }))

/**
 * Each item's term, by position (null: the item names no quote). `email` is the session's
 * (null: a visitor, whose quote numbers price nothing).
 */
export async function quoteTerms(
  payload: Payload,
  email: string | null,
  items: readonly { pn: string; qty: number; quoteNumber?: string | null }[],
  now: Date = new Date(),
): Promise<(QuoteTerm | null)[]> {
  const numbers = [...new Set(items.map((i) => i.quoteNumber).filter(isQuoteNumber))]
  if (numbers.length === 0) return items.map(() => null)
  const docs = email ? await findOwnQuoteDocs(payload, email, numbers) : []
  const byNumber = new Map(docs.map((d) => [d.number, d]))
  return items.map((item) => {
    const number = item.quoteNumber
    if (!number) return null
    const doc = isQuoteNumber(number) ? byNumber.get(number) : undefined
    if (!doc) return { quoteNumber: number, problem: 'not-quoted' }
    const price = quotedPriceFor({ status: doc.status, expiresAt: doc.expiresAt, lines: quotedLinesOf(doc) }, item.pn, item.qty, now)
    return 'problem' in price ? { quoteNumber: number, ...price } : { quoteNumber: number, ...price }
  })
}

/** The quoted unit prices by position, for the pricing engine (`quote(…, quoted)`). */
export const quotedPrices = (terms: readonly (QuoteTerm | null)[]): (Cents | undefined)[] =>
  terms.map((t) => (t && 'unitPriceCents' in t ? t.unitPriceCents : undefined))

/** A cart's quoted prices for the pricing engine and, by line, the quote that prices it (null: none), for the order to keep. */
export async function cartQuoteTerms(
  payload: Payload,
  email: string,
  items: readonly { pn: string; prod_quantity: number; quoteNumber?: string | null }[],
): Promise<{ prices: (Cents | undefined)[]; quoteOf: (string | null)[] }> {
  const terms = await quoteTerms(
    payload,
    email,
    items.map((i) => ({ pn: i.pn, qty: i.prod_quantity, quoteNumber: i.quoteNumber })),
  )
  return { prices: quotedPrices(terms), quoteOf: terms.map((t) => (t && 'unitPriceCents' in t ? t.quoteNumber : null)) }
}
