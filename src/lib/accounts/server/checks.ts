import { isSupportedCountry, isValidPhoneNumber } from 'libphonenumber-js'
import type { Payload } from 'payload'

import type { AddressChecks } from '@/domain'

/**
 * The address rules' view of the data: countries from the `countries` collection (what the
 * staff keep, the same list the forms offer) and phone numbers by libphonenumber's plans.
 */
export async function addressChecks(payload: Payload): Promise<AddressChecks> {
  const { docs } = await payload.find({
    collection: 'countries',
    pagination: false,
    limit: 0,
    depth: 0,
    select: { alpha2: true },
    overrideAccess: false,
  })
  const countries = new Set(docs.map((c) => c.alpha2.trim().toUpperCase()))
  return {
    countryExists: (alpha2) => countries.has(alpha2),
    phoneValid: (phone, country) => (isSupportedCountry(country) ? isValidPhoneNumber(phone, country) : isValidPhoneNumber(phone)),
  }
}
