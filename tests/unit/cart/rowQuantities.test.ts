import { describe, expect, it } from 'vitest'

import { filledLines, rowQuantity } from '@/lib/cart/browser/rowQuantities'

const MAX = 99_999
const block = { pn: 'TB-2.5-GY', pkgqty: 50, family: 'terminal-blocks' }
const duct = { pn: 'WD-1X2-G', pkgqty: 10, family: 'wire-duct' }
const single = { pn: 'PB-22-G' }

describe('rowQuantity', () => {
  it('rounds a typed quantity up to the package step', () => {
    expect(rowQuantity('7', block, MAX)).toMatchObject({ status: 'ok', qty: 50 })
    expect(rowQuantity('51', block, MAX)).toMatchObject({ status: 'ok', qty: 100 })
    expect(rowQuantity('100', block, MAX)).toMatchObject({ status: 'ok', qty: 100 })
  })
  it('keeps any quantity of wire duct, flagged non-standard', () => {
    expect(rowQuantity('15', duct, MAX)).toEqual({ status: 'ok', qty: 15, pkgQtyType: 'non-standard' })
  })
  it('ignores an empty or non-numeric box and refuses one out of range', () => {
    expect(rowQuantity('', block, MAX).status).toBe('ignored')
    expect(rowQuantity('abc', block, MAX).status).toBe('ignored')
    expect(rowQuantity('0', block, MAX).status).toBe('refused')
    expect(rowQuantity('100000', single, MAX).status).toBe('refused')
    // Rounding up may not cross the maximum.
    expect(rowQuantity('99990', block, MAX).status).toBe('refused')
  })
})

describe('filledLines', () => {
  it('adds the rows with a quantity, rounded, in order; names the refused ones', () => {
    const result = filledLines(
      [
        { facts: block, text: '60' },
        { facts: single, text: '' },
        { facts: duct, text: '15' },
        { facts: { pn: 'X-1' }, text: '-3' },
        { facts: single, text: '2' },
      ],
      MAX,
    )
    expect(result.lines.map((l) => [l.facts.pn, l.qty])).toEqual([
      ['TB-2.5-GY', 100],
      ['WD-1X2-G', 15],
      ['PB-22-G', 2],
    ])
    expect(result.refused).toEqual(['X-1'])
  })
})
