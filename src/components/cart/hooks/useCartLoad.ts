'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import type { useAuth } from '@/components/auth/hooks/useAuth'
import { useToast } from '@/components/layout/Toasts.client'
import { mergeGuestCart } from '@/lib/cart/lines'
import { retryDelay } from '@/lib/platform/net/browser/backoff'

import { forgetLastKnown, GUEST_CART_KEY, readGuest, readLastKnown } from './guestCart'
import type { useServerCartSync } from './useServerCartSync'

type Store = ReturnType<typeof useServerCartSync>
type AuthStatus = ReturnType<typeof useAuth>['status']

/**
 * Fills the store as the session settles. Signed out: the visitor's cart from the browser, kept
 * in step with other tabs. Signed in: the server's cart, the visitor's cart merged into it (docs/carts.md,
 * "Sign-in merge", removed from the browser only once the server has it), then favorites and
 * saved carts. A failed read shows the last cart known on this device and is tried again with backoff.
 */
export function useCartLoad(status: AuthStatus, email: string | null, store: Store) {
  const toast = useToast()
  const t = useTranslations('cart')
  const [cartLoader, setCartLoader] = useState(false)
  const [loadFailed, setLoadFailed] = useState(false)
  const { setCart, setFavorites, setSavedCarts, fetchFeature, sync, queueRef } = store

  // A visitor's cart from the browser, kept in step with other tabs.
  useEffect(() => {
    if (status !== 'signed-out') return
    forgetLastKnown()
    setCart(readGuest())
    setFavorites([])
    setSavedCarts([])
    setLoadFailed(false)
    const onStorage = (e: StorageEvent) => e.key === GUEST_CART_KEY && setCart(readGuest())
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [status, setCart, setFavorites, setSavedCarts])

  // The load below runs once per signed-in e-mail, with the newest helpers (their identities may change on re-render).
  const latest = useRef({ fetchFeature, sync, toast, t })
  useEffect(() => {
    latest.current = { fetchFeature, sync, toast, t }
  })

  useEffect(() => {
    if (!email) return
    let live = true
    let timer: number | undefined
    const { fetchFeature, sync, toast, t } = latest.current
    const load = async (attempt = 0) => {
      setCartLoader(true)
      const ok = await fetchFeature('liveCart', email)
      if (!live) return
      setLoadFailed(!ok)
      if (!ok) {
        // Keep the last cart known on this device (from an earlier visit), say so once, and
        // read again with backoff (a refusal, an error or a lost connection passes; a 401 signs out).
        const last = readLastKnown(email)
        if (last) setCart((c) => (c.cartItems.length ? c : last))
        if (attempt === 0) toast('error', t('loadFailed'))
        timer = window.setTimeout(() => {
          if (live) queueRef.current = queueRef.current.then(() => load(attempt + 1))
        }, retryDelay(attempt))
        setCartLoader(false)
        return
      }
      const guest = readGuest()
      if (guest.cartItems.length > 0) {
        const merged = await sync('liveCart', email, (server) => mergeGuestCart(server, guest))
        if (merged) {
          window.localStorage.removeItem(GUEST_CART_KEY)
          toast('success', t('merged', { count: guest.cartItems.length }))
        } else toast('error', t('mergeFailed'))
      }
      await Promise.all([fetchFeature('favorites', email), fetchFeature('savedCarts', email)])
      if (live) setCartLoader(false)
    }
    const first = () => load()
    queueRef.current = queueRef.current.then(first, first)
    return () => {
      live = false
      window.clearTimeout(timer)
    }
  }, [email, setCart, queueRef])

  return { cartLoader, loadFailed }
}
