'use client'

import { useRowLabel } from '@payloadcms/ui'

type Line = { pn?: string; qty?: number; quotedPrice?: number | null; leadTimeDays?: number | null; noQuote?: boolean | null }

const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n)

/** A quote line's row label in the desk: its part and quantity, and its answer so far, so a collapsed list reads as the quote. */
export function QuoteLineLabel() {
  const { data, rowNumber } = useRowLabel<Line>()
  const answer = data?.noQuote
    ? 'no quote'
    : typeof data?.quotedPrice === 'number'
      ? `${usd(data.quotedPrice)}${typeof data.leadTimeDays === 'number' ? `, ${data.leadTimeDays} business days` : ''}`
      : 'to answer'
  return (
    <span>
      Line {(rowNumber ?? 0) + 1}: <strong>{data?.pn ?? '—'}</strong> × {data?.qty ?? '—'} · {answer}
    </span>
  )
}
