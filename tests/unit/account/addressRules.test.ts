import { isSupportedCountry, isValidPhoneNumber } from 'libphonenumber-js'
import { describe, expect, it } from 'vitest'

import { FORM_FIELDS, emptyValues, fieldProblem, isRequired, type FormValues } from '@/components/account/addressRules'
import { addressIssue, normalizeAddress, type AddressChecks } from '@/domain/addresses'

const countries = new Set(['US', 'CA', 'MX', 'DE'])
// The server's checks (src/lib/accounts/server/checks.ts) over the same countries.
const checks: AddressChecks = {
  countryExists: (c) => countries.has(c),
  phoneValid: (phone, country) => (isSupportedCountry(country) ? isValidPhoneNumber(phone, country) : isValidPhoneNumber(phone)),
}

const good: FormValues = {
  ...emptyValues(),
  nameFirst: 'Pat',
  nameLast: 'Plant',
  phone1: '412-555-0142',
  addressLine1: '100 Liberty Ave',
  addressCity: 'Pittsburgh',
  addressState: 'PA',
  addressPostalCode: '15222',
}

const variants: [string, Partial<FormValues>][] = [
  ['valid US', {}],
  ['ZIP+4', { addressPostalCode: '15222-1234' }],
  ['short ZIP', { addressPostalCode: '1522' }],
  ['no ZIP in the US', { addressPostalCode: '' }],
  ['no state in the US', { addressState: '' }],
  ['a state of another country', { addressState: 'ON' }],
  ['a Canadian province', { addressCountry: 'CA', addressState: 'ON', addressPostalCode: 'M5V 2T6', phone1: '416-555-0199' }],
  ['Mexico without a state', { addressCountry: 'MX', addressState: '', addressPostalCode: '', phone1: '+52 55 1234 5678' }],
  ['Germany, no state or ZIP needed', { addressCountry: 'DE', addressState: '', addressPostalCode: '', phone1: '+49 40 12345678' }],
  ['a country not in the data', { addressCountry: 'FR', addressState: '' }],
  ['a bad phone', { phone1: '12' }],
  ['no first name', { nameFirst: '   ' }],
  ['no city', { addressCity: '' }],
  ['a company name too long', { nameCompany: 'x'.repeat(101) }],
]

describe('the address form checks fields as the server does', () => {
  it.each(variants)('%s', (_name, change) => {
    const values = { ...good, ...change }
    const server = addressIssue(normalizeAddress(values), checks)
    const client = FORM_FIELDS.map((f) => [f, fieldProblem(f, values, countries)] as const).filter(([, p]) => p !== null)
    if (server === null) expect(client).toEqual([])
    // The server names the first problem; the form finds that one too (and may find more at once).
    else expect(client).toContainEqual([server.field, server.problem])
  })

  it('marks state and ZIP required only where the server requires them', () => {
    expect(isRequired('addressPostalCode', 'US')).toBe(true)
    expect(isRequired('addressPostalCode', 'DE')).toBe(false)
    expect(isRequired('addressState', 'MX')).toBe(true)
    expect(isRequired('addressState', 'DE')).toBe(false)
    expect(isRequired('nameCompany', 'US')).toBe(false)
  })
})
