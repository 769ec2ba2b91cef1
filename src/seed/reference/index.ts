/**
 * Committed reference data, built by scripts/data/buildReferenceData.ts from pinned data packages.
 * Pure: no I/O beyond the JSON imports, no side effects.
 */
import countriesData from './countries.json'
import zonesData from './shipping-zones.json'

export type CountryReference = {
  /** ISO 3166-1 alpha-2, e.g. 'US'. */
  alpha2: string
  /** ISO 3166-1 alpha-3, e.g. 'USA'. */
  alpha3: string
  name: { en: string; es: string }
  /** International calling code without '+', e.g. '1'. */
  phoneCode: string
}

export type Zip3ZoneRow = { zip: string; zone: number }

/** Own-carrier zone (2..8) by the first 3 digits of a US ZIP, from the Pittsburgh origin. */
export const shippingZones: Readonly<Record<string, number>> = zonesData.zones as Record<string, number>

/** ISO 3166-1 countries sorted by alpha-2. */
export const countries: readonly CountryReference[] = countriesData.countries as CountryReference[]

/** One row per zip3, sorted by zip3: [{ zip: '005', zone: 4 }, ...]. */
export function zip3ZoneRows(): Zip3ZoneRow[] {
  return Object.keys(shippingZones)
    .sort()
    .map((zip) => ({ zip, zone: shippingZones[zip] }))
}
