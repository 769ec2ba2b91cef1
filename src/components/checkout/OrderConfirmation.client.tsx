'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useRef, useState } from 'react'

import type { Country } from '@/components/account/AddressForm.client'
import { useAuth } from '@/components/auth/hooks/useAuth'
import { useCart } from '@/components/cart/CartProvider.client'
import { OrderFacts, OrderPdfLink } from '@/components/orders/OrderFacts'
import { OrderLinesAndAddresses } from '@/components/orders/OrderLinesAndAddresses'
import { Link } from '@/i18n/navigation'
import { fetchOrder } from '@/lib/accounts/browser/privateClient'
import type { Order } from '@/lib/orders/server/present'
import { trackEcommerce } from '@/lib/platform/services/analytics'
import { formatUsd } from '@/lib/commerce/money'

import { CardPayment } from './CardPayment.client'
import { CheckoutTotals } from './CheckoutTotals'

type Loaded = { status: 'loading' } | { status: 'ready'; order: Order } | { status: 'failed'; message: string }

/**
 * The confirmation page: the order as the server stored it (its lines and totals, both
 * addresses, shipping, PO and payment). A card order says the shop will call for the card,
 * or, with Stripe on (`cardCheckout`), shows its payment (./CardPayment.client.tsx).
 * The browser's cart is read again here, as the order emptied it on the server.
 */
export function OrderConfirmation({
  number,
  countries,
  cardCheckout = false,
  returned = null,
}: {
  number: string
  countries: Country[]
  cardCheckout?: boolean
  returned?: 'return' | 'cancelled' | null
}) {
  const t = useTranslations('checkout')
  const locale = useLocale()
  const { authFetch, status } = useAuth()
  const { reload } = useCart()
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' })
  const [reads, setReads] = useState(0)
  const refresh = useCallback(() => setReads((n) => n + 1), [])
  const reloadRef = useRef(reload)
  useEffect(() => {
    reloadRef.current = reload
  })

  useEffect(() => {
    if (status !== 'signed-in') return
    if (reads === 0) void reloadRef.current()
    let live = true
    void fetchOrder(authFetch, number, locale).then((result) => {
      if (!live) return
      // A later read that fails (polling for the payment) keeps the order shown.
      if (reads > 0 && !result.ok) return
      setLoaded(
        result.ok
          ? { status: 'ready', order: result.data.order }
          : { status: 'failed', message: result.error.message ?? t('orderNotFound') },
      )
    })
    return () => {
      live = false
    }
  }, [status, authFetch, number, locale, t, reads])

  // GA4's purchase, once per order in this browser (a reload of this page does not count it again).
  const placed = loaded.status === 'ready' ? loaded.order : null
  useEffect(() => {
    if (!placed) return
    const key = `switchyard.purchase:${placed.number}`
    try {
      if (localStorage.getItem(key)) return
      localStorage.setItem(key, '1')
    } catch {
      // Storage off: counted on each visit of the page, as nothing can be remembered.
    }
    trackEcommerce('purchase', {
      transaction_id: placed.number,
      value: placed.total,
      tax: placed.tax,
      shipping: placed.shipping ?? 0,
      items: placed.lines.map((l) => ({
        item_id: l.pn,
        ...(l.description ? { item_name: l.description } : {}),
        price: l.unitPrice,
        quantity: l.qty,
      })),
    })
  }, [placed])

  if (loaded.status === 'loading') {
    return (
      <p role="status" data-testid="order-loading">
        {t('loading')}
      </p>
    )
  }
  if (loaded.status === 'failed') {
    return (
      <section>
        <h1 className="text-2xl font-bold">{t('doneTitle')}</h1>
        <p role="alert" className="mt-2" data-testid="order-error">
          {loaded.message}
        </p>
      </section>
    )
  }
  const { order } = loaded
  const countryName = (code: string | null | undefined) => countries.find((c) => c.code === code)?.name ?? code ?? undefined
  const card = 'rounded border border-neutral-300 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900'
  return (
    <section className="space-y-4" data-testid="order-done">
      <h1 className="text-3xl font-bold tracking-tight">{t('doneTitle')}</h1>
      <p className="text-lg" data-testid="order-number">
        {t('doneIntro', { number: order.number })}
      </p>
      {order.payment === 'card' && (cardCheckout || order.cardPaymentStatus) ? (
        <CardPayment
          number={order.number}
          orderStatus={order.status}
          paymentStatus={order.cardPaymentStatus ?? null}
          returned={returned}
          refresh={refresh}
        />
      ) : (
        <p
          className="rounded border border-info-600 bg-info-50 p-3 text-info-950 dark:bg-info-950 dark:text-info-50"
          data-testid="order-payment-note"
        >
          {order.payment === 'card' ? t('doneCard') : t('doneTerms')}
        </p>
      )}
      <OrderPdfLink number={order.number} label={t('downloadPdf')} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-4">
          <OrderLinesAndAddresses
            order={order}
            card={card}
            labels={{
              orderLines: t('orderLines'),
              shippingStep: t('shippingStep'),
              billingStep: t('billingStep'),
              lineQty: (qty, price) => t('lineQty', { qty, price }),
            }}
            money={(v) => formatUsd(v, locale)}
            locale={locale}
            countryName={countryName}
          />
          <OrderFacts
            order={order}
            className={`${card} grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm`}
            labels={{
              carrierStep: t('carrierStep'),
              carrierAccountShort: t('carrierAccountShort'),
              poNumber: t('poNumber'),
              paymentMethod: t('paymentMethod'),
              card: t('card'),
              onAccount: t('onAccount'),
              note: t('note'),
            }}
          />
        </div>
        <div className={card}>
          <h2 className="mb-2 text-lg font-semibold">{t('summary')}</h2>
          <CheckoutTotals totals={order} testId="order-totals" />
        </div>
      </div>
      <Link href="/products" className="inline-block font-semibold text-primary-800 underline dark:text-primary-300">
        {t('continueShopping')}
      </Link>
    </section>
  )
}
