import { describe, expect, it } from 'vitest'

import { formatCents, formatUsd } from '@/lib/commerce/money'

// The strings the cart, checkout, order pages, order documents and catalogue wrote before they
// shared one formatter: US conventions in both languages.
describe('formatUsd', () => {
  it('writes US dollars with cents in both languages', () => {
    for (const locale of ['en', 'es']) {
      expect(formatUsd(1234.5, locale)).toBe('$1,234.50')
      expect(formatUsd(0, locale)).toBe('$0.00')
      expect(formatUsd(0.1, locale)).toBe('$0.10')
      expect(formatUsd(1234567.891, locale)).toBe('$1,234,567.89')
      expect(formatUsd(-3, locale)).toBe('-$3.00')
    }
  })

  it('writes what a locale other than Spanish gets as English', () => {
    expect(formatUsd(12.3, 'fr')).toBe('$12.30')
  })

  it('rounds to whole dollars when asked (the home page promises)', () => {
    expect(formatUsd(49, 'en', { whole: true })).toBe('$49')
    expect(formatUsd(1500, 'es', { whole: true })).toBe('$1,500')
    expect(formatUsd(49.5, 'en', { whole: true })).toBe('$50')
  })

  it('gives the same answer from its kept formatter', () => {
    expect(formatUsd(7, 'es')).toBe(formatUsd(7, 'es'))
    expect(formatUsd(7, 'es', { whole: true })).toBe('$7')
    expect(formatUsd(7, 'es')).toBe('$7.00')
  })
})

describe('formatCents', () => {
  it('writes integer cents as dollars in both languages', () => {
    expect(formatCents(123450, 'en')).toBe('$1,234.50')
    expect(formatCents(1341, 'es')).toBe('$13.41')
    expect(formatCents(5, 'es')).toBe('$0.05')
  })
})
