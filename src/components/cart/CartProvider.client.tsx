'use client'

import { useLocale, useTranslations } from 'next-intl'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'

import { useAuth } from '@/components/auth/AuthProvider.client'
import { useToast } from '@/components/auth/Toasts.client'
import { deleteHub, fetchHub, saveHub } from '@/lib/api/hubClient'
import type { HubAnswer, HubValue } from '@/lib/api/privateSchemas'
import {
  addLine,
  emptyCart,
  hasFavorite,
  loadSavedCart,
  mergeGuestCart,
  removeLine,
  setLineQuantity,
  stepOf,
  toggleFavorite,
  type PartFacts,
} from '@/lib/cart/lines'
import { readUtm } from '@/lib/cart/tracking'
import { trackEcommerce } from '@/lib/services/analytics'
import type { Favorite, FeatureValue, LiveCart, SavedCart } from '@/lib/hub/features'
import type { Feature } from '@/lib/hub/keys'
import { retryDelay } from '@/lib/net/backoff'

/** Where a visitor's cart lives in the browser (docs/carts.md, "Where a cart lives"). */
export const GUEST_CART_KEY = 'switchyard.cart.guest'
/** The last cart the server confirmed for a buyer, shown when a later load fails. */
const lastKnownKey = (email: string) => `switchyard.cart.last:${email}`
const CHANNEL = 'switchyard-cart'
const MAX_ATTEMPTS = 5

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

function readGuest(): LiveCart {
  try {
    const raw = window.localStorage.getItem(GUEST_CART_KEY)
    const parsed = raw ? (JSON.parse(raw) as LiveCart) : null
    return parsed && Array.isArray(parsed.cartItems) ? parsed : emptyCart()
  } catch {
    return emptyCart()
  }
}

function writeGuest(cart: LiveCart) {
  if (cart.cartItems.length === 0) window.localStorage.removeItem(GUEST_CART_KEY)
  else window.localStorage.setItem(GUEST_CART_KEY, JSON.stringify(cart))
}

const empty: { [F in Feature]: FeatureValue[F] } = { liveCart: emptyCart(), favorites: [], savedCarts: [] }
type Synced = { [F in Feature]: { value: FeatureValue[F]; version: number } }

/** What the server answered for a feature, the base of the next change (nothing stored: the empty value). */
function synced<F extends Feature>(feature: F, answer: HubAnswer<F>): Synced[F] {
  const stored: HubValue<F> = answer
  const entry = { value: stored[feature] ?? empty[feature], version: answer.version }
  // The entry of a feature named by a type parameter: TypeScript does not see `Synced[F]` is this shape.
  return entry as Synced[F]
}

/**
 * The buyer's cart, favorites and saved carts. A visitor's cart lives in localStorage; a
 * signed-in buyer's on the server (`/api/private/hubKV`), saved on every change. Every
 * change is a function of the cart, applied to the last version the server confirmed: a
 * write the server refuses as stale (409, another tab or device wrote first) comes back
 * with the current cart, and the change is applied to that and sent again, so no line is
 * lost. At sign-in the visitor's cart is merged in (docs/carts.md, "Sign-in merge") and removed
 * from the browser only once the server has it.
 */
export function CartProvider({ children }: { children: React.ReactNode }) {
  const { status, user, authFetch } = useAuth()
  const locale = useLocale()
  const toast = useToast()
  const t = useTranslations('cart')
  const [cart, setCart] = useState<LiveCart>(emptyCart)
  const [favorites, setFavorites] = useState<Favorite[]>([])
  const [savedCarts, setSavedCarts] = useState<SavedCart[]>([])
  const [cartLoader, setCartLoader] = useState(false)
  const [loadFailed, setLoadFailed] = useState(false)
  const [leavingSavedCartPage, setLeavingSavedCartPage] = useState(false)
  const server = useRef<Synced>({
    liveCart: { value: emptyCart(), version: 0 },
    favorites: { value: [], version: 0 },
    savedCarts: { value: [], version: 0 },
  })
  const queue = useRef<Promise<unknown>>(Promise.resolve())
  const channel = useRef<BroadcastChannel | null>(null)
  const email = status === 'signed-in' ? (user?.email ?? null) : null

  const show = useCallback(
    <F extends Feature>(feature: F, value: FeatureValue[F]) => {
      if (feature === 'liveCart') setCart(value as LiveCart)
      if (feature === 'liveCart' && email) {
        try {
          window.localStorage.setItem(lastKnownKey(email), JSON.stringify(value))
        } catch {
          // Storage full or blocked: only the fallback is lost.
        }
      } else if (feature === 'favorites') setFavorites(value as Favorite[])
      else setSavedCarts(value as SavedCart[])
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
          channel.current?.postMessage({ feature })
          return true
        }
        const saved = await saveHub(authFetch, mail, feature, next, base.version, locale)
        if (saved.ok) {
          server.current[feature] = synced(feature, saved.data)
          show(feature, server.current[feature].value)
          channel.current?.postMessage({ feature })
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

  /** One change at a time, in order; a visitor's cart changes in the browser. */
  const change = useCallback(
    <F extends Feature>(feature: F, fn: (v: FeatureValue[F]) => FeatureValue[F]): Promise<boolean> => {
      const run = async () => {
        if (!email) {
          if (feature !== 'liveCart') return false
          const next = fn(readGuest() as FeatureValue[F]) as LiveCart
          writeGuest(next)
          setCart(next)
          return true
        }
        // Shown at once; the server's answer replaces it.
        if (feature === 'liveCart') setCart((c) => fn(c as FeatureValue[F]) as LiveCart)
        if (feature === 'favorites') setFavorites((f) => fn(f as FeatureValue[F]) as Favorite[])
        return sync(feature, email, fn)
      }
      const result = queue.current.then(run, run)
      queue.current = result.catch(() => undefined)
      return result
    },
    [email, sync],
  )

  // A visitor's cart from the browser, kept in step with other tabs.
  useEffect(() => {
    if (status !== 'signed-out') return
    // A signed-out browser keeps no trace of an account's cart.
    for (const k of Object.keys(window.localStorage)) if (k.startsWith('switchyard.cart.last:')) window.localStorage.removeItem(k)
    setCart(readGuest())
    setFavorites([])
    setSavedCarts([])
    setLoadFailed(false)
    const onStorage = (e: StorageEvent) => e.key === GUEST_CART_KEY && setCart(readGuest())
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [status])

  // The load below runs once per signed-in e-mail, with the newest helpers (their identities may change on re-render).
  const latest = useRef({ fetchFeature, sync, toast, t })
  useEffect(() => {
    latest.current = { fetchFeature, sync, toast, t }
  })

  // Signed in: the server's cart, the visitor's cart merged into it, then favorites and saved carts.
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
        try {
          const last = JSON.parse(window.localStorage.getItem(lastKnownKey(email)) ?? 'null') as LiveCart | null
          if (last && Array.isArray(last.cartItems)) setCart((c) => (c.cartItems.length ? c : last))
        } catch {
          // Nothing usable kept.
        }
        if (attempt === 0) toast('error', t('loadFailed'))
        timer = window.setTimeout(() => {
          if (live) queue.current = queue.current.then(() => load(attempt + 1))
        }, retryDelay(attempt))
        setCartLoader(false)
        return
      }
      const guest = readGuest()
      if (ok && guest.cartItems.length > 0) {
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
    queue.current = queue.current.then(first, first)
    return () => {
      live = false
      window.clearTimeout(timer)
    }
  }, [email])

  // Other tabs of this browser: a change there is read here.
  useEffect(() => {
    if (!email || typeof BroadcastChannel === 'undefined') return
    const bc = new BroadcastChannel(CHANNEL)
    channel.current = bc
    bc.onmessage = (event: MessageEvent<{ feature: Feature }>) => {
      const feature = event.data?.feature
      if (feature) queue.current = queue.current.then(() => fetchFeature(feature, email))
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') queue.current = queue.current.then(() => fetchFeature('liveCart', email))
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      bc.close()
      channel.current = null
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [email, fetchFeature])

  const api = useMemo<CartApi>(() => {
    const requireSignIn = () => {
      toast('info', t('signInToSave'))
      return Promise.resolve(false)
    }
    return {
      cart,
      count: cart.cartItems.length,
      cartLoader,
      loadFailed,
      leavingSavedCartPage,
      setLeavingSavedCartPage,
      signedIn: Boolean(email),
      reload: (feature = 'liveCart') => {
        if (!email) return Promise.resolve(false)
        const run = async () => {
          const ok = await fetchFeature(feature, email)
          if (ok) channel.current?.postMessage({ feature })
          return ok
        }
        const result = queue.current.then(run, run)
        queue.current = result.catch(() => undefined)
        return result
      },
      // The analytics events go out as the buyer acts (the cart shows the change at once), not
      // after the server's answer: a page left right away would lose them.
      add: (facts, qty) => {
        trackEcommerce('add_to_cart', { items: [{ item_id: facts.pn, ...(facts.series ? { item_category: facts.series } : {}), quantity: qty ?? stepOf(facts) }] })
        return change('liveCart', (c) => addLine(c, facts, qty, readUtm()))
      },
      addMany: (lines) => {
        if (lines.length) trackEcommerce('add_to_cart', { items: lines.map((l) => ({ item_id: l.facts.pn, ...(l.facts.series ? { item_category: l.facts.series } : {}), quantity: l.qty })) })
        return change('liveCart', (c) => lines.reduce((acc, l) => addLine(acc, l.facts, l.qty, readUtm()), c))
      },
      setQuantity: (pn, qty, pkgQtyType) => change('liveCart', (c) => setLineQuantity(c, pn, qty, pkgQtyType)),
      remove: (pn) => {
        const line = cart.cartItems.find((i) => i.pn === pn)
        if (line) trackEcommerce('remove_from_cart', { items: [{ item_id: pn, quantity: line.prod_quantity, ...(line.series ? { item_category: line.series } : {}) }] })
        return change('liveCart', (c) => removeLine(c, pn))
      },
      clear: () => change('liveCart', () => emptyCart()),
      favorites,
      isFavorite: (item) => hasFavorite(favorites, item),
      toggleFavorite: (item) => (email ? change('favorites', (list) => toggleFavorite(list, item)) : requireSignIn()),
      savedCarts,
      saveCart: (name) => {
        if (!email) return requireSignIn()
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
      renameSavedCart: (id, name) =>
        change('savedCarts', (list) => list.map((s) => (s.id === id ? { ...s, name: name.trim() } : s))),
      deleteSavedCart: (id) => change('savedCarts', (list) => list.filter((s) => s.id !== id)),
      loadSaved: (id, mode) => {
        const saved = savedCarts.find((s) => s.id === id)
        return saved ? change('liveCart', (c) => loadSavedCart(c, saved, mode)) : Promise.resolve(false)
      },
    }
  }, [cart, cartLoader, loadFailed, leavingSavedCartPage, email, favorites, savedCarts, change, fetchFeature, toast, t])

  return <CartContext.Provider value={api}>{children}</CartContext.Provider>
}
