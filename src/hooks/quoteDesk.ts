import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
} from 'payload'

import { quoteActionBetween, sendProblem, storedDay, toCents } from '@/domain'
import type { Quote } from '@/payload-types'
import { isQuoteServiceWrite } from '@/lib/quotes/server/context'
import { quoteChanged } from '@/lib/quotes/server/events'
import { snapshotVersion } from '@/lib/quotes/server/present'
import { knownPartNumbers } from '@/lib/quotes/server/parts'
import { wakeDeliveriesSoon } from '@/lib/platform/deliveries/server/runner'

/*
 * The staff's quote desk (issue 30, docs/quotes.md): what a staff save of a quote may do. The
 * buyer's own moves (revision, decline, accept) and the order's are written by the quote
 * service (src/lib/quotes/server) under QUOTE_SERVICE_CONTEXT and pass these checks by.
 */

type Line = NonNullable<Quote['lines']>[number]
const BUYER_LINE_FIELDS = ['pn', 'qty', 'targetPrice', 'note'] as const
const ANSWER_FIELDS = ['quotedPrice', 'leadTimeDays', 'alternatePn', 'noQuote', 'noQuoteReason'] as const

const refuse = (path: string, message: string): never => {
  throw new ValidationError({ collection: 'quotes', errors: [{ path, message }] })
}

const isStaffSave = (req: PayloadRequest) => (req.user as { collection?: string } | null | undefined)?.collection === 'users'

/**
 * Before validation: what the buyer asked for stays as asked. Each line keeps its part number,
 * quantity, target price and note from the stored quote (matched by position), so a staff
 * PATCH may send only the answer's fields (`lines: [{ quotedPrice, leadTimeDays }]`); lines are
 * neither added nor removed by the staff.
 */
export const quoteStaffBeforeValidate: CollectionBeforeValidateHook<Quote> = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !data || !originalDoc || isQuoteServiceWrite(req)) return data
  const stored = originalDoc.lines ?? []
  if (data.lines) {
    if (data.lines.length !== stored.length)
      refuse('lines', `A quote keeps the buyer's ${stored.length} lines: answer each one (or mark it "no quote").`)
    data.lines = data.lines.map((line, i) => {
      const merged: Line = { ...stored[i], ...line, id: stored[i].id }
      for (const f of BUYER_LINE_FIELDS) (merged as Record<string, unknown>)[f] = stored[i][f]
      return merged
    })
  }
  // An expiry is a calendar day: kept at noon UTC, so the admin shows the same day in every time zone (docs/quotes.md).
  if (typeof data.expiresAt === 'string' && data.expiresAt) data.expiresAt = storedDay(data.expiresAt)
  // The record's own facts are never the staff's to change.
  for (const f of [
    'number',
    'version',
    'sentAt',
    'buyerEmail',
    'webUser',
    'customer',
    'locale',
    'history',
    'versions',
    'orderNumber',
    'attachments',
    'idempotencyKey',
  ] as const) {
    ;(data as Record<string, unknown>)[f] = originalDoc[f]
  }
  return data
}

/**
 * Before a staff save is written: the only status the staff set is `quoted` (sending), from
 * `requested` or `revision-requested`, with every line priced or marked "no quote" with a
 * reason, alternates that are parts the buyer may buy, and an expiry ahead; the save numbers
 * the version, keeps the version it replaces readable and adds the history's entry. A sent
 * quote's answer is not edited: the buyer asks for a revision, and the staff send the next.
 */
export const quoteStaffBeforeChange: CollectionBeforeChangeHook<Quote> = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc || isQuoteServiceWrite(req)) return data
  const from = originalDoc.status
  const to = data.status ?? from
  const answering = from === 'requested' || from === 'revision-requested'
  if (to !== from) {
    if (quoteActionBetween(from, to) !== 'send' || !isStaffSave(req)) {
      refuse(
        'status',
        `The staff send a quote (status Quoted) once it is requested or a revision is asked; a quote that is ${from} cannot become ${to} here.`,
      )
    }
  } else if (!answering) {
    const changed = (data.lines ?? []).some((line, i) =>
      ANSWER_FIELDS.some((f) => (line[f] ?? null) !== (originalDoc.lines?.[i]?.[f] ?? null)),
    )
    if (changed || (data.expiresAt ?? null) !== (originalDoc.expiresAt ?? null)) {
      refuse('lines', `This quote was sent as version ${originalDoc.version}: the buyer asks for a revision before its answer changes.`)
    }
  }
  if (to !== 'quoted' || from === 'quoted') return data
  const lines = data.lines ?? originalDoc.lines ?? []
  const now = new Date()
  const problem = sendProblem(
    {
      expiresAt: data.expiresAt ?? null,
      lines: lines.map((l) => ({
        pn: l.pn,
        qty: l.qty,
        quotedPriceCents: typeof l.quotedPrice === 'number' ? toCents(l.quotedPrice) : null,
        noQuote: Boolean(l.noQuote),
        noQuoteReason: l.noQuoteReason ?? null,
      })),
    },
    now,
  )
  if (problem) {
    const at = problem.index === undefined ? '' : ` (line ${problem.index + 1}, ${lines[problem.index]?.pn})`
    const texts: Record<typeof problem.code, [string, string]> = {
      'expiry-required': ['expiresAt', 'Set the date this quote expires before sending it.'],
      'expiry-past': ['expiresAt', 'The expiry date has passed: choose a later one.'],
      'line-unanswered': ['lines', `Give every line a quoted price or mark it "no quote"${at}.`],
      'reason-required': ['lines', `Say why a line is not quoted: the buyer reads it${at}.`],
      'nothing-quoted': ['lines', 'Quote at least one line: a quote with no price cannot be accepted.'],
    }
    const [path, message] = texts[problem.code]
    refuse(path, message)
  }
  const alternates = lines.map((l) => l.alternatePn?.trim()).filter((pn): pn is string => Boolean(pn))
  if (alternates.length) {
    const known = await knownPartNumbers(req.payload, alternates)
    const missing = alternates.find((pn) => !known.has(pn.toUpperCase()))
    if (missing) refuse('lines', `The alternate part ${missing} is not a part a buyer can order.`)
  }
  const version = (originalDoc.version ?? 0) + 1
  const at = now.toISOString()
  const earlier = Array.isArray(originalDoc.versions) ? originalDoc.versions : []
  return {
    ...data,
    lines: lines.map((l) => ({ ...l, alternatePn: l.alternatePn?.trim() || null })),
    version,
    sentAt: at,
    versions: keptVersions(originalDoc, earlier),
    history: [...(originalDoc.history ?? []), { at, status: 'quoted', version, by: 'staff', message: data.staffNote ?? null }],
  }
}

/**
 * The versions sent before this one. The buyer's revision or decline keeps the version he saw
 * (src/lib/quotes/server/actions.ts); only a quote that has none kept yet gets its stored answer
 * kept here, never answers saved since and not sent.
 */
function keptVersions(doc: Quote, earlier: unknown[]): unknown[] {
  const latest = earlier[0] as { version?: unknown } | undefined
  return doc.version && latest?.version !== doc.version ? [snapshotVersion(doc), ...earlier] : earlier
}

/** After a save, in its transaction: the mails and webhook event the change causes (the outbox sends them after the commit). */
export const quoteStaffAfterChange: CollectionAfterChangeHook<Quote> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || isQuoteServiceWrite(req) || previousDoc?.status === doc.status) return doc
  await quoteChanged(req.payload, doc, previousDoc?.status ?? null, req)
  wakeDeliveriesSoon(req.payload)
  return doc
}
