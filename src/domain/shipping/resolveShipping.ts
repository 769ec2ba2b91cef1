import { type QuoteFailure, quoteFailure } from '../errors'
import type { Cents } from '../money'
import type { QuoteInput } from '../quoteTypes'
import { type Carrier, carrierMethods, isCarrierOffered, type ShippingMethod } from './carriers'
import { freeGroundLabel, qualifiesForFreeGround } from './freeGround'
import { quoteShipping, type ShippingQuoteInput } from './quoteShipping'
import { initialSelection, nextSelection } from './selection'

export interface ResolvedShipping {
  carrier: string | null
  method: ShippingMethod | null
  shippingCents: Cents | null
  tbd: boolean
  freeGround: boolean
  label: string | null
}

type Context = Omit<ShippingQuoteInput, 'method' | 'zone'> & { carriers: readonly Carrier[]; zone: number | null }

/**
 * The carrier and method in force (the buyer's, else the selection rules') and their charge.
 * A collect carrier costs 0 but needs the account number; the own account is priced by
 * quoteShipping once a destination (zone) is known.
 * @example resolveShipping({ items, destination: pa }, ctx) // { carrier: 'default', method: 'ground', ... }
 */
export function resolveShipping(input: QuoteInput, ctx: Context): ResolvedShipping | QuoteFailure {
  const auto = nextSelection(initialSelection(), null, input.destination)
  const slug = (input.carrier ?? auto.carrier)?.trim().toLowerCase() || null
  if (!slug) return { carrier: null, method: null, shippingCents: null, tbd: false, freeGround: false, label: null }
  const carrier = ctx.carriers.find((c) => c.slug.trim().toLowerCase() === slug)
  if (!carrier || !isCarrierOffered(carrier, input.destination, ctx.subtotal)) {
    return quoteFailure('carrier-not-offered', { carrier: slug })
  }
  if (carrier.collect) {
    if (!input.carrierAccount?.trim()) return quoteFailure('shipper-number-missing', { carrier: slug })
    const shippingCents = input.destination ? 0 : null
    return { carrier: carrier.slug, method: null, shippingCents, tbd: false, freeGround: false, label: carrier.title }
  }
  const method = (input.method ?? auto.method ?? initialSelection().method) as ShippingMethod
  if (!carrierMethods(carrier).includes(method)) return quoteFailure('carrier-not-offered', { carrier: slug, method })
  const methodTitle = carrier.methods?.find((m) => m.id === method)?.title ?? null
  if (ctx.zone === null) {
    // No destination yet: say whether ground would be free, but price nothing.
    const freeGround = method === 'ground' && qualifiesForFreeGround(ctx.customer, ctx.subtotal, ctx.settings)
    const label = freeGround ? freeGroundLabel(ctx.settings) : methodTitle
    return { carrier: carrier.slug, method, shippingCents: null, tbd: false, freeGround, label }
  }
  const quoted = quoteShipping({ ...ctx, method, zone: ctx.zone })
  return { carrier: carrier.slug, method, ...quoted, label: quoted.label ?? methodTitle }
}
