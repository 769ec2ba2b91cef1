'use client'

import { useMemo } from 'react'

import { loadSavedCart } from '@/lib/cart/lines'
import type { LiveCart, SavedCart } from '@/lib/cart/features'

import type { Change } from './useServerCartSync'

/** The buyer's saved carts: save the cart as it is, rename, delete, load into the cart; a visitor is asked to sign in. */
export function useSavedCarts(
  savedCarts: SavedCart[],
  cart: LiveCart,
  signedIn: boolean,
  change: Change,
  requireSignIn: () => Promise<boolean>,
) {
  return useMemo(
    () => ({
      savedCarts,
      saveCart: (name: string) => {
        if (!signedIn) return requireSignIn()
        const snapshot = cart
        return change('savedCarts', (list) => [
          ...list,
          {
            id: typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : String(Date.now()),
            name: name.trim(),
            cartItems: snapshot.cartItems,
            selectedBillingId: snapshot.selectedBillingId ?? null,
            selectedShippingId: snapshot.selectedShippingId ?? null,
            createdAt: new Date().toISOString(),
          },
        ])
      },
      renameSavedCart: (id: string, name: string) =>
        change('savedCarts', (list) => list.map((s) => (s.id === id ? { ...s, name: name.trim() } : s))),
      deleteSavedCart: (id: string) => change('savedCarts', (list) => list.filter((s) => s.id !== id)),
      loadSaved: (id: string, mode: 'replace' | 'add') => {
        const saved = savedCarts.find((s) => s.id === id)
        return saved ? change('liveCart', (c) => loadSavedCart(c, saved, mode)) : Promise.resolve(false)
      },
    }),
    [savedCarts, cart, signedIn, change, requireSignIn],
  )
}
