import type { Part } from '../types'
import { isWireDuct } from './wireDuct'

export type PkgQtyType = 'standard' | 'non-standard'
export const MIN_QUANTITY = 1

/**
 * The quantity step: the package quantity, or 1 when it is empty or not a positive integer.
 * @example quantityStep({ pn: 'TB-UK5', listPrice: 0.85, pkgqty: 50 }) // 50
 */
export function quantityStep(part: Pick<Part, 'pkgqty'>): number {
  const step = part.pkgqty
  return typeof step === 'number' && Number.isInteger(step) && step > 0 ? step : 1
}

/**
 * A new line starts at the step.
 * @example initialQuantity({ pkgqty: 10 }) // 10
 */
export function initialQuantity(part: Pick<Part, 'pkgqty'>): number {
  return quantityStep(part)
}

/**
 * + moves up by the step; a step past `max` leaves the quantity as it was.
 * @example incrementQuantity(10, { pkgqty: 10 }, 99_999) // 20
 */
export function incrementQuantity(qty: number, part: Pick<Part, 'pkgqty'>, max: number): number {
  const next = qty + quantityStep(part)
  return next > max ? qty : next
}

/**
 * - moves down by the step and never goes below the step.
 * @example decrementQuantity(10, { pkgqty: 10 }) // 10
 */
export function decrementQuantity(qty: number, part: Pick<Part, 'pkgqty'>): number {
  const step = quantityStep(part)
  return Math.max(step, qty - step)
}

/**
 * The quantity a line really holds: wire duct keeps any quantity (flagged non-standard
 * when not a multiple of pkgqty); anything else is rounded UP to a multiple of its step.
 * @example normalizeQuantity(15, { pn: 'WD-1X2-G', listPrice: 1, pkgqty: 10 }) // { qty: 15, pkgQtyType: 'non-standard' }
 */
export function normalizeQuantity(qty: number, part: Pick<Part, 'pn' | 'family' | 'pkgqty'>): { qty: number; pkgQtyType: PkgQtyType } {
  const step = quantityStep(part)
  if (isWireDuct(part)) return { qty, pkgQtyType: qty % step === 0 ? 'standard' : 'non-standard' }
  return { qty: Math.ceil(qty / step) * step, pkgQtyType: 'standard' }
}

/**
 * Whether a quantity is a whole number in MIN_QUANTITY..max.
 * @example isValidQuantity(100_000, 99_999) // false
 */
export function isValidQuantity(qty: unknown, max: number): qty is number {
  return typeof qty === 'number' && Number.isInteger(qty) && qty >= MIN_QUANTITY && qty <= max
}
