'use client'

import { useEffect, useEffectEvent, useState } from 'react'

import type { QuoteJson as Quote } from '@/lib/commerce/quoteJson'
import { fetchQuote } from '@/lib/platform/http/browser/client'

export type CartDestination = { country: string; postalCode: string; state: string }
/** The server's quote, or the message to show in its place; null before the first answer or with no lines. */
export type CartQuoteAnswer = { quote: Quote } | { error: string } | null

/**
 * The cart page's quote: asked whenever the lines' quantities or quotes, the destination, the language or
 * the buyer change (a stale request is aborted). The error is the server's own message in the
 * buyer's language, else `failedText`. Nothing here prices anything.
 */
export function useCartQuote(
  items: readonly { pn: string; prod_quantity: number; quoteNumber?: string | null }[],
  destination: CartDestination | null,
  { locale, buyer, failedText }: { locale: string; buyer: string; failedText: string },
): CartQuoteAnswer {
  const [answer, setAnswer] = useState<CartQuoteAnswer>(null)
  const qtyKey = items.map((i) => `${i.pn}:${i.prod_quantity}:${i.quoteNumber ?? ''}`).join(',')

  // Asked with the lines and the message of this render; only what decides the quote asks again.
  const ask = useEffectEvent((signal: AbortSignal) => {
    const body = {
      // Each line's quote number: the server prices the line by it when it is the buyer's own accepted quote.
      items: items.map((i) => ({ pn: i.pn, qty: i.prod_quantity, ...(i.quoteNumber ? { quoteNumber: i.quoteNumber } : {}) })),
      ...(destination
        ? {
            destination: {
              country: destination.country,
              postalCode: destination.postalCode || null,
              state: destination.state || null,
            },
          }
        : {}),
    }
    void fetchQuote(body, { locale, signal }).then((result) => {
      if (result.ok) setAnswer({ quote: result.data })
      else if (result.error.code !== 'aborted') setAnswer({ error: result.error.message ?? failedText })
    })
  })

  // The lines' quantities, the destination, the language and the buyer decide the quote.
  useEffect(() => {
    if (!qtyKey) {
      setAnswer(null)
      return
    }
    const controller = new AbortController()
    ask(controller.signal)
    return () => controller.abort()
  }, [qtyKey, destination, locale, buyer])

  return answer
}
