import { NextResponse } from 'next/server'

import { isLocale } from '@/i18n/locales'
import { apiError, apiLocale } from '@/lib/platform/http/server/respond'
import { cachedAnswer, searchAnswer } from '@/lib/search/server/answerCache'
import { getSearchIndex } from '@/lib/search/server/searchData'
import { DEFAULT_LIMIT, MAX_LIMIT, MAX_QUERY_LENGTH } from '@/lib/search/server/searchIndex'
import { route } from '@/lib/platform/http/server/route'

export const dynamic = 'force-dynamic'

/**
 * GET /api/public/search?q=&locale=en|es&limit=: the instant search, grouped as
 * `{ query, locale, parts, products, content, totals }`. `q` is trimmed and must hold 1 to 100
 * characters; `limit` (per group) is 1 to 50, 8 when absent. Anything else is 400 in the
 * buyer's language. Parts under a restricted prefix are never in the index.
 */
export const GET = route({}, async ({ request }) => {
  const params = request.nextUrl.searchParams
  const query = (params.get('q') ?? '').trim()
  if (!query) return apiError(request, 400, 'bad-request', { path: 'q', problem: 'required' })
  if (query.length > MAX_QUERY_LENGTH) return apiError(request, 400, 'bad-request', { path: 'q', problem: 'range' })
  const rawLimit = params.get('limit')
  const limit = rawLimit === null || rawLimit === '' ? DEFAULT_LIMIT : Number(rawLimit)
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    return apiError(request, 400, 'bad-request', { path: 'limit', problem: 'range' })
  }
  const wanted = params.get('locale')
  if (wanted !== null && !isLocale(wanted)) return apiError(request, 400, 'bad-request', { path: 'locale', problem: 'other' })
  const locale = apiLocale(request)
  const index = await getSearchIndex()
  // The same question to the same index, the same answer (./answerCache.ts): an edit builds a new index.
  const body = cachedAnswer(index, `${locale}\n${limit}\n${query}`, () => searchAnswer(index, query, locale, limit))
  return new NextResponse(body, {
    // Answers follow the database at once (an edit shows on the next request); nothing is stored on the way.
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  })
})
