import { normalizePn } from '../partNumber'
import type { Part } from '../types'

/** The product family of wire duct, sold by the foot in any quantity. */
export const WIRE_DUCT_FAMILY = 'wire-duct'
/** Wire-duct part numbers start with this; it also drives the WD- shipping waiver. */
export const WIRE_DUCT_PREFIX = 'WD-'

/**
 * Wire duct: family `wire-duct` or a pn starting `WD-`.
 * @example isWireDuct({ pn: 'WD-1X2-G', listPrice: 8.26 }) // true
 */
export function isWireDuct(part: Pick<Part, 'pn' | 'family'>): boolean {
  return (part.family ?? '').trim().toLowerCase() === WIRE_DUCT_FAMILY || hasWireDuctPrefix(part.pn)
}

/**
 * Whether the pn itself starts with `WD-` (the shipping waiver goes by pn only).
 * @example hasWireDuctPrefix('wd-1x2-g') // true
 */
export function hasWireDuctPrefix(pn: string): boolean {
  return normalizePn(pn).startsWith(WIRE_DUCT_PREFIX)
}
