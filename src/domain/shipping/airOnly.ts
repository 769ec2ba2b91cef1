import { isDomestic } from '../destination'
import type { Destination } from '../types'
import { zip5 } from './zones'

/** States the default carrier serves by air only (docs/shipping-and-tax.md). */
const AIR_ONLY_STATES: readonly string[] = ['AK', 'HI']
/** The first 3 digits of the ZIP codes of Alaska (995-999) and Hawaii (967-968). */
const AIR_ONLY_ZIP3 = /^(?:99[5-9]|96[78])/

/**
 * A US destination in Alaska or Hawaii, known by its state or, when the state is missing or
 * another, by its ZIP (a cart estimate may give only the ZIP): served by air only.
 * @example isAirOnlyDestination({ country: 'US', postalCode: '99501' }) // true
 */
export function isAirOnlyDestination(destination: Destination | null | undefined): boolean {
  if (!destination || !isDomestic(destination)) return false
  const state = (destination.state ?? '').trim().toUpperCase()
  return AIR_ONLY_STATES.includes(state) || AIR_ONLY_ZIP3.test(zip5(destination.postalCode) ?? '')
}
