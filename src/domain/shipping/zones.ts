import type { ZoneTable } from '../types'

const US_ZIP = /^(\d{5})(-\d{4})?$/

/**
 * A domestic ZIP is 5 digits or ZIP+4; anything else is an invalid ZIP.
 * @example isValidZip('15213-1234') // true
 */
export function isValidZip(postalCode: string | null | undefined): boolean {
  return US_ZIP.test((postalCode ?? '').trim())
}

/**
 * The 5-digit ZIP of a valid ZIP or ZIP+4, else null.
 * @example zip5('15213-1234') // '15213'
 */
export function zip5(postalCode: string | null | undefined): string | null {
  return US_ZIP.exec((postalCode ?? '').trim())?.[1] ?? null
}

/**
 * The zone of a valid ZIP: its first 3 digits looked up in the table; a ZIP missing from
 * the table uses `missingZipZone` (the farthest zone, 8, by default) so it is never undercharged.
 * Returns null for an invalid ZIP.
 * @example zoneFor('94103', { '941': 8 }, 8) // 8
 */
export function zoneFor(postalCode: string | null | undefined, zones: ZoneTable, missingZipZone: number): number | null {
  const zip = zip5(postalCode)
  if (!zip) return null
  return zones[zip.slice(0, 3)] ?? missingZipZone
}
