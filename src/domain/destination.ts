import type { Destination } from './types'

/** The shop's home country: destinations here are domestic. */
export const DOMESTIC_COUNTRY = 'US'

/**
 * A destination with country and state trimmed and upper-cased.
 * @example normalizeDestination({ country: ' us', state: 'pa' }).country // 'US'
 */
export function normalizeDestination(destination: Destination): Destination {
  return {
    country: destination.country.trim().toUpperCase(),
    state: destination.state?.trim().toUpperCase() || null,
    postalCode: destination.postalCode?.trim() || null,
  }
}

/**
 * Domestic means the destination country is US.
 * @example isDomestic({ country: 'US' }) // true
 */
export function isDomestic(destination: Destination): boolean {
  return destination.country.trim().toUpperCase() === DOMESTIC_COUNTRY
}

/**
 * International: a destination that is not domestic. No destination is neither.
 * @example isInternational(null) // false
 */
export function isInternational(destination: Destination | null | undefined): boolean {
  return destination != null && !isDomestic(destination)
}
