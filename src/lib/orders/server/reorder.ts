import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { normalizePn, reorderPlan, type Customer, type ReorderLine, type ReorderSkip } from '@/domain'
import type { Locale } from '@/i18n/locales'
import { refuse, type Refusal } from '@/lib/platform/http/server/refusal'
import { partDetails } from '@/lib/cart/server/partDetails'
import type { CommerceSource } from '@/lib/commerce/quoteService'
import { findWebUser } from '@/lib/accounts/server/webUser'
import {
  cartSchema,
  hubKey,
  MAX_CART_LINES,
  MAX_SAVED_CARTS,
  storedBytesOver,
  valueSchemas,
  type CartItem,
  type LiveCart,
} from '@/lib/cart/features'
import { normalizeFeature } from '@/lib/cart/server/normalize'
import { replacementsOf } from '@/lib/crossref/server/crossData'
import type { HubStore } from '@/lib/cart/server/store'

import { findOwnOrder } from './present'

export type ReorderDeps = { payload: Payload; hub: HubStore; source: CommerceSource }
/** Where the lines go: the live cart, or a new saved cart of this name. */
export type ReorderTarget = { kind: 'cart' } | { kind: 'savedCart'; name: string }
export type ReorderResult =
  { ok: true; added: ReorderLine[]; skipped: ReorderSkip[]; savedCart: { id: string; name: string } | null } | Refusal

/** A lost compare-and-set (another tab wrote meanwhile) is tried again on the new value this many times. */
const ATTEMPTS = 3

/**
 * Normalizes `items` (prices and details from the server) as a cart; a new line the rules
 * still refuse (e.g. a quantity now over the limit once summed) is moved to `skipped` and
 * the rest tried again. A refusal of a line the buyer already had is answered as it is.
 */
async function normalizeAdding(
  kept: CartItem[],
  adding: ReorderLine[],
  skipped: ReorderSkip[],
  customer: Customer | null,
  locale: Locale,
  marks: ReadonlyMap<string, CartItem['replaces']>,
  email: string,
): Promise<{ ok: true; cart: LiveCart; added: ReorderLine[] } | Refusal> {
  let lines = adding
  for (;;) {
    const cart = {
      cartItems: [
        ...kept,
        ...lines.map((l) => ({ pn: l.pn, prod_quantity: l.qty, ...(marks.has(l.pn) ? { replaces: marks.get(l.pn) } : {}) })),
      ],
    }
    const normalized = await normalizeFeature('liveCart', cart, customer, locale, email)
    if (normalized.ok) return { ok: true, cart: normalized.value, added: lines }
    const { code, ...details } = normalized.rejection
    const pn = normalizePn(details.pn)
    const bad = lines.find((l) => l.pn === pn)
    if (!bad || kept.some((i) => normalizePn(i.pn) === pn)) return refuse(400, code, details)
    skipped.push({ ...bad, reason: 'not-orderable' })
    lines = lines.filter((l) => l !== bad)
  }
}

/**
 * POST /api/private/orders/{number}/reorder (and save-as-cart): every line of the buyer's
 * own order that can still be ordered goes into the live cart (added to what is there) or
 * into a new saved cart, priced today for the buyer's customer; the others are answered
 * with the reason. Another buyer's order, or none: 404. Nothing is written when no line
 * can be added.
 */
export async function reorder(
  deps: ReorderDeps,
  input: { email: string; number: string; locale: Locale; customer: Customer | null; target: ReorderTarget },
): Promise<ReorderResult> {
  const { payload, hub, source } = deps
  const order = await findOwnOrder(payload, await findWebUser(payload, input.email), input.number)
  if (!order) return refuse(404, 'not-found')
  // A line whose number was superseded since goes back as the part sold today, marked (docs/cross-references.md).
  const superseded = await replacementsOf(order.lines.map((l) => l.pn))
  const marks = new Map<string, CartItem['replaces']>()
  const lines = order.lines.map((l) => {
    const r = superseded.get(l.pn)
    if (!r) return l
    marks.set(normalizePn(r.pn), { pn: normalizePn(l.pn), since: r.since })
    return { ...l, pn: r.pn }
  })
  const pns = lines.map((l) => l.pn)
  const [parts, visible] = await Promise.all([source.parts(pns), partDetails(pns, input.locale)])
  const plan = reorderPlan(lines, new Set(parts.map((p) => normalizePn(p.pn))), new Set(visible.keys()))

  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const skipped = [...plan.skipped]
    if (plan.add.length === 0) return { ok: true, added: [], skipped, savedCart: null }

    if (input.target.kind === 'cart') {
      const key = hubKey(input.email, 'liveCart')
      const stored = await hub.get(key)
      const current = cartSchema.safeParse(stored.value)
      const base: LiveCart = current.success ? current.data : { cartItems: [] }
      const fresh = plan.add.filter((l) => !base.cartItems.some((i) => normalizePn(i.pn) === l.pn))
      if (base.cartItems.length + fresh.length > MAX_CART_LINES)
        return refuse(400, 'too-many-lines', { max: MAX_CART_LINES, path: 'liveCart.cartItems' })
      const result = await normalizeAdding(base.cartItems, plan.add, skipped, input.customer, input.locale, marks, input.email)
      if (!result.ok) return result
      if (result.added.length === 0) return { ok: true, added: [], skipped, savedCart: null }
      // The buyer's chosen addresses and the cart's own creation time stay as they were.
      const value = {
        ...result.cart,
        selectedBillingId: base.selectedBillingId ?? null,
        selectedShippingId: base.selectedShippingId ?? null,
        createdAt: base.createdAt ?? result.cart.createdAt,
      }
      const over = storedBytesOver('liveCart', value)
      if (over !== null) return refuse(413, 'too-large', { limit: over, path: 'liveCart' })
      const put = await hub.put(key, { email: input.email, feature: 'liveCart' }, value, stored.version)
      if (put.ok) return { ok: true, added: result.added, skipped, savedCart: null }
      continue
    }

    const key = hubKey(input.email, 'savedCarts')
    const stored = await hub.get(key)
    const current = valueSchemas.savedCarts.safeParse(stored.value)
    const carts = current.success ? current.data : []
    if (carts.length >= MAX_SAVED_CARTS) return refuse(409, 'too-many-saved-carts', { max: MAX_SAVED_CARTS })
    const result = await normalizeAdding([], plan.add, skipped, input.customer, input.locale, marks, input.email)
    if (!result.ok) return result
    if (result.added.length === 0) return { ok: true, added: [], skipped, savedCart: null }
    const saved = { ...result.cart, id: randomUUID(), name: input.target.name.slice(0, 100) }
    const value = [...carts, saved]
    const over = storedBytesOver('savedCarts', value)
    if (over !== null) return refuse(413, 'too-large', { limit: over, path: 'savedCarts' })
    const put = await hub.put(key, { email: input.email, feature: 'savedCarts' }, value, stored.version)
    if (put.ok) return { ok: true, added: result.added, skipped, savedCart: { id: saved.id, name: saved.name } }
  }
  return refuse(409, 'cart-changed')
}
