import fs from 'node:fs'
import path from 'node:path'

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { isRestrictedPart, type PartPrefix } from '@/domain'
import { splitVisible } from '@/lib/catalogue/server/visibleParts'

/*
 * The rule the parts' loader applies to every storefront read (docs/pricing.md, "Part
 * numbers"): a part whose governing prefix (the longest match) is not public is dropped.
 * tests/integration/visibleParts.int.test.ts runs the loader's reads on a database.
 */

const prefixes: PartPrefix[] = [
  { title: 'SY22-PL', discountSchedule: 'E-3', isPublic: true },
  { title: 'SY22-PLX', discountSchedule: 'E-3', isPublic: false },
  { title: 'RLU', discountSchedule: 'F-1', isPublic: false },
  { title: 'RLU-2C-PUB', discountSchedule: 'F-1', isPublic: true },
]

const parts = [
  { pn: 'SY22-PLR24', product: 1 },
  { pn: 'SY22-PLX-R24', product: 1 },
  { pn: 'RLU-2C-24D', product: { id: 2 } },
  { pn: 'RLU-2C-PUB-1', product: 2 },
  { pn: 'NOPREFIX-1', product: 3 },
  { pn: 'RLU-LOOSE', product: null },
]

describe('splitVisible', () => {
  const split = splitVisible(parts, prefixes)

  it('drops every part whose longest matching prefix is not public, and keeps the rest in order', () => {
    expect(split.parts.map((p) => p.pn)).toEqual(['SY22-PLR24', 'RLU-2C-PUB-1', 'NOPREFIX-1'])
  })

  it('counts the dropped parts, per series (by id, populated or not) and in all', () => {
    expect(split.hidden).toBe(3)
    expect(Object.fromEntries(split.hiddenBySeries)).toEqual({ '1': 1, '2': 1 })
  })

  it('compares part numbers trimmed and in any case, as the domain does', () => {
    expect(splitVisible([{ pn: ' sy22-plx-g ' }, { pn: 'sy22-plg' }], prefixes).parts.map((p) => p.pn)).toEqual(['sy22-plg'])
  })

  it('reads series from the caller when told how', () => {
    const bySeriesId = splitVisible([{ pn: 'RLU-1', seriesId: 's-rlu' }], prefixes, (p) => p.seriesId)
    expect(bySeriesId.parts).toEqual([])
    expect(Object.fromEntries(bySeriesId.hiddenBySeries)).toEqual({ 's-rlu': 1 })
  })

  it('keeps exactly the parts the domain does not call restricted, for any prefixes (property)', () => {
    const alphabet = fc.constantFrom('A', 'B', '-', '1', 'a', ' ')
    const text = fc.array(alphabet, { maxLength: 6 }).map((cs) => cs.join(''))
    const entries = fc.array(fc.record({ title: text, isPublic: fc.boolean() }), { maxLength: 10 })
    fc.assert(
      fc.property(entries, fc.array(text, { maxLength: 12 }), (list, pns) => {
        const all = pns.map((pn) => ({ pn, product: 1 }))
        const { parts: kept, hidden } = splitVisible(all, list)
        expect(kept).toEqual(all.filter((p) => !isRestrictedPart(p.pn, list)))
        expect(hidden).toBe(all.length - kept.length)
      }),
    )
  })
})

describe('the one read of parts', () => {
  /** Staff code keeps its own reads: the importer and exporter, start-up's seeding, the hooks of staff saves, the generated types. */
  const staff = ['src/lib/import/', 'src/lib/platform/bootstrap/server/', 'src/seed/', 'src/migrations/', 'src/hooks/', 'src/payload-types.ts']
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(dir, e.name)
      return e.isDirectory() ? files(full) : /\.(ts|tsx|mjs)$/.test(e.name) ? [full] : []
    })

  it('is src/lib/catalogue/server/visibleParts.ts: no other storefront file names the parts collection in a read', () => {
    const readers = files('src')
      .map((f) => f.split(path.sep).join('/'))
      .filter((f) => !staff.some((s) => f.startsWith(s)))
      .filter((f) => /collection:\s*'parts'|collection = 'parts'|'parts'\]/.test(fs.readFileSync(f, 'utf8')))
    expect(readers).toEqual(['src/lib/catalogue/server/visibleParts.ts'])
  })

  it('owns a single overrideAccess: true, with its reason on the line', () => {
    const source = fs.readFileSync('src/lib/catalogue/server/visibleParts.ts', 'utf8')
    const lines = source.split('\n').filter((l) => l.includes('overrideAccess: true'))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/overrideAccess: true, \/\/ \S/)
  })
})
