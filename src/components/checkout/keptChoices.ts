'use client'

import { useEffect } from 'react'

import type { AddressKind } from '@/components/account/useAddressBook'

import type { Shipment } from './ShipmentChoice.client'
import type { ShippingChoice } from './ShippingPanel.client'
import type { Destination } from './useCheckoutQuote'

/** What a reload of checkout keeps, per buyer and tab: choices only, never a price. */
export type KeptChoices = {
  picked: Record<AddressKind, number | null>
  choice: ShippingChoice
  poNumber: string
  note: string
  /** The ship-to the carrier was chosen for (so the selection rules do not reset it on load). */
  destination: Destination | null
  shipment: Shipment
}

const keyOf = (userId: string) => `switchyard.checkout.${userId}`
const isId = (v: unknown) => v === null || typeof v === 'number'
const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '')

/** The buyer's kept choices, checked field by field (storage is the browser's to change). */
export function readKept(userId: string): KeptChoices | null {
  try {
    const raw = JSON.parse(sessionStorage.getItem(keyOf(userId)) ?? 'null') as Partial<KeptChoices> | null
    if (!raw || typeof raw !== 'object' || !raw.picked || !raw.choice) return null
    const { picked, choice } = raw
    if (!isId(picked.shipping) || !isId(picked.billing)) return null
    const method = choice.method
    if (method !== null && method !== 'ground' && method !== 'air2day' && method !== 'air1day') return null
    return {
      picked: { shipping: picked.shipping, billing: picked.billing },
      choice: {
        carrier: typeof choice.carrier === 'string' ? choice.carrier : null,
        method,
        carrierAccount: text(choice.carrierAccount, 40),
      },
      poNumber: text(raw.poNumber, 100),
      note: text(raw.note, 2000),
      destination: raw.destination && typeof raw.destination.country === 'string' ? raw.destination : null,
      shipment: raw.shipment === 'as-available' ? 'as-available' : 'complete',
    }
  } catch {
    return null
  }
}

/** Writes the choices as they change, once the buyer's own were read back (`userId` set). */
export function useKeepChoices(userId: string | undefined, kept: KeptChoices) {
  const value = JSON.stringify(kept)
  useEffect(() => {
    if (!userId) return
    try {
      sessionStorage.setItem(keyOf(userId), value)
    } catch {
      // Storage may be off (private mode): a reload then starts from the defaults.
    }
  }, [userId, value])
}
