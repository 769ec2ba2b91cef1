'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useMemo, useState } from 'react'

import { useAuth } from '@/components/auth/hooks/useAuth'
import type { Locale } from '@/i18n/locales'
import { AvailabilityProvider, type PromiseSetup } from '@/components/availability/AvailabilityProvider.client'
import { Link } from '@/i18n/navigation'
import { RequestQuote } from '@/components/quotes/RequestQuote.client'

import { CartDestinationForm } from './CartDestinationForm.client'
import { CartKeeping } from './CartKeeping.client'
import { CartLineItem } from './CartLineItem.client'
import { useCart } from './CartProvider.client'
import { CartTotals } from './CartTotals.client'
import { useCartLineDetails } from './hooks/useCartLineDetails'
import { useCartQuote, type CartDestination } from './hooks/useCartQuote'

type Country = { code: string; name: string }

/**
 * The cart page: every line with its list and customer price as the server quotes them,
 * lead-time notes, "Call for price" lines, and the totals; a ZIP and country show shipping
 * and tax before checkout. Nothing here computes a price.
 */
export function CartView({ countries, promises }: { countries: Country[]; promises: PromiseSetup }) {
  const t = useTranslations('cart')
  const locale = useLocale() as Locale
  const { status } = useAuth()
  const cart = useCart()
  const items = cart.cart.cartItems
  const [destination, setDestination] = useState<CartDestination | null>(null)
  const [form, setForm] = useState<CartDestination>({ country: 'US', postalCode: '', state: '' })
  const [confirmEmpty, setConfirmEmpty] = useState(false)
  const [cartName, setCartName] = useState('')

  // Arrived from the saved carts page: the flag has done its work.
  const { leavingSavedCartPage, setLeavingSavedCartPage } = cart
  useEffect(() => {
    if (leavingSavedCartPage) setLeavingSavedCartPage(false)
  }, [leavingSavedCartPage, setLeavingSavedCartPage])

  const details = useCartLineDetails(items.map((i) => i.pn).join(','), locale, (replaced) => void cart.replace(replaced))
  const answer = useCartQuote(items, destination, { locale, buyer: status, failedText: t('quoteFailed') })

  const quote = answer && 'quote' in answer ? answer.quote : null
  const lineOf = useMemo(() => new Map((quote?.lines ?? []).map((l) => [l.pn, l])), [quote])
  const priceList = status === 'signed-in' && quote ? quote.priceList : null
  const promiseLines = useMemo(() => items.map((i) => ({ pn: i.pn, qty: i.prod_quantity })), [items])
  const quoteLines = items.map((i) => ({
    pn: i.pn,
    qty: i.prod_quantity,
    pkgqty: details.get(i.pn)?.pkgqty ?? i.pkgqty,
    family: details.get(i.pn)?.family,
  }))

  if (cart.cartLoader && items.length === 0) {
    return (
      <p role="status" data-testid="cart-loading" className="text-neutral-700 dark:text-neutral-300">
        {t('loading')}
      </p>
    )
  }

  return (
    <div className="space-y-6" data-testid="cart-page">
      {cart.loadFailed && (
        <p
          role="alert"
          className="rounded border border-warning-600 bg-warning-50 p-3 text-warning-950 dark:bg-warning-950 dark:text-warning-50"
          data-testid="cart-load-failed"
        >
          {t('loadFailedBanner')}
        </p>
      )}
      {items.length === 0 ? (
        <div
          className="rounded border border-neutral-300 bg-white p-8 text-center dark:border-neutral-800 dark:bg-neutral-900"
          data-testid="cart-empty"
        >
          <p className="text-lg">{t('empty')}</p>
          <p className="mt-4 flex flex-wrap justify-center gap-3">
            <Link
              href="/products"
              className="rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800 dark:bg-primary-400 dark:text-neutral-950"
            >
              {t('browse')}
            </Link>
            <Link
              href="/quick-order"
              className="rounded border border-neutral-400 px-4 py-2 font-semibold hover:bg-neutral-100 dark:border-neutral-600 dark:hover:bg-neutral-800"
            >
              {t('quickOrder')}
            </Link>
          </p>
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          {/* Each line's ship-date promise at its quantity, asked for together (docs/availability.md). */}
          <AvailabilityProvider lines={promiseLines} setup={promises}>
            <ul
              className="self-start divide-y divide-neutral-200 rounded border border-neutral-300 bg-white dark:divide-neutral-800 dark:border-neutral-800 dark:bg-neutral-900"
              data-testid="cart-lines"
            >
              {items.map((item) => (
                <CartLineItem key={item.pn} item={item} detail={details.get(item.pn)} line={lineOf.get(item.pn)} priceList={priceList} />
              ))}
            </ul>
          </AvailabilityProvider>

          <aside className="space-y-4">
            <CartDestinationForm countries={countries} form={form} setForm={setForm} onApply={setDestination} />
            <CartTotals answer={answer} hasDestination={destination !== null} />
            <section
              className="space-y-2 rounded border border-neutral-300 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900"
              data-testid="cart-quote-request"
            >
              <p className="text-sm">{t('quoteHelp')}</p>
              <RequestQuote
                lines={quoteLines}
                source="cart"
                className="w-full rounded border border-primary-700 px-3 py-2 font-semibold text-primary-800 hover:bg-primary-50 dark:border-primary-400 dark:text-primary-300 dark:hover:bg-neutral-800"
              />
            </section>
            <CartKeeping cartName={cartName} setCartName={setCartName} confirmEmpty={confirmEmpty} setConfirmEmpty={setConfirmEmpty} />
          </aside>
        </div>
      )}
    </div>
  )
}
