import { beforeAll, describe, expect, it } from 'vitest'

import { followSupersessions, supersessionMap } from '@/domain'
import { buildDemo } from '@/lib/platform/bootstrap/server/seedDemo'
import { buildSearchIndex, type CrossRecord, type DocRecord, type PartRecord, type SearchIndex } from '@/lib/search/server/searchIndex'

import { buildDemoSearchIndex } from './demoIndex'

/* The search's other numbers (src/lib/search/server/crossIndex.ts, crossSearch.ts): competitor crosses and our old numbers. */

const series = (id: string, en: string, es: string): DocRecord => ({
  id,
  collection: 'products',
  group: 'products',
  keywords: id,
  locales: {
    en: { title: en, summary: null, href: `/products/${id}` },
    es: { title: es, summary: null, href: `/es/productos/${id}` },
  },
})

const docs = [
  series('s-pb', '22 mm push buttons', 'Pulsadores de 22 mm'),
  series('s-pl', '22 mm pilot lights', 'Pilotos luminosos de 22 mm'),
  series('s-rlu', 'Restricted relays', 'Relés restringidos'),
]

const colour = (en: string, es: string) => ({ en, es })
const parts: PartRecord[] = [
  { pn: 'PB22-G-10', seriesId: 's-pb', attributes: { color: colour('Green', 'Verde'), contacts: '1 NO' }, listPrice: 12.5 },
  { pn: 'PB22-R-01', seriesId: 's-pb', attributes: { color: colour('Red', 'Rojo'), contacts: '1 NC' }, listPrice: 12.5 },
  { pn: 'PL22-G-24', seriesId: 's-pl', attributes: { color: colour('Green', 'Verde'), voltage: '24 V AC/DC' }, listPrice: 9 },
  { pn: 'PL22-G-120', seriesId: 's-pl', attributes: { color: colour('Green', 'Verde'), voltage: '120 V AC' }, listPrice: 9 },
  { pn: 'RLU-2C-24D', seriesId: 's-rlu' },
]
const prefixes = [
  { title: 'PB22', isPublic: true },
  { title: 'PL22', isPublic: true },
  { title: 'RLU', isPublic: false },
]

const crosses: CrossRecord[] = [
  {
    brand: 'Schneider',
    competitorPn: 'XB4-BA31',
    match: 'exact',
    pn: 'PB22-G-10',
    seriesId: null,
    attributes: { color: colour('Green', 'Verde') },
  },
  // One Allen-Bradley number, crossed to two of ours at two levels (given worst first).
  {
    brand: 'Allen-Bradley',
    competitorPn: '800FP-P3PN3G',
    match: 'partial',
    pn: 'PL22-G-120',
    seriesId: null,
    attributes: { voltage: '120 V AC' },
  },
  {
    brand: 'Allen-Bradley',
    competitorPn: '800FP-P3PN3G',
    match: 'functional',
    pn: 'PL22-G-24',
    seriesId: null,
    attributes: { color: colour('Green', 'Verde'), voltage: '120 V AC' },
  },
  // To a restricted part: never shown.
  { brand: 'IDEC', competitorPn: 'RJ2S-CL-D24', match: 'exact', pn: 'RLU-2C-24D', seriesId: null },
  // A family cross: answers the series.
  { brand: 'Eaton', competitorPn: 'M22-L', match: 'functional', pn: null, seriesId: 's-pl' },
]
// Two steps for the red one: PBR-100 → PB22-R-0X → PB22-R-01, followed as the cross data's loader follows them.
const supersessions = [
  { oldPn: 'PB-22-G-1', replacementPn: 'PB22-G-10', since: '2019-03-01' },
  { oldPn: 'PBR-100', replacementPn: 'PB22-R-0X', since: '2015-01-01' },
  { oldPn: 'PB22-R-0X', replacementPn: 'PB22-R-01', since: '2020-06-01' },
]
const byOld = supersessionMap(supersessions)
const oldNumbers = supersessions.map((s) => {
  const path = followSupersessions(byOld, s.oldPn)
  if ('cycle' in path) throw new Error('cycle')
  return { oldPn: s.oldPn, pn: path.pn, since: s.since }
})
const titles = new Map([
  ['color', { en: 'Colour', es: 'Color' }],
  ['voltage', { en: 'Voltage', es: 'Tensión' }],
])

const index = buildSearchIndex({ parts, prefixes, docs, crosses, oldNumbers, titles })

describe('the search answers other makers’ numbers and our old ones', () => {
  it('answers a competitor number with our part first, the brand, number and match level, and the attributes side by side', () => {
    const r = index.search('XB4-BA31', 'en')
    expect(r.parts[0]).toMatchObject({
      pn: 'PB22-G-10',
      listPrice: 12.5,
      crossedFrom: { brand: 'Schneider', pn: 'XB4-BA31', match: 'exact' },
      compare: [{ key: 'color', title: 'Colour', theirs: 'Green', ours: 'Green', same: true }],
    })
    expect(r.didYouMean).toBeNull()
    expect(index.search('XB4-BA31', 'es').parts[0].compare).toEqual([
      { key: 'color', title: 'Color', theirs: 'Verde', ours: 'Verde', same: true },
    ])
  })

  it('reads the number as typed: dashes, spaces, dots and case aside', () => {
    for (const q of ['xb4ba31', 'XB4 BA31', 'xb4.ba.31', ' Xb4-Ba31 '])
      expect(index.search(q, 'en').parts[0]?.crossedFrom?.pn, q).toBe('XB4-BA31')
  })

  it('answers the start of a competitor number as the buyer types', () => {
    const r = index.search('xb4-ba', 'en')
    expect(r.parts[0]?.crossedFrom).toEqual({ brand: 'Schneider', pn: 'XB4-BA31', match: 'exact' })
    // Too short a start answers nothing of other makers.
    expect(index.search('xb', 'en').parts).toEqual([])
  })

  it('finds a competitor number one character off, and says which it meant', () => {
    const r = index.search('XB4-BA32', 'en')
    expect(r.parts[0]?.crossedFrom?.pn).toBe('XB4-BA31')
    expect(r.didYouMean).toBe('XB4-BA31')
    expect(index.search('XB4-BA3I', 'en').parts[0]?.crossedFrom?.pn).toBe('XB4-BA31')
  })

  it('orders the crosses of one number closest first, and marks the attributes that differ', () => {
    const r = index.search('800FP-P3PN3G', 'en')
    expect(r.parts.map((p) => [p.pn, p.crossedFrom?.match])).toEqual([
      ['PL22-G-24', 'functional'],
      ['PL22-G-120', 'partial'],
    ])
    expect(r.parts[0].compare).toEqual([
      { key: 'color', title: 'Colour', theirs: 'Green', ours: 'Green', same: true },
      { key: 'voltage', title: 'Voltage', theirs: '120 V AC', ours: '24 V AC/DC', same: false },
    ])
    expect(r.totals.parts).toBe(2)
  })

  it('answers an old number of ours with the part that replaces it, and since when; a chain ends at the part sold today', () => {
    const r = index.search('PB-22-G-1', 'en')
    expect(r.parts[0]).toMatchObject({ pn: 'PB22-G-10', replaces: { pn: 'PB-22-G-1', since: '2019-03-01' } })
    expect(r.parts[0].crossedFrom).toBeUndefined()
    const chain = index.search('pbr 100', 'es')
    expect(chain.parts.map((p) => [p.pn, p.replaces])).toEqual([['PB22-R-01', { pn: 'PBR-100', since: '2015-01-01' }]])
    expect(index.search('PB22-R-0X', 'en').parts[0]).toMatchObject({ pn: 'PB22-R-01', replaces: { pn: 'PB22-R-0X', since: '2020-06-01' } })
  })

  it('does not show a cross whose part is restricted', () => {
    const r = index.search('RJ2S-CL-D24', 'en')
    expect(r.parts).toEqual([])
    expect(JSON.stringify(r)).not.toContain('RLU')
  })

  it('answers a family cross with the series', () => {
    const r = index.search('M22-L', 'es')
    expect(r.products[0]).toMatchObject({
      id: 's-pl',
      title: 'Pilotos luminosos de 22 mm',
      crossedFrom: { brand: 'Eaton', pn: 'M22-L', match: 'functional' },
    })
  })

  it('keeps our own number typed whole first, and answers as before when no cross is named', () => {
    expect(index.search('PB22-G-10', 'en').parts.map((p) => [p.pn, p.crossedFrom ?? p.replaces ?? null])).toEqual([['PB22-G-10', null]])
    expect(index.search('PL22', 'en').parts.map((p) => p.pn)).toEqual(['PL22-G-120', 'PL22-G-24'])
  })
})

describe('the demo shop’s crosses and old numbers in its search', () => {
  let demo: SearchIndex
  let data: Record<string, unknown>
  beforeAll(async () => {
    demo = await buildDemoSearchIndex()
    data = (await buildDemo()).data
  }, 120_000)

  it('answers Schneider XB4-BA31 with our green momentary push button, exact, its attributes the same', () => {
    const [first] = demo.search('xb4 ba31', 'es').parts
    expect(first).toMatchObject({ pn: 'PB22-G-10-M', crossedFrom: { brand: 'Schneider Electric', pn: 'XB4-BA31', match: 'exact' } })
    expect(first.compare?.length).toBeGreaterThan(0)
    expect(first.compare?.every((r) => r.same)).toBe(true)
    expect(first.compare?.find((r) => r.key === 'color')).toMatchObject({ title: 'Color', theirs: 'Verde', ours: 'Verde' })
  })

  it('answers an Allen-Bradley pilot light crossed by function with the difference marked', () => {
    const cross = (data.crossReferences as { brand: string; competitorPn: string; pn?: string; match: string }[]).find(
      (c) => c.brand === 'Allen-Bradley' && c.match === 'functional' && c.pn?.startsWith('PL'),
    )!
    const [first] = demo.search(cross.competitorPn, 'en').parts
    expect(first.crossedFrom).toEqual({ brand: 'Allen-Bradley', pn: cross.competitorPn, match: 'functional' })
    expect(first.compare?.some((r) => !r.same)).toBe(true)
  })

  it('answers an old number renumbered twice with the part sold today, and keeps a plain start of our numbers ours first', () => {
    expect(demo.search('PB-22G1', 'en').parts[0]).toMatchObject({ pn: 'PB22-G-10-M', replaces: { pn: 'PB-22G1', since: '2016-03-01' } })
    expect(demo.search('PB22-G-10', 'en').parts[0]).toMatchObject({ pn: 'PB22-G-10-M', replaces: { pn: 'PB22-G-10' } })
    const start = demo.search('PB22', 'en').parts
    expect(start[0].replaces).toBeUndefined()
    expect(start[0].crossedFrom).toBeUndefined()
  })
})
