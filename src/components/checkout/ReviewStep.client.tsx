'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'

import { AvailabilityProvider, type PromiseSetup } from '@/components/availability/AvailabilityProvider.client'
import { ShipPromise } from '@/components/availability/ShipPromise.client'
import { PriceBuildUp } from '@/components/catalogue/PriceBuildUp.client'
import { formatUsd } from '@/lib/commerce/money'
import type { QuoteJson as Quote } from '@/lib/commerce/quoteJson'

import { stepClass } from './checkoutStyles'
import { CheckoutTotals, PriceChanges } from './CheckoutTotals'
import { ShipmentChoice, type Shipment } from './ShipmentChoice.client'
import type { QuoteState } from './useCheckoutQuote'
import type { PriceChange } from './usePlaceCheckout'

/**
 * The review step (5): the line count, the server's totals for this choice, a price change the
 * server found, what is missing (focused as it shows) and the place-order button.
 */
export function ReviewStep({
  lines,
  state,
  fresh,
  collect,
  changed,
  problem,
  placing,
  onPlace,
  shipment,
  promises,
  onShipment,
}: {
  lines: number
  state: QuoteState
  fresh: boolean
  collect: boolean
  changed: PriceChange | null
  problem: string | null
  placing: boolean
  onPlace: () => void
  shipment: Shipment
  promises: PromiseSetup
  onShipment: (next: Shipment) => void
}) {
  const t = useTranslations('checkout')
  const locale = useLocale()
  const quote: Quote | null = state.status === 'ready' ? state.quote : null
  const problemRef = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    if (problem) problemRef.current?.focus()
  }, [problem])

  return (
    <section className={stepClass} aria-labelledby="step-review" aria-busy={!fresh} data-testid="step-review">
      <h2 id="step-review" className="mb-2 text-lg font-semibold">
        {t('step', { n: 5 })} {t('reviewStep')}
      </h2>
      <p className="mb-2 text-sm" data-testid="lines-count">
        {t('lines', { count: lines })}
      </p>
      {state.status === 'failed' && (
        <p role="alert" className="text-sm text-error-700 dark:text-error-300" data-testid="quote-error">
          {state.message}
        </p>
      )}
      {quote && (
        // Each line as the server priced it, with its build-up (list, discount, net, tariff and its rate) and its ship-date promise.
        <AvailabilityProvider lines={quote.lines} setup={promises}>
          <ul className="mb-3 divide-y divide-neutral-200 text-sm dark:divide-neutral-800" data-testid="checkout-lines">
            {quote.lines.map((l) => (
              <li key={l.pn} className="flex flex-wrap items-start justify-between gap-x-4 py-1.5" data-pn={l.pn}>
                <div>
                  <span className="font-mono font-semibold">{l.pn}</span>{' '}
                  <span className="tabular-nums">
                    {t('lineQtyPrice', { qty: l.qty, price: l.priceOnRequest ? t('onRequest') : formatUsd(l.unitPrice, locale) })}
                  </span>
                  {!l.priceOnRequest && <PriceBuildUp line={l} priceList={quote.priceList} showLine />}
                  <ShipPromise pn={l.pn} qty={l.qty} className="block" />
                </div>
                <span className="font-semibold tabular-nums">{l.priceOnRequest ? '—' : formatUsd(l.lineTotal, locale)}</span>
              </li>
            ))}
          </ul>
        </AvailabilityProvider>
      )}
      {quote?.shipment?.split && <ShipmentChoice shipment={quote.shipment} value={shipment} onChange={onShipment} />}
      {quote && <CheckoutTotals totals={{ ...quote, collect }} />}
      {changed && (
        <div
          role="alert"
          className="mt-3 rounded border border-warning-600 bg-warning-50 p-3 text-warning-950 dark:bg-warning-950 dark:text-warning-50"
          data-testid="price-changed"
        >
          <p className="font-semibold">{changed.message}</p>
          <PriceChanges before={changed.before} after={changed.after} />
          <p className="mt-2 text-sm">{t('confirmNewTotal')}</p>
        </div>
      )}
      {problem && (
        <p
          ref={problemRef}
          tabIndex={-1}
          role="alert"
          className="mt-3 text-sm text-error-700 dark:text-error-300"
          data-testid="checkout-problem"
        >
          {problem}
        </p>
      )}
      <button
        type="button"
        onClick={onPlace}
        disabled={placing}
        data-testid="place-order"
        className="mt-4 w-full rounded bg-primary-700 px-4 py-3 text-lg font-semibold text-white hover:bg-primary-800 disabled:opacity-60 dark:bg-primary-400 dark:text-neutral-950"
      >
        {placing ? t('placing') : changed ? t('placeAtNewTotal') : t('placeOrder')}
      </button>
    </section>
  )
}
