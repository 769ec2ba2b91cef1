import { describe, expect, it } from 'vitest'
import { areaCode, findRep, type SalesRep } from '@/domain'

describe('areaCode', () => {
  it('keeps digits, drops the leading 1 of 11 digits, takes 3', () => {
    expect(areaCode('(412) 555-0100')).toBe('412')
    expect(areaCode('+1 724.555.0100')).toBe('724')
    expect(areaCode('1-800-555-0100')).toBe('800')
    expect(areaCode('4125550100')).toBe('412')
    // 10 digits starting with 1 are not a trunk prefix (not a valid US number, but kept).
    expect(areaCode('1235550100')).toBe('123')
    expect(areaCode('12')).toBeNull()
    expect(areaCode(null)).toBeNull()
  })
})

describe('findRep', () => {
  const reps: SalesRep[] = [
    { label: 'FALLBACK', rep: 'House', areaCodes: ['212'] },
    { label: 'A', rep: 'Area', areaCodes: ['305'], states: [], countries: [] },
    { label: 'S', rep: 'State', areaCodes: null, states: ['fl'], countries: ['CA'] },
    { label: 'C', rep: 'Country', countries: ['US'] },
  ]

  it('prefers area code over state over country, over the whole list', () => {
    expect(findRep(reps, { phone: '305 555 0100', state: 'FL', country: 'US' })?.rep).toBe('Area')
    expect(findRep(reps, { phone: '786 555 0100', state: 'fl', country: 'US' })?.rep).toBe('State')
    expect(findRep(reps, { phone: '', state: 'GA', country: 'us' })?.rep).toBe('Country')
  })

  it('a fallback rep that also lists an area code wins by that code', () => {
    expect(findRep(reps, { phone: '212-555-0100', state: 'FL' })?.rep).toBe('House')
  })

  it('falls back to the FALLBACK label, or null without one', () => {
    expect(findRep(reps, { phone: '999', state: 'XX', country: 'ZZ' })?.rep).toBe('House')
    expect(findRep(reps.slice(1), { country: 'ZZ' })).toBeNull()
  })
})
