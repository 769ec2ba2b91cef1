import { describe, expect, it } from 'vitest'

import { looseKey, parseBom } from '@/lib/cart/bom'
import { readQuantity } from '@/lib/cart/bomQuantity'

/** One pasted line, and the part number and quantity read from it (null: no quantity, one package). */
const READS: [line: string, pn: string, qty: number | null][] = [
  // Issue 27's lines, as BOM exports and people write them.
  ['TB-S-B-2.5-1 50 pcs', 'TB-S-B-2.5-1', 50],
  ['GR2-24D-L x 8', 'GR2-24D-L', 8],
  ['CT-9-24D-01 qty 2', 'CT-9-24D-01', 2],
  ['pb22-r-01-m 10 ea', 'pb22-r-01-m', 10],
  // Quantity after the part number.
  ['PB22-XG1 50', 'PB22-XG1', 50],
  ['PB22-XG1 50 pc', 'PB22-XG1', 50],
  ['PB22-XG1 50pcs', 'PB22-XG1', 50],
  ['PB22-XG1 50 PCS.', 'PB22-XG1', 50],
  ['PB22-XG1 10 pzas', 'PB22-XG1', 10],
  ['PB22-XG1 10 pza', 'PB22-XG1', 10],
  ['PB22-XG1 10 piezas', 'PB22-XG1', 10],
  ['PB22-XG1 3 each', 'PB22-XG1', 3],
  ['PB22-XG1 3 u', 'PB22-XG1', 3],
  ['PB22-XG1 3 uds', 'PB22-XG1', 3],
  ['PB22-XG1 3 units', 'PB22-XG1', 3],
  ['PB22-XG1 x8', 'PB22-XG1', 8],
  ['PB22-XG1 X 8', 'PB22-XG1', 8],
  ['PB22-XG1 ×10', 'PB22-XG1', 10],
  ['PB22-XG1 10x', 'PB22-XG1', 10],
  ['PB22-XG1 qty: 2', 'PB22-XG1', 2],
  ['PB22-XG1 QTY:2', 'PB22-XG1', 2],
  ['PB22-XG1 cant. 10', 'PB22-XG1', 10],
  ['PB22-XG1 cantidad 10', 'PB22-XG1', 10],
  ['PB22-XG1 Cantidad: 10 pzas', 'PB22-XG1', 10],
  // Quantity before the part number.
  ['10 PB22-XG1', 'PB22-XG1', 10],
  ['10x PB22-XG1', 'PB22-XG1', 10],
  ['10 x PB22-XG1', 'PB22-XG1', 10],
  ['10 × PB22-XG1', 'PB22-XG1', 10],
  ['4 pzas CT09-A10', 'CT09-A10', 4],
  ['10 XG-1', 'XG-1', 10],
  // Columns: commas (CSV, quoted or not), semicolons, tabs; a description column is ignored.
  ['PB22-XG1,10', 'PB22-XG1', 10],
  ['10,PB22-XG1', 'PB22-XG1', 10],
  ['5, WD-1X2-G', 'WD-1X2-G', 5],
  ['PB22-XG1;10', 'PB22-XG1', 10],
  ['PB22-XG1\t10', 'PB22-XG1', 10],
  ['3\tTB-UK5', 'TB-UK5', 3],
  ['"PB22-XG1","7","Green button"', 'PB22-XG1', 7],
  ['"PB22-XG1, green","7"', 'PB22-XG1, green', 7],
  ['CT09-A10,100', 'CT09-A10', 100],
  ['PB22-XG1;12 pzas;Botón verde', 'PB22-XG1', 12],
  ['PB22-XG1 8 pcs;note', 'PB22-XG1', 8],
  // Thousands: a comma before exactly three digits of a number.
  ['TB-UK5 1,000', 'TB-UK5', 1000],
  ['TB-UK5,1,000', 'TB-UK5', 1000],
  ['TB-UK5;1,000', 'TB-UK5', 1000],
  ['TB-UK5\t"12,500"', 'TB-UK5', 12500],
  ['1,000 pcs TB-UK5', 'TB-UK5', 1000],
  // No quantity: one package; part numbers with spaces, dots, slashes.
  ['EN-1210-S', 'EN-1210-S', null],
  ['PB22 XG1 2', 'PB22 XG1', 2],
  ['PB22 XG1', 'PB22 XG1', null],
  ['DIN-35/7.5 4', 'DIN-35/7.5', 4],
  ['  pb22xg1   3  ', 'pb22xg1', 3],
]

/** Lines whose quantity is unreadable: the problem names the quantity as written. */
const BAD_QUANTITIES: [line: string, quantity: string][] = [
  ['PB22-XG1 2.5', '2.5'],
  ['PB22-XG1 1.000', '1.000'],
  ['PB22-XG1 0', '0'],
  ['PB22-XG1, 0', '0'],
  ['PB22-XG1, 100000', '100000'],
  ['PB22-XG1 qty ten', 'qty ten'],
  ['PB22-XG1 cant.', 'cant.'],
  ['PB22-XG1;2,5', '2,5'],
  ['PB22-XG1 -3 pcs', '-3 pcs'],
]

describe('parseBom', () => {
  it.each(READS)('reads %j as its part number and quantity', (line, pn, qty) => {
    const { lines, problems } = parseBom(line)
    expect(problems).toEqual([])
    expect(lines).toEqual([{ line: 1, text: line.trim(), pn, qty }])
  })

  it.each(BAD_QUANTITIES)('says the quantity of %j is unreadable, naming %j', (line, quantity) => {
    const { lines, problems } = parseBom(line)
    expect(lines).toEqual([])
    expect(problems).toEqual([{ line: 1, text: line, problem: 'bad-quantity', quantity }])
  })

  it.each(['Part number,Qty', 'Part Number\tQty\tDescription', 'Número de pieza;Cantidad', 'PN QTY', 'P/N, Cant.', '"Part #","Quantity"'])(
    'skips the header row %j',
    (header) => {
      expect(parseBom(`${header}\nPB22-XG1,4`)).toEqual({ lines: [{ line: 2, text: 'PB22-XG1,4', pn: 'PB22-XG1', qty: 4 }], problems: [] })
    },
  )

  it('skips blank lines and comments, keeps line numbers, and reads a header only on the first row', () => {
    const { lines } = parseBom('\uFEFFPart,Qty\r\n\r\n# spare parts\nPB22-XG1,4\r\nENCLOSURE-PART\n')
    expect(lines).toEqual([
      { line: 4, text: 'PB22-XG1,4', pn: 'PB22-XG1', qty: 4 },
      { line: 5, text: 'ENCLOSURE-PART', pn: 'ENCLOSURE-PART', qty: null },
    ])
  })

  it('reports a line that is only a quantity as naming no part', () => {
    expect(parseBom('12\n10 pcs\n1,000').problems.map((p) => [p.line, p.problem])).toEqual([
      [1, 'no-part-number'],
      [2, 'no-part-number'],
      [3, 'no-part-number'],
    ])
  })

  it('stops at the line limit', () => {
    expect(parseBom(Array.from({ length: 20 }, (_, i) => `P-${i} 1`).join('\n'), 5).lines).toHaveLength(5)
  })
})

describe('readQuantity', () => {
  it('reads whole numbers from 1 to 99,999, commas only between thousands', () => {
    expect(['1', '99999', '1,000', '12,345'].map(readQuantity)).toEqual([1, 99_999, 1000, 12_345])
    expect(['0', '100000', '1,00', '1.000', '2.5', '-3', '', '100,000'].map(readQuantity)).toEqual(Array(8).fill(null))
  })
})

describe('looseKey', () => {
  it('drops punctuation and spaces and upper-cases', () => {
    expect(looseKey(' wd 1x2-g ')).toBe('WD1X2G')
    expect(looseKey('PB22-XG1')).toBe(looseKey('pb22xg1'))
  })
})
