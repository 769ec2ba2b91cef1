import type { Payload } from 'payload'

import { isQuotedLine, normalizePn, soldPn, type Customer } from '@/domain'
import type { Locale } from '@/i18n/locales'
import { cartSchema, hubKey, MAX_CART_LINES, storedBytesOver, type CartItem, type LiveCart } from '@/lib/cart/features'
import { normalizeFeature } from '@/lib/cart/server/normalize'
import type { HubStore } from '@/lib/cart/server/store'
import { refuse, type Refusal } from '@/lib/platform/http/server/refusal'
import type { Quote as QuoteDoc } from '@/payload-types'

import type { AcceptAnswer } from '../contract'
import { moveOwnQuote } from './actions'
import { presentQuote } from './present'
import { quotedLinesOf } from './terms'

const ATTEMPTS = 5

/** The cart lines a quote puts in the cart: each priced line's part (the alternate, when offered) at the quoted quantity. */
export const cartLinesOf = (doc: QuoteDoc): { pn: string; qty: number }[] =>
  quotedLinesOf(doc)
    .filter(isQuotedLine)
    .map((l) => ({ pn: normalizePn(soldPn(l)), qty: l.qty }))

/**
 * Writes the quote's lines into the buyer's live cart, each carrying the quote's number: a line
 * of the same part already there is replaced by the quoted one (the quoted quantity at the
 * quoted price), the rest stays. Written with the cart's version, and tried again when another
 * write came first, so two accepts at once leave one set of lines.
 */
async function putInCart(
  hub: HubStore,
  doc: QuoteDoc,
  input: { email: string; locale: Locale; customer: Customer | null },
): Promise<{ ok: true; added: { pn: string; qty: number }[] } | Refusal> {
  const lines = cartLinesOf(doc)
  const key = hubKey(input.email, 'liveCart')
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const stored = await hub.get(key)
    const current = cartSchema.safeParse(stored.value)
    const base: LiveCart = current.success ? current.data : { cartItems: [] }
    const quoted = new Set(lines.map((l) => l.pn))
    const kept = base.cartItems.filter((i) => !quoted.has(normalizePn(i.pn)) && i.quoteNumber !== doc.number)
    if (kept.length + lines.length > MAX_CART_LINES)
      return refuse(400, 'too-many-lines', { max: MAX_CART_LINES, path: 'liveCart.cartItems' })
    const adding: CartItem[] = lines.map((l) => ({ pn: l.pn, prod_quantity: l.qty, quoteNumber: doc.number }))
    const normalized = await normalizeFeature(
      'liveCart',
      { ...base, cartItems: [...kept, ...adding] },
      input.customer,
      input.locale,
      input.email,
    )
    if (!normalized.ok) {
      const { code, ...details } = normalized.rejection
      return refuse(422, code, details)
    }
    const value = { ...normalized.value, createdAt: base.createdAt ?? normalized.value.createdAt }
    const over = storedBytesOver('liveCart', value)
    if (over !== null) return refuse(413, 'too-large', { limit: over, path: 'liveCart' })
    const put = await hub.put(key, { email: input.email, feature: 'liveCart' }, value, stored.version)
    if (put.ok) return { ok: true, added: lines }
  }
  return refuse(409, 'conflict')
}

/**
 * POST /api/private/quotes/{number}/accept: the buyer accepts his own quoted quote (not past
 * its expiry) and its lines go into his live cart at the quoted prices. Accepting again (a
 * retry, another tab) puts the same lines in once. Another buyer's number: 404.
 */
export async function acceptQuote(
  { payload, hub }: { payload: Payload; hub: HubStore },
  input: { email: string; number: string; locale: Locale; customer: Customer | null },
): Promise<({ ok: true } & AcceptAnswer) | Refusal> {
  const moved = await moveOwnQuote(payload, input.email, input.number, 'accept')
  if (!moved.ok) return moved
  const cart = await putInCart(hub, moved.doc, input)
  if (!cart.ok) return cart
  return { ok: true, quote: presentQuote(moved.doc), cart: { added: cart.added } }
}
