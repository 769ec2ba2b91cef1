import { NextResponse } from 'next/server'

import { HttpError, route } from '@/lib/platform/http/server/route'
import { getPayloadClient } from '@/lib/platform/server/payload'
import type { QuoteAnswer } from '@/lib/quotes/contract'
import { ownQuote } from '@/lib/quotes/server/own'

export const dynamic = 'force-dynamic'

/** GET /api/private/quotes/{number}: `{ quote }` to its company's buyers, 404 to anyone else. */
export const GET = route<{ number: string }>({ auth: 'session' }, async ({ user, params }) => {
  const quote = await ownQuote(await getPayloadClient(), user!.email, params.number)
  if (!quote) throw new HttpError(404, 'not-found')
  return NextResponse.json<QuoteAnswer>({ quote }, { headers: { 'Cache-Control': 'no-store' } })
})
