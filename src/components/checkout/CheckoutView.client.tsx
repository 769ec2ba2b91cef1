'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import type { Country } from '@/components/account/AddressForm.client'
import { AddressPanel } from '@/components/account/AddressPanel.client'
import type { PromiseSetup } from '@/components/availability/AvailabilityProvider.client'
import { useAddressBook, type AddressKind } from '@/components/account/useAddressBook'
import { useAuth } from '@/components/auth/hooks/useAuth'
import { useCart } from '@/components/cart/CartProvider.client'
import { Link } from '@/i18n/navigation'

import { stepClass } from './checkoutStyles'
import { AddressStep, CarrierStep } from './CheckoutSteps.client'
import { PaymentStep } from './PaymentStep.client'
import { ReviewStep } from './ReviewStep.client'
import { ShippingPanel } from './ShippingPanel.client'
import { useBeginCheckout } from './useBeginCheckout'
import { useCheckoutQuote } from './useCheckoutQuote'
import { useCheckoutSelection } from './useCheckoutSelection'
import { usePlaceCheckout } from './usePlaceCheckout'

type Panel = { kind: 'address'; tab: AddressKind; add: boolean } | { kind: 'shipping' } | null

/**
 * One-page checkout in steps the buyer can revisit: ship-to, shipping, bill-to, payment
 * (PO, terms or card, a note), then the server's quote for exactly this choice and the
 * place-order button. The server prices and places; this page only shows and asks.
 */
export function CheckoutView({
  countries,
  cardCheckout = false,
  promises,
}: {
  countries: Country[]
  cardCheckout?: boolean
  promises: PromiseSetup
}) {
  const t = useTranslations('checkout')
  const ta = useTranslations('addresses')
  const cart = useCart()
  const { status } = useAuth()
  const book = useAddressBook(ta('loadFailed'))
  const selection = useCheckoutSelection(book, cart.cart)
  const { list, chosen, shipTo, billTo, destination, choice, payment, shipment } = selection
  const [panel, setPanel] = useState<Panel>(null)

  const { state, fresh, requote } = useCheckoutQuote(cart.cart, destination, choice, shipment, t('quoteFailed'))
  const quote = state.status === 'ready' ? state.quote : null
  const carrier = quote?.offeredCarriers.find((c) => c.slug === choice.carrier) ?? null
  const order = usePlaceCheckout({ book, selection, quote, fresh, carrier, requote })

  const items = cart.cart.cartItems
  useBeginCheckout(status === 'signed-in' && !cart.cartLoader && items.length > 0, items)

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

  const addressStep = (kind: AddressKind, n: number) => (
    <AddressStep
      kind={kind}
      n={n}
      address={kind === 'shipping' ? shipTo : billTo}
      countries={countries}
      bookEmpty={list.length === 0}
      onChange={() => setPanel({ kind: 'address', tab: kind, add: list.length === 0 })}
    />
  )

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]" data-testid="checkout">
      <div className="space-y-4">
        {addressStep('shipping', 1)}
        <CarrierStep
          carrier={carrier}
          choice={choice}
          quote={quote}
          hasDestination={Boolean(destination)}
          onChange={() => setPanel({ kind: 'shipping' })}
        />
        {addressStep('billing', 3)}
        <PaymentStep n={4} terms={selection.terms} values={payment} onChange={selection.setPayment} cardCheckout={cardCheckout} />
      </div>

      <aside className="space-y-4">
        <ReviewStep
          lines={cart.cart.cartItems.length}
          state={state}
          fresh={fresh}
          collect={Boolean(carrier?.collect)}
          changed={order.changed}
          problem={order.problem}
          placing={order.placing}
          onPlace={() => void order.place()}
          shipment={shipment}
          promises={promises}
          onShipment={(next) => {
            selection.setShipment(next)
            order.forgetChange()
          }}
        />
      </aside>

      {panel?.kind === 'address' && (
        <AddressPanel
          book={book}
          countries={countries}
          initialTab={panel.tab}
          initialState={panel.add ? { mode: 'form', index: -1 } : { mode: 'list' }}
          chosen={chosen}
          chooseLabel={(kind) => t(`use.${kind}`)}
          chooseNew
          onChoose={async (kind, address) => {
            selection.pick(kind, address.id)
            order.forgetChange()
            setPanel(null)
            return true
          }}
          onClose={() => setPanel(null)}
        />
      )}
      {panel?.kind === 'shipping' && quote && (
        <ShippingPanel
          options={quote.shippingOptions}
          choice={choice}
          onApply={(next) => {
            selection.setChoice(next)
            order.forgetChange()
            setPanel(null)
          }}
          onClose={() => setPanel(null)}
        />
      )}
    </div>
  )
}
