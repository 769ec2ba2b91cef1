import { describe, expect, it } from 'vitest'

import { looseKey, parseBom } from '@/lib/cart/bom'

describe('parseBom', () => {
  it('reads PN qty and qty PN with spaces, commas, semicolons and tabs', () => {
    const { lines, problems } = parseBom('PB22-XG1 10\n5, WD-1X2-G\nct09a10\t2\n3;TB-UK5\nEN-1210-S')
    expect(problems).toEqual([])
    expect(lines.map((l) => [l.pn, l.qty])).toEqual([
      ['PB22-XG1', 10],
      ['WD-1X2-G', 5],
      ['ct09a10', 2],
      ['TB-UK5', 3],
      ['EN-1210-S', null],
    ])
  })

  it('skips blank lines, comments and a header row, and keeps line numbers', () => {
    const { lines } = parseBom('Part Number,Qty\n\n# spare parts\nPB22-XG1,4\r\n')
    expect(lines).toEqual([{ line: 4, text: 'PB22-XG1,4', pn: 'PB22-XG1', qty: 4 }])
  })

  it('takes a quantity written as 10x or 10 pcs, and quoted CSV fields', () => {
    expect(parseBom('PB22-XG1 10x').lines[0]).toMatchObject({ pn: 'PB22-XG1', qty: 10 })
    expect(parseBom('"PB22-XG1","7","Green button"').lines[0]).toMatchObject({ pn: 'PB22-XG1', qty: 7 })
    expect(parseBom('PB22 XG1 2').lines[0]).toMatchObject({ pn: 'PB22 XG1', qty: 2 })
  })

  it('reports lines without a part number and quantities out of range', () => {
    const { lines, problems } = parseBom('12\nPB22-XG1, 0\nPB22-XG1, 100000')
    expect(lines).toEqual([])
    expect(problems.map((p) => [p.line, p.problem])).toEqual([
      [1, 'no-part-number'],
      [2, 'bad-quantity'],
      [3, 'bad-quantity'],
    ])
  })

  it('stops at the line limit', () => {
    expect(parseBom(Array.from({ length: 20 }, (_, i) => `P-${i} 1`).join('\n'), 5).lines).toHaveLength(5)
  })
})

describe('looseKey', () => {
  it('drops punctuation and spaces and upper-cases', () => {
    expect(looseKey(' wd 1x2-g ')).toBe('WD1X2G')
    expect(looseKey('PB22-XG1')).toBe(looseKey('pb22xg1'))
  })
})
