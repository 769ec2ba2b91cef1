'use client'

import { useLocale } from 'next-intl'
import { useEffect, useState } from 'react'

import type { QuoteJson as Quote } from '@/lib/commerce/quoteJson'
import { fetchQuote } from '@/lib/platform/http/browser/client'
import type { LiveCart } from '@/lib/cart/features'

import type { Shipment } from './ShipmentChoice.client'
import type { ShippingChoice } from './ShippingPanel.client'

export type Destination = { country: string; state: string | null; postalCode: string | null }
export type QuoteState =
  { status: 'idle' | 'loading' } | { status: 'ready'; quote: Quote; key: string } | { status: 'failed'; message: string }

/**
 * The quote API's answer for exactly this cart, destination and shipping choice, asked again
 * whenever one of them changes (a stale answer is dropped). Nothing here prices anything.
 */
export function useCheckoutQuote(
  cart: LiveCart,
  destination: Destination | null,
  choice: ShippingChoice,
  shipment: Shipment,
  failedText: string,
) {
  const locale = useLocale()
  const [state, setState] = useState<QuoteState>({ status: 'idle' })
  const [round, setRound] = useState(0)
  const itemsKey = JSON.stringify(cart.cartItems.map((i) => [i.pn, i.prod_quantity, i.quoteNumber ?? null]))
  const key = JSON.stringify([itemsKey, destination, choice, shipment])

  useEffect(() => {
    if (itemsKey === '[]') {
      setState({ status: 'idle' })
      return
    }
    const controller = new AbortController()
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }))
    const [, dest, sel, ship] = JSON.parse(key) as [string, Destination | null, ShippingChoice, Shipment]
    const lines = JSON.parse(itemsKey) as [string, number, string | null][]
    const body = {
      // Each line's quote number: the server prices the line by it when it is the buyer's own accepted quote.
      items: lines.map(([pn, qty, quoteNumber]) => ({ pn, qty, ...(quoteNumber ? { quoteNumber } : {}) })),
      destination: dest,
      carrier: sel.carrier,
      method: sel.method,
      carrierAccount: sel.carrierAccount || null,
      shipment: ship,
    }
    void fetchQuote(body, { locale, signal: controller.signal }).then((result) => {
      if (result.ok) setState({ status: 'ready', quote: result.data, key })
      else if (result.error.code !== 'aborted') setState({ status: 'failed', message: result.error.message ?? failedText })
    })
    return () => controller.abort()
  }, [itemsKey, key, locale, failedText, round])

  return {
    state,
    /** The quote shown answers the current choice (not one still being asked). */
    fresh: state.status === 'ready' && state.key === key,
    requote: () => setRound((r) => r + 1),
  }
}
