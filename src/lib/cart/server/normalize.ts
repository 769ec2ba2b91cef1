import { crossKey, fromCents, isQuoteFailure, normalizePn, type Customer } from '@/domain'
import type { Locale } from '@/i18n/locales'
import { partDetails, publishedSeries } from '@/lib/cart/server/partDetails'
import { quote } from '@/lib/commerce/quoteService'
import { appCommerceSource } from '@/lib/commerce/server/data'
import { replacementsOf } from '@/lib/crossref/server/crossData'
import { getPayloadClient } from '@/lib/platform/server/payload'
import { quotedPrices, quoteTerms } from '@/lib/quotes/server/terms'

import { MAX_QUANTITY, type CartItem, type Favorite, type Feature, type FeatureValue, type LiveCart } from '../features'

export type Rejection = { code: 'unknown-part' | 'invalid-quantity' | 'not-found'; path: string; pn?: string }
export type Normalized<F extends Feature> = { ok: true; value: FeatureValue[F] } | { ok: false; rejection: Rejection }

type Replaceable = { pn?: string; replaces?: CartItem['replaces'] }

const unmarked = <T extends Replaceable>(item: T): T => {
  const copy = { ...item }
  delete copy.replaces
  return copy
}

/**
 * Lines and favorites whose number is superseded (docs/cross-references.md) hold the part sold
 * today instead, marked with the number they had and since when (the cart and the favorites
 * say so); a mark sent back by the client is kept only while it still holds.
 */
export async function replaceSuperseded<T extends Replaceable>(items: readonly T[]): Promise<T[]> {
  const found = await replacementsOf(items.flatMap((i) => [i.pn, i.replaces?.pn].filter((pn): pn is string => Boolean(pn))))
  return items.map((item) => {
    if (!item.pn) return item
    const now = found.get(item.pn)
    if (now) return { ...item, pn: normalizePn(now.pn), replaces: { pn: normalizePn(item.pn), since: now.since } }
    const before = item.replaces ? found.get(item.replaces.pn) : undefined
    return before && crossKey(before.pn) === crossKey(item.pn) ? item : unmarked(item)
  })
}

/** Whether any of `pns` is superseded (a stored value read back is then answered with the part sold today). */
export async function anySuperseded(pns: readonly string[]): Promise<boolean> {
  return (await replacementsOf(pns)).size > 0
}

const unquoted = (item: CartItem): CartItem => {
  const copy = { ...item }
  delete copy.quoteNumber
  return copy
}

/**
 * One line per part number: a repeated pn adds its quantity to the first line (nothing the
 * buyer typed is dropped). Answers the index in the input of each kept line.
 */
function mergeRepeats(items: readonly CartItem[]): { items: CartItem[]; origin: number[] } {
  const byPn = new Map<string, number>()
  const out: CartItem[] = []
  const origin: number[] = []
  items.forEach((item, index) => {
    const pn = normalizePn(item.pn)
    const at = byPn.get(pn)
    if (at === undefined) {
      byPn.set(pn, out.length)
      out.push({ ...item, pn })
      origin.push(index)
    } else {
      out[at] = {
        ...out[at],
        prod_quantity: out[at].prod_quantity + item.prod_quantity,
        replaces: out[at].replaces ?? item.replaces,
        quoteNumber: out[at].quoteNumber ?? item.quoteNumber,
      }
    }
  })
  return { items: out, origin }
}

/**
 * A cart as stored: part numbers checked (they exist and this buyer may order them),
 * quantities normalized by the rules (rounded up to the step; wire duct flagged), and
 * every price and derived field filled from the server's data, never the client's.
 */
async function normalizeCart(
  cart: LiveCart,
  at: string,
  customer: Customer | null,
  locale: Locale,
  email: string | null,
): Promise<{ ok: true; value: LiveCart } | { ok: false; rejection: Rejection }> {
  const merged = mergeRepeats(await replaceSuperseded(cart.cartItems))
  const { origin } = merged
  // A line of an accepted quote (docs/quotes.md) keeps its quote's number while it is the buyer's
  // own, is priced by it while it holds, and never holds more than the quoted quantity.
  const asLines = (list: readonly CartItem[]) => list.map((i) => ({ pn: i.pn, qty: i.prod_quantity, quoteNumber: i.quoteNumber }))
  const termsOf = async (list: readonly CartItem[]) =>
    list.some((i) => i.quoteNumber) ? quoteTerms(await getPayloadClient(), email, asLines(list)) : list.map(() => null)
  const terms = await termsOf(merged.items)
  const items = merged.items.map((item, i) => {
    const term = terms[i]
    if (!term) return unquoted(item)
    if ('problem' in term && term.problem === 'not-quoted') return unquoted(item)
    const max = term.maxQty
    return max !== undefined && item.prod_quantity > max ? { ...item, prod_quantity: max } : item
  })
  const overflow = items.findIndex((i) => i.prod_quantity > MAX_QUANTITY)
  if (overflow >= 0)
    return {
      ok: false,
      rejection: { code: 'invalid-quantity', path: `${at}.cartItems.${origin[overflow]}.prod_quantity`, pn: items[overflow].pn },
    }
  const [quoted, details] = await Promise.all([
    quote(
      appCommerceSource,
      { items: items.map((i) => ({ pn: i.pn, qty: i.prod_quantity })) },
      customer,
      quotedPrices(await termsOf(items)),
    ),
    partDetails(
      items.map((i) => i.pn),
      locale,
    ),
  ])
  if (isQuoteFailure(quoted)) {
    const { code, index } = quoted.error as { code: string; index?: number }
    const i = typeof index === 'number' ? index : 0
    const field = code === 'invalid-quantity' ? 'prod_quantity' : 'pn'
    return {
      ok: false,
      rejection: {
        code: code === 'invalid-quantity' ? 'invalid-quantity' : 'unknown-part',
        path: `${at}.cartItems.${origin[i]}.${field}`,
        pn: items[i]?.pn,
      },
    }
  }
  const now = new Date().toISOString()
  const cartItems = items.map((item, i): CartItem => {
    const line = quoted.lines[i]
    const detail = details.get(item.pn)
    return {
      pn: item.pn,
      prod_quantity: line.qty,
      createdAt: item.createdAt ?? now,
      utmSource: item.utmSource ?? null,
      utmMedium: item.utmMedium ?? null,
      utmCampaign: item.utmCampaign ?? null,
      utmTerm: item.utmTerm ?? null,
      utmContent: item.utmContent ?? null,
      // The stored cart keeps dollars; the quote's cents are converted here (docs/pricing.md, "Money").
      list_price: fromCents(line.listPriceCents),
      sale_price: line.priceOnRequest ? null : fromCents(line.unitPriceCents),
      series: detail?.series ?? null,
      pkgqty: detail?.pkgqty ?? null,
      parent: detail?.parent ?? null,
      tariff: detail?.tariff ?? line.itemTariffCents > 0,
      pkgQtyType: line.pkgQtyType,
      subtotals: line.priceOnRequest ? null : fromCents(line.lineTotalCents),
      ...(item.replaces ? { replaces: item.replaces } : {}),
      ...(item.quoteNumber ? { quoteNumber: item.quoteNumber } : {}),
    }
  })
  return {
    ok: true,
    value: {
      cartItems,
      selectedBillingId: cart.selectedBillingId ?? null,
      selectedShippingId: cart.selectedShippingId ?? null,
      createdAt: cart.createdAt ?? now,
    },
  }
}

async function normalizeFavorites(given: readonly Favorite[], locale: Locale): Promise<Normalized<'favorites'>> {
  const now = new Date().toISOString()
  const list = await replaceSuperseded(given)
  const pns = list.flatMap((f) => (f.pn ? [normalizePn(f.pn)] : []))
  const productIds = list.flatMap((f) => (f.product !== undefined ? [f.product] : []))
  const [details, products] = await Promise.all([partDetails(pns, locale), publishedSeries(productIds, locale)])

  const knownProducts = new Set(products.docs.map((d) => String(d.id)))
  const seen = new Set<string>()
  const value: Favorite[] = []
  for (const [i, f] of list.entries()) {
    if (f.pn !== undefined) {
      const pn = normalizePn(f.pn)
      if (!details.has(pn)) return { ok: false, rejection: { code: 'unknown-part', path: `favorites.${i}.pn`, pn } }
      if (seen.has(`pn:${pn}`)) continue
      seen.add(`pn:${pn}`)
      value.push({ pn, createdAt: f.createdAt ?? now, ...(f.replaces ? { replaces: f.replaces } : {}) })
    } else {
      const id = String(f.product)
      if (!knownProducts.has(id)) return { ok: false, rejection: { code: 'not-found', path: `favorites.${i}.product` } }
      if (seen.has(`product:${id}`)) continue
      seen.add(`product:${id}`)
      value.push({ product: f.product, createdAt: f.createdAt ?? now })
    }
  }
  return { ok: true, value }
}

/**
 * A feature's value as stored, or why it is refused (with the path of the first bad field).
 * `email` is the session's: a cart line's quote number holds only for its own quotes.
 */
export async function normalizeFeature<F extends Feature>(
  feature: F,
  value: FeatureValue[F],
  customer: Customer | null,
  locale: Locale,
  email: string | null,
): Promise<Normalized<F>> {
  if (feature === 'favorites') return (await normalizeFavorites(value as Favorite[], locale)) as Normalized<F>
  if (feature === 'liveCart') return (await normalizeCart(value as LiveCart, 'liveCart', customer, locale, email)) as Normalized<F>
  const carts = value as FeatureValue['savedCarts']
  const out: FeatureValue['savedCarts'] = []
  const ids = new Set<string>()
  for (const [i, saved] of carts.entries()) {
    if (ids.has(saved.id)) continue
    ids.add(saved.id)
    const cart = await normalizeCart(saved, `savedCarts.${i}`, customer, locale, email)
    if (!cart.ok) return cart as Normalized<F>
    out.push({ ...saved, ...cart.value })
  }
  return { ok: true, value: out } as Normalized<F>
}
