'use client'

import { useLocale } from 'next-intl'
import { createContext, useContext, useEffect, useState } from 'react'

import { useAuth } from '@/components/auth/AuthProvider.client'
import type { Locale } from '@/i18n/locales'
import { formatCents } from '@/lib/catalogue/format'

type Price = { cents: number | null }
const PricesContext = createContext<Map<string, Price> | null>(null)

type QuoteLine = { pn: string; unitPrice: number | null; priceOnRequest: boolean }

/**
 * The cached page shows everyone the visitor's (OEM) price; for a signed-in buyer this asks
 * the server to price the table's parts for their primary customer (the quote API, never
 * the browser's own arithmetic) and the cells below show that price instead.
 */
export function CustomerPriceProvider({ items, children }: { items: { pn: string; qty: number }[]; children: React.ReactNode }) {
  const { status, user } = useAuth()
  const [prices, setPrices] = useState<Map<string, Price> | null>(null)
  const key = items.map((i) => i.pn).join(',')

  useEffect(() => {
    if (status !== 'signed-in' || items.length === 0) {
      setPrices(null)
      return
    }
    const controller = new AbortController()
    fetch('/api/public/cart/quote', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ items }),
      credentials: 'same-origin',
      signal: controller.signal,
    })
      .then((res) => (res.ok ? (res.json() as Promise<{ lines: QuoteLine[] }>) : null))
      .then((quote) => {
        if (!quote) return
        setPrices(new Map(quote.lines.map((l) => [l.pn, { cents: l.priceOnRequest || l.unitPrice === null ? null : Math.round(l.unitPrice * 100) }])))
      })
      // A failed read keeps the visitor's prices on the page.
      .catch(() => undefined)
    return () => controller.abort()
    // The parts on the page and the buyer decide the prices.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, user?.id, key])

  return <PricesContext.Provider value={prices}>{children}</PricesContext.Provider>
}

/** A part's price cell: the signed-in customer's price once known, else the visitor's. */
export function PriceCell({ pn, visitorCents, callForPrice }: { pn: string; visitorCents: number | null; callForPrice: string }) {
  const prices = useContext(PricesContext)
  const locale = useLocale() as Locale
  const own = prices?.get(pn)
  const cents = own ? own.cents : visitorCents
  return (
    <span data-customer-price={own ? 'true' : undefined}>
      {cents === null ? <span className="text-warning-800 dark:text-warning-300">{callForPrice}</span> : formatCents(cents, locale)}
    </span>
  )
}
