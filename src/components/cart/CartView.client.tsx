'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useMemo, useState } from 'react'

import { useAuth } from '@/components/auth/AuthProvider.client'
import { useToast } from '@/components/auth/Toasts.client'
import type { QuoteJson as Quote } from '@/lib/commerce/quoteJson'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import type { PartDetail } from '@/lib/cart/partDetails'
import { retryFetch } from '@/lib/net/retryFetch'

import { useCart } from './CartProvider.client'
import { FavoriteButton } from './FavoriteButton.client'
import { QuantityStepper } from './QuantityStepper.client'

type Country = { code: string; name: string }
type Destination = { country: string; postalCode: string; state: string }
type QuoteAnswer = { quote: Quote } | { error: string } | null

const money = (value: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'es' ? 'es-US' : 'en-US', { style: 'currency', currency: 'USD' }).format(value)

/**
 * The cart page: every line with its list and customer price as the server quotes them,
 * lead-time notes, "Call for price" lines, and the totals; a ZIP and country show shipping
 * and tax before checkout. Nothing here computes a price.
 */
export function CartView({ countries }: { countries: Country[] }) {
  const t = useTranslations('cart')
  const locale = useLocale() as Locale
  const toast = useToast()
  const { status, openSignIn } = useAuth()
  const cart = useCart()
  const items = cart.cart.cartItems
  const [details, setDetails] = useState<Map<string, PartDetail>>(new Map())
  const [answer, setAnswer] = useState<QuoteAnswer>(null)
  const [destination, setDestination] = useState<Destination | null>(null)
  const [form, setForm] = useState<Destination>({ country: 'US', postalCode: '', state: '' })
  const [confirmEmpty, setConfirmEmpty] = useState(false)
  const [cartName, setCartName] = useState('')

  // Arrived from the saved carts page: the flag has done its work.
  const { leavingSavedCartPage, setLeavingSavedCartPage } = cart
  useEffect(() => {
    if (leavingSavedCartPage) setLeavingSavedCartPage(false)
  }, [leavingSavedCartPage, setLeavingSavedCartPage])

  const pnKey = items.map((i) => i.pn).join(',')
  const qtyKey = items.map((i) => `${i.pn}:${i.prod_quantity}`).join(',')

  useEffect(() => {
    if (!pnKey) return
    const controller = new AbortController()
    retryFetch(`/api/public/cart/lines?locale=${locale}`, {
      method: 'POST',
      safe: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ pns: pnKey.split(',') }),
      signal: controller.signal,
    })
      .then((r) => (r.ok ? (r.json() as Promise<{ lines: PartDetail[] }>) : null))
      .then((body) => body && setDetails(new Map(body.lines.map((l) => [l.pn, l]))))
      .catch(() => undefined)
    return () => controller.abort()
  }, [pnKey, locale])

  useEffect(() => {
    if (!qtyKey) {
      setAnswer(null)
      return
    }
    const controller = new AbortController()
    const body = {
      items: items.map((i) => ({ pn: i.pn, qty: i.prod_quantity })),
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
    retryFetch(`/api/public/cart/quote?locale=${locale}`, {
      method: 'POST',
      safe: true,
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
      signal: controller.signal,
    })
      .then(async (r) => {
        const json = (await r.json()) as Quote & { error?: { message: string } }
        setAnswer(r.ok ? { quote: json } : { error: json.error?.message ?? t('quoteFailed') })
      })
      .catch((e: unknown) => {
        if ((e as Error).name !== 'AbortError') setAnswer({ error: t('quoteFailed') })
      })
    return () => controller.abort()
    // The lines' quantities, the destination and the buyer decide the quote.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [qtyKey, destination, locale, status])

  const quote = answer && 'quote' in answer ? answer.quote : null
  const lineOf = useMemo(() => new Map((quote?.lines ?? []).map((l) => [l.pn, l])), [quote])
  const nonStandard = quote?.lines.filter((l) => l.pkgQtyType === 'non-standard').length ?? 0
  const feePerLine = nonStandard > 0 ? quote!.nonStandardPackageFee / nonStandard : 0

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
          <ul
            className="self-start divide-y divide-neutral-200 rounded border border-neutral-300 bg-white dark:divide-neutral-800 dark:border-neutral-800 dark:bg-neutral-900"
            data-testid="cart-lines"
          >
            {items.map((item) => {
              const detail = details.get(item.pn)
              const line = lineOf.get(item.pn)
              const step = detail?.pkgqty ?? item.pkgqty ?? 1
              return (
                <li
                  key={item.pn}
                  data-pn={item.pn}
                  data-testid="cart-line"
                  className="grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_auto]"
                >
                  <div className="min-w-0">
                    <p className="font-mono font-semibold whitespace-nowrap">
                      {detail?.href ? (
                        <a href={detail.href} className="text-primary-800 hover:underline dark:text-primary-300">
                          {item.pn}
                        </a>
                      ) : (
                        item.pn
                      )}
                    </p>
                    {detail?.title && <p className="text-sm text-neutral-700 dark:text-neutral-300">{detail.title}</p>}
                    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-sm">
                      <dt className="text-neutral-600 dark:text-neutral-400">{t('listPrice')}</dt>
                      <dd className="tabular-nums" data-testid="line-list-price">
                        {line ? money(line.listPrice, locale) : '…'}
                      </dd>
                      <dt className="text-neutral-600 dark:text-neutral-400">{t('yourPrice')}</dt>
                      <dd className="font-semibold tabular-nums" data-testid="line-price">
                        {line ? (line.priceOnRequest ? t('callForPrice') : money(line.unitPrice, locale)) : '…'}
                      </dd>
                      <dt className="text-neutral-600 dark:text-neutral-400">{t('pkgqty')}</dt>
                      <dd className="tabular-nums">{step}</dd>
                    </dl>
                    <ul className="mt-2 space-y-1 text-sm">
                      {line?.priceOnRequest && (
                        <li className="text-warning-800 dark:text-warning-300" data-testid="line-call-for-price">
                          {t('callForPriceNote')}
                        </li>
                      )}
                      {detail?.leadTimeNote && <li data-testid="line-lead-time">{detail.leadTimeNote}</li>}
                      {line?.leadTime10Days && <li data-testid="line-lead-10">{t('leadTime10Days')}</li>}
                      {(line?.pkgQtyType ?? item.pkgQtyType) === 'non-standard' && (
                        <li className="text-warning-800 dark:text-warning-300" data-testid="line-non-standard">
                          {t('nonStandard', { step, fee: money(feePerLine, locale) })}
                        </li>
                      )}
                    </ul>
                  </div>
                  <div className="flex flex-row flex-wrap items-center justify-between gap-2 sm:flex-col sm:items-end sm:justify-start">
                    <QuantityStepper
                      part={{ pn: item.pn, pkgqty: step, family: detail?.family ?? null }}
                      qty={item.prod_quantity}
                      onChange={(qty, type) => void cart.setQuantity(item.pn, qty, type)}
                    />
                    <p className="text-lg font-semibold tabular-nums" data-testid="line-total">
                      {line ? (line.priceOnRequest ? t('callForPrice') : money(line.lineTotal, locale)) : '…'}
                    </p>
                    <span className="flex items-center gap-1">
                      <FavoriteButton item={{ pn: item.pn }} label={item.pn} />
                      <button
                        type="button"
                        data-testid="line-remove"
                        onClick={() => void cart.remove(item.pn).then((ok) => ok && toast('info', t('removed', { pn: item.pn })))}
                        className="rounded px-2 py-1 text-sm font-semibold text-error-700 hover:bg-error-50 dark:text-error-300 dark:hover:bg-error-950"
                      >
                        {t('remove')}
                      </button>
                    </span>
                  </div>
                </li>
              )
            })}
          </ul>

          <aside className="space-y-4">
            <form
              className="rounded border border-neutral-300 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900"
              data-testid="destination-form"
              onSubmit={(e) => {
                e.preventDefault()
                setDestination({ ...form, country: form.country.toUpperCase() })
              }}
            >
              <h2 className="font-semibold">{t('estimate')}</h2>
              <div className="mt-2 grid grid-cols-2 gap-2 text-sm">
                <label className="col-span-2 grid gap-1">
                  {t('country')}
                  <select
                    value={form.country}
                    onChange={(e) => setForm({ ...form, country: e.target.value })}
                    className="h-9 w-full min-w-0 rounded border border-neutral-400 bg-white px-2 dark:border-neutral-600 dark:bg-neutral-900"
                    data-testid="destination-country"
                  >
                    {(countries.length ? countries : [{ code: 'US', name: 'United States' }]).map((c) => (
                      <option key={c.code} value={c.code}>
                        {c.name}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="grid gap-1">
                  {t('zip')}
                  <input
                    value={form.postalCode}
                    onChange={(e) => setForm({ ...form, postalCode: e.target.value })}
                    autoComplete="postal-code"
                    className="h-9 w-full min-w-0 rounded border border-neutral-400 bg-white px-2 dark:border-neutral-600 dark:bg-neutral-900"
                    data-testid="destination-zip"
                  />
                </label>
                <label className="grid gap-1">
                  {t('state')}
                  <input
                    value={form.state}
                    onChange={(e) => setForm({ ...form, state: e.target.value.toUpperCase().slice(0, 2) })}
                    autoComplete="address-level1"
                    placeholder="PA"
                    disabled={form.country !== 'US'}
                    className="h-9 w-full min-w-0 rounded border border-neutral-400 bg-white px-2 uppercase disabled:opacity-50 dark:border-neutral-600 dark:bg-neutral-900"
                    data-testid="destination-state"
                  />
                </label>
              </div>
              <button
                type="submit"
                className="mt-3 rounded border border-neutral-400 px-3 py-1.5 text-sm font-semibold hover:bg-neutral-100 dark:border-neutral-600 dark:hover:bg-neutral-800"
                data-testid="destination-apply"
              >
                {t('apply')}
              </button>
            </form>

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
                  <Row label={t('subtotal')} value={money(quote.subtotal, locale)} id="subtotal" />
                  {quote.itemTariff > 0 && (
                    <Row label={t('itemTariff')} note={t('feeNote.itemTariff')} value={money(quote.itemTariff, locale)} id="item-tariff" />
                  )}
                  {quote.globalTariff > 0 && (
                    <Row label={t('globalTariff')} note={t('feeNote.globalTariff')} value={money(quote.globalTariff, locale)} id="global-tariff" />
                  )}
                  {quote.handlingFee > 0 && (
                    <Row label={t('handlingFee')} note={t('feeNote.handlingFee')} value={money(quote.handlingFee, locale)} id="handling-fee" />
                  )}
                  {quote.nonStandardPackageFee > 0 && (
                    <Row
                      label={t('nonStandardFee')}
                      note={t('feeNote.nonStandardFee')}
                      value={money(quote.nonStandardPackageFee, locale)}
                      id="non-standard-fee"
                    />
                  )}
                  {quote.internationalTermsFee > 0 && (
                    <Row
                      label={t('internationalFee')}
                      note={t('feeNote.internationalFee')}
                      value={money(quote.internationalTermsFee, locale)}
                      id="international-fee"
                    />
                  )}
                  <Row
                    label={destination ? (quote.shippingLabel ?? t('shipping')) : t('shipping')}
                    value={
                      !destination
                        ? t('atCheckout')
                        : quote.shippingTbd
                          ? t('tbd')
                          : quote.shipping === null
                            ? t('atCheckout')
                            : money(quote.shipping, locale)
                    }
                    id="shipping"
                  />
                  <Row label={t('tax')} value={destination ? money(quote.tax, locale) : t('atCheckout')} id="tax" />
                  <dt className="mt-2 border-t border-neutral-200 pt-2 text-base font-bold dark:border-neutral-800">
                    {t('total')}
                  </dt>
                  <dd
                    className="mt-2 border-t border-neutral-200 pt-2 text-right text-base font-bold dark:border-neutral-800"
                    data-testid="total"
                  >
                    {money(quote.total, locale)}
                  </dd>
                </dl>
              )}
              {quote?.priceOnRequest && (
                <p className="mt-2 text-sm text-warning-800 dark:text-warning-300">{t('priceOnRequestTotal')}</p>
              )}
              {!destination && <p className="mt-2 text-xs text-neutral-600 dark:text-neutral-400">{t('shippingAtCheckout')}</p>}
              {/* Visitors go through sign-in first (the proxy) and come back with this cart merged. */}
              <Link
                href="/checkout"
                data-testid="checkout-button"
                className="mt-4 block rounded bg-primary-700 px-4 py-3 text-center text-lg font-semibold text-white hover:bg-primary-800 dark:bg-primary-400 dark:text-neutral-950"
              >
                {t('checkout')}
              </Link>
            </section>

            <section className="space-y-3 rounded border border-neutral-300 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900">
              {status === 'signed-in' ? (
                <form
                  className="grid gap-2"
                  data-testid="save-cart-form"
                  onSubmit={async (e) => {
                    e.preventDefault()
                    if (!cartName.trim()) return
                    if (await cart.saveCart(cartName)) {
                      toast('success', t('savedAs', { name: cartName.trim() }))
                      setCartName('')
                    }
                  }}
                >
                  <label className="grid gap-1 text-sm font-semibold">
                    {t('saveAs')}
                    <input
                      value={cartName}
                      required
                      maxLength={100}
                      onChange={(e) => setCartName(e.target.value)}
                      placeholder={t('cartNamePlaceholder')}
                      className="h-9 rounded border border-neutral-400 bg-white px-2 font-normal dark:border-neutral-600 dark:bg-neutral-900"
                      data-testid="save-cart-name"
                    />
                  </label>
                  <button
                    type="submit"
                    className="rounded border border-neutral-400 px-3 py-1.5 text-sm font-semibold hover:bg-neutral-100 dark:border-neutral-600 dark:hover:bg-neutral-800"
                    data-testid="save-cart"
                  >
                    {t('saveCart')}
                  </button>
                </form>
              ) : (
                <p className="text-sm">
                  <button
                    type="button"
                    onClick={openSignIn}
                    className="font-semibold text-primary-800 underline dark:text-primary-300"
                  >
                    {t('signIn')}
                  </button>{' '}
                  {t('signInBenefits')}
                </p>
              )}
              {confirmEmpty ? (
                <div className="flex flex-wrap items-center gap-2 text-sm" role="group" aria-label={t('emptyConfirm')}>
                  <span>{t('emptyConfirm')}</span>
                  <button
                    type="button"
                    data-testid="empty-cart-confirm"
                    onClick={async () => {
                      setConfirmEmpty(false)
                      if (await cart.clear()) toast('info', t('emptied'))
                    }}
                    className="rounded bg-error-700 px-3 py-1 font-semibold text-white dark:bg-error-400 dark:text-neutral-950"
                  >
                    {t('emptyYes')}
                  </button>
                  <button
                    type="button"
                    onClick={() => setConfirmEmpty(false)}
                    className="rounded border border-neutral-400 px-3 py-1 dark:border-neutral-600"
                  >
                    {t('emptyNo')}
                  </button>
                </div>
              ) : (
                <button
                  type="button"
                  data-testid="empty-cart"
                  onClick={() => setConfirmEmpty(true)}
                  className="text-sm font-semibold text-error-700 hover:underline dark:text-error-300"
                >
                  {t('emptyCart')}
                </button>
              )}
            </section>
          </aside>
        </div>
      )}
    </div>
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
