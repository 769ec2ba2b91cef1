/**
 * A project's quote (issue 30, docs/quotes.md): a buyer asks for prices and lead times on a
 * list of lines, the staff answer, the buyer decides. Pure rules: the status machine, expiry
 * and when a quoted price applies. The `quotes` collection's hook and the buyer's routes
 * refuse what these do not allow.
 *
 *   requested -> quoted                      (the staff send version 1)
 *   quoted -> revision-requested -> quoted   (the buyer asks again; the staff send version n+1)
 *   quoted -> accepted -> ordered            (the buyer accepts; checkout places the order)
 *   requested | quoted | revision-requested -> declined (the buyer says no)
 *   quoted | accepted -> expired             (its expiry date has passed: read, never stored by hand)
 */

import type { Cents } from './money'
import { normalizePn } from './partNumber'

export const QUOTE_STATUSES = ['requested', 'quoted', 'revision-requested', 'accepted', 'declined', 'expired', 'ordered'] as const
export type QuoteStatus = (typeof QUOTE_STATUSES)[number]

export const isQuoteStatus = (s: unknown): s is QuoteStatus => typeof s === 'string' && (QUOTE_STATUSES as readonly string[]).includes(s)

export const QUOTE_NUMBER_PREFIX = 'Q-'
/** @example quoteNumber(100001) // 'Q-100001' */
export const quoteNumber = (serial: number) => `${QUOTE_NUMBER_PREFIX}${serial}`
/** @example isQuoteNumber('Q-100001') // true */
export const isQuoteNumber = (s: unknown): s is string => typeof s === 'string' && /^Q-\d{6,9}$/.test(s)

/** Lines of one request at most, attachments at most, and each attachment's bytes at most. */
export const MAX_QUOTE_LINES = 200
export const MAX_QUOTE_ATTACHMENTS = 5
export const MAX_QUOTE_ATTACHMENT_BYTES = 10 * 1024 * 1024

/** Who moves a quote: the buyer in the account area, the staff in the admin, the shop itself (an order placed, a date passed). */
export type QuoteActor = 'buyer' | 'staff' | 'system'
export type QuoteAction = 'send' | 'revise' | 'decline' | 'accept' | 'order'

const MOVES: Readonly<Record<QuoteAction, { actor: QuoteActor; from: readonly QuoteStatus[]; to: QuoteStatus }>> = {
  send: { actor: 'staff', from: ['requested', 'revision-requested'], to: 'quoted' },
  revise: { actor: 'buyer', from: ['quoted'], to: 'revision-requested' },
  decline: { actor: 'buyer', from: ['requested', 'quoted', 'revision-requested'], to: 'declined' },
  accept: { actor: 'buyer', from: ['quoted'], to: 'accepted' },
  order: { actor: 'system', from: ['accepted'], to: 'ordered' },
}

/** The status an action leads to. */
export const quoteActionTarget = (action: QuoteAction): QuoteStatus => MOVES[action].to

/** The action that moves a quote from one stored status to another, or null when none does. */
export function quoteActionBetween(from: string, to: string): QuoteAction | null {
  for (const [action, move] of Object.entries(MOVES) as [QuoteAction, (typeof MOVES)[QuoteAction]][]) {
    if (move.to === to && (move.from as readonly string[]).includes(from)) return action
  }
  return null
}

/** The status a reader sees: a quoted or accepted quote past its expiry is expired (the stored status is left as it was). */
export function effectiveQuoteStatus(quote: { status: string; expiresAt?: string | null }, now: Date): QuoteStatus {
  const status: QuoteStatus = isQuoteStatus(quote.status) ? quote.status : 'requested'
  if ((status === 'quoted' || status === 'accepted') && isPast(quote.expiresAt, now)) return 'expired'
  return status
}

/**
 * Whether an expiry date has passed at `now`. The expiry is a calendar day (stored as a date, or
 * a date-time whose day is the one meant): it lasts to the end of that day, UTC, so a quote
 * "valid until 18 Dec" is accepted all of 18 Dec wherever its time of day was stored.
 */
export function isPast(expiresAt: string | null | undefined, now: Date): boolean {
  const day = expiresAt?.slice(0, 10)
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return false
  const end = Date.parse(`${day}T23:59:59.999Z`)
  return Number.isFinite(end) && end < now.getTime()
}

/** A calendar day as the quotes store it: noon UTC, the same day in every time zone the admin may show it in. */
export const storedDay = (day: string): string => `${day.slice(0, 10)}T12:00:00.000Z`

export type QuoteActionProblem = 'not-allowed' | 'expired' | null

/**
 * Why `action` may not happen to this quote now, or null when it may. A quote past its expiry
 * can be neither accepted nor ordered; the buyer may still decline it or ask for a revision.
 * @example quoteActionProblem({ status: 'quoted', expiresAt: '2026-01-01' }, 'accept', new Date('2026-02-01')) // 'expired'
 */
export function quoteActionProblem(
  quote: { status: string; expiresAt?: string | null },
  action: QuoteAction,
  now: Date,
): QuoteActionProblem {
  const stored = isQuoteStatus(quote.status) ? quote.status : null
  if (!stored || !MOVES[action].from.includes(stored)) return 'not-allowed'
  if ((action === 'accept' || action === 'order') && isPast(quote.expiresAt, now)) return 'expired'
  return null
}

/** A line as the staff answered it: a price in cents (null: "no quote"), its lead time, an alternate part offered instead. */
export type QuotedLine = {
  pn: string
  qty: number
  quotedPriceCents: Cents | null
  noQuote?: boolean
  leadTimeDays?: number | null
  alternatePn?: string | null
}

/** The part number a quoted line sells: the alternate the staff offered, else the one asked for. */
export const soldPn = (line: Pick<QuotedLine, 'pn' | 'alternatePn'>): string =>
  line.alternatePn?.trim() ? line.alternatePn.trim() : line.pn

/** A line that can go in the cart: priced, not "no quote". */
export const isQuotedLine = (line: QuotedLine): boolean => !line.noQuote && line.quotedPriceCents !== null && line.quotedPriceCents >= 0

export type QuotedPrice =
  { unitPriceCents: Cents; maxQty: number } | { problem: 'not-quoted' | 'over-quantity' | 'expired' | 'not-accepted'; maxQty?: number }

/**
 * The price a cart line holding this quote's number gets: the quoted unit price, while the
 * quote is accepted and not past its expiry, for a part of the quote's lines and no more
 * than the quoted quantity (the buyer may lower it, never raise it).
 * @example quotedPriceFor({ status: 'accepted', expiresAt: null, lines: [{ pn: 'A', qty: 10, quotedPriceCents: 500 }] }, 'a', 5, now) // { unitPriceCents: 500, maxQty: 10 }
 */
export function quotedPriceFor(
  quote: { status: string; expiresAt?: string | null; lines: readonly QuotedLine[] },
  pn: string,
  qty: number,
  now: Date,
): QuotedPrice {
  if (quote.status !== 'accepted') return { problem: 'not-accepted' }
  if (isPast(quote.expiresAt, now)) return { problem: 'expired' }
  const key = normalizePn(pn)
  const line = quote.lines.find((l) => isQuotedLine(l) && normalizePn(soldPn(l)) === key)
  if (!line || line.quotedPriceCents === null) return { problem: 'not-quoted' }
  if (qty > line.qty) return { problem: 'over-quantity', maxQty: line.qty }
  return { unitPriceCents: line.quotedPriceCents, maxQty: line.qty }
}

/** Why a send by the staff is incomplete, or null: every line priced or marked "no quote" (with a reason), at least one priced, an expiry ahead. */
export function sendProblem(
  quote: { expiresAt?: string | null; lines: readonly (QuotedLine & { noQuoteReason?: string | null })[] },
  now: Date,
): { code: 'expiry-required' | 'expiry-past' | 'line-unanswered' | 'reason-required' | 'nothing-quoted'; index?: number } | null {
  if (!quote.expiresAt) return { code: 'expiry-required' }
  if (isPast(quote.expiresAt, now)) return { code: 'expiry-past' }
  for (const [index, line] of quote.lines.entries()) {
    if (line.noQuote) {
      if (!line.noQuoteReason?.trim()) return { code: 'reason-required', index }
    } else if (line.quotedPriceCents === null || line.quotedPriceCents < 0) return { code: 'line-unanswered', index }
  }
  if (!quote.lines.some(isQuotedLine)) return { code: 'nothing-quoted' }
  return null
}

/**
 * The day a quoted lead time in business days (Monday to Friday) ends, counted from `from`.
 * @example businessDaysAfter(new Date('2026-11-27'), 3) // 2026-12-02 (a Friday plus three working days)
 */
export function businessDaysAfter(from: Date, days: number): Date {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()))
  let left = Math.max(0, Math.floor(days))
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1)
    const day = date.getUTCDay()
    if (day !== 0 && day !== 6) left--
  }
  return date
}
