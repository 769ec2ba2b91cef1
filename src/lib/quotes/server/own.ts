import type { Payload, PayloadRequest, Where } from 'payload'

import { isQuoteNumber } from '@/domain'
import { findWebUser, type SessionWebUser } from '@/lib/accounts/server/webUser'
import type { Quote as QuoteDoc } from '@/payload-types'

import type { QuoteSummary, QuoteView } from '../contract'
import { presentQuote, summarizeQuote } from './present'

/*
 * A buyer's own quotes: those of his web user and of every customer he buys for (a colleague's
 * request for the same company is the company's). Any other number reads as not found, on
 * every route and in every list.
 */

export const ownQuoteWhere = (webUser: SessionWebUser): Where => ({
  or: [{ webUser: { equals: webUser.id } }, ...(webUser.customerIds.length ? [{ customer: { in: webUser.customerIds } }] : [])],
})

/** The session's own quotes among `numbers` (callers pass the session's e-mail, never one from the request). */
export async function findOwnQuoteDocs(
  payload: Payload,
  email: string,
  numbers: readonly string[],
  options: { depth?: 0 | 1; req?: PayloadRequest } = {},
): Promise<QuoteDoc[]> {
  const wanted = numbers.filter(isQuoteNumber)
  if (wanted.length === 0) return []
  const webUser = await findWebUser(payload, email, options.req)
  if (!webUser) return []
  const { docs } = await payload.find({
    collection: 'quotes',
    where: { and: [{ number: { in: wanted } }, ownQuoteWhere(webUser)] },
    pagination: false,
    depth: options.depth ?? 0,
    req: options.req,
    overrideAccess: true, // reason: restricted to the session's own web user and customers by the where clause
  })
  return docs
}

/** One of the session's own quotes as stored, or null (its PDF, its files, the actions). */
export async function findOwnQuoteDoc(
  payload: Payload,
  email: string,
  number: string,
  options: { depth?: 0 | 1; req?: PayloadRequest } = {},
): Promise<QuoteDoc | null> {
  return (await findOwnQuoteDocs(payload, email, [number], options))[0] ?? null
}

/** One of the session's own quotes as the buyer reads it (attachments listed), or null. */
export async function ownQuote(payload: Payload, email: string, number: string): Promise<QuoteView | null> {
  const doc = await findOwnQuoteDoc(payload, email, number, { depth: 1 })
  return doc ? presentQuote(doc) : null
}

/** The session's own quotes, newest first (at most 500: a company's working set; older ones stay in the admin). */
export async function ownQuotes(payload: Payload, email: string): Promise<QuoteSummary[]> {
  const webUser = await findWebUser(payload, email)
  if (!webUser) return []
  const { docs } = await payload.find({
    collection: 'quotes',
    where: ownQuoteWhere(webUser),
    sort: '-createdAt',
    limit: 500,
    depth: 0,
    overrideAccess: true, // reason: restricted to the session's own web user and customers by the where clause
  })
  const now = new Date()
  return docs.map((d) => summarizeQuote(d, now))
}
