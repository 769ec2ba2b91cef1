import type { Payload, PayloadRequest } from 'payload'

import { isQuoteNumber } from '@/domain'
import { defaultLocale, isLocale } from '@/i18n/locales'
import type { Quote as QuoteDoc } from '@/payload-types'

import type { QuoteLineView } from '../../contract'
import { presentQuote } from '../present'
import type { QuoteDocumentData } from './text'

const idOf = (v: unknown): number | null =>
  v === null || v === undefined ? null : typeof v === 'object' ? Number((v as { id: unknown }).id) : Number(v)

const unanswered = (line: QuoteLineView): QuoteLineView => ({
  ...line,
  quotedPrice: null,
  noQuote: false,
  noQuoteReason: null,
  leadTimeDays: null,
  alternatePn: null,
  soldPn: line.pn,
  lineTotal: null,
})

/**
 * A quote record by number with no buyer check, for the server's own work: the mail a delivery
 * sends, and the staff's check of the PDF route.
 */
export async function quoteByNumber(payload: Payload, number: string, req?: PayloadRequest): Promise<QuoteDoc | null> {
  if (!isQuoteNumber(number)) return null
  const { docs } = await payload.find({
    collection: 'quotes',
    where: { number: { equals: number } },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true, // reason: the server's own read (a queued mail, a staff download); callers check who may see it
  })
  return docs[0] ?? null
}

/**
 * The quote as its documents print `version` of it: the current version, an earlier one from
 * the snapshot kept when the next was sent, or 0, the request as asked; null for a version the
 * quote never had.
 */
export function quoteDocumentData(doc: QuoteDoc, version: number = doc.version ?? 0): QuoteDocumentData | null {
  const view = presentQuote(doc)
  const sent =
    version === view.version
      ? view
      : version === 0
        ? // The request as asked: the buyer's side of each line never changes, the answers are left out.
          { version: 0, sentAt: null, expiresAt: null, staffNote: null, total: null, lines: view.lines.map(unanswered) }
        : view.versions.find((v) => v.version === version)
  if (!sent) return null
  return {
    id: doc.id,
    number: view.number,
    locale: isLocale(doc.locale) ? doc.locale : defaultLocale,
    createdAt: view.createdAt,
    buyerEmail: doc.buyerEmail,
    project: view.project,
    needBy: view.needBy,
    note: view.note,
    attachmentCount: (doc.attachments ?? []).length,
    orderNumber: view.orderNumber,
    version: sent.version,
    sentAt: sent.sentAt,
    expiresAt: sent.expiresAt,
    staffNote: sent.staffNote,
    lines: sent.lines,
    total: sent.total,
  }
}

/** The buyer's message when asking for a revision of `version` (the history keeps it). */
export function revisionMessage(doc: QuoteDoc, version: number): string | null {
  const entry = (doc.history ?? []).findLast((h) => h.status === 'revision-requested' && h.version === version)
  return entry?.message?.trim() || null
}

/** The name of the customer the quote was asked for, for the staff's mails; null without one. */
export async function customerNameOf(payload: Payload, doc: QuoteDoc, req?: PayloadRequest): Promise<string | null> {
  const id = idOf(doc.customer)
  if (!id) return null
  const customer = await payload.findByID({
    collection: 'customers',
    id,
    depth: 0,
    req,
    disableErrors: true,
    overrideAccess: true, // reason: the quote's own customer, named in the staff's mail about it
  })
  return customer?.name ?? null
}

/**
 * The e-mail of the quote's sales rep: the one the rep lookup found for the buyer's ship-to
 * when he asked (src/lib/quotes/server/request.ts), or the one the staff set in the desk since;
 * null without a rep or without an e-mail.
 */
export async function quoteRepEmail(payload: Payload, doc: QuoteDoc, req?: PayloadRequest): Promise<string | null> {
  const id = idOf(doc.rep)
  if (!id) return null
  const rep = await payload.findByID({
    collection: 'sales-reps',
    id,
    depth: 0,
    req,
    disableErrors: true,
    overrideAccess: true, // reason: the rep's e-mail is staff-only; read to mail him about his quote
  })
  return rep?.email ?? null
}
