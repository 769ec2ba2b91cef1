import { describe, expect, it } from 'vitest'

import { MATCH_LEVELS, crossKey, followSupersessions, supersessionCycle, supersessionMap } from '@/domain'
import { parseImportFile } from '@/lib/import/format'
import { buildDemoCatalogue } from '@/seed/demo/products'

type Bi = { en: string; es: string }
type Value = string | Bi
type Part = { pn: string; series: string; attributes: Record<string, Value> }
type Cross = {
  brand: string
  competitorPn: string
  pn?: string
  series?: string
  match: string
  attributes?: Record<string, Value>
  note?: Bi
}
type Supersession = { oldPn: string; replacementPn: string; since: string; reason: Bi }

const same = (a: Value | undefined, b: Value | undefined) => JSON.stringify(a) === JSON.stringify(b)

/** The demo shop's cross-references and supersessions (src/seed/demo/products/crosses.ts). */
describe('the demo crosses', () => {
  const { data } = buildDemoCatalogue({ today: new Date('2026-11-27T15:00:00Z') })
  const parts = data.products as Part[]
  const partOf = new Map(parts.map((p) => [p.pn, p]))
  const seriesCodes = new Set((data.series as { series: string }[]).map((s) => s.series))
  const crosses = data.crossReferences as Cross[]
  const supersessions = data.supersessions as Supersession[]

  it('crosses at least 300 numbers of at least 5 brands, mostly exact, to the operator, control and terminal families', () => {
    expect(crosses.length).toBeGreaterThanOrEqual(300)
    const brands = new Set(crosses.map((c) => c.brand))
    expect([...brands].sort()).toEqual(['ABB', 'Allen-Bradley', 'Eaton', 'IDEC', 'Schneider Electric', 'Siemens'])
    for (const brand of brands) expect(crosses.filter((c) => c.brand === brand).length).toBeGreaterThanOrEqual(20)
    const levels = (m: string) => crosses.filter((c) => c.match === m).length
    expect(levels('exact')).toBeGreaterThan(crosses.length / 2)
    expect(levels('functional')).toBeGreaterThanOrEqual(10)
    expect(levels('partial')).toBeGreaterThanOrEqual(5)
    expect(crosses.every((c) => (MATCH_LEVELS as readonly string[]).includes(c.match))).toBe(true)
    const crossedSeries = new Set(crosses.map((c) => (c.pn ? partOf.get(c.pn)?.series : c.series)))
    // Push buttons, pilot lights, selector switches, contactors, overload relays, terminal blocks and relays.
    for (const code of ['PB22', 'PL22', 'SS22', 'CT', 'OL', 'TB-N', 'TB-S', 'GR2', 'GR4']) expect(crossedSeries).toContain(code)
    expect(crosses.filter((c) => c.series).length).toBeGreaterThanOrEqual(3)
  })

  it('names a part or a series of the catalogue in every cross, each brand’s number once', () => {
    for (const c of crosses) {
      expect(Boolean(c.pn) !== Boolean(c.series), c.competitorPn).toBe(true)
      if (c.pn) expect(partOf.has(c.pn), c.pn).toBe(true)
      if (c.series) expect(seriesCodes.has(c.series), c.series).toBe(true)
    }
    const keys = crosses.map((c) => `${c.brand} ${crossKey(c.competitorPn)}`)
    expect(new Set(keys).size).toBe(keys.length)
    // No competitor number reads as one of our own.
    const ours = new Set(parts.map((p) => crossKey(p.pn)))
    expect(crosses.filter((c) => ours.has(crossKey(c.competitorPn)))).toEqual([])
  })

  it('gives the competitor part our attribute keys: the same values when exact, one really different when functional', () => {
    for (const c of crosses.filter((x) => x.pn)) {
      const ours = partOf.get(c.pn!)!.attributes
      expect(Object.keys(c.attributes ?? {}).sort(), c.competitorPn).toEqual(Object.keys(ours).sort())
      const differing = Object.keys(ours).filter((k) => !same(ours[k], c.attributes![k]))
      if (c.match === 'exact') expect(differing, c.competitorPn).toEqual([])
      else expect(differing.length, c.competitorPn).toBeGreaterThanOrEqual(1)
      if (c.match !== 'exact') expect(c.note?.en && c.note.es, c.competitorPn).toBeTruthy()
    }
  })

  it('holds the crosses the browser tests name (docs/cross-references.md)', () => {
    const find = (brand: string, pn: string) => crosses.find((c) => c.brand === brand && c.competitorPn === pn)
    expect(find('Schneider Electric', 'XB4-BA31')).toMatchObject({ pn: 'PB22-G-10-M', match: 'exact' })
    expect(partOf.get('PB22-G-10-M')!.attributes).toEqual({
      color: { en: 'Green', es: 'Verde' },
      contacts: { en: '1 NO', es: '1 NA' },
      operation: { en: 'Momentary', es: 'Momentáneo' },
    })
    const functional = find('Allen-Bradley', '800FP-P3PN6')
    expect(functional).toMatchObject({ pn: 'PL22-G-240-F-S', match: 'functional' })
    expect(functional!.attributes!.voltage).toEqual({ en: '230 V AC', es: '230 V CA' })
    expect(partOf.get('PL22-G-240-F-S')!.attributes.voltage).toEqual({ en: '240 V AC', es: '240 V CA' })
    expect(find('Eaton', 'M22-L-G')).toMatchObject({ pn: 'PL22-G-24-F-S', match: 'partial' })
    expect(find('Schneider Electric', 'XB5AV')).toMatchObject({ series: 'PL22', match: 'exact' })
    // A cross to a restricted part (the RLU series is not public).
    expect(find('IDEC', 'RJ2S-CL-D24')).toMatchObject({ pn: 'RLU-2C-24D', match: 'exact' })
  })

  it('supersedes at least 20 old numbers of ours, in chains that end at a demo part and never cycle', () => {
    expect(supersessions.length).toBeGreaterThanOrEqual(20)
    expect(supersessionCycle(supersessions)).toBeNull()
    const byOld = supersessionMap(supersessions)
    const ours = new Set(parts.map((p) => crossKey(p.pn)))
    const lengths = supersessions.map((s) => {
      expect(ours.has(crossKey(s.oldPn)), s.oldPn).toBe(false)
      const path = followSupersessions(byOld, s.oldPn)
      if ('cycle' in path) throw new Error(`cycle ${path.cycle.join(' → ')}`)
      expect(partOf.has(path.pn), `${s.oldPn} → ${path.pn}`).toBe(true)
      expect(s.reason.en && s.reason.es && /^\d{4}-\d{2}-\d{2}$/.test(s.since)).toBeTruthy()
      return path.steps.length
    })
    expect(lengths.filter((n) => n === 2).length).toBeGreaterThanOrEqual(3)
    expect(lengths.filter((n) => n === 3).length).toBeGreaterThanOrEqual(2)
    const chain = followSupersessions(byOld, 'PB-22G1')
    expect(chain).toMatchObject({ pn: 'PB22-G-10-M', steps: [{ replacementPn: 'PB22-G-10' }, { replacementPn: 'PB22-G-10-M' }] })
  })

  it('fits the import format, and the large catalogue crosses its first variants', () => {
    expect(parseImportFile(data).ok).toBe(true)
    const large = buildDemoCatalogue({ large: true, today: new Date('2026-11-27T15:00:00Z') }).data
    const largeParts = new Set((large.products as Part[]).map((p) => p.pn))
    const largeCrosses = large.crossReferences as Cross[]
    expect(largeCrosses.length).toBe(crosses.length)
    expect(largeCrosses.filter((c) => c.pn && !largeParts.has(c.pn))).toEqual([])
    const byOld = supersessionMap(large.supersessions as Supersession[])
    for (const s of large.supersessions as Supersession[]) {
      const path = followSupersessions(byOld, s.oldPn)
      expect('pn' in path && largeParts.has(path.pn), s.oldPn).toBe(true)
    }
  })
})
