import { NextResponse } from 'next/server'
import type { Payload } from 'payload'

import { HttpError } from '@/lib/platform/http/server/route'
import type { Refusal } from '@/lib/platform/http/server/refusal'

import type { QuoteAnswer } from '../contract'
import { ownQuote } from './own'

/** The answer of a buyer's move on his quote: the quote as it is now (200), or the move's refusal. */
export async function respondMove(
  payload: Payload,
  email: string,
  number: string,
  result: { ok: true } | Refusal,
  extra: Record<string, unknown> = {},
): Promise<NextResponse> {
  if (!result.ok) throw new HttpError(result.status, result.code, result.details)
  const quote = await ownQuote(payload, email, number)
  if (!quote) throw new HttpError(404, 'not-found')
  return NextResponse.json<QuoteAnswer>({ quote, ...extra }, { headers: { 'Cache-Control': 'no-store' } })
}
