import { NextResponse } from 'next/server'

import { appCommerceSource } from '@/lib/commerce/server/data'
import { HttpError, route } from '@/lib/platform/http/server/route'
import { getPayloadClient } from '@/lib/platform/server/payload'
import type { QuoteAnswer, QuotesAnswer } from '@/lib/quotes/contract'
import { ownQuote, ownQuotes } from '@/lib/quotes/server/own'
import { readQuoteRequest } from '@/lib/quotes/server/readBody'
import { requestQuote } from '@/lib/quotes/server/request'

export const dynamic = 'force-dynamic'

const noStore = { 'Cache-Control': 'no-store' }

/** GET /api/private/quotes: `{ quotes }`, the quotes of the buyer's web user and customers, newest first (docs/api.md, "Quotes"). */
export const GET = route({ auth: 'session' }, async ({ user }) => {
  const quotes = await ownQuotes(await getPayloadClient(), user!.email)
  return NextResponse.json<QuotesAnswer>({ quotes }, { headers: noStore })
})

/**
 * POST /api/private/quotes: `{ lines: [{ pn, qty, targetPrice?, note? }], needBy?, project?, note? }`
 * as JSON, or multipart (`data`: that JSON, `files`: up to 5 attachments): 201 `{ quote }`. Sent with an
 * `Idempotency-Key` header, the same key again answers the same quote (200), never a second one.
 * Bad input is refused with a code and a message in the buyer's language, and nothing is written.
 */
export const POST = route({ auth: 'session' }, async ({ request, user, locale }) => {
  const read = await readQuoteRequest(request)
  if (!read.ok) throw new HttpError(read.status, read.code, read.details)
  const payload = await getPayloadClient()
  const result = await requestQuote(
    { payload, source: appCommerceSource },
    { buyer: user!, locale, body: read.body, files: read.files, idempotencyKey: request.headers.get('idempotency-key') },
  )
  if (!result.ok) throw new HttpError(result.status, result.code, result.details)
  const quote = (await ownQuote(payload, user!.email, result.quote.number)) ?? result.quote
  return NextResponse.json<QuoteAnswer>({ quote }, { status: result.status, headers: noStore })
})
