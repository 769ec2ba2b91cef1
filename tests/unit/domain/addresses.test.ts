import { describe, expect, it } from 'vitest'

import { addressIssue, isReadOnlyAddress, normalizeAddress, type AddressChecks, type AddressFields } from '@/domain'

const checks: AddressChecks = {
  countryExists: (c) => ['US', 'CA', 'MX', 'DE'].includes(c),
  phoneValid: (p) => p.replace(/\D/g, '').length >= 10,
}

const good: AddressFields = {
  nameFirst: 'Ana',
  nameLast: 'Ruiz',
  phone1: '215-555-0100',
  addressLine1: '1 Main St',
  addressCity: 'Philadelphia',
  addressState: 'PA',
  addressPostalCode: '19103',
  addressCountry: 'US',
}

const issue = (patch: AddressFields) => addressIssue(normalizeAddress({ ...good, ...patch }), checks)

describe('address rules', () => {
  it('accepts a whole US address, ZIP+4 too, and normalizes case and spaces', () => {
    expect(issue({})).toBeNull()
    expect(issue({ addressPostalCode: '19103-1234' })).toBeNull()
    expect(normalizeAddress({ addressCountry: ' us ', addressState: 'pa', addressCity: '  New   York ', addressLine2: '  ' })).toEqual({
      addressCountry: 'US',
      addressState: 'PA',
      addressCity: 'New York',
      addressLine2: null,
    })
  })

  it('refuses a US ZIP that is not 5 digits or ZIP+4, and requires it for the US only', () => {
    for (const zip of ['1910', '191034', '19103-12', 'ABCDE', '19103 1234'])
      expect(issue({ addressPostalCode: zip })).toEqual({ field: 'addressPostalCode', problem: 'invalid-zip' })
    expect(issue({ addressPostalCode: null })).toEqual({ field: 'addressPostalCode', problem: 'required' })
    expect(issue({ addressCountry: 'DE', addressState: null, addressPostalCode: null })).toBeNull()
  })

  it('requires a state that exists for US, CA and MX', () => {
    expect(issue({ addressState: 'ZZ' })).toEqual({ field: 'addressState', problem: 'invalid-state' })
    expect(issue({ addressState: null })).toEqual({ field: 'addressState', problem: 'required' })
    expect(issue({ addressCountry: 'CA', addressState: 'ON', addressPostalCode: 'M5V 2T6' })).toBeNull()
    expect(issue({ addressCountry: 'CA', addressState: 'PA' })).toEqual({ field: 'addressState', problem: 'invalid-state' })
    expect(issue({ addressCountry: 'MX', addressState: 'JAL', addressPostalCode: '44100' })).toBeNull()
    expect(issue({ addressCountry: 'MX', addressState: 'XX' })).toEqual({ field: 'addressState', problem: 'invalid-state' })
  })

  it('refuses a country not in the countries data, a bad phone, missing and too long fields', () => {
    expect(issue({ addressCountry: 'XX' })).toEqual({ field: 'addressCountry', problem: 'invalid-country' })
    expect(issue({ addressCountry: 'USA' })).toEqual({ field: 'addressCountry', problem: 'too-long' })
    expect(issue({ phone1: '123' })).toEqual({ field: 'phone1', problem: 'invalid-phone' })
    expect(issue({ nameFirst: '  ' })).toEqual({ field: 'nameFirst', problem: 'required' })
    expect(issue({ addressLine1: 'x'.repeat(101) })).toEqual({ field: 'addressLine1', problem: 'too-long' })
  })

  it('docs/accounts.md, "Read-only addresses": read-only when not the primary contact and the text holds W and 10 digits', () => {
    expect(isReadOnlyAddress({ ...good, nameCompany: 'ACME W0123456789' }, false)).toBe(true)
    expect(isReadOnlyAddress({ ...good, addressLine2: 'ref W0123456789' }, false)).toBe(true)
    expect(isReadOnlyAddress({ ...good, nameCompany: 'ACME W0123456789' }, true)).toBe(false)
    expect(isReadOnlyAddress({ ...good, nameCompany: 'ACME W012345678' }, false)).toBe(false)
    expect(isReadOnlyAddress({ ...good, nameCompany: 'ACME w0123456789' }, false)).toBe(false)
    expect(isReadOnlyAddress(good, false)).toBe(false)
  })
})
