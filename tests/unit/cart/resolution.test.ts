import { describe, expect, it } from 'vitest'

import { attributeDifferences, partIndex, resolveNumber, type CrossLike, type CrossLookup } from '@/lib/cart/resolution'

/*
 * How a typed number resolves in the quick order, the BOM paste and the part lookup API
 * (docs/cross-references.md): our number, an old number of ours, another maker's.
 */

const cross = (c: Partial<CrossLike> & Pick<CrossLike, 'brand' | 'competitorPn' | 'match'>): CrossLike => ({
  pn: null,
  seriesId: null,
  attributes: {},
  note: {},
  ...c,
})

// Visible parts: PB22-G, PB22-R, PL22-R-24, RL-2C-24. PB22-X1 exists but is restricted (not in the index).
const index = partIndex(['PB22-G', 'PB22-R', 'PL22-R-24', 'RL-2C-24'])
const lookup: CrossLookup = {
  byKey: new Map([
    // Closest first, as crossData keeps them: a restricted exact cross, then a visible functional one, then a partial one.
    [
      'XB4BA31',
      [
        cross({ brand: 'Schneider Electric', competitorPn: 'XB4-BA31', match: 'exact', pn: 'PB22-X1' }),
        cross({ brand: 'Schneider Electric', competitorPn: 'XB4-BA31', match: 'functional', pn: 'PB22-G' }),
        cross({ brand: 'Schneider Electric', competitorPn: 'XB4-BA31', match: 'partial', pn: 'PB22-R' }),
      ],
    ],
    ['800FPN2G', [cross({ brand: 'Allen-Bradley', competitorPn: '800F-PN2G', match: 'exact', pn: 'PL22-R-24' })]],
    ['3SU1', [cross({ brand: 'Siemens', competitorPn: '3SU1', match: 'partial', seriesId: '7' })]],
    ['ONLYHIDDEN', [cross({ brand: 'IDEC', competitorPn: 'ONLY-HIDDEN', match: 'exact', pn: 'PB22-X1' })]],
  ]),
  replacements: new Map([
    ['RL2C', { oldPn: 'RL-2C', pn: 'RL-2C-24', since: '2019-05-01' }],
    ['RLOLD', { oldPn: 'RL-OLD', pn: 'RL-2C-24', since: null }],
    ['PBHIDDENOLD', { oldPn: 'PB-HIDDEN-OLD', pn: 'PB22-X1', since: null }],
  ]),
}
const resolve = (typed: string) => resolveNumber(index, lookup, typed).resolution

describe('resolveNumber', () => {
  it('answers our own number exactly or without punctuation, with no cross fields', () => {
    expect(resolve('pb22-g')).toEqual({ input: 'pb22-g', pn: 'PB22-G', match: 'exact', suggestions: [] })
    expect(resolve('pl22r24')).toEqual({ input: 'pl22r24', pn: 'PL22-R-24', match: 'normalized', suggestions: [] })
  })

  it('answers a competitor number with our closest part the buyer sees, typed with spaces, dashes, dots or slashes', () => {
    for (const typed of ['XB4-BA31', 'xb4ba31', 'XB4 BA31', ' xb4.ba/31 ']) {
      expect(resolve(typed), typed).toMatchObject({
        pn: 'PB22-G',
        match: 'cross',
        crossedFrom: { brand: 'Schneider Electric', pn: 'XB4-BA31', match: 'functional' },
      })
    }
    expect(resolve('800F PN2G')).toMatchObject({ pn: 'PL22-R-24', crossedFrom: { brand: 'Allen-Bradley', match: 'exact' } })
  })

  it('orders by match level: exact before functional before partial', () => {
    const visible = partIndex(['PB22-G', 'PB22-R', 'PB22-X1'])
    expect(resolveNumber(visible, lookup, 'XB4-BA31').resolution.crossedFrom?.match).toBe('exact')
    expect(resolveNumber(visible, lookup, 'XB4-BA31').resolution.pn).toBe('PB22-X1')
    const noExact = partIndex(['PB22-R', 'PB22-G'])
    expect(resolveNumber(noExact, lookup, 'XB4-BA31').resolution.crossedFrom?.match).toBe('functional')
    const onlyPartial = partIndex(['PB22-R'])
    expect(resolveNumber(onlyPartial, lookup, 'XB4-BA31').resolution).toMatchObject({ pn: 'PB22-R', crossedFrom: { match: 'partial' } })
  })

  it('never names a restricted part: a cross or a replacement to one is as unknown', () => {
    expect(resolve('ONLY-HIDDEN')).toMatchObject({ pn: null, match: null })
    expect(resolve('ONLY-HIDDEN').crossedFrom).toBeUndefined()
    expect(resolve('PB-HIDDEN-OLD')).toMatchObject({ pn: null, match: null })
    expect(resolve('PB-HIDDEN-OLD').replaces).toBeUndefined()
    expect(JSON.stringify(resolve('PB-HIDDEN-OLD'))).not.toContain('X1')
  })

  it('answers an old number of ours with the part sold today at the end of its chain, and since when', () => {
    expect(resolve('rl 2c')).toEqual({
      input: 'rl 2c',
      pn: 'RL-2C-24',
      match: 'replacement',
      suggestions: [],
      replaces: { pn: 'RL-2C', since: '2019-05-01' },
    })
    expect(resolve('RL-OLD')).toMatchObject({ pn: 'RL-2C-24', replaces: { pn: 'RL-OLD', since: null } })
  })

  it('answers a cross to a series with the series and no part', () => {
    expect(resolve('3su1')).toMatchObject({ pn: null, match: null, seriesId: '7', crossedFrom: { brand: 'Siemens', match: 'partial' } })
  })

  it('suggests close numbers of ours for a number nobody knows', () => {
    expect(resolve('PB22-Q')).toMatchObject({ pn: null, match: null, suggestions: ['PB22-G', 'PB22-R'] })
  })
})

describe('attributeDifferences', () => {
  const titles = new Map([
    ['color', { en: 'Color', es: 'Color' }],
    ['voltage', { en: 'Voltage', es: 'Tensión' }],
    ['contacts', { en: 'Contacts', es: 'Contactos' }],
  ])
  const theirs = { color: { en: 'Red', es: 'Rojo' }, voltage: '24 V', contacts: '1 NO', secret: 'x' }

  it('names the titled attributes that differ, in the buyer language; equal ones and untitled ones are left out', () => {
    const ours = { color: { en: 'Green', es: 'Verde' }, voltage: '24 V' }
    expect(attributeDifferences(theirs, ours, titles, 'es')).toEqual([
      { key: 'color', title: 'Color', theirs: 'Rojo', ours: 'Verde' },
      { key: 'contacts', title: 'Contactos', theirs: '1 NO', ours: null },
    ])
    expect(attributeDifferences(theirs, { ...ours, color: 'red', contacts: '1 no' }, titles, 'en')).toEqual([])
  })
})
