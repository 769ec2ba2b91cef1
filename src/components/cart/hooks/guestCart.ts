import { emptyCart } from '@/lib/cart/lines'
import type { LiveCart } from '@/lib/cart/features'

/** Where a visitor's cart lives in the browser (docs/carts.md, "Where a cart lives"). */
export const GUEST_CART_KEY = 'switchyard.cart.guest'
const LAST_KNOWN_PREFIX = 'switchyard.cart.last:'

/** The visitor's cart kept in this browser (an empty cart when none or unreadable). */
export function readGuest(): LiveCart {
  try {
    const raw = window.localStorage.getItem(GUEST_CART_KEY)
    const parsed = raw ? (JSON.parse(raw) as LiveCart) : null
    return parsed && Array.isArray(parsed.cartItems) ? parsed : emptyCart()
  } catch {
    return emptyCart()
  }
}

export function writeGuest(cart: LiveCart) {
  if (cart.cartItems.length === 0) window.localStorage.removeItem(GUEST_CART_KEY)
  else window.localStorage.setItem(GUEST_CART_KEY, JSON.stringify(cart))
}

/** Keeps the last cart the server confirmed for a buyer, shown when a later load fails. */
export function keepLastKnown(email: string, cart: LiveCart) {
  try {
    window.localStorage.setItem(LAST_KNOWN_PREFIX + email, JSON.stringify(cart))
  } catch {
    // Storage full or blocked: only the fallback is lost.
  }
}

/** The last cart kept for this buyer on this device, null when none is usable. */
export function readLastKnown(email: string): LiveCart | null {
  try {
    const last = JSON.parse(window.localStorage.getItem(LAST_KNOWN_PREFIX + email) ?? 'null') as LiveCart | null
    return last && Array.isArray(last.cartItems) ? last : null
  } catch {
    // Nothing usable kept.
    return null
  }
}

/** A signed-out browser keeps no trace of an account's cart. */
export function forgetLastKnown() {
  for (const k of Object.keys(window.localStorage)) if (k.startsWith(LAST_KNOWN_PREFIX)) window.localStorage.removeItem(k)
}
