import { z } from 'zod'

import { MAX_QUOTE_LINES, type QuoteActor, type QuoteStatus } from '@/domain'

/*
 * What the quotes' private API (/api/private/quotes, docs/api.md "Quotes") takes and answers,
 * shared by the route handlers (which validate with these schemas), the account pages and the
 * browser's client (which import only the types). Money is in dollars, as in every answer of
 * the API (docs/pricing.md, "Money"); the quotes collection stores dollars too.
 */

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((s) => s || null)

/** A calendar day, `YYYY-MM-DD`. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')

export const quoteLineRequestSchema = z
  .object({
    pn: z.string().trim().min(1).max(64),
    qty: z.number().int().min(1).max(1_000_000),
    targetPrice: z.number().finite().min(0).max(10_000_000).nullable().optional(),
    note: optionalText(500),
  })
  .strict()

/**
 * The body of POST /api/private/quotes (JSON, or the `data` field of a multipart body whose
 * `files` fields are the attachments). Nothing in it is a price the shop will use: a target
 * price is the buyer's wish, for the staff to read.
 */
export const quoteRequestBodySchema = z
  .object({
    lines: z.array(quoteLineRequestSchema).min(1).max(MAX_QUOTE_LINES),
    needBy: day.nullable().optional(),
    project: optionalText(100),
    note: optionalText(2000),
    /** Where the request was made from: the cart, a saved cart (its id) or a BOM paste; the staff see it. */
    source: z.enum(['cart', 'saved-cart', 'bom', 'api']).optional(),
  })
  .strict()
export type QuoteRequestBody = z.output<typeof quoteRequestBodySchema>
export type QuoteRequestInput = z.input<typeof quoteRequestBodySchema>

/** The body of POST /api/private/quotes/{number}/revision: what the buyer wants changed. */
export const revisionBodySchema = z.object({ message: z.string().trim().min(1).max(2000) }).strict()

/** A quote line as the buyer sees it; `quotedPrice` and the rest of the answer are null until the staff send the quote. */
export type QuoteLineView = {
  pn: string
  qty: number
  targetPrice: number | null
  note: string | null
  /** The unit price the staff quoted (dollars), null when not yet quoted or "no quote". */
  quotedPrice: number | null
  noQuote: boolean
  noQuoteReason: string | null
  leadTimeDays: number | null
  /** A part the staff offer instead of `pn`: the quoted price is its price, and accepting puts it in the cart. */
  alternatePn: string | null
  /** The part the line sells: `alternatePn`, else `pn`. */
  soldPn: string
  /** quotedPrice × qty, or null. */
  lineTotal: number | null
}

/** One version the staff sent (the current one and, in `versions`, every earlier one, still readable). */
export type QuoteVersionView = {
  version: number
  sentAt: string | null
  expiresAt: string | null
  staffNote: string | null
  lines: QuoteLineView[]
  /** The sum of the quoted lines (dollars), before shipping, fees and tax (checkout adds those as for any order). */
  total: number | null
}

/** One event of a quote's history. */
export type QuoteHistoryEntry = { at: string; status: QuoteStatus; version: number; by: QuoteActor; message: string | null }

/** An attachment of the request: served only to the buyer's company and the staff. */
export type QuoteAttachmentView = { id: number; filename: string; mimeType: string; bytes: number; url: string }

/** A quote as its buyer reads it (GET /api/private/quotes/{number}, and the answer of every action). */
export type QuoteView = QuoteVersionView & {
  number: string
  /** As a reader sees it now: a quoted or accepted quote past its expiry reads `expired`. */
  status: QuoteStatus
  createdAt: string
  locale: 'en' | 'es'
  project: string | null
  needBy: string | null
  note: string | null
  attachments: QuoteAttachmentView[]
  /** Earlier versions, newest first. */
  versions: QuoteVersionView[]
  history: QuoteHistoryEntry[]
  /** The order placed from it, once ordered. */
  orderNumber: string | null
  actions: { accept: boolean; revise: boolean; decline: boolean }
}

/** A quote in the buyer's list. */
export type QuoteSummary = Pick<QuoteView, 'number' | 'status' | 'createdAt' | 'project' | 'needBy' | 'expiresAt' | 'total' | 'version'> & {
  lineCount: number
}

/** 201 from POST /api/private/quotes; 200 from every action. */
export type QuoteAnswer = { quote: QuoteView }
/** GET /api/private/quotes: the session's company's quotes, newest first. */
export type QuotesAnswer = { quotes: QuoteSummary[] }
/** 200 from POST /api/private/quotes/{number}/accept: the quote, and the cart's lines now marked with its number. */
export type AcceptAnswer = QuoteAnswer & { cart: { added: { pn: string; qty: number }[] } }
