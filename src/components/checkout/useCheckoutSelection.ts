'use client'

import { useEffect, useMemo, useRef, useState } from 'react'

import type { Address, AddressBook, AddressKind } from '@/components/account/useAddressBook'
import { useAuth } from '@/components/auth/hooks/useAuth'
import { initialSelection, nextSelection } from '@/domain'
import type { LiveCart } from '@/lib/cart/features'

import type { PaymentValues } from './PaymentStep.client'
import type { Shipment } from './ShipmentChoice.client'
import type { ShippingChoice } from './ShippingPanel.client'
import type { Destination } from './useCheckoutQuote'
import { readKept, useKeepChoices } from './keptChoices'

const destinationOf = (a: Address | undefined): Destination | null =>
  a?.addressCountry ? { country: a.addressCountry, state: a.addressState, postalCode: a.addressPostalCode } : null

/**
 * What the buyer has chosen at checkout: the ship-to and bill-to addresses (picked here, else the
 * cart's own selections, else the buyer's defaults, else the first address), the carrier (its
 * rules follow the ship-to address) and the payment (terms when the customer is approved for them).
 */
export function useCheckoutSelection(book: AddressBook, cart: LiveCart) {
  const { user } = useAuth()
  const list = useMemo(() => book.addresses ?? [], [book.addresses])
  const [picked, setPicked] = useState<Record<AddressKind, number | null>>({ shipping: null, billing: null })
  const [choice, setChoice] = useState<ShippingChoice>({ ...initialSelection(), carrierAccount: '' })
  const [payment, setPayment] = useState<PaymentValues>({ payment: 'card', poNumber: '', note: '' })
  const [shipment, setShipment] = useState<Shipment>('complete')
  const lastDestination = useRef<Destination | null>(null)

  const primary = book.owner?.customers.find((c) => c.primary) ?? book.owner?.customers[0] ?? null
  const terms = Boolean(primary?.approvedForTerms)
  useEffect(() => setPayment((p) => ({ ...p, payment: terms ? 'terms' : 'card' })), [terms])

  // A reload keeps what this buyer chose in this tab (never a price: the quote is asked again).
  const [restoredFor, setRestoredFor] = useState<string | null>(null)
  useEffect(() => {
    if (!user?.id || restoredFor === user.id) return
    const kept = readKept(user.id)
    setRestoredFor(user.id)
    if (!kept) return
    setPicked(kept.picked)
    setChoice(kept.choice)
    setShipment(kept.shipment)
    setPayment((p) => ({ ...p, poNumber: kept.poNumber, note: kept.note }))
    lastDestination.current = kept.destination
  }, [user?.id, restoredFor])

  // The cart's own selections, else the buyer's defaults, else the first address.
  const chosen = useMemo(() => {
    const pick = (kind: AddressKind, fromCart: number | string | null | undefined) => {
      const ids = [picked[kind], Number(fromCart) || null, book.owner?.defaults[kind] ?? null, list[0]?.id ?? null]
      return ids.find((id) => id !== null && list.some((a) => a.id === id)) ?? null
    }
    return { shipping: pick('shipping', cart.selectedShippingId), billing: pick('billing', cart.selectedBillingId) }
  }, [picked, list, book.owner, cart.selectedShippingId, cart.selectedBillingId])
  const shipTo = list.find((a) => a.id === chosen.shipping)
  const billTo = list.find((a) => a.id === chosen.billing)
  const destination = destinationOf(shipTo)

  // The carrier selection rules (docs/shipping-and-tax.md, "Carriers") follow the ship-to address
  // (not when it is the one a kept choice was made for).
  const destinationKey = JSON.stringify(destination)
  useEffect(() => {
    const next = JSON.parse(destinationKey) as Destination | null
    if (!next || JSON.stringify(lastDestination.current) === destinationKey) return
    setChoice((c) => {
      const s = nextSelection(c, lastDestination.current, next)
      return { ...s, carrierAccount: s.carrier === c.carrier ? c.carrierAccount : '' }
    })
    lastDestination.current = next
  }, [destinationKey])

  useKeepChoices(restoredFor ?? undefined, {
    picked,
    choice,
    poNumber: payment.poNumber,
    note: payment.note,
    destination,
    shipment,
  })

  return {
    list,
    pick: (kind: AddressKind, id: number) => setPicked((p) => ({ ...p, [kind]: id })),
    chosen,
    shipTo,
    billTo,
    destination,
    choice,
    setChoice,
    payment,
    setPayment,
    shipment,
    setShipment,
    primary,
    terms,
  }
}

export type CheckoutSelection = ReturnType<typeof useCheckoutSelection>
