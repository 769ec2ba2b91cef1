import { effectiveQuoteStatus, fromCents, isQuoteStatus, quoteActionProblem, soldPn, sumCents, toCents, type QuoteStatus } from '@/domain'
import type { Quote as QuoteDoc, QuoteAttachment } from '@/payload-types'

import type { QuoteHistoryEntry, QuoteLineView, QuoteSummary, QuoteVersionView, QuoteView } from '../contract'

/*
 * A stored quote as its buyer reads it (src/lib/quotes/contract.ts): the status as of now (a
 * quote past its expiry reads expired), the lines with their totals, the earlier versions and
 * the history, and what the buyer may do next.
 */

type Line = NonNullable<QuoteDoc['lines']>[number]

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null)
const day = (v: unknown): string | null => (typeof v === 'string' && v ? v.slice(0, 10) : null)

export function presentLine(line: Line): QuoteLineView {
  const noQuote = Boolean(line.noQuote)
  const quotedPrice = noQuote ? null : num(line.quotedPrice)
  const alternatePn = text(line.alternatePn)
  return {
    pn: line.pn,
    qty: line.qty,
    targetPrice: num(line.targetPrice),
    note: text(line.note),
    quotedPrice,
    noQuote,
    noQuoteReason: noQuote ? text(line.noQuoteReason) : null,
    leadTimeDays: noQuote ? null : num(line.leadTimeDays),
    alternatePn,
    soldPn: soldPn({ pn: line.pn, alternatePn }),
    lineTotal: quotedPrice === null ? null : fromCents(toCents(quotedPrice) * line.qty),
  }
}

const totalOf = (lines: QuoteLineView[]): number | null => {
  const priced = lines.filter((l) => l.lineTotal !== null)
  return priced.length ? fromCents(sumCents(priced.map((l) => toCents(l.lineTotal!)))) : null
}

/** The answer the staff sent as `version`, as the buyer saw it (stored in `versions` when the next one is sent). */
export function snapshotVersion(doc: Pick<QuoteDoc, 'version' | 'sentAt' | 'expiresAt' | 'staffNote' | 'lines'>): QuoteVersionView {
  const lines = (doc.lines ?? []).map(presentLine)
  return {
    version: doc.version ?? 0,
    sentAt: doc.sentAt ?? null,
    expiresAt: day(doc.expiresAt),
    staffNote: text(doc.staffNote),
    lines,
    total: totalOf(lines),
  }
}

const isVersion = (v: unknown): v is QuoteVersionView =>
  typeof v === 'object' && v !== null && typeof (v as QuoteVersionView).version === 'number' && Array.isArray((v as QuoteVersionView).lines)

const attachmentOf = (number: string, a: number | QuoteAttachment): QuoteView['attachments'][number] | null =>
  typeof a === 'object' && a
    ? {
        id: a.id,
        filename: a.filename ?? `file-${a.id}`,
        mimeType: a.mimeType ?? 'application/octet-stream',
        bytes: a.filesize ?? 0,
        url: `/api/private/quotes/${number}/files/${a.id}`,
      }
    : null

/** A line as the buyer asked it, with no answer (what he sees before the staff send version 1). */
const askedLine = (line: Line): QuoteLineView =>
  presentLine({ ...line, quotedPrice: null, noQuote: false, leadTimeDays: null, alternatePn: null })

/**
 * What the buyer sees as the quote's answer, and the versions before it: the version last sent
 * as it was kept when he answered it (the staff may be saving the next one), the stored answer
 * while it is the one sent (quoted, accepted, ordered: a sent answer is not edited), and before
 * any was sent, his own lines without answers (whatever the staff saved meanwhile).
 */
function sentVersions(doc: QuoteDoc): { current: QuoteVersionView; earlier: QuoteVersionView[] } {
  const kept = (Array.isArray(doc.versions) ? doc.versions : []).filter(isVersion)
  if (kept[0] && kept[0].version === doc.version) return { current: kept[0], earlier: kept.slice(1) }
  if (!doc.version) {
    const lines = (doc.lines ?? []).map(askedLine)
    return { current: { version: 0, sentAt: null, expiresAt: null, staffNote: null, lines, total: null }, earlier: kept }
  }
  return { current: snapshotVersion(doc), earlier: kept }
}

/** The quote as its buyer reads it at `now` (attachments need depth 1 to be listed). */
export function presentQuote(doc: QuoteDoc, now: Date = new Date()): QuoteView {
  const status = effectiveQuoteStatus({ status: doc.status, expiresAt: doc.expiresAt }, now)
  const { current, earlier } = sentVersions(doc)
  const history: QuoteHistoryEntry[] = (doc.history ?? []).map((h) => ({
    at: h.at,
    status: isQuoteStatus(h.status) ? h.status : 'requested',
    version: h.version,
    by: h.by,
    message: text(h.message),
  }))
  const stored = { status: doc.status, expiresAt: doc.expiresAt }
  return {
    ...current,
    number: doc.number,
    status,
    createdAt: doc.createdAt,
    locale: doc.locale === 'es' ? 'es' : 'en',
    project: text(doc.project),
    needBy: day(doc.needBy),
    note: text(doc.note),
    attachments: (doc.attachments ?? []).map((a) => attachmentOf(doc.number, a)).filter((a) => a !== null),
    versions: earlier,
    history,
    orderNumber: text(doc.orderNumber),
    actions: {
      accept: quoteActionProblem(stored, 'accept', now) === null,
      revise: quoteActionProblem(stored, 'revise', now) === null,
      decline: quoteActionProblem(stored, 'decline', now) === null,
    },
  }
}

export function summarizeQuote(doc: QuoteDoc, now: Date = new Date()): QuoteSummary {
  const status: QuoteStatus = effectiveQuoteStatus({ status: doc.status, expiresAt: doc.expiresAt }, now)
  const { current } = sentVersions(doc)
  return {
    number: doc.number,
    status,
    createdAt: doc.createdAt,
    project: text(doc.project),
    needBy: day(doc.needBy),
    expiresAt: current.expiresAt,
    total: current.total,
    version: doc.version ?? 0,
    lineCount: current.lines.length,
  }
}
