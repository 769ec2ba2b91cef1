'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import type { AddressBook } from '@/components/account/useAddressBook'
import { useCart } from '@/components/cart/CartProvider.client'
import { useRouter } from '@/i18n/navigation'
import type { QuoteJson as Quote } from '@/lib/commerce/quoteJson'

import type { CheckoutSelection } from './useCheckoutSelection'
import { useNewCustomer } from './useNewCustomer'
import { usePlaceOrder } from './usePlaceOrder'

type Carrier = Quote['offeredCarriers'][number]
/** The quote the buyer saw and the one the server priced the order at, with its message. */
export type PriceChange = { before: Quote; after: Quote; message: string }

/**
 * The place-order button: says what is missing first (in the order of the steps), makes the
 * buyer's customer when there is none, places the order at the quoted total, then goes to the
 * confirmation page (or Stripe's). A changed price shows both totals and asks again.
 */
export function usePlaceCheckout({
  book,
  selection,
  quote,
  fresh,
  carrier,
  requote,
}: {
  book: AddressBook
  selection: CheckoutSelection
  quote: Quote | null
  fresh: boolean
  carrier: Carrier | null
  requote: () => void
}) {
  const t = useTranslations('checkout')
  const router = useRouter()
  const cart = useCart()
  const [problem, setProblem] = useState<string | null>(null)
  const [changed, setChanged] = useState<PriceChange | null>(null)
  const [placing, setPlacing] = useState(false)
  const placeOrder = usePlaceOrder(t('placeFailed'))
  const ensureCustomer = useNewCustomer(t('placeFailed'))
  const { shipTo, billTo, choice, payment, primary, shipment } = selection

  const missing = () =>
    !shipTo
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

  const place = async () => {
    setProblem(null)
    const first = missing()
    if (first || !shipTo || !billTo || !quote || !choice.carrier) {
      setProblem(first)
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
      // Only when the lines ship on different days is it the buyer's choice (docs/availability.md).
      ...(quote.shipment?.split ? { shipment } : {}),
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

  return { place, placing, problem, changed, forgetChange: () => setChanged(null) }
}
