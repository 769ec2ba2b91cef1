import { describe, expect, it } from 'vitest'

import { splitByUnit, unitOf } from '@/lib/catalogue/units'

describe('unitOf', () => {
  it('reads the unit written after a number', () => {
    expect(unitOf('2.5 mm²')).toBe('mm²')
    expect(unitOf('2.5 mm2')).toBe('mm²')
    expect(unitOf('25 x 50 mm')).toBe('mm')
    expect(unitOf('8 x 6 x 4 in')).toBe('in')
    expect(unitOf('22-12 AWG')).toBe('AWG')
    expect(unitOf('0.25-0.4 A')).toBe('A')
    expect(unitOf('24 V AC/DC')).toBe('V')
    expect(unitOf('120 V AC')).toBe('V')
  })
  it('finds none in words, counts and names', () => {
    expect(unitOf('Red')).toBe('')
    expect(unitOf('4')).toBe('')
    expect(unitOf('1 NO auxiliary')).toBe('')
    expect(unitOf('Bridge, 2 pole')).toBe('')
    expect(unitOf('Type 4X')).toBe('')
    expect(unitOf('2 modules')).toBe('')
  })
})

describe('splitByUnit', () => {
  const id = (x: string) => x
  it('keeps values in one unit (or none) together', () => {
    expect(splitByUnit(['9 A', '12 A'], id)).toEqual([{ unit: 'A', items: ['9 A', '12 A'] }])
    expect(splitByUnit(['Red', 'Green'], id)).toEqual([{ unit: '', items: ['Red', 'Green'] }])
    expect(splitByUnit(['Universal', '24 V DC'], id)).toEqual([{ unit: '', items: ['Universal', '24 V DC'] }])
  })
  it('keeps a kind of thing together when only some of its names hold a measure', () => {
    const types = ['Guard', 'End cap, 25 mm', 'Spare lens', 'LED module 24 V', 'Hole plug']
    expect(splitByUnit(types, id)).toEqual([{ unit: '', items: types }])
  })
  it('splits values in different units, one group per unit, so no group mixes two', () => {
    const groups = splitByUnit(['10 mm²', '12 x 10 x 6 in', '2.5 mm²', '25 x 50 mm', 'Custom'], id)
    expect(groups).toEqual([
      { unit: '', items: ['Custom'] },
      { unit: 'mm²', items: ['10 mm²', '2.5 mm²'] },
      { unit: 'in', items: ['12 x 10 x 6 in'] },
      { unit: 'mm', items: ['25 x 50 mm'] },
    ])
    for (const g of groups) expect(new Set(g.items.map(unitOf)).size).toBe(1)
  })
})
