import { describe, expect, it } from 'vitest'

import { csvProblems, csvRecords, parseCrossReferenceCsv } from '@/lib/import/crossCsv'

/** The CSV of cross-references (docs/import-format-crosses.md, "CSV"): cells, lines, problems by line and column. */
describe('the cross-reference CSV', () => {
  it('reads quoted cells with commas, quotes and line breaks, and numbers each record by the line it starts on', () => {
    const text = '\uFEFFa,b\r\n"x, y","say ""hi"""\n\n"two\nlines",z\n'
    expect(csvRecords(text)).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'say "hi"'] },
      { line: 4, cells: ['two\nlines', 'z'] },
    ])
    expect(csvRecords('a,"b\n')).toEqual({ error: 'line 1: a quoted cell is not closed' })
  })

  it('reads columns in any order into crosses: notes per language, attributes as key=value, a value en|es', () => {
    const csv = parseCrossReferenceCsv(
      'match,brand,competitor_pn,our_series,note_es,attributes\n' +
        'Functional,Eaton,M22-L-G,PL22,Solo la lente,color=Green|Verde; voltage = none\n',
    )
    expect(csv.ok && csv.data.crossReferences).toEqual([
      {
        brand: 'Eaton',
        competitorPn: 'M22-L-G',
        series: 'PL22',
        match: 'functional',
        note: { es: 'Solo la lente' },
        attributes: { color: { en: 'Green', es: 'Verde' }, voltage: 'none' },
      },
    ])
  })

  it('names every problem by line and column: header, cell count, attributes, match', () => {
    expect(parseCrossReferenceCsv('brand,number,match\n')).toMatchObject({
      ok: false,
      problems: [
        {
          path: 'line 1',
          reason: 'has columns that are not brand, competitor_pn, our_pn, our_series, match, note_en, note_es, attributes: number',
        },
        { path: 'line 1', reason: 'lacks the column competitor_pn' },
      ],
    })
    const bad = parseCrossReferenceCsv(
      'brand,competitor_pn,our_pn,match,attributes\nABB,CL2-502G,PL22-G-24,exact\nABB,CL2-513G,,close,color\n',
    )
    expect(bad.ok).toBe(false)
    if (bad.ok) return
    expect(bad.problems).toEqual([
      { path: 'line 2', reason: 'has 4 cells where the header has 5' },
      { path: 'line 3, column attributes', reason: 'expects key=value pairs separated by ";", got "color"' },
      { path: 'line 3, column match', reason: 'must be one of "exact", "functional", "partial"' },
    ])
    expect(
      csvProblems(
        [
          { path: 'crossReferences[1].note.es', reason: 'x' },
          { path: 'settings', reason: 'y' },
        ],
        [2, 9],
      ),
    ).toEqual([
      { path: 'line 9, column note_es', reason: 'x' },
      { path: 'settings', reason: 'y' },
    ])
  })
})
