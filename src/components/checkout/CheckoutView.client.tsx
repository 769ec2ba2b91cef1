'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useMemo, useRef, useState } from 'react'

import type { Country } from '@/components/account/AddressForm.client'
import { AddressPanel } from '@/components/account/AddressPanel.client'
import { AddressText } from '@/components/account/AddressText'
import { useAddressBook, type Address, type AddressKind } from '@/components/account/useAddressBook'
import { useAuth } from '@/components/auth/AuthProvider.client'
import { useCart } from '@/components/cart/CartProvider.client'
import { initialSelection, nextSelection } from '@/domain'
import type { QuoteJson as Quote } from '@/lib/commerce/quoteJson'
import { Link, useRouter } from '@/i18n/navigation'
import { trackEcommerce } from '@/lib/services/analytics'

import { CheckoutTotals, PriceChanges } from './CheckoutTotals'
import { PaymentStep, type PaymentValues } from './PaymentStep.client'
import { ShippingPanel, type ShippingChoice } from './ShippingPanel.client'
import { useCheckoutQuote, type Destination } from './useCheckoutQuote'
import { usePlaceOrder } from './usePlaceOrder'
import { useNewCustomer } from './useNewCustomer'

type Panel = { kind: 'address'; tab: AddressKind; add: boolean } | { kind: 'shipping' } | null

const destinationOf = (a: Address | undefined): Destination | null =>
  a?.addressCountry ? { country: a.addressCountry, state: a.addressState, postalCode: a.addressPostalCode } : null

const stepClass = 'rounded border border-neutral-300 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900'
const secondary = 'rounded border border-neutral-500 px-3 py-1.5 text-sm font-semibold hover:bg-neutral-100 dark:hover:bg-neutral-800'

/**
 * One-page checkout in steps the buyer can revisit: ship-to, shipping, bill-to, payment
 * (PO, terms or card, a note), then the server's quote for exactly this choice and the
 * place-order button. The server prices and places; this page only shows and asks.
 */
export function CheckoutView({ countries, cardCheckout = false }: { countries: Country[]; cardCheckout?: boolean }) {
  const t = useTranslations('checkout')
  const ta = useTranslations('addresses')
  const router = useRouter()
  const cart = useCart()
  const { status } = useAuth()
  const book = useAddressBook(ta('loadFailed'))
  const list = useMemo(() => book.addresses ?? [], [book.addresses])
  const [picked, setPicked] = useState<Record<AddressKind, number | null>>({ shipping: null, billing: null })
  const [choice, setChoice] = useState<ShippingChoice>({ ...initialSelection(), carrierAccount: '' })
  const [payment, setPayment] = useState<PaymentValues>({ payment: 'card', poNumber: '', note: '' })
  const [panel, setPanel] = useState<Panel>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [changed, setChanged] = useState<{ before: Quote; after: Quote; message: string } | null>(null)
  const [placing, setPlacing] = useState(false)
  const placeOrder = usePlaceOrder(t('placeFailed'))
  const ensureCustomer = useNewCustomer(t('placeFailed'))
  const problemRef = useRef<HTMLParagraphElement>(null)

  const primary = book.owner?.customers.find((c) => c.primary) ?? book.owner?.customers[0] ?? null
  const terms = Boolean(primary?.approvedForTerms)
  useEffect(() => setPayment((p) => ({ ...p, payment: terms ? 'terms' : 'card' })), [terms])

  // The cart's own selections, else the buyer's defaults, else the first address.
  const chosen = useMemo(() => {
    const pick = (kind: AddressKind, fromCart: number | string | null | undefined) => {
      const ids = [picked[kind], Number(fromCart) || null, book.owner?.defaults[kind] ?? null, list[0]?.id ?? null]
      return ids.find((id) => id !== null && list.some((a) => a.id === id)) ?? null
    }
    return { shipping: pick('shipping', cart.cart.selectedShippingId), billing: pick('billing', cart.cart.selectedBillingId) }
  }, [picked, list, book.owner, cart.cart.selectedShippingId, cart.cart.selectedBillingId])
  const shipTo = list.find((a) => a.id === chosen.shipping)
  const billTo = list.find((a) => a.id === chosen.billing)
  const destination = destinationOf(shipTo)

  // The carrier selection rules (docs/shipping-and-tax.md, "Carriers") follow the ship-to address.
  const lastDestination = useRef<Destination | null>(null)
  const destinationKey = JSON.stringify(destination)
  useEffect(() => {
    const next = JSON.parse(destinationKey) as Destination | null
    setChoice((c) => {
      const s = nextSelection(c, lastDestination.current, next)
      return { ...s, carrierAccount: s.carrier === c.carrier ? c.carrierAccount : '' }
    })
    lastDestination.current = next
  }, [destinationKey])

  const { state, fresh, requote } = useCheckoutQuote(cart.cart, destination, choice, t('quoteFailed'))
  const quote = state.status === 'ready' ? state.quote : null
  const carrier = quote?.offeredCarriers.find((c) => c.slug === choice.carrier) ?? null

  useEffect(() => {
    if (problem) problemRef.current?.focus()
  }, [problem])

  // GA4's begin_checkout, once per visit of this page, when the buyer's cart is known.
  const began = useRef(false)
  const items = cart.cart.cartItems
  const ready = status === 'signed-in' && !cart.cartLoader && items.length > 0
  useEffect(() => {
    if (!ready || began.current) return
    began.current = true
    trackEcommerce('begin_checkout', { items: items.map((i) => ({ item_id: i.pn, quantity: i.prod_quantity, ...(i.series ? { item_category: i.series } : {}) })) })
  }, [ready, items])

  if (status !== 'signed-in' || (cart.cartLoader && cart.cart.cartItems.length === 0) || (!book.addresses && !book.loadError)) {
    return (
      <p role="status" data-testid="checkout-loading">
        {t('loading')}
      </p>
    )
  }
  if (book.loadError) return <p role="alert">{book.loadError}</p>
  if (cart.cart.cartItems.length === 0) {
    return (
      <div className={stepClass} data-testid="checkout-empty">
        <p>{t('emptyCart')}</p>
        <Link href="/products" className="mt-3 inline-block font-semibold text-primary-800 underline dark:text-primary-300">
          {t('browse')}
        </Link>
      </div>
    )
  }

  const place = async () => {
    setProblem(null)
    const missing = !shipTo
      ? t('needShipTo')
      : !choice.carrier || !carrier
        ? t('chooseCarrier')
        : carrier.collect && !choice.carrierAccount
          ? t('accountRequired', { carrier: carrier.title })
          : !billTo
            ? t('needBillTo')
            : payment.payment === 'terms' && !payment.poNumber.trim()
              ? t('poRequired')
              : !quote || !fresh
                ? t('quoteWait')
                : quote.priceOnRequest
                  ? t('priceOnRequest')
                  : null
    if (missing || !shipTo || !billTo || !quote || !choice.carrier) {
      setProblem(missing)
      return
    }
    setPlacing(true)
    const customer = await ensureCustomer(primary !== null, shipTo.id)
    if (!customer.ok) {
      setPlacing(false)
      setProblem(customer.message)
      return
    }
    // The new customer owns the buyer's addresses and decides the prices: read them again.
    if (primary === null) await book.reload()
    const result = await placeOrder({
      shippingContactId: shipTo.id,
      billingContactId: billTo.id,
      carrier: choice.carrier,
      method: choice.method,
      ...(choice.carrierAccount ? { carrierAccount: choice.carrierAccount } : {}),
      ...(payment.poNumber.trim() ? { poNumber: payment.poNumber.trim() } : {}),
      payment: payment.payment,
      ...(payment.note.trim() ? { note: payment.note.trim() } : {}),
      expectedTotal: quote.total,
    })
    if (result.kind === 'placed') {
      await cart.reload()
      // A card order with Stripe on: to Stripe's Checkout page (checked by the server), back to the confirmation page after.
      if (result.checkoutUrl) return window.location.assign(result.checkoutUrl)
      router.push({ pathname: '/checkout/done/[number]', params: { number: result.number } })
      return
    }
    setPlacing(false)
    if (result.kind === 'price-changed') {
      if (result.quote) setChanged({ before: quote, after: result.quote, message: result.message })
      requote()
    } else if (result.kind === 'cart-changed') {
      await cart.reload()
      setProblem(result.message)
    } else setProblem(result.message)
  }

  const addressStep = (kind: AddressKind, n: number, address: Address | undefined) => (
    <section className={stepClass} aria-labelledby={`step-${kind}`} data-testid={`step-${kind}`}>
      <h2 id={`step-${kind}`} className="mb-2 text-lg font-semibold">
        {t('step', { n })} {t(`${kind}Step`)}
      </h2>
      {address ? (
        <AddressText address={address} countryName={countries.find((c) => c.code === address.addressCountry)?.name} />
      ) : (
        <p>{t('noAddress')}</p>
      )}
      <button
        type="button"
        className={`mt-3 ${secondary}`}
        data-testid={`change-${kind}`}
        onClick={() => setPanel({ kind: 'address', tab: kind, add: list.length === 0 })}
      >
        {list.length === 0 ? ta('addNew') : t(`change.${kind}`)}
      </button>
    </section>
  )

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]" data-testid="checkout">
      <div className="space-y-4">
        {addressStep('shipping', 1, shipTo)}
        <section className={stepClass} aria-labelledby="step-carrier" data-testid="step-carrier">
          <h2 id="step-carrier" className="mb-2 text-lg font-semibold">
            {t('step', { n: 2 })} {t('carrierStep')}
          </h2>
          {carrier ? (
            <p data-testid="carrier-summary">
              {carrier.collect
                ? t('collectSummary', { carrier: carrier.title, account: choice.carrierAccount })
                : (quote?.shippingLabel ?? carrier.methods.find((m) => m.id === choice.method)?.title ?? carrier.title)}
            </p>
          ) : (
            <p data-testid="carrier-missing">{destination ? t('chooseCarrier') : t('shipToFirst')}</p>
          )}
          <button
            type="button"
            className={`mt-3 ${secondary}`}
            data-testid="change-carrier"
            disabled={!quote || !destination}
            onClick={() => setPanel({ kind: 'shipping' })}
          >
            {t('changeCarrier')}
          </button>
        </section>
        {addressStep('billing', 3, billTo)}
        <PaymentStep n={4} terms={terms} values={payment} onChange={setPayment} cardCheckout={cardCheckout} />
      </div>

      <aside className="space-y-4">
        <section className={stepClass} aria-labelledby="step-review" aria-busy={!fresh} data-testid="step-review">
          <h2 id="step-review" className="mb-2 text-lg font-semibold">
            {t('step', { n: 5 })} {t('reviewStep')}
          </h2>
          <p className="mb-2 text-sm" data-testid="lines-count">
            {t('lines', { count: cart.cart.cartItems.length })}
          </p>
          {state.status === 'failed' && (
            <p role="alert" className="text-sm text-error-700 dark:text-error-300" data-testid="quote-error">
              {state.message}
            </p>
          )}
          {quote && (
            <CheckoutTotals
              totals={{ ...quote, collect: Boolean(carrier?.collect) }}
            />
          )}
          {changed && (
            <div role="alert" className="mt-3 rounded border border-warning-600 bg-warning-50 p-3 text-warning-950 dark:bg-warning-950 dark:text-warning-50" data-testid="price-changed">
              <p className="font-semibold">{changed.message}</p>
              <PriceChanges before={changed.before} after={changed.after} />
              <p className="mt-2 text-sm">{t('confirmNewTotal')}</p>
            </div>
          )}
          {problem && (
            <p ref={problemRef} tabIndex={-1} role="alert" className="mt-3 text-sm text-error-700 dark:text-error-300" data-testid="checkout-problem">
              {problem}
            </p>
          )}
          <button
            type="button"
            onClick={() => void place()}
            disabled={placing}
            data-testid="place-order"
            className="mt-4 w-full rounded bg-primary-700 px-4 py-3 text-lg font-semibold text-white hover:bg-primary-800 disabled:opacity-60 dark:bg-primary-400 dark:text-neutral-950"
          >
            {placing ? t('placing') : changed ? t('placeAtNewTotal') : t('placeOrder')}
          </button>
        </section>
      </aside>

      {panel?.kind === 'address' && (
        <AddressPanel
          book={book}
          countries={countries}
          initialTab={panel.tab}
          initialState={panel.add ? { mode: 'form', index: -1 } : { mode: 'list' }}
          chosen={chosen}
          chooseLabel={(kind) => t(`use.${kind}`)}
          onChoose={async (kind, address) => {
            setPicked((p) => ({ ...p, [kind]: address.id }))
            setChanged(null)
            setPanel(null)
            return true
          }}
          onClose={() => setPanel(null)}
        />
      )}
      {panel?.kind === 'shipping' && quote && (
        <ShippingPanel
          carriers={quote.offeredCarriers}
          choice={choice}
          freeGroundLabel={quote.freeGround ? quote.shippingLabel : null}
          onApply={(next) => {
            setChoice(next)
            setChanged(null)
            setPanel(null)
          }}
          onClose={() => setPanel(null)}
        />
      )}
    </div>
  )
}
