'use client'

import { useTranslations } from 'next-intl'
import { createContext, useCallback, useContext, useMemo, useState } from 'react'

import { useAuth } from '@/components/auth/hooks/useAuth'
import { useToast } from '@/components/layout/Toasts.client'
import type { PartFacts, ReplacedLine } from '@/lib/cart/lines'
import type { Favorite, LiveCart, SavedCart } from '@/lib/cart/features'

import { useCartLines } from './hooks/useCartLines'
import { useCartLoad } from './hooks/useCartLoad'
import { useFavorites } from './hooks/useFavorites'
import { useSavedCarts } from './hooks/useSavedCarts'
import { useServerCartSync } from './hooks/useServerCartSync'
import { useTabSync } from './hooks/useTabSync'

type FavoriteRef = Pick<Favorite, 'pn' | 'product'>

type CartApi = {
  cart: LiveCart
  /** Lines in the cart (the mini-cart's count). */
  count: number
  /** The spec's `cartLoader` flag: the cart is being loaded. */
  cartLoader: boolean
  /** The last load failed: the cart shown is the last one known. */
  loadFailed: boolean
  /** The spec's `leavingSavedCartPage` flag: a saved cart is being loaded on the way to the cart. */
  leavingSavedCartPage: boolean
  setLeavingSavedCartPage: (v: boolean) => void
  add: (facts: PartFacts, qty?: number) => Promise<boolean>
  addMany: (lines: { facts: PartFacts; qty: number }[]) => Promise<boolean>
  setQuantity: (pn: string, qty: number, pkgQtyType?: 'standard' | 'non-standard') => Promise<boolean>
  remove: (pn: string) => Promise<boolean>
  /** Moves superseded numbers' lines to the parts sold today (docs/cross-references.md). */
  replace: (replaced: readonly ReplacedLine[]) => Promise<boolean>
  clear: () => Promise<boolean>
  favorites: Favorite[]
  isFavorite: (item: FavoriteRef) => boolean
  toggleFavorite: (item: FavoriteRef) => Promise<boolean>
  savedCarts: SavedCart[]
  saveCart: (name: string) => Promise<boolean>
  renameSavedCart: (id: string, name: string) => Promise<boolean>
  deleteSavedCart: (id: string) => Promise<boolean>
  loadSaved: (id: string, mode: 'replace' | 'add') => Promise<boolean>
  /** Reads the cart (or saved carts) from the server again after a server-side change (an order, a reorder); other tabs follow. */
  reload: (feature?: 'liveCart' | 'savedCarts') => Promise<boolean>
  /** Signed in: the cart lives on the server. */
  signedIn: boolean
}

const CartContext = createContext<CartApi | null>(null)

export function useCart(): CartApi {
  const value = useContext(CartContext)
  if (!value) throw new Error('useCart outside CartProvider')
  return value
}

/**
 * The buyer's cart, favorites and saved carts. A visitor's cart lives in localStorage; a
 * signed-in buyer's on the server (`/api/private/hubKV`), saved on every change
 * (./hooks/useServerCartSync.ts). At sign-in the visitor's cart is merged in
 * (./hooks/useCartLoad.ts); other tabs follow every change (./hooks/useTabSync.ts).
 */
export function CartProvider({ children }: { children: React.ReactNode }) {
  const { status, user } = useAuth()
  const toast = useToast()
  const t = useTranslations('cart')
  const [leavingSavedCartPage, setLeavingSavedCartPage] = useState(false)
  const email = status === 'signed-in' ? (user?.email ?? null) : null
  const signedIn = Boolean(email)

  const store = useServerCartSync(email)
  const { cart, change, reload } = store
  const { cartLoader, loadFailed } = useCartLoad(status, email, store)
  useTabSync(email, store.fetchFeature, store.queueRef, store.channelRef)

  const requireSignIn = useCallback(() => {
    toast('info', t('signInToSave'))
    return Promise.resolve(false)
  }, [toast, t])
  const lines = useCartLines(cart, change)
  const favorites = useFavorites(store.favorites, signedIn, change, requireSignIn)
  const saved = useSavedCarts(store.savedCarts, cart, signedIn, change, requireSignIn)

  const api = useMemo<CartApi>(
    () => ({
      cart,
      count: cart.cartItems.length,
      cartLoader,
      loadFailed,
      leavingSavedCartPage,
      setLeavingSavedCartPage,
      signedIn,
      reload,
      ...lines,
      ...favorites,
      ...saved,
    }),
    [cart, cartLoader, loadFailed, leavingSavedCartPage, signedIn, reload, lines, favorites, saved],
  )

  return <CartContext.Provider value={api}>{children}</CartContext.Provider>
}
