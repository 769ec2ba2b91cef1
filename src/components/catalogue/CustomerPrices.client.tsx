'use client'

import { useLocale } from 'next-intl'
import { createContext, useContext, useEffect, useEffectEvent, useState } from 'react'

import { useAuth } from '@/components/auth/hooks/useAuth'
import { toCents } from '@/domain/money'
import type { Locale } from '@/i18n/locales'
import { fetchQuote } from '@/lib/platform/http/browser/client'
import { formatCents } from '@/lib/commerce/money'

import { PriceBuildUp, type PriceLine } from './PriceBuildUp.client'

type Price = { cents: number | null; line: PriceLine; priceList: string }
/** The buyer's prices by part once read; settled when there is nothing more to wait for. */
type Prices = { byPn: Map<string, Price> | null; settled: boolean }
const PricesContext = createContext<Prices>({ byPn: null, settled: true })

/**
 * The cached page shows everyone the visitor's (OEM) price; for a signed-in buyer this asks
 * the server to price the table's parts for their primary customer (the quote API, never
 * the browser's own arithmetic) and the cells below show that price instead.
 */
export function CustomerPriceProvider({ items, children }: { items: { pn: string; qty: number }[]; children: React.ReactNode }) {
  const { status, user } = useAuth()
  const [prices, setPrices] = useState<Map<string, Price> | null>(null)
  const [settled, setSettled] = useState(false)
  const key = items.map((i) => i.pn).join(',')
  const userId = user?.id

  // The items of this render, read as the parts on the page or the buyer change (not on a new array alone).
  const ask = useEffectEvent((signal: AbortSignal) => {
    if (status !== 'signed-in' || items.length === 0) {
      setPrices(null)
      setSettled(true)
      return
    }
    setSettled(false)
    void fetchQuote({ items }, { signal }).then((result) => {
      // A failed read keeps the visitor's prices on the page.
      if (result.ok) {
        const { lines, priceList } = result.data
        const cents = (l: PriceLine) => (l.priceOnRequest || l.unitPrice === null ? null : toCents(l.unitPrice))
        setPrices(new Map(lines.map((l) => [l.pn, { cents: cents(l), line: l, priceList }])))
      }
      if (!signal.aborted) setSettled(true)
    })
  })

  // The parts on the page and the buyer decide the prices.
  useEffect(() => {
    if (status === 'loading') return
    const controller = new AbortController()
    ask(controller.signal)
    return () => controller.abort()
  }, [status, userId, key])

  return <PricesContext.Provider value={{ byPn: prices, settled }}>{children}</PricesContext.Provider>
}

/**
 * A part's price cell: the signed-in customer's price once known (with its build-up: list,
 * discount, net, tariff and its rate), else the visitor's. A visitor price shown before the
 * buyer's are settled is marked, and hidden while <html> says a buyer is signed in
 * (globals.css), so a buyer never sees it flash.
 */
export function PriceCell({ pn, visitorCents, callForPrice }: { pn: string; visitorCents: number | null; callForPrice: string }) {
  const { byPn, settled } = useContext(PricesContext)
  const locale = useLocale() as Locale
  const own = byPn?.get(pn)
  const cents = own ? own.cents : visitorCents
  return (
    <>
      <span
        data-testid="part-price"
        data-customer-price={own ? 'true' : undefined}
        data-visitor-price={!own && !settled ? 'pending' : undefined}
      >
        {cents === null ? <span className="text-warning-800 dark:text-warning-300">{callForPrice}</span> : formatCents(cents, locale)}
      </span>
      {own && own.cents !== null && <PriceBuildUp line={own.line} priceList={own.priceList} />}
    </>
  )
}
