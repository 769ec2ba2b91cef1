'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useRef, useState } from 'react'

import { useAuth } from '@/components/auth/hooks/useAuth'
import { useToast } from '@/components/layout/Toasts.client'
import { deleteHub, fetchHub, saveHub } from '@/lib/cart/browser/hubClient'
import type { HubAnswer, HubValue } from '@/lib/cart/contract'
import { emptyCart } from '@/lib/cart/lines'
import type { Favorite, FeatureValue, LiveCart, SavedCart } from '@/lib/cart/features'
import type { Feature } from '@/lib/cart/keys'

import { keepLastKnown, readGuest, writeGuest } from './guestCart'

const MAX_ATTEMPTS = 5

const empty: { [F in Feature]: FeatureValue[F] } = { liveCart: emptyCart(), favorites: [], savedCarts: [] }
type Synced = { [F in Feature]: { value: FeatureValue[F]; version: number } }

/** One change to a feature, a function of its current value. */
export type Change = <F extends Feature>(feature: F, fn: (v: FeatureValue[F]) => FeatureValue[F]) => Promise<boolean>

/** What the server answered for a feature, the base of the next change (nothing stored: the empty value). */
function synced<F extends Feature>(feature: F, answer: HubAnswer<F>): Synced[F] {
  const stored: HubValue<F> = answer
  const entry = { value: stored[feature] ?? empty[feature], version: answer.version }
  // The entry of a feature named by a type parameter: TypeScript does not see `Synced[F]` is this shape.
  return entry as Synced[F]
}

/**
 * The cart, favorites and saved carts shown, and their copy on the server (`/api/private/hubKV`).
 * Every change is a function of the value, applied to the last version the server confirmed: a
 * write the server refuses as stale (409, another tab or device wrote first) comes back with the
 * current value, and the change is applied to that and sent again, so no line is lost. Changes
 * run one at a time, in order (`queueRef`); a visitor's cart changes in the browser only.
 */
export function useServerCartSync(email: string | null) {
  const { authFetch } = useAuth()
  const locale = useLocale()
  const toast = useToast()
  const t = useTranslations('cart')
  const [cart, setCart] = useState<LiveCart>(emptyCart)
  const [favorites, setFavorites] = useState<Favorite[]>([])
  const [savedCarts, setSavedCarts] = useState<SavedCart[]>([])
  const server = useRef<Synced>({
    liveCart: { value: emptyCart(), version: 0 },
    favorites: { value: [], version: 0 },
    savedCarts: { value: [], version: 0 },
  })
  const queueRef = useRef<Promise<unknown>>(Promise.resolve())
  /** Other tabs of this browser hear of every change saved here (./useTabSync.ts). */
  const channelRef = useRef<BroadcastChannel | null>(null)

  const show = useCallback(
    <F extends Feature>(feature: F, value: FeatureValue[F]) => {
      if (feature === 'liveCart') setCart(value as LiveCart)
      if (feature === 'liveCart' && email) keepLastKnown(email, value as LiveCart)
      else if (feature === 'favorites') setFavorites(value as Favorite[])
      else if (feature === 'savedCarts') setSavedCarts(value as SavedCart[])
    },
    [email],
  )

  /** Reads one feature from the server; false when the read failed (what is shown stays). */
  const fetchFeature = useCallback(
    async <F extends Feature>(feature: F, mail: string): Promise<boolean> => {
      const result = await fetchHub(authFetch, mail, feature, locale)
      if (!result.ok) return false
      server.current[feature] = synced(feature, result.data)
      show(feature, server.current[feature].value)
      return true
    },
    [authFetch, show, locale],
  )

  /** Sends one change to the server, applying it again to the current value after a 409. */
  const sync = useCallback(
    async <F extends Feature>(feature: F, mail: string, change: (v: FeatureValue[F]) => FeatureValue[F]): Promise<boolean> => {
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const base = server.current[feature] as { value: FeatureValue[F]; version: number }
        const next = change(base.value)
        if (feature === 'liveCart' && (next as LiveCart).cartItems.length === 0) {
          // Emptying the cart deletes it: its billing and shipping selections go back to the buyer's defaults.
          const deleted = await deleteHub(authFetch, mail, 'liveCart', locale)
          if (!deleted.ok) {
            show(feature, server.current[feature].value)
            toast('error', t('saveFailed'))
            return false
          }
          server.current.liveCart = { value: emptyCart(), version: 0 }
          show('liveCart', emptyCart())
          channelRef.current?.postMessage({ feature })
          return true
        }
        const saved = await saveHub(authFetch, mail, feature, next, base.version, locale)
        if (saved.ok) {
          server.current[feature] = synced(feature, saved.data)
          show(feature, server.current[feature].value)
          channelRef.current?.postMessage({ feature })
          return true
        }
        // Stale: the value stored now comes with the 409, and the change is applied to it again.
        if (saved.conflict) {
          server.current[feature] = synced(feature, saved.conflict)
          continue
        }
        show(feature, server.current[feature].value)
        // A 401 has signed the buyer out already (authFetch), with its own message.
        if (saved.error.status !== 401) toast('error', saved.error.message ?? t('saveFailed'))
        return false
      }
      show(feature, server.current[feature].value)
      toast('error', t('saveFailed'))
      return false
    },
    [authFetch, show, toast, t, locale],
  )

  /** Runs `run` after every change queued before it; later ones wait for it. */
  const enqueue = useCallback((run: () => Promise<boolean>): Promise<boolean> => {
    const result = queueRef.current.then(run, run)
    queueRef.current = result.catch(() => undefined)
    return result
  }, [])

  /** One change at a time, in order; a visitor's cart changes in the browser. */
  const change = useCallback<Change>(
    (feature, fn) =>
      enqueue(async () => {
        if (!email) {
          if (feature !== 'liveCart') return false
          const next = fn(readGuest() as FeatureValue[typeof feature]) as LiveCart
          writeGuest(next)
          setCart(next)
          return true
        }
        // Shown at once; the server's answer replaces it.
        if (feature === 'liveCart') setCart((c) => fn(c as FeatureValue[typeof feature]) as LiveCart)
        if (feature === 'favorites') setFavorites((f) => fn(f as FeatureValue[typeof feature]) as Favorite[])
        return sync(feature, email, fn)
      }),
    [email, sync, enqueue],
  )

  /** Reads the cart (or saved carts) from the server again; other tabs follow. */
  const reload = useCallback(
    (feature: 'liveCart' | 'savedCarts' = 'liveCart'): Promise<boolean> => {
      if (!email) return Promise.resolve(false)
      return enqueue(async () => {
        const ok = await fetchFeature(feature, email)
        if (ok) channelRef.current?.postMessage({ feature })
        return ok
      })
    },
    [email, fetchFeature, enqueue],
  )

  return { cart, setCart, favorites, setFavorites, savedCarts, setSavedCarts, queueRef, channelRef, fetchFeature, sync, change, reload }
}
