/**
 * The browser's calls to the storefront's own API, one typed function per endpoint. What each
 * takes and answers are the types of the schemas its route validates with (./schemas.ts,
 * imported as types only: zod stays out of the browser). Every call goes through retryFetch
 * with the retry rules it has always had: a quote, a lookup and a search only read, so they
 * are tried again like a GET. An answer comes back as one result: the data, or the status
 * with the code and the message the server wrote in the buyer's language. The private API's
 * calls (./privateClient.ts) go through the same `call`, sent with the session's fetch.
 */
import { retryFetch, type RetryInit } from '@/lib/net/retryFetch'

import type {
  CartLinesAnswer,
  CartLinesRequest,
  QuoteAnswer,
  QuoteRequest,
  ResolveAnswer,
  ResolveRequest,
  SearchAnswer,
  SearchRequest,
} from './schemas'

/**
 * Why a call has no data: the server's `{ error: { code, message } }` with its status; status 0
 * with code `network` when no answer came, `aborted` when the caller gave up; `invalid-json`
 * when an answer was not JSON. `message` is null when the server sent none (callers show their own).
 * `path` (the private API's calls only) is the field a refusal names, for a form to mark it.
 */
export type ApiError = { status: number; code: string; message: string | null; path?: string }
/** `conflict`: what a 409 carries beside its error, for the endpoints that answer one (./privateClient.ts). */
export type ApiResult<T, C = never> = { ok: true; data: T } | { ok: false; error: ApiError; conflict?: C }

type CallOptions = { locale?: string; signal?: AbortSignal }

/** What sends a call: retryFetch, or AuthProvider's `authFetch` (retryFetch, and a 401 signs the buyer out). */
export type Send = (url: string, init: RequestInit) => Promise<Response>

type Reading = {
  send?: Send
  /** Keep the refused field (`error.path`) in the error. */
  path?: boolean
  /** Keep a 409's body as `conflict`. */
  conflict?: boolean
}

/** A field of the error an answer carries, read without trusting its shape: a string, else null. */
function errorField(body: unknown, name: 'code' | 'message' | 'path'): string | null {
  const error = typeof body === 'object' && body !== null && 'error' in body ? body.error : null
  const value: unknown = typeof error === 'object' && error !== null ? Reflect.get(error, name) : null
  return typeof value === 'string' && value ? value : null
}

/** The error an answer carries, read without trusting its shape. */
export function errorOf(status: number, body: unknown): ApiError {
  return { status, code: errorField(body, 'code') ?? String(status), message: errorField(body, 'message') }
}

/** One call: the answer's data, or why there is none (see ApiError). */
export async function call<T, C = never>(url: string, init: RetryInit, { send = retryFetch, path = false, conflict = false }: Reading = {}): Promise<ApiResult<T, C>> {
  const failed = (status: number, code: string): ApiResult<T, C> => ({ ok: false, error: { status, code, message: null } })
  let res: Response
  try {
    res = await send(url, init)
  } catch {
    return failed(0, init.signal?.aborted ? 'aborted' : 'network')
  }
  let body: unknown
  try {
    body = await res.json()
  } catch {
    if (init.signal?.aborted) return failed(0, 'aborted')
    return res.ok ? failed(res.status, 'invalid-json') : { ok: false, error: errorOf(res.status, null) }
  }
  if (!res.ok) {
    const refused = path ? errorField(body, 'path') : null
    const error = refused ? { ...errorOf(res.status, body), path: refused } : errorOf(res.status, body)
    // A 409's body, like any answer's, has the type its route answers it with.
    return conflict && res.status === 409 ? { ok: false, error, conflict: body as C } : { ok: false, error }
  }
  // The one place an answer's JSON is given its type: the route answers with this type (NextResponse.json<T>).
  return { ok: true, data: body as T }
}

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
