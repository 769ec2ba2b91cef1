import { randomUUID } from 'node:crypto'

import { NextResponse, type NextRequest } from 'next/server'
import type { z } from 'zod'

import { getSessionUser, requireSessionUser, type SessionUser } from '@/lib/accounts/server/session'
import { API_BODY_LIMIT } from '@/lib/platform/net/bodyLimits.mjs'
import { getLogger } from '@/lib/platform/observability/server/log.mjs'

import type { Refusal } from './refusal'
import { apiError, apiLocale, badRequestDetails } from './respond'

import type { Locale } from '@/i18n/locales'

/**
 * The one way to write a handler under src/app/api: whatever a route declares, the wrapper
 * does in this order, so no route can forget a step:
 * 0. guard (`guard`: a bearer token's check), before anything is read;
 * 1. session (`auth: 'session'`: 401 without one; state-changing methods must come from
 *    this site's Origin or carry a bearer token, else 403);
 * 2. body (`body: schema`): at most 1 MB read (413 past it, whatever the headers said), JSON
 *    (400 `invalid-json`), then the schema (400 `bad-request` naming the path);
 * 3. query (`query: schema`) from the search parameters, likewise;
 * 4. the handler; an error it throws is logged with a request id (message only: never a
 *    body, token or code) and answered as a bare 500 carrying that id.
 */
export type RouteContext<B, Q, P> = {
  request: NextRequest
  locale: Locale
  body: B
  query: Q
  params: P
  /** The signed-in buyer, for `auth: 'session'`; for `'optional'` when there is one. */
  user: SessionUser | null
  /** The body as sent (capped like any body), for `raw: true` (a signed webhook); else ''. */
  raw: string
}

type Options<BS extends z.ZodType | undefined, QS extends z.ZodType | undefined> = {
  auth?: 'session' | 'optional' | 'none'
  body?: BS
  query?: QS
  /** Read the body as text, unparsed, into `raw` (at most the same 1 MB): for signatures over the exact bytes. */
  raw?: boolean
  /** Runs first, before the body is read (a bearer token's check): an answer it gives is the request's. */
  guard?: (request: NextRequest) => Response | null | Promise<Response | null>
  /** The most bytes of body read (413 past it); 1 MB unless said (the front server's limit is bodyLimitFor's). */
  bodyLimit?: number
}

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined
type Segment = { params: Promise<Record<string, string | string[]>> }

/** Thrown by a handler for a 4xx it wants answered in the API's error shape. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: Parameters<typeof apiError>[2],
    readonly details: Record<string, unknown> = {},
  ) {
    super(code)
  }

  /** A loader's refusal (`src/lib/platform/http/server/refusal.ts`) thrown as the answer it names. */
  static of(refusal: Refusal): HttpError {
    return new HttpError(refusal.status, refusal.code, refusal.details)
  }
}

/** Reads at most `limit` bytes of the body as text; null past the limit. */
async function readCapped(request: NextRequest, limit: number): Promise<string | null> {
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

const queryObject = (request: NextRequest) => Object.fromEntries(request.nextUrl.searchParams.entries())

export function route<
  P = Record<string, never>,
  BS extends z.ZodType | undefined = undefined,
  QS extends z.ZodType | undefined = undefined,
>(options: Options<BS, QS>, handler: (ctx: RouteContext<Infer<BS>, Infer<QS>, P>) => Promise<Response> | Response) {
  return async function handle(request: NextRequest, segment: Segment): Promise<Response> {
    try {
      const refused = options.guard ? await options.guard(request) : null
      if (refused) return refused
      const bodyLimit = options.bodyLimit ?? API_BODY_LIMIT
      let user: SessionUser | null = null
      if (options.auth === 'session') {
        const auth = await requireSessionUser(request)
        if ('response' in auth) return auth.response
        user = auth.user
      } else if (options.auth === 'optional') {
        user = await getSessionUser(request.headers)
      }

      let body: unknown = undefined
      if (options.body) {
        const text = await readCapped(request, bodyLimit)
        if (text === null) return apiError(request, 413, 'payload-too-large', { limit: bodyLimit })
        // No body at all is `undefined` for the schema (which may allow it); anything else must be JSON.
        let json: unknown = undefined
        if (text.trim() !== '') {
          try {
            json = JSON.parse(text)
          } catch {
            return apiError(request, 400, 'invalid-json')
          }
        }
        const parsed = options.body.safeParse(json, { reportInput: true })
        if (!parsed.success) return apiError(request, 400, 'bad-request', badRequestDetails(parsed.error.issues[0]))
        body = parsed.data
      }

      let raw = ''
      if (options.raw) {
        const text = await readCapped(request, bodyLimit)
        if (text === null) return apiError(request, 413, 'payload-too-large', { limit: bodyLimit })
        raw = text
      }

      let query: unknown = undefined
      if (options.query) {
        const parsed = options.query.safeParse(queryObject(request), { reportInput: true })
        if (!parsed.success) return apiError(request, 400, 'bad-request', badRequestDetails(parsed.error.issues[0]))
        query = parsed.data
      }

      const params = ((await segment?.params) ?? {}) as P
      return await handler({ request, locale: apiLocale(request), body: body as Infer<BS>, query: query as Infer<QS>, params, user, raw })
    } catch (error) {
      if (error instanceof HttpError) return apiError(request, error.status, error.code, error.details)
      // The front server's id of this request (X-Request-Id, on its log lines too), told to the client.
      const requestId = request.headers.get('x-request-id') ?? randomUUID()
      // The error and where it came from; never the request's body or headers (they may carry codes or tokens).
      getLogger('api').error({ err: error, reqId: requestId, method: request.method, path: request.nextUrl.pathname }, 'API route failed')
      return apiError(request, 500, 'internal', { requestId }).catch(() =>
        NextResponse.json({ error: { code: 'internal', message: 'Internal Server Error', requestId } }, { status: 500 }),
      )
    }
  }
}
