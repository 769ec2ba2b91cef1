import { normalizePn, normalizeQuantity, type PkgQtyType } from '@/domain'

import type { CartItem, Favorite, LiveCart, SavedCart } from '@/lib/cart/features'

/**
 * Pure cart operations shared by the browser's cart and the tests: each takes a cart and
 * answers a new one, so a change refused as stale (409) can be applied again to the
 * server's current cart.
 */
export const emptyCart = (): LiveCart => ({ cartItems: [], selectedBillingId: null, selectedShippingId: null })

/** What the page knows about a part when it is added: its step and family (the rules need them). */
export type PartFacts = {
  pn: string
  pkgqty?: number | null
  family?: string | null
  series?: string | null
  parent?: string | null
}
export type Utm = Pick<CartItem, 'utmSource' | 'utmMedium' | 'utmCampaign' | 'utmTerm' | 'utmContent'>

export const stepOf = (item: Pick<CartItem, 'pkgqty'>) =>
  item.pkgqty && Number.isInteger(item.pkgqty) && item.pkgqty > 0 ? item.pkgqty : 1

/** The rules' quantity for a line (rounded up to the step; wire duct kept and flagged). */
export function ruledQuantity(
  qty: number,
  facts: { pn: string; pkgqty?: number | null; family?: string | null },
): { qty: number; pkgQtyType: PkgQtyType } {
  return normalizeQuantity(qty, { pn: facts.pn, pkgqty: facts.pkgqty ?? 1, family: facts.family ?? null })
}

/**
 * Adds `qty` (default: one package) of a part; a part already in the cart gets the
 * quantity added to its line. The first line stamps the cart's `createdAt`.
 */
export function addLine(cart: LiveCart, facts: PartFacts, qty: number | undefined, utm: Utm, now = new Date().toISOString()): LiveCart {
  const pn = normalizePn(facts.pn)
  const existing = cart.cartItems.find((i) => normalizePn(i.pn) === pn)
  const step = stepOf({ pkgqty: facts.pkgqty ?? existing?.pkgqty })
  const adding = qty ?? step
  if (existing) {
    const ruled = ruledQuantity(existing.prod_quantity + adding, { pn, pkgqty: step, family: facts.family })
    return {
      ...cart,
      cartItems: cart.cartItems.map((i) => (i === existing ? { ...i, prod_quantity: ruled.qty, pkgQtyType: ruled.pkgQtyType } : i)),
    }
  }
  const ruled = ruledQuantity(adding, { pn, pkgqty: step, family: facts.family })
  const line: CartItem = {
    pn,
    prod_quantity: ruled.qty,
    createdAt: now,
    ...utm,
    pkgqty: step,
    series: facts.series ?? null,
    parent: facts.parent ?? null,
    pkgQtyType: ruled.pkgQtyType,
  }
  return { ...cart, createdAt: cart.createdAt ?? now, cartItems: [...cart.cartItems, line] }
}

export function setLineQuantity(cart: LiveCart, pn: string, qty: number, pkgQtyType?: PkgQtyType | null): LiveCart {
  const key = normalizePn(pn)
  return {
    ...cart,
    cartItems: cart.cartItems.map((i) =>
      normalizePn(i.pn) === key ? { ...i, prod_quantity: qty, ...(pkgQtyType ? { pkgQtyType } : {}) } : i,
    ),
  }
}

export function removeLine(cart: LiveCart, pn: string): LiveCart {
  const key = normalizePn(pn)
  return { ...cart, cartItems: cart.cartItems.filter((i) => normalizePn(i.pn) !== key) }
}

/**
 * Sign-in merge (docs/carts.md): each local line whose pn is on the server
 * takes the local quantity; the others are added.
 */
export function mergeGuestCart(server: LiveCart, local: LiveCart): LiveCart {
  const localByPn = new Map(local.cartItems.map((i) => [normalizePn(i.pn), i]))
  const serverPns = new Set(server.cartItems.map((i) => normalizePn(i.pn)))
  const kept = server.cartItems.map((i) => {
    const mine = localByPn.get(normalizePn(i.pn))
    return mine ? { ...i, prod_quantity: mine.prod_quantity, pkgQtyType: mine.pkgQtyType ?? i.pkgQtyType } : i
  })
  const added = local.cartItems.filter((i) => !serverPns.has(normalizePn(i.pn)))
  return { ...server, createdAt: server.createdAt ?? local.createdAt, cartItems: [...kept, ...added] }
}

/** Loads a saved cart: `replace` makes it the cart; `add` adds its lines' quantities to the cart's. */
export function loadSavedCart(cart: LiveCart, saved: SavedCart, mode: 'replace' | 'add'): LiveCart {
  const now = new Date().toISOString()
  if (mode === 'replace') {
    return {
      cartItems: saved.cartItems.map((i) => ({ ...i })),
      selectedBillingId: saved.selectedBillingId ?? null,
      selectedShippingId: saved.selectedShippingId ?? null,
      createdAt: cart.createdAt ?? now,
    }
  }
  return saved.cartItems.reduce(
    (acc, i) =>
      addLine(
        acc,
        {
          pn: i.pn,
          pkgqty: i.pkgqty,
          series: i.series,
          parent: i.parent,
          family: i.pkgQtyType === 'non-standard' ? 'wire-duct' : null,
        },
        i.prod_quantity,
        {},
        now,
      ),
    cart,
  )
}

const favKey = (f: Pick<Favorite, 'pn' | 'product'>) => (f.pn !== undefined ? `pn:${normalizePn(f.pn)}` : `product:${String(f.product)}`)

/** Favorites toggle (docs/carts.md): adding an item already there removes it. */
export function toggleFavorite(
  list: readonly Favorite[],
  item: Pick<Favorite, 'pn' | 'product'>,
  now = new Date().toISOString(),
): Favorite[] {
  const key = favKey(item)
  return list.some((f) => favKey(f) === key) ? list.filter((f) => favKey(f) !== key) : [...list, { ...item, createdAt: now }]
}

export const hasFavorite = (list: readonly Favorite[], item: Pick<Favorite, 'pn' | 'product'>) =>
  list.some((f) => favKey(f) === favKey(item))

/** A superseded number in a cart and the part sold today in its place (POST /api/public/cart/lines answers them). */
export type ReplacedLine = { pn: string; replacement: string; since: string | null }

/**
 * A cart with each superseded number's line moved to its replacement, marked with the number
 * it had (docs/cross-references.md); a replacement already in the cart takes the quantity too.
 * The server prices the result as any cart. Unchanged (the same object) when nothing is replaced.
 */
export function replaceLines(cart: LiveCart, replaced: readonly ReplacedLine[]): LiveCart {
  const byPn = new Map(replaced.map((r) => [normalizePn(r.pn), r]))
  if (!cart.cartItems.some((i) => byPn.has(normalizePn(i.pn)))) return cart
  const out: CartItem[] = []
  for (const item of cart.cartItems) {
    const r = byPn.get(normalizePn(item.pn))
    const moved = r ? { ...item, pn: normalizePn(r.replacement), replaces: { pn: normalizePn(item.pn), since: r.since } } : item
    const there = out.findIndex((i) => normalizePn(i.pn) === moved.pn)
    if (there < 0) out.push(moved)
    else
      out[there] = {
        ...out[there],
        prod_quantity: out[there].prod_quantity + moved.prod_quantity,
        replaces: out[there].replaces ?? moved.replaces,
      }
  }
  return { ...cart, cartItems: out }
}
