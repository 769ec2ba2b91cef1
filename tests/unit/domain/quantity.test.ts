import { describe, expect, it } from 'vitest'
import {
  decrementQuantity,
  incrementQuantity,
  initialQuantity,
  isValidQuantity,
  isWireDuct,
  normalizeQuantity,
  parseQuantityInput,
  quantityStep,
} from '@/domain'
import { product } from './fixtures'

const MAX = 99_999
const terminal = product('TB-UK5') // pkgqty 50
const duct = product('WD-1X2-G') // pkgqty 10, wire duct
const button = product('PB22-XG1') // pkgqty 1

describe('quantity steps', () => {
  it('steps by pkgqty, or 1 when it is missing or odd', () => {
    expect(quantityStep(terminal)).toBe(50)
    expect(quantityStep({ pkgqty: null })).toBe(1)
    expect(quantityStep({ pkgqty: 0 })).toBe(1)
    expect(quantityStep({ pkgqty: 2.5 })).toBe(1)
    expect(initialQuantity(terminal)).toBe(50)
    expect(initialQuantity({})).toBe(1)
  })

  it('moves by the step, never below it nor past the maximum', () => {
    expect(incrementQuantity(50, terminal, MAX)).toBe(100)
    expect(decrementQuantity(100, terminal)).toBe(50)
    expect(decrementQuantity(50, terminal)).toBe(50)
    expect(decrementQuantity(15, duct)).toBe(10)
    expect(incrementQuantity(99_950, terminal, MAX)).toBe(99_950)
  })

  it('knows wire duct by family or by WD- prefix', () => {
    expect(isWireDuct(duct)).toBe(true)
    expect(isWireDuct({ pn: 'wd-9', family: 'other' })).toBe(true)
    expect(isWireDuct({ pn: 'X-1', family: 'Wire-Duct' })).toBe(true)
    expect(isWireDuct(button)).toBe(false)
  })

  it('rounds other items up to the step, keeps wire duct and flags it', () => {
    expect(normalizeQuantity(7, terminal)).toEqual({ qty: 50, pkgQtyType: 'standard' })
    expect(normalizeQuantity(51, terminal)).toEqual({ qty: 100, pkgQtyType: 'standard' })
    expect(normalizeQuantity(15, duct)).toEqual({ qty: 15, pkgQtyType: 'non-standard' })
    expect(normalizeQuantity(20, duct)).toEqual({ qty: 20, pkgQtyType: 'standard' })
  })

  it('validates the range 1..max on integers', () => {
    expect(isValidQuantity(1, MAX)).toBe(true)
    expect(isValidQuantity(MAX, MAX)).toBe(true)
    for (const bad of [0, -1, 1.5, MAX + 1, Number.NaN, '3', null]) expect(isValidQuantity(bad, MAX)).toBe(false)
  })
})

describe('typed quantity input', () => {
  it('ignores empty and non-numeric input, keeping the old value', () => {
    for (const raw of ['', '   ', 'abc', '12abc', null]) {
      expect(parseQuantityInput(raw, 100, terminal, MAX)).toMatchObject({ status: 'ignored', qty: 100 })
    }
  })

  it('parses an integer, then rounds up to the step', () => {
    expect(parseQuantityInput(' 7 ', 50, terminal, MAX)).toMatchObject({ status: 'ok', qty: 50 })
    expect(parseQuantityInput('12.9', 1, button, MAX)).toMatchObject({ status: 'ok', qty: 12 })
    expect(parseQuantityInput('15', 10, duct, MAX)).toEqual({ status: 'ok', qty: 15, pkgQtyType: 'non-standard' })
  })

  it('refuses out-of-range values, including a round-up past the maximum', () => {
    expect(parseQuantityInput('0', 3, button, MAX)).toMatchObject({ status: 'refused', qty: 3 })
    expect(parseQuantityInput('-4', 3, button, MAX)).toMatchObject({ status: 'refused', qty: 3 })
    expect(parseQuantityInput('100000', 3, button, MAX)).toMatchObject({ status: 'refused', qty: 3 })
    expect(parseQuantityInput('99990', 50, terminal, MAX)).toMatchObject({ status: 'refused', qty: 50 })
  })
})
