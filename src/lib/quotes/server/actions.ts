import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload, PayloadRequest } from 'payload'

import { quoteActionProblem, quoteActionTarget, type QuoteAction } from '@/domain'
import { isSqlite, rawRows } from '@/lib/platform/db/server/rawSql'
import { wakeDeliveriesSoon } from '@/lib/platform/deliveries/server/runner'
import { refuse, type Refusal } from '@/lib/platform/http/server/refusal'
import { inTransaction } from '@/lib/orders/server/transaction'
import type { Quote as QuoteDoc } from '@/payload-types'

import { QUOTE_SERVICE_CONTEXT } from './context'
import { quoteChanged } from './events'
import { findOwnQuoteDoc } from './own'
import { snapshotVersion } from './present'

/*
 * The buyer's moves on his own quote (revision, decline, accept) and the order's, each in one
 * transaction that holds the quote's row: on PostgreSQL `SELECT … FOR UPDATE` makes a second
 * request wait and then read the first one's result; on SQLite the process runs one such
 * transaction at a time (src/lib/orders/server/transaction.ts). So two accepts at once make one
 * move (the second finds the quote accepted), and its mails and event are written once.
 */

/** Locks the quote's row until the transaction ends (PostgreSQL; SQLite has one writer). */
async function lockQuote(payload: Payload, id: number, req: PayloadRequest): Promise<void> {
  if (isSqlite(payload)) return
  const session = (payload.db as unknown as { sessions: Record<string, { db: unknown }> }).sessions[String(req.transactionID)]
  await rawRows(payload, { sqlite: sqliteSql`SELECT 1`, postgres: pgSql`SELECT id FROM quotes WHERE id = ${id} FOR UPDATE` }, session.db)
}

export type MoveResult = { ok: true; doc: QuoteDoc; moved: boolean } | Refusal

/**
 * Moves the buyer's own quote by `action` (a revision's message in `message`). Answers the
 * quote as it is after the move; `moved` false when it was already where the action leads
 * (a repeated accept), which is no error. Another buyer's number: 404.
 */
export async function moveOwnQuote(
  payload: Payload,
  email: string,
  number: string,
  action: Exclude<QuoteAction, 'send' | 'order'>,
  options: { message?: string | null; now?: Date } = {},
): Promise<MoveResult> {
  const own = await findOwnQuoteDoc(payload, email, number)
  if (!own) return refuse(404, 'not-found')
  const now = options.now ?? new Date()
  const result = await inTransaction(payload, async (req): Promise<MoveResult> => {
    req.context = { ...req.context, ...QUOTE_SERVICE_CONTEXT }
    await lockQuote(payload, own.id, req)
    const doc = await payload.findByID({ collection: 'quotes', id: own.id, depth: 0, req, overrideAccess: true }) // reason: the session's own quote, found above by its web user and customers
    const target = quoteActionTarget(action)
    // Accepting twice (two tabs, a retried request) is one acceptance.
    if (action === 'accept' && doc.status === target) return { ok: true, doc, moved: false }
    const problem = quoteActionProblem(doc, action, now)
    if (problem === 'expired') return refuse(409, 'quote-expired', { number, expiresAt: doc.expiresAt ?? null })
    // `state`: the status as a message's select can name it (ICU keys take no hyphen: revision_requested).
    if (problem) return refuse(409, 'quote-not-allowed', { number, status: doc.status, state: doc.status.replace(/-/g, '_') })
    const at = now.toISOString()
    // The version the buyer answers is kept as he saw it: the staff may save answers to the next one before sending it.
    const earlier = Array.isArray(doc.versions) ? doc.versions : []
    const keep = doc.status === 'quoted' && (earlier[0] as { version?: unknown } | undefined)?.version !== doc.version
    const updated = await payload.update({
      collection: 'quotes',
      id: doc.id,
      data: {
        status: target,
        ...(keep ? { versions: [snapshotVersion(doc), ...earlier] } : {}),
        history: [...(doc.history ?? []), { at, status: target, version: doc.version ?? 0, by: 'buyer', message: options.message ?? null }],
      },
      depth: 0,
      req,
      overrideAccess: true, // reason: the session's own quote, moved along the status machine checked above
    })
    await quoteChanged(payload, updated, doc.status, req)
    return { ok: true, doc: updated, moved: true }
  })
  if (result.ok && result.moved) wakeDeliveriesSoon(payload, 0)
  return result
}

/** Thrown inside an order's transaction (rolling it back) when a quote it used was ordered meanwhile: the first order answers. */
export class QuoteOrderedAlready extends Error {
  constructor(readonly orderNumber: string) {
    super(`quote already ordered as ${orderNumber}`)
  }
}

/**
 * In an order's transaction (`req`): the accepted quotes whose prices the order used (`numbers`
 * by line, null for a line no quote priced) become `ordered`, naming the order. Throws
 * QuoteOrderedAlready when one of them was ordered already (a second checkout of the same quote).
 */
export async function orderQuotes(
  payload: Payload,
  numbers: readonly (string | null)[],
  orderNumber: string,
  req: PayloadRequest,
): Promise<void> {
  for (const number of [...new Set(numbers.filter((n): n is string => n !== null))]) {
    const { docs } = await payload.find({
      collection: 'quotes',
      where: { number: { equals: number } },
      limit: 1,
      depth: 0,
      req,
      overrideAccess: true, // reason: a quote the order's own pricing found for this buyer (src/lib/quotes/server/terms.ts)
    })
    const found = docs[0]
    if (!found) continue
    await lockQuote(payload, found.id, req)
    const doc = await payload.findByID({ collection: 'quotes', id: found.id, depth: 0, req, overrideAccess: true }) // reason: the same quote, read again under its lock
    if (doc.status === 'ordered' && doc.orderNumber) throw new QuoteOrderedAlready(doc.orderNumber)
    if (quoteActionProblem(doc, 'order', new Date())) continue
    const at = new Date().toISOString()
    const updated = await payload.update({
      collection: 'quotes',
      id: doc.id,
      data: {
        status: 'ordered',
        orderNumber,
        history: [...(doc.history ?? []), { at, status: 'ordered', version: doc.version ?? 0, by: 'system', message: orderNumber }],
      },
      depth: 0,
      req,
      context: QUOTE_SERVICE_CONTEXT,
      overrideAccess: true, // reason: the order being placed from this buyer's accepted quote
    })
    await quoteChanged(payload, updated, doc.status, req)
  }
}
