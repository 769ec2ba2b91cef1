/**
 * One call of the storefront's own API from the browser, shared by the public client
 * (./client.ts) and the private one (accounts/browser/privateClient.ts, cart/browser/hubClient.ts), each page's bundle
 * holding only the module of the calls it makes. An answer comes back as one result: the data,
 * or the status with the code and the message the server wrote in the buyer's language.
 */
import { retryFetch, type RetryInit } from '@/lib/platform/net/browser/retryFetch'

/**
 * Why a call has no data: the server's `{ error: { code, message } }` with its status; status 0
 * with code `network` when no answer came, `aborted` when the caller gave up; `invalid-json`
 * when an answer was not JSON. `message` is null when the server sent none (callers show their own).
 * `path` (the private API's calls only) is the field a refusal names, for a form to mark it.
 */
export type ApiError = { status: number; code: string; message: string | null; path?: string }
/** `conflict`: what a 409 carries beside its error, for the endpoints that answer one (accounts/browser/privateClient.ts). */
export type ApiResult<T, C = never> = { ok: true; data: T } | { ok: false; error: ApiError; conflict?: C }

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
export async function call<T, C = never>(
  url: string,
  init: RetryInit,
  { send = retryFetch, path = false, conflict = false }: Reading = {},
): Promise<ApiResult<T, C>> {
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

/** The private API's way (accounts/browser/privateClient.ts, cart/browser/hubClient.ts): sent with the session's fetch, a refusal keeping the field it names. */
export const via = (send: Send): Reading => ({ send, path: true })

/** A write with a JSON body, sent as the method says. */
export const sending = (method: 'POST' | 'PATCH', body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
})
