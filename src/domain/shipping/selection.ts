import { isInternational } from '../destination'
import type { Destination } from '../types'
import { isAirOnlyDestination } from './airOnly'
import { DEFAULT_CARRIER, type ShippingMethod } from './carriers'

/** The buyer's carrier and method; both null while an international buyer has not chosen. */
export interface ShippingSelection {
  carrier: string | null
  method: ShippingMethod | null
}

/**
 * Where a cart starts: the own account, ground.
 * @example initialSelection() // { carrier: 'default', method: 'ground' }
 */
export function initialSelection(): ShippingSelection {
  return { carrier: DEFAULT_CARRIER, method: 'ground' }
}

function defaultFor(destination: Destination): ShippingSelection {
  return { carrier: DEFAULT_CARRIER, method: isAirOnlyDestination(destination) ? 'air2day' : 'ground' }
}

/**
 * The selection after the destination changes from `previous` to `next`:
 * international clears carrier and method (the buyer must pick a collect carrier);
 * back to domestic resets to default + ground; on the own account AK/HI get air2day and
 * any other state goes back to ground; a collect carrier chosen at home is kept.
 * @example nextSelection(initialSelection(), null, { country: 'US', state: 'AK' }) // { carrier: 'default', method: 'air2day' }
 */
export function nextSelection(
  current: ShippingSelection,
  previous: Destination | null | undefined,
  next: Destination | null | undefined,
): ShippingSelection {
  if (!next) return current
  if (isInternational(next)) return { carrier: null, method: null }
  const keepsCollect = current.carrier !== null && current.carrier !== DEFAULT_CARRIER
  if (keepsCollect && !isInternational(previous)) return { carrier: current.carrier, method: null }
  return defaultFor(next)
}
