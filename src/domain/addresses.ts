/**
 * Address rules (docs/accounts.md, "Addresses"): what a buyer may save as a
 * billing or shipping address, and which addresses are read-only.
 */

/** The address fields a buyer writes (docs/accounts.md, "Addresses"). */
export interface AddressFields {
  nameCompany?: string | null
  nameFirst?: string | null
  nameLast?: string | null
  phone1?: string | null
  addressLine1?: string | null
  addressLine2?: string | null
  addressCity?: string | null
  addressState?: string | null
  addressPostalCode?: string | null
  addressCountry?: string | null
}

export const ADDRESS_TEXT_FIELDS = [
  'nameCompany',
  'nameFirst',
  'nameLast',
  'phone1',
  'addressLine1',
  'addressLine2',
  'addressCity',
  'addressState',
  'addressPostalCode',
  'addressCountry',
] as const satisfies readonly (keyof AddressFields)[]

/** Longest value per field (characters, after trimming). */
export const ADDRESS_MAX_LENGTH: Readonly<Record<keyof AddressFields, number>> = {
  nameCompany: 100,
  nameFirst: 100,
  nameLast: 100,
  phone1: 30,
  addressLine1: 100,
  addressLine2: 100,
  addressCity: 60,
  addressState: 40,
  addressPostalCode: 20,
  addressCountry: 2,
}

const REQUIRED: readonly (keyof AddressFields)[] = ['nameFirst', 'nameLast', 'phone1', 'addressLine1', 'addressCity', 'addressCountry']

/** The ERP's marker on the records it syncs: W and 10 digits. */
const ERP_MARKER = /W\d{10}/

/**
 * docs/accounts.md: read-only when the address is not its customer's primary contact
 * and any of its text holds the ERP marker (W followed by 10 digits).
 * @example isReadOnlyAddress({ nameCompany: 'ACME W0000012345' }, false) // true
 */
export function isReadOnlyAddress(address: AddressFields, isPrimaryContact: boolean): boolean {
  if (isPrimaryContact) return false
  return ADDRESS_TEXT_FIELDS.some((f) => {
    const v = address[f]
    return typeof v === 'string' && ERP_MARKER.test(v)
  })
}

/** US ZIP: 5 digits or ZIP+4. */
export const US_ZIP = /^\d{5}(-\d{4})?$/

/** Countries whose state or province must be one of theirs. */
export const COUNTRIES_WITH_STATES = ['US', 'CA', 'MX'] as const

/** What the data layer knows and the rules ask about (countries data, phone numbering plans). */
export interface AddressChecks {
  countryExists(alpha2: string): boolean
  phoneValid(phone: string, country: string): boolean
}

export type AddressProblem = 'required' | 'too-long' | 'invalid-country' | 'invalid-state' | 'invalid-zip' | 'invalid-phone'

export type AddressIssue = { field: keyof AddressFields; problem: AddressProblem }

/** Trimmed fields, country and state upper-cased, empty text as null. */
export function normalizeAddress(input: AddressFields): AddressFields {
  const out: AddressFields = {}
  for (const f of ADDRESS_TEXT_FIELDS) {
    const v = input[f]
    if (v === undefined) continue
    const t = typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') : ''
    out[f] = t === '' ? null : f === 'addressCountry' || f === 'addressState' ? t.toUpperCase() : t
  }
  return out
}

/**
 * The first problem of a whole (normalized) address, or null when it can be saved:
 * required fields, lengths, a country of the countries data, a state or province that
 * exists for US, CA and MX (required there), a US ZIP of 5 digits or ZIP+4 (required for
 * the US), and a phone number valid for the address's country.
 */
export function addressIssue(a: AddressFields, checks: AddressChecks): AddressIssue | null {
  for (const field of REQUIRED) if (!a[field]) return { field, problem: 'required' }
  for (const field of ADDRESS_TEXT_FIELDS) {
    const v = a[field]
    if (typeof v === 'string' && v.length > ADDRESS_MAX_LENGTH[field]) return { field, problem: 'too-long' }
  }
  const country = a.addressCountry as string
  if (!/^[A-Z]{2}$/.test(country) || !checks.countryExists(country)) return { field: 'addressCountry', problem: 'invalid-country' }
  const states = STATES[country as (typeof COUNTRIES_WITH_STATES)[number]]
  if (states) {
    if (!a.addressState) return { field: 'addressState', problem: 'required' }
    if (!states.includes(a.addressState)) return { field: 'addressState', problem: 'invalid-state' }
  }
  if (country === 'US') {
    if (!a.addressPostalCode) return { field: 'addressPostalCode', problem: 'required' }
    if (!US_ZIP.test(a.addressPostalCode)) return { field: 'addressPostalCode', problem: 'invalid-zip' }
  }
  if (!checks.phoneValid(a.phone1 as string, country)) return { field: 'phone1', problem: 'invalid-phone' }
  return null
}

/** States, districts and territories with USPS codes (military post too), Canada's provinces and territories, Mexico's states (ISO 3166-2). */
export const STATES: Readonly<Record<(typeof COUNTRIES_WITH_STATES)[number], readonly string[]>> = {
  US: [
    'AL',
    'AK',
    'AZ',
    'AR',
    'CA',
    'CO',
    'CT',
    'DE',
    'DC',
    'FL',
    'GA',
    'HI',
    'ID',
    'IL',
    'IN',
    'IA',
    'KS',
    'KY',
    'LA',
    'ME',
    'MD',
    'MA',
    'MI',
    'MN',
    'MS',
    'MO',
    'MT',
    'NE',
    'NV',
    'NH',
    'NJ',
    'NM',
    'NY',
    'NC',
    'ND',
    'OH',
    'OK',
    'OR',
    'PA',
    'RI',
    'SC',
    'SD',
    'TN',
    'TX',
    'UT',
    'VT',
    'VA',
    'WA',
    'WV',
    'WI',
    'WY',
    'AS',
    'GU',
    'MP',
    'PR',
    'VI',
    'UM',
    'AA',
    'AE',
    'AP',
  ],
  CA: ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'],
  MX: [
    'AGU',
    'BCN',
    'BCS',
    'CAM',
    'CHP',
    'CHH',
    'CMX',
    'COA',
    'COL',
    'DUR',
    'GUA',
    'GRO',
    'HID',
    'JAL',
    'MEX',
    'MIC',
    'MOR',
    'NAY',
    'NLE',
    'OAX',
    'PUE',
    'QUE',
    'ROO',
    'SLP',
    'SIN',
    'SON',
    'TAB',
    'TAM',
    'TLA',
    'VER',
    'YUC',
    'ZAC',
  ],
}
