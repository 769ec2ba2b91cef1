'use client'

import { useEffect, useState } from 'react'

import type { QuoteLineJson as QuoteLine } from '@/lib/commerce/quoteJson'
import { fetchQuote } from '@/lib/platform/http/browser/client'

/** Each line's price in order, 'failed' when the server could not price them all, null while asked. */
export type LinePrices = QuoteLine[] | 'failed' | null

/**
 * Lines priced on the server for this buyer (a visitor: list prices), line by line, asked again
 * when the lines change (pass a memoized array).
 */
export function useLinePrices(items: { pn: string; qty: number }[], locale: string): LinePrices {
  const [prices, setPrices] = useState<LinePrices>(null)
  useEffect(() => {
    setPrices(null)
    if (items.length === 0) return
    const abort = new AbortController()
    void fetchQuote({ items }, { locale, signal: abort.signal }).then((result) => {
      if (result.ok && result.data.lines.length === items.length) setPrices(result.data.lines)
      else if (!abort.signal.aborted) setPrices('failed')
    })
    return () => abort.abort()
  }, [items, locale])
  return prices
}
