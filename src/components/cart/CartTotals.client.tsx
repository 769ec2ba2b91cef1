'use client'

import { useLocale, useTranslations } from 'next-intl'

import { useAuth } from '@/components/auth/hooks/useAuth'
import type { Locale } from '@/i18n/locales'
import { getPathname, Link } from '@/i18n/navigation'
import { formatUsd } from '@/lib/commerce/money'

import type { CartQuoteAnswer } from './hooks/useCartQuote'

/** The quote's fees in the order shown: its field, its words in the `cart` messages, its test id. */
const FEES = [
  ['itemTariff', 'itemTariff', 'item-tariff'],
  ['globalTariff', 'globalTariff', 'global-tariff'],
  ['handlingFee', 'handlingFee', 'handling-fee'],
  ['nonStandardPackageFee', 'nonStandardFee', 'non-standard-fee'],
  ['internationalTermsFee', 'internationalFee', 'international-fee'],
] as const

/**
 * The cart's summary: the server's totals, each fee with a note saying what it is; shipping
 * and tax once a destination is given ("at checkout" before), the quote's error in its place
 * when it failed, and the way to checkout.
 */
export function CartTotals({ answer, hasDestination }: { answer: CartQuoteAnswer; hasDestination: boolean }) {
  const t = useTranslations('cart')
  const locale = useLocale() as Locale
  const quote = answer && 'quote' in answer ? answer.quote : null
  const { status } = useAuth()
  // A visitor signs in first and comes back to checkout (with this cart merged).
  const checkoutHref =
    status === 'signed-in' ? '/checkout' : { pathname: '/login' as const, query: { returnTo: getPathname({ href: '/checkout', locale }) } }
  return (
    <section
      className="rounded border border-neutral-300 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900"
      aria-live="polite"
      data-testid="cart-totals"
    >
      <h2 className="font-semibold">{t('summary')}</h2>
      {answer && 'error' in answer && (
        <p role="alert" className="mt-2 text-sm text-error-700 dark:text-error-300" data-testid="quote-error">
          {answer.error}
        </p>
      )}
      {quote && (
        <dl className="mt-2 grid grid-cols-[1fr_auto] gap-y-1 text-sm tabular-nums">
          <Row label={t('subtotal')} value={formatUsd(quote.subtotal, locale)} id="subtotal" />
          {FEES.filter(([field]) => quote[field] > 0).map(([field, word, id]) => (
            <Row
              key={id}
              label={
                field === 'globalTariff'
                  ? `${t(word)} (${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(quote.globalTariffRate * 100)} %)`
                  : t(word)
              }
              note={t(`feeNote.${word}`)}
              value={formatUsd(quote[field], locale)}
              id={id}
            />
          ))}
          <Row
            label={hasDestination ? (quote.shippingLabel ?? t('shipping')) : t('shipping')}
            value={
              !hasDestination
                ? t('atCheckout')
                : quote.shippingTbd
                  ? t('tbd')
                  : quote.shipping === null
                    ? t('atCheckout')
                    : formatUsd(quote.shipping, locale)
            }
            id="shipping"
          />
          <Row label={t('tax')} value={hasDestination ? formatUsd(quote.tax, locale) : t('atCheckout')} id="tax" />
          <dt className="mt-2 border-t border-neutral-200 pt-2 text-base font-bold dark:border-neutral-800">{t('total')}</dt>
          <dd className="mt-2 border-t border-neutral-200 pt-2 text-right text-base font-bold dark:border-neutral-800" data-testid="total">
            {formatUsd(quote.total, locale)}
          </dd>
        </dl>
      )}
      {quote?.priceOnRequest && <p className="mt-2 text-sm text-warning-800 dark:text-warning-300">{t('priceOnRequestTotal')}</p>}
      {!hasDestination && <p className="mt-2 text-xs text-neutral-600 dark:text-neutral-400">{t('shippingAtCheckout')}</p>}
      <Link
        href={checkoutHref}
        data-testid="checkout-button"
        className="mt-4 block rounded bg-primary-700 px-4 py-3 text-center text-lg font-semibold text-white hover:bg-primary-800 dark:bg-primary-400 dark:text-neutral-950"
      >
        {t('checkout')}
      </Link>
    </section>
  )
}

/** A line of the totals; a fee says what it is in a note under its name (read with it, no hover needed). */
function Row({ label, value, id, note }: { label: string; value: string; id: string; note?: string }) {
  return (
    <>
      <dt>
        {label}
        {note && (
          <span className="block text-xs text-neutral-700 dark:text-neutral-300" data-testid={`total-${id}-note`}>
            {note}
          </span>
        )}
      </dt>
      <dd className="text-right" data-testid={`total-${id}`}>
        {value}
      </dd>
    </>
  )
}
