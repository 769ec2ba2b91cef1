import { describe, expect, it } from 'vitest'
import { computeTax, findTaxRule, type TaxRule, zipListMatches } from '@/domain'

const rule = (state: string, zipCodes: string, rate: number, taxShipping = false): TaxRule => ({ state, zipCodes, rate, taxShipping })

describe('tax rule matching', () => {
  const rules = [
    rule('PA', '*', 0.06),
    rule('PA', '150*, 15213', 0.07),
    rule('PA', '152*', 0.08),
    rule('OH', '43004', 0.0575),
    rule('NJ', '070*', 0.066),
    rule('NJ', '071*', 0.067),
  ]

  it('matches list entries by prefix when they end in *, else exactly', () => {
    expect(zipListMatches(rules[1], '15099')).toBe(true)
    expect(zipListMatches(rules[1], '15213')).toBe(true)
    expect(zipListMatches(rules[1], '152130')).toBe(false)
    expect(zipListMatches(rules[1], '15214')).toBe(false)
  })

  it('with several rules takes the first matching list, even when the * rule comes first', () => {
    expect(findTaxRule(rules, 'PA', '15213')?.rate).toBe(0.07)
    expect(findTaxRule(rules, 'pa', '15299')?.rate).toBe(0.08)
    expect(findTaxRule(rules, 'PA', '19103')?.rate).toBe(0.06)
    expect(findTaxRule(rules, 'PA', null)?.rate).toBe(0.06)
  })

  it('with several rules and no match and no * rule, taxes nothing', () => {
    expect(findTaxRule(rules, 'NJ', '08540')).toBeNull()
    expect(findTaxRule(rules, 'NJ', '07102')?.rate).toBe(0.067)
    expect(findTaxRule(rules, 'NJ', '07002')?.rate).toBe(0.066)
  })

  it('with one rule for the state, uses it whatever the ZIP', () => {
    expect(findTaxRule(rules, 'OH', '44101')?.rate).toBe(0.0575)
    expect(findTaxRule(rules, 'TX', '75001')).toBeNull()
    expect(findTaxRule(rules, '', '75001')).toBeNull()
  })
})

describe('computeTax', () => {
  const rules = [rule('PA', '*', 0.06, true), rule('NY', '*', 0.04, false)]
  const customer = { taxable: true }
  const pa = { country: 'US', state: 'PA', postalCode: '19103' }

  it('adds shipping to the base only when the rule says so and it is known', () => {
    expect(computeTax({ customer, destination: pa, taxRules: rules, baseCents: 10000, shippingCents: 1000 })).toEqual({
      rate: 0.06,
      taxCents: 660,
    })
    expect(computeTax({ customer, destination: pa, taxRules: rules, baseCents: 10000, shippingCents: null }).taxCents).toBe(600)
    const ny = { country: 'US', state: 'NY', postalCode: '10001' }
    expect(computeTax({ customer, destination: ny, taxRules: rules, baseCents: 10000, shippingCents: 1000 }).taxCents).toBe(400)
  })

  it('taxes nobody exempt, nothing abroad and nothing without a destination', () => {
    const args = { taxRules: rules, baseCents: 10000, shippingCents: 0 }
    expect(computeTax({ ...args, customer: { taxable: false }, destination: pa })).toEqual({ rate: 0, taxCents: 0 })
    expect(computeTax({ ...args, customer, destination: { country: 'MX', state: 'PA' } }).taxCents).toBe(0)
    expect(computeTax({ ...args, customer, destination: null }).taxCents).toBe(0)
    expect(computeTax({ ...args, customer: {}, destination: pa }).taxCents).toBe(600)
  })
})
