import { getTranslations } from 'next-intl/server'

import type { Country } from '@/components/account/AddressForm.client'
import { CheckoutTotals } from '@/components/checkout/CheckoutTotals'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import type { Order } from '@/lib/orders/server/present'

import { formatUsd } from '@/lib/commerce/money'

import { orderDate, statusClass } from './format'
import { OrderActions } from './OrderActions.client'
import { OrderFacts, OrderPdfLink } from './OrderFacts'
import { OrderLinesAndAddresses } from './OrderLinesAndAddresses'
import { OrderHistoryTimeline } from './OrderTimeline'

/** An order as its buyer reads it again: status, lines, totals, addresses, PO and payment, and the reorder actions. */
export async function OrderView({
  order,
  locale,
  countries,
  customerName,
}: {
  order: Order
  locale: Locale
  countries: Country[]
  customerName: string | null
}) {
  const [t, tc, tq] = await Promise.all([getTranslations('orders'), getTranslations('checkout'), getTranslations('quotes')])
  const countryName = (code: string | null | undefined) => countries.find((c) => c.code === code)?.name ?? code ?? undefined
  const card = 'rounded border border-neutral-300 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900'
  return (
    <div className="space-y-4" data-testid="order-page" data-number={order.number}>
      <Link
        href="/my-account/orders"
        className="inline-block font-semibold text-primary-800 underline dark:text-primary-300"
        data-testid="order-back"
      >
        {t('back')}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-mono text-2xl font-bold tracking-tight">{t('orderTitle', { number: order.number })}</h1>
        <span className={`rounded px-2 py-0.5 text-sm font-semibold ${statusClass[order.status] ?? ''}`} data-testid="order-status">
          {t(`statusLabel.${order.status}`)}
        </span>
      </div>
      <p className="text-neutral-800 dark:text-neutral-200">
        {t('placedOn', { date: orderDate(order.createdAt, locale) })}
        {customerName && <span data-testid="order-customer"> · {customerName}</span>}
      </p>
      <OrderPdfLink number={order.number} label={t('downloadPdf')} />
      <OrderActions number={order.number} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-4">
          <OrderLinesAndAddresses
            order={order}
            card={card}
            labels={{
              orderLines: tc('orderLines'),
              shippingStep: tc('shippingStep'),
              billingStep: tc('billingStep'),
              lineQty: (qty, price) => tc('lineQty', { qty, price }),
              quote: (number) => tq('cartLine', { number }),
            }}
            money={(v) => formatUsd(v, locale)}
            locale={locale}
            countryName={countryName}
          />
          <OrderHistoryTimeline order={order} locale={locale} className={card} />
          <OrderFacts
            order={order}
            className={`${card} grid grid-cols-1 gap-x-4 text-sm sm:grid-cols-[auto_1fr] sm:gap-y-1 [&>dd]:mb-2 sm:[&>dd]:mb-0`}
            labels={{
              carrierStep: tc('carrierStep'),
              carrierAccountShort: tc('carrierAccountShort'),
              poNumber: tc('poNumber'),
              paymentMethod: tc('paymentMethod'),
              card: tc('card'),
              onAccount: tc('onAccount'),
              note: tc('note'),
            }}
            lead={{ term: t('status'), value: t(`statusLabel.${order.status}`) }}
          />
        </div>
        <div className={card}>
          <h2 className="mb-2 text-lg font-semibold">{tc('summary')}</h2>
          <CheckoutTotals totals={order} testId="order-totals" />
        </div>
      </div>
    </div>
  )
}
