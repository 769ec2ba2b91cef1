import { describe, expect, it } from 'vitest'

import { checkDraft, draftLines, localDay, type RequestDraft } from '@/lib/quotes/requestDraft'

const line = (pn: string, qty: string, extra: Partial<RequestDraft['lines'][number]> = {}) => ({
  pn,
  qty,
  targetPrice: '',
  note: '',
  ...extra,
})
const draft = (patch: Partial<RequestDraft> = {}): RequestDraft => ({
  lines: [line('PB22-XG1', '10')],
  needBy: '',
  project: '',
  note: '',
  files: [],
  source: 'cart',
  ...patch,
})
const today = '2026-11-24'
const fields = (d: RequestDraft) => {
  const checked = checkDraft(d, today)
  return checked.ok ? [] : checked.problems.map((p) => `${p.field}:${p.code}`)
}

describe('the quote request form: what it sends', () => {
  it('sends the lines, trimmed texts and nulls for what was left empty', () => {
    const checked = checkDraft(
      draft({
        lines: [line(' PB22-XG1', ' 10 ', { targetPrice: '$12,5', note: '  for panel 3 ' }), line('TB-UK5', '50', { pkgqty: 50 })],
        needBy: '2026-12-01',
        project: ' Line 4 retrofit ',
        note: '',
      }),
      today,
    )
    expect(checked).toEqual({
      ok: true,
      body: {
        lines: [
          { pn: ' PB22-XG1', qty: 10, targetPrice: 12.5, note: 'for panel 3' },
          { pn: 'TB-UK5', qty: 50, targetPrice: null, note: null },
        ],
        needBy: '2026-12-01',
        project: 'Line 4 retrofit',
        note: null,
        source: 'cart',
      },
    })
  })

  it('takes today as a need-by date, not yesterday', () => {
    expect(fields(draft({ needBy: today }))).toEqual([])
    expect(fields(draft({ needBy: '2026-11-23' }))).toEqual(['needBy:need-by-past'])
    expect(fields(draft({ needBy: '24/11/2026' }))).toEqual(['needBy:need-by-invalid'])
  })
})

describe('the quote request form: what it refuses, by field', () => {
  it('a quantity missing, not whole, out of range or off the package step', () => {
    expect(fields(draft({ lines: [line('A', ''), line('B', '2.5'), line('C', '0'), line('D', '1000001')] }))).toEqual([
      'lines.0.qty:qty-required',
      'lines.1.qty:qty-whole',
      'lines.2.qty:qty-whole',
      'lines.3.qty:qty-whole',
    ])
    const checked = checkDraft(draft({ lines: [line('TB-UK5', '70', { pkgqty: 50 })] }), today)
    expect(checked).toEqual({ ok: false, problems: [{ field: 'lines.0.qty', code: 'qty-step', step: 50, lower: 50, upper: 100 }] })
  })

  it('wire duct in any length (its cut fee is the shop’s rule, not a refusal)', () => {
    expect(fields(draft({ lines: [line('WD-1X2-G', '15', { pkgqty: 10 })] }))).toEqual([])
  })

  it('a target price that is not dollars and cents', () => {
    expect(fields(draft({ lines: [line('A', '1', { targetPrice: '12.345' }), line('B', '1', { targetPrice: 'cheap' })] }))).toEqual([
      'lines.0.targetPrice:price-invalid',
      'lines.1.targetPrice:price-invalid',
    ])
  })

  it('no line, or more lines than a quote holds', () => {
    expect(fields(draft({ lines: [] }))).toEqual(['lines:no-lines'])
    expect(fields(draft({ lines: Array.from({ length: 201 }, (_, i) => line(`P-${i}`, '1')) }))).toEqual(['lines:too-many-lines'])
    expect(fields(draft({ lines: Array.from({ length: 200 }, (_, i) => line(`P-${i}`, '1')) }))).toEqual([])
  })

  it('a sixth file, a file over 10 MB, a file of another kind', () => {
    const pdf = (name: string, size = 1000) => ({ name, size })
    expect(fields(draft({ files: ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => pdf(`${n}.pdf`)) }))).toEqual(['files:too-many-files'])
    expect(fields(draft({ files: [pdf('plan.PDF'), pdf('bom.xlsx'), pdf('bom.csv'), pdf('photo.jpeg'), pdf('shot.png')] }))).toEqual([])
    expect(fields(draft({ files: [pdf('big.pdf', 10 * 1024 * 1024 + 1)] }))).toEqual(['files:file-too-big'])
    expect(fields(draft({ files: [pdf('big.pdf', 10 * 1024 * 1024)] }))).toEqual([])
    expect(fields(draft({ files: [pdf('setup.exe')] }))).toEqual(['files:file-kind'])
    expect(fields(draft({ files: [pdf('noextension')] }))).toEqual(['files:file-kind'])
  })
})

describe('the quote request form: its first lines', () => {
  it('one line per part, quantities of a part listed twice added', () => {
    expect(
      draftLines([
        { pn: 'PB22-XG1', qty: 4, pkgqty: 1 },
        { pn: 'TB-UK5', qty: 50, pkgqty: 50, family: 'terminal-blocks' },
        { pn: 'pb22-xg1', qty: 6 },
      ]),
    ).toEqual([
      { pn: 'PB22-XG1', qty: '10', targetPrice: '', note: '', pkgqty: 1, family: null },
      { pn: 'TB-UK5', qty: '50', targetPrice: '', note: '', pkgqty: 50, family: 'terminal-blocks' },
    ])
  })

  it('the buyer’s own calendar day', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05')
  })
})
