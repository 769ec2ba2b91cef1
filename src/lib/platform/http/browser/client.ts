/**
 * The browser's calls to the storefront's own API, one typed function per endpoint. What each
 * takes and answers are the types of the schemas its route validates with (cart/contract.ts and
 * search/contract.ts, imported as types only: zod stays out of the browser). Every call goes through retryFetch
 * with the retry rules it has always had: a quote, a lookup and a search only read, so they
 * are tried again like a GET. An answer comes back as one result: the data, or the status
 * with the code and the message the server wrote in the buyer's language (./call.ts).
 */
import type { RetryInit } from '@/lib/platform/net/browser/retryFetch'

import { call } from './call'
import type { CartLinesAnswer, CartLinesRequest, QuoteAnswer, QuoteRequest, ResolveAnswer, ResolveRequest } from '@/lib/cart/contract'
import type { CrossRequestAnswer, CrossRequestBody } from '@/lib/crossref/requests'
import type { SearchAnswer, SearchRequest } from '@/lib/search/contract'

type CallOptions = { locale?: string; signal?: AbortSignal }

/** A POST that only reads: JSON in, tried again like a GET. */
const readingPost = (body: unknown, signal?: AbortSignal): RetryInit => ({
  method: 'POST',
  safe: true,
  headers: { 'Content-Type': 'application/json' },
  credentials: 'same-origin',
  body: JSON.stringify(body),
  signal,
})
const withLocale = (path: string, locale?: string) => (locale ? `${path}?locale=${locale}` : path)

// One function per endpoint (not one object), so a page's bundle holds only the calls it makes.

/** POST /api/public/cart/quote: the cart priced on the server for the session's customer (a visitor: list prices). */
export const fetchQuote = (body: QuoteRequest, { locale, signal }: CallOptions = {}) =>
  call<QuoteAnswer>(withLocale('/api/public/cart/quote', locale), readingPost(body, signal))

/** POST /api/public/cart/lines: what the cart shows beside each line (series page, step, lead time) and the favorites' series. */
export const fetchCartLines = (body: CartLinesRequest, { locale, signal }: CallOptions = {}) =>
  call<CartLinesAnswer>(withLocale('/api/public/cart/lines', locale), readingPost(body, signal))

/** POST /api/public/parts/resolve: the quick order pad's typed part numbers, each resolved or with suggestions. */
export const resolveParts = (body: ResolveRequest, { locale, signal }: CallOptions = {}) =>
  call<ResolveAnswer>(withLocale('/api/public/parts/resolve', locale), readingPost(body, signal))

/** GET /api/public/search: the instant search, grouped into parts, products and content. */
export const fetchSearch = ({ q, locale, limit }: SearchRequest, { signal }: Pick<CallOptions, 'signal'> = {}) =>
  call<SearchAnswer>(`/api/public/search?${new URLSearchParams({ q, locale, limit: String(limit) })}`, { signal })

/** POST /api/public/cross-requests: "ask us for a cross" for a number the quick order did not find; sent once (it mails the staff). */
export const askForCross = (body: CrossRequestBody, { locale }: Pick<CallOptions, 'locale'> = {}) =>
  call<CrossRequestAnswer>(withLocale('/api/public/cross-requests', locale), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(body),
  })
