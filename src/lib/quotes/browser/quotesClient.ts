/**
 * The browser's calls to the quotes' private API (/api/private/quotes), one typed function per
 * endpoint the pages call. What each sends and answers are the types of ../contract.ts (types
 * only: zod stays out of the browser). Each takes AuthProvider's `authFetch`; none is marked
 * `safe`, so a POST is sent once (retryFetch tries again only what may be sent twice).
 */
import { call, sending, via, type Send } from '@/lib/platform/http/browser/call'

import type { AcceptAnswer, QuoteAnswer, QuoteRequestInput } from '../contract'

const quote = (number: string) => `/api/private/quotes/${encodeURIComponent(number)}`

/**
 * POST /api/private/quotes: JSON when no file is attached; else multipart, the request's JSON
 * in the field `data` and each file in a field `files` (the browser writes the boundary).
 * `key` is the draft's Idempotency-Key: sent again after a lost answer, it makes no second quote.
 */
export function requestQuote(send: Send, body: QuoteRequestInput, files: readonly File[], locale: string, key: string) {
  const url = `/api/private/quotes?locale=${locale}`
  const headers = { 'Idempotency-Key': key }
  if (files.length === 0) return call<QuoteAnswer>(url, sending('POST', body, headers), via(send))
  const form = new FormData()
  form.set('data', JSON.stringify(body))
  for (const file of files) form.append('files', file, file.name)
  return call<QuoteAnswer>(url, { method: 'POST', body: form, headers }, via(send))
}

/** POST /api/private/quotes/{number}/revision: what the buyer wants changed. */
export const askRevision = (send: Send, number: string, message: string, locale: string) =>
  call<QuoteAnswer>(`${quote(number)}/revision?locale=${locale}`, sending('POST', { message }), via(send))

/** POST /api/private/quotes/{number}/decline. */
export const declineQuote = (send: Send, number: string, locale: string) =>
  call<QuoteAnswer>(`${quote(number)}/decline?locale=${locale}`, sending('POST', {}), via(send))

/** POST /api/private/quotes/{number}/accept: the quoted lines go into the live cart. */
export const acceptQuote = (send: Send, number: string, locale: string) =>
  call<AcceptAnswer>(`${quote(number)}/accept?locale=${locale}`, sending('POST', {}), via(send))

/** GET /api/private/quotes/{number}: one of the buyer's own quotes (404 for anyone else's). */
export const fetchOwnQuote = (send: Send, number: string, locale: string) =>
  call<QuoteAnswer>(`${quote(number)}?locale=${locale}`, { cache: 'no-store' }, via(send))
