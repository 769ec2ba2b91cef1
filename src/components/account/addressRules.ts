import { isSupportedCountry, isValidPhoneNumber } from 'libphonenumber-js'

import { ADDRESS_MAX_LENGTH, STATES, US_ZIP, type AddressFields, type AddressProblem } from '@/domain/addresses'

export type FormField = keyof AddressFields
export type FormValues = Record<FormField, string>

/** The form's fields in page order. */
export const FORM_FIELDS: readonly FormField[] = [
  'nameFirst',
  'nameLast',
  'nameCompany',
  'phone1',
  'addressCountry',
  'addressLine1',
  'addressLine2',
  'addressCity',
  'addressState',
  'addressPostalCode',
]

/** Required whatever the country (the server's list); state and ZIP depend on the country. */
const ALWAYS_REQUIRED: readonly FormField[] = ['nameFirst', 'nameLast', 'phone1', 'addressLine1', 'addressCity', 'addressCountry']

export const statesOf = (country: string): readonly string[] | null => STATES[country as keyof typeof STATES] ?? null

export function isRequired(field: FormField, country: string): boolean {
  if (ALWAYS_REQUIRED.includes(field)) return true
  if (field === 'addressState') return statesOf(country) !== null
  return field === 'addressPostalCode' && country === 'US'
}

/**
 * The problem of one field, as the server would find it (the server still decides: its
 * localized message replaces this one when it refuses).
 */
export function fieldProblem(field: FormField, values: FormValues, countries: ReadonlySet<string>): AddressProblem | null {
  const value = values[field].trim()
  const country = values.addressCountry.trim().toUpperCase()
  if (!value) return isRequired(field, country) ? 'required' : null
  if (value.length > ADDRESS_MAX_LENGTH[field]) return 'too-long'
  if (field === 'addressCountry' && !countries.has(country)) return 'invalid-country'
  const states = statesOf(country)
  if (field === 'addressState' && states && !states.includes(value.toUpperCase())) return 'invalid-state'
  if (field === 'addressPostalCode' && country === 'US' && !US_ZIP.test(value)) return 'invalid-zip'
  if (field === 'phone1') {
    const ok = isSupportedCountry(country) ? isValidPhoneNumber(value, country) : isValidPhoneNumber(value)
    if (!ok) return 'invalid-phone'
  }
  return null
}

export const emptyValues = (country = 'US'): FormValues =>
  Object.fromEntries(FORM_FIELDS.map((f) => [f, f === 'addressCountry' ? country : ''])) as FormValues

export const valuesOf = (address: Partial<Record<FormField, string | null>>): FormValues =>
  Object.fromEntries(FORM_FIELDS.map((f) => [f, address[f] ?? ''])) as FormValues
