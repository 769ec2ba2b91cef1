import { describe, expect, it } from 'vitest'
import { fromCents, multiplyCents, percentOff, round2, roundHalfAwayFromZero, sumCents, toCents } from '@/domain'

describe('money', () => {
  it('rounds half away from zero, both signs', () => {
    expect(round2(0.005)).toBe(0.01)
    expect(round2(-0.005)).toBe(-0.01)
    expect(round2(0.004)).toBe(0)
    expect(roundHalfAwayFromZero(2.5)).toBe(3)
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3)
    expect(roundHalfAwayFromZero(2.4999)).toBe(2)
  })

  it('avoids the binary float traps of x * 100', () => {
    // Math.round(1.005 * 100) is 100 and Math.round(1.255 * 100) is 125.
    expect(toCents(1.005)).toBe(101)
    expect(toCents(1.255)).toBe(126)
    expect(toCents(8.26)).toBe(826)
    expect(toCents(0.1 + 0.2)).toBe(30)
    expect(toCents(-19.995)).toBe(-2000)
  })

  it('converts 2-decimal amounts exactly both ways', () => {
    for (const dollars of [0, 0.01, 0.07, 16.65, 123.9, 99999.99, 1e7]) {
      expect(fromCents(toCents(dollars))).toBe(dollars)
    }
    expect(toCents(1e21)).toBe(1e23)
    expect(toCents(1e-7)).toBe(0)
  })

  it('multiplies by a rate with one rounding', () => {
    expect(multiplyCents(3330, 0.0495)).toBe(165) // 164.835
    expect(multiplyCents(26700, 0.0495)).toBe(1322) // 1321.65 exactly half
    expect(multiplyCents(-26700, 0.0495)).toBe(-1322)
    expect(multiplyCents(5445, 0.07)).toBe(381) // 381.15
    expect(multiplyCents(100, 0)).toBe(0)
  })

  it('takes a percentage off with one rounding', () => {
    expect(percentOff(1001, 33)).toBe(671) // 670.67
    expect(percentOff(1850, 10)).toBe(1665)
    expect(percentOff(1000, 12.5)).toBe(875)
    expect(percentOff(999, 50)).toBe(500) // 499.5 rounds up
    expect(percentOff(2400, 0)).toBe(2400)
  })

  it('sums integer cents', () => {
    expect(sumCents([])).toBe(0)
    expect(sumCents([10, 20, 30])).toBe(60)
  })

  it('refuses non-finite amounts instead of producing NaN', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError)
    expect(() => toCents(Infinity)).toThrow(RangeError)
  })
})
