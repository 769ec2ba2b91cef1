import { createHash, timingSafeEqual } from 'node:crypto'

import { NextResponse, type NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { z } from 'zod'

import { ERP_BODY_LIMIT } from '@/lib/platform/net/bodyLimits.mjs'
import { getLogger } from '@/lib/platform/observability/server/log.mjs'
import { apiError, badRequestDetails } from '@/lib/platform/http/server/respond'
import { HttpError, route } from '@/lib/platform/http/server/route'

import { feedSchema, type BadRow, type FeedAnswer } from '../contract'
import { applyStockFeed } from './stockFeed'

/** At most this many bad rows are listed in a refusal (their count is always given). */
const LISTED_BAD_ROWS = 100

/** Whether the bearer token sent is the configured one, in constant time (both hashed first, so neither length shows). */
function sameToken(sent: string, expected: string): boolean {
  const digest = (v: string) => createHash('sha256').update(v).digest()
  return timingSafeEqual(digest(sent), digest(expected)) && sent.length === expected.length
}

const describeRow = (b: BadRow) => `items[${b.index}]${b.pn ? ` (${b.pn})` : ''}.${b.field}: ${b.reason}`

/**
 * PUT /api/erp/stock (docs/api.md, "ERP"): off (404) without ERP_TOKEN, 401 without that
 * bearer token, both before the body is read; at most ERP_BODY_LIMIT of JSON (413), then
 * src/lib/stock/server/stockFeed.ts applies it, all or nothing. `token` and `payload` are the
 * server's (the route file) or a test's.
 */
export function stockFeedRoute(deps: { token: () => string | undefined; payload: () => Promise<Payload> }) {
  return route(
    {
      guard: async (request: NextRequest) => {
        const token = deps.token()
        if (!token) return apiError(request, 404, 'not-found')
        const sent = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? ''
        if (sameToken(sent, token)) return null
        const refused = await apiError(request, 401, 'bad-token')
        refused.headers.set('WWW-Authenticate', 'Bearer')
        return refused
      },
      bodyLimit: ERP_BODY_LIMIT,
      body: z.unknown(),
    },
    async ({ body }) => {
      const feed = feedSchema.safeParse(body, { reportInput: true })
      if (!feed.success) throw new HttpError(400, 'bad-request', badRequestDetails(feed.error.issues[0]))
      const started = Date.now()
      const result = await applyStockFeed(await deps.payload(), feed.data)
      if (!result.ok) {
        throw new HttpError(400, 'bad-rows', {
          count: result.bad.length,
          first: describeRow(result.bad[0]),
          rows: result.bad.slice(0, LISTED_BAD_ROWS),
        })
      }
      const { unknown, ...counts } = result.answer
      getLogger('erp').info(
        { ...counts, unknown: unknown.length, rows: feed.data.items.length, ms: Date.now() - started },
        'stock feed applied',
      )
      return NextResponse.json<FeedAnswer>(result.answer)
    },
  )
}
