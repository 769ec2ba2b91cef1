import type { Cents } from '../money'
import type { Destination } from '../types'
import { type Carrier, carrierMethods, offeredCarriers, type ShippingMethod } from './carriers'
import { freeGroundLabel, qualifiesForFreeGround } from './freeGround'
import { quoteShipping, type ShippingQuoteInput } from './quoteShipping'

/** One choice of the shipping panel, priced before the buyer picks it. */
export interface ShippingOption {
  carrier: string
  /** Null for a collect carrier (it has no methods of ours). */
  method: ShippingMethod | null
  /** The data's name of the carrier or method ("{shop} Free Ground" when ground is free). */
  title: string
  collect: boolean
  /** Null while no destination is known, and when TBD. */
  shippingCents: Cents | null
  tbd: boolean
  freeGround: boolean
}

type OptionsContext = Omit<ShippingQuoteInput, 'method' | 'zone'> & { carriers: readonly Carrier[]; zone: number | null }

/**
 * Every carrier and method offered for this destination and subtotal, each priced the way
 * resolveShipping would price it if chosen (one request shows them all): a collect carrier
 * costs 0 once there is a destination; the own account's methods (without ground to Alaska
 * and Hawaii) by quoteShipping once the ZIP's zone is known.
 * @example shippingOptions({ country: 'US', state: 'AK', postalCode: '99501' }, ctx).map((o) => o.method) // ['air2day', 'air1day', null, ...]
 */
export function shippingOptions(destination: Destination | null, ctx: OptionsContext): ShippingOption[] {
  return offeredCarriers(ctx.carriers, destination, ctx.subtotal).flatMap((carrier): ShippingOption[] => {
    if (carrier.collect) {
      const shippingCents = destination ? 0 : null
      return [{ carrier: carrier.slug, method: null, title: carrier.title, collect: true, shippingCents, tbd: false, freeGround: false }]
    }
    return carrierMethods(carrier, destination).map((method) => {
      const title = carrier.methods?.find((m) => m.id === method)?.title ?? carrier.title
      const base = { carrier: carrier.slug, method, collect: false }
      if (ctx.zone === null) {
        const freeGround = method === 'ground' && qualifiesForFreeGround(ctx.customer, ctx.subtotal, ctx.settings)
        return { ...base, title: freeGround ? freeGroundLabel(ctx.settings) : title, shippingCents: null, tbd: false, freeGround }
      }
      const quoted = quoteShipping({ ...ctx, method, zone: ctx.zone })
      return { ...base, title: quoted.label ?? title, shippingCents: quoted.shippingCents, tbd: quoted.tbd, freeGround: quoted.freeGround }
    })
  })
}
