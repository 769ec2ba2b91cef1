import { isDistributor } from '../customers'
import type { Cents } from '../money'
import type { CommerceSettings } from '../settings'
import type { Customer } from '../types'

/**
 * Whether the subtotal earns free ground: S >= the customer's own freeGroundAtCents, else
 * settings.freeGroundThresholdCents. A distributor qualifies only through its own threshold
 * (the spec's "free-ground check"); without one it pays groundDist.
 * @example qualifiesForFreeGround({ type: 'D1-Distributor/Stocking', freeGroundAtCents: 50000 }, 57600, settings) // true
 */
export function qualifiesForFreeGround(
  customer: Customer,
  subtotal: Cents,
  settings: Pick<CommerceSettings, 'freeGroundThresholdCents'>,
): boolean {
  const own = customer.freeGroundAtCents
  if (isDistributor(customer) && own == null) return false
  return subtotal >= (own ?? settings.freeGroundThresholdCents)
}

/**
 * The label of the free option.
 * @example freeGroundLabel({ shopName: 'Demo Controls' }) // 'Demo Controls Free Ground'
 */
export function freeGroundLabel(settings: Pick<CommerceSettings, 'shopName'>): string {
  return `${settings.shopName} Free Ground`
}
