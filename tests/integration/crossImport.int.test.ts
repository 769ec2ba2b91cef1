import type { Payload } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { csvProblems, parseCrossReferenceCsv } from '@/lib/import/crossCsv'
import { parseImportFile, type ImportData } from '@/lib/import/format'
import { exportData } from '@/lib/import/server/exportData'
import { ImportProblemsError, importData } from '@/lib/import/server/importData'

import { testDatabases, type TestDatabase } from './helpers/databases'
import { sys } from './helpers/shop'

/**
 * The cross-reference sections of the data-import file (docs/import-format-crosses.md): crosses
 * and supersessions imported, exported and imported again on both databases; every refusal
 * (a part or series that does not exist, a cycle, a chain ending elsewhere, a bad match level,
 * one broken line of a 10,000-line CSV) named and nothing written; a staff save in the admin
 * refused for a cycle and for a missing part.
 */

function parsed(json: unknown): ImportData {
  const result = parseImportFile(json)
  if (!result.ok) throw new Error(result.problems.map((p) => `${p.path}: ${p.reason}`).join('\n'))
  return result.data
}

const part = (pn: string, series: string, attributes: Record<string, unknown>) => ({
  pn,
  listPrice: 10,
  pkgqty: 1,
  family: 'operators',
  tariff: false,
  series,
  attributes,
})
const green = { en: 'Green', es: 'Verde' }
const seriesOf = (code: string) => ({
  series: code,
  slug: { en: `operators/${code.toLowerCase()}`, es: `operadores/${code.toLowerCase()}` },
  title: { en: code, es: code },
  category: 'operators',
  attributeKeys: ['color'],
})

const FILE = {
  categories: [{ slug: { en: 'operators', es: 'operadores' }, title: { en: 'Operators', es: 'Operadores' } }],
  series: [seriesOf('PB22'), seriesOf('PL22')],
  products: [
    part('PB22-G-10-M', 'PB22', { color: green, contacts: '1 NO' }),
    part('PL22-G-240', 'PL22', { color: green, voltage: '240 V AC' }),
    part('PL22-R-24', 'PL22', { color: { en: 'Red', es: 'Rojo' }, voltage: '24 V AC/DC' }),
  ],
  crossReferences: [
    {
      brand: 'Schneider Electric',
      competitorPn: 'XB4-BA31',
      pn: 'pb22-g-10-m',
      match: 'exact',
      attributes: { color: green, contacts: '1 NO' },
    },
    {
      brand: 'Allen-Bradley',
      competitorPn: '800FP-P3PN6',
      pn: 'PL22-G-240',
      match: 'functional',
      attributes: { color: green, voltage: '230 V AC' },
      note: { en: 'Theirs is 230 V AC.', es: 'El suyo es de 230 V CA.' },
    },
    { brand: 'ABB', competitorPn: 'MP1-10G', pn: 'PB22-G-10-M', match: 'partial', note: { en: 'Operator only.' } },
    { brand: 'Schneider Electric', competitorPn: 'XB5AV', series: 'pl22', match: 'exact', note: { es: 'Elija en la tabla.' } },
  ],
  supersessions: [
    { oldPn: 'PB22-G-10', replacementPn: 'PB22-G-10-M', since: '2019-07-01', reason: { en: 'Renumbered.', es: 'Cambio de número.' } },
    { oldPn: 'PB-22G1', replacementPn: 'PB22-G-10', since: '2016-03-01' },
    { oldPn: 'PL22-R', replacementPn: 'PL22-R-24' },
  ],
}

const count = async (payload: Payload, collection: 'cross-references' | 'supersessions') =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs

async function refusal(payload: Payload, json: unknown) {
  const refused = await importData(payload, parsed(json)).catch((e: unknown) => e)
  expect(refused).toBeInstanceOf(ImportProblemsError)
  return (refused as ImportProblemsError).problems
}

const dropAll: TestDatabase[] = []
afterAll(async () => {
  for (const db of dropAll) await db.drop()
})
function fresh(): TestDatabase[] {
  const dbs = testDatabases()
  dropAll.push(...dbs)
  return dbs
}

const firsts = fresh()
const seconds = fresh()
describe.each(firsts.map((first, i) => [first.name, first, seconds[i]] as const))('cross-references on %s', (_name, first, second) => {
  it('imports crosses and supersessions; export -> import into an empty database -> export gives the same bytes', async () => {
    const a = await first.open()
    const summary = await importData(a, parsed(FILE))
    expect(summary.crossReferences).toEqual({ created: 4, updated: 0, deleted: 0 })
    expect(summary.supersessions).toEqual({ created: 3, updated: 0, deleted: 0 })

    const exported = await exportData(a)
    expect(exported.crossReferences).toEqual([
      { brand: 'ABB', competitorPn: 'MP1-10G', pn: 'PB22-G-10-M', match: 'partial', note: { en: 'Operator only.' } },
      FILE.crossReferences[1],
      { ...FILE.crossReferences[0], pn: 'PB22-G-10-M' },
      { brand: 'Schneider Electric', competitorPn: 'XB5AV', series: 'PL22', match: 'exact', note: { es: 'Elija en la tabla.' } },
    ])
    expect(exported.supersessions).toEqual([FILE.supersessions[1], FILE.supersessions[0], FILE.supersessions[2]])
    // The number's normal form is kept beside it, as a save in the admin keeps it.
    const [cross] = (await a.find({ collection: 'cross-references', where: { competitorKey: { equals: 'XB4BA31' } }, ...sys })).docs
    expect(cross.competitorPn).toBe('XB4-BA31')
    const [old] = (await a.find({ collection: 'supersessions', where: { oldKey: { equals: 'PB22G1' } }, ...sys })).docs
    expect([old.replacementKey, old.since]).toEqual(['PB22G10', '2016-03-01T12:00:00.000Z'])

    const json = JSON.stringify(exported, null, 2)
    const b = await second.open()
    await importData(b, parsed(JSON.parse(json)))
    expect(JSON.stringify(await exportData(b), null, 2)).toBe(json)
  })

  it('changes nothing on a second import; updates what differs; with replace, deletes what the file lacks', async () => {
    const payload = await first.open()
    const again = await importData(payload, parsed(FILE))
    expect([again.crossReferences, again.supersessions]).toEqual([
      { created: 0, updated: 0, deleted: 0 },
      { created: 0, updated: 0, deleted: 0 },
    ])
    const changed = await importData(
      payload,
      parsed({
        crossReferences: [{ ...FILE.crossReferences[2], match: 'functional', note: { en: 'Operator only.', es: 'Solo operador.' } }],
        supersessions: [{ ...FILE.supersessions[2], reason: { en: 'New lamp.', es: 'Nueva lámpara.' } }],
      }),
    )
    expect([changed.crossReferences, changed.supersessions]).toEqual([
      { created: 0, updated: 1, deleted: 0 },
      { created: 0, updated: 1, deleted: 0 },
    ])
    const abb = (await exportData(payload)).crossReferences.find((c) => c.brand === 'ABB')
    expect(abb).toMatchObject({ match: 'functional', note: { en: 'Operator only.', es: 'Solo operador.' } })

    const replaced = await importData(
      payload,
      parsed({ crossReferences: [FILE.crossReferences[0]], supersessions: [FILE.supersessions[2]] }),
      {
        replace: true,
      },
    )
    expect([replaced.crossReferences, replaced.supersessions]).toEqual([
      { created: 0, updated: 0, deleted: 3 },
      { created: 0, updated: 1, deleted: 2 },
    ])
    expect([await count(payload, 'cross-references'), await count(payload, 'supersessions')]).toEqual([1, 1])
    await importData(payload, parsed(FILE))
  })

  it('refuses a cross to a part or series that does not exist, naming the record; nothing written', async () => {
    const payload = await first.open()
    const before = [await count(payload, 'cross-references'), await count(payload, 'supersessions')]
    const problems = await refusal(payload, {
      crossReferences: [
        { brand: 'Eaton', competitorPn: 'M22-D-G-K10', pn: 'PB22-G-10-M', match: 'exact' },
        { brand: 'Eaton', competitorPn: 'M22-D-R-K10', pn: 'PB22-R-10-M', match: 'exact' },
        { brand: 'Eaton', competitorPn: 'M22-L', series: 'PL99', match: 'partial' },
      ],
      supersessions: [{ oldPn: 'OLD-1', replacementPn: 'PB22-G-10-M' }],
    })
    expect(problems).toEqual([
      { path: 'crossReferences[1].pn', reason: 'names no part of the file or the database: "PB22-R-10-M"' },
      { path: 'crossReferences[2].series', reason: 'names no series of the file or the database: "PL99"' },
    ])
    expect([await count(payload, 'cross-references'), await count(payload, 'supersessions')]).toEqual(before)
  })

  it('refuses a supersession cycle (naming its numbers) and a chain that does not end at our part; nothing written', async () => {
    const payload = await first.open()
    const before = [await count(payload, 'cross-references'), await count(payload, 'supersessions')]
    // PB22-G-10-M -> PB-22G1 closes the stored chain PB-22G1 -> PB22-G-10 -> PB22-G-10-M.
    const cycle = await refusal(payload, {
      crossReferences: [{ brand: 'IDEC', competitorPn: 'YW1B-M1E10G', pn: 'PB22-G-10-M', match: 'exact' }],
      supersessions: [{ oldPn: 'PB22-G-10-M', replacementPn: 'pb-22g1' }],
    })
    expect(cycle).toEqual([
      { path: 'supersessions[0].replacementPn', reason: 'makes a cycle of replacements: PB22-G-10-M → PB-22G1 → PB22-G-10 → PB22-G-10-M' },
    ])
    const nowhere = await refusal(payload, {
      supersessions: [
        { oldPn: 'X-1', replacementPn: 'X-2' },
        { oldPn: 'X-2', replacementPn: 'X-3' },
      ],
    })
    expect(nowhere).toEqual([
      { path: 'supersessions[0].replacementPn', reason: 'leads to "X-3", which is no part of the file or the database (X-1 → X-2 → X-3)' },
      { path: 'supersessions[1].replacementPn', reason: 'leads to "X-3", which is no part of the file or the database' },
    ])
    expect([await count(payload, 'cross-references'), await count(payload, 'supersessions')]).toEqual(before)
  })

  it('refuses a bad match level, a cross naming both or neither of part and series, and a repeated key in the file check', () => {
    const result = parseImportFile({
      crossReferences: [
        { brand: 'ABB', competitorPn: 'CL2-502G', pn: 'PL22-G-24', match: 'close' },
        { brand: 'ABB', competitorPn: 'CL2-513G', pn: 'PL22-G-120', series: 'PL22', match: 'exact' },
        { brand: 'ABB', competitorPn: 'CL2-523G', match: 'exact' },
        { brand: 'abb', competitorPn: 'cl2 502g', pn: 'PL22-G-24', match: 'exact' },
      ],
      supersessions: [
        { oldPn: 'A-1', replacementPn: 'B' },
        { oldPn: 'a1', replacementPn: 'C' },
      ],
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.problems).toEqual([
      { path: 'crossReferences[0].match', reason: 'must be one of "exact", "functional", "partial"' },
      { path: 'crossReferences[1].pn', reason: 'names our part (pn) or our series (series): one of them' },
      { path: 'crossReferences[2].pn', reason: 'names our part (pn) or our series (series): one of them' },
      {
        path: 'crossReferences[3].competitorPn',
        reason: 'repeats the brand, number and our part "ABB CL2502G → part PL22-G-24" of crossReferences[0]',
      },
      { path: 'supersessions[1].oldPn', reason: 'repeats the old number "A1" of supersessions[0]' },
    ])
  })

  it('reads a 10,000-line CSV; one broken line is named by line and column and nothing is written; fixed, it imports', async () => {
    const payload = await first.open()
    const before = await count(payload, 'cross-references')
    const header = 'brand,competitor_pn,our_pn,our_series,match,note_en,note_es,attributes'
    const lines = Array.from({ length: 10_000 }, (_, i) => {
      const n = String(i).padStart(5, '0')
      return i % 2
        ? `Acme,AC-${n},PB22-G-10-M,,exact,,,color=Green|Verde;contacts=1 NO`
        : `Acme,"AC ${n}/B",,PL22,functional,"Pick, then confirm",Elija y confirme,`
    })
    const broken = [...lines]
    broken[5_000] = 'Acme,AC-X5000,NO-SUCH-PART,,exact,,,'
    const csv = parseCrossReferenceCsv([header, ...broken].join('\r\n'))
    expect(csv.ok).toBe(true)
    if (!csv.ok) return
    expect(csv.data.crossReferences![1]).toEqual({
      brand: 'Acme',
      competitorPn: 'AC-00001',
      pn: 'PB22-G-10-M',
      match: 'exact',
      attributes: { color: { en: 'Green', es: 'Verde' }, contacts: '1 NO' },
    })
    const refused = await importData(payload, csv.data).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(ImportProblemsError)
    expect(csvProblems((refused as ImportProblemsError).problems, csv.lines)).toEqual([
      { path: 'line 5002, column our_pn', reason: 'names no part of the file or the database: "NO-SUCH-PART"' },
    ])
    expect(await count(payload, 'cross-references')).toBe(before)

    const badLevel = [...lines]
    badLevel[7_000] = 'Acme,AC-07000,PB22-G-10-M,,equal,,,'
    const unread = parseCrossReferenceCsv([header, ...badLevel].join('\n'))
    expect(unread.ok).toBe(false)
    if (!unread.ok)
      expect(unread.problems).toEqual([{ path: 'line 7002, column match', reason: 'must be one of "exact", "functional", "partial"' }])

    const good = parseCrossReferenceCsv([header, ...lines].join('\n'))
    if (!good.ok) throw new Error('the fixed CSV reads')
    expect((await importData(payload, good.data)).crossReferences).toEqual({ created: 10_000, updated: 0, deleted: 0 })
    expect(await count(payload, 'cross-references')).toBe(before + 10_000)
    const [row] = (
      await payload.find({ collection: 'cross-references', where: { competitorKey: { equals: 'AC00000B' } }, locale: 'es', ...sys })
    ).docs
    expect([row.match, row.note, typeof row.series === 'object' ? row.series?.series : row.series]).toEqual([
      'functional',
      'Elija y confirme',
      'PL22',
    ])
  }, 240_000)

  it('refuses a staff save in the admin that makes a cycle or names a part that does not exist', async () => {
    const payload = await first.open()
    const staff = await payload.create({
      collection: 'users',
      data: { email: 'cross.staff@example.test', password: 'a-long-password-1' },
      ...sys,
    })
    const as = { overrideAccess: false, user: { ...staff, collection: 'users' as const }, context: { disableRevalidate: true } }
    const before = await count(payload, 'supersessions')
    const cycle = await payload
      .create({ collection: 'supersessions', data: { oldPn: 'PB22-G-10-M', replacementPn: 'PB-22G1' }, ...as })
      .catch((e: unknown) => e)
    expect(String((cycle as Error).message ?? cycle)).toMatch(/invalid/i)
    expect(JSON.stringify((cycle as { data?: unknown }).data)).toContain(
      'This would make a cycle: PB22-G-10-M → PB-22G1 → PB22-G-10 → PB22-G-10-M.',
    )
    const missing = await payload
      .create({ collection: 'supersessions', data: { oldPn: 'PB22-Y-10', replacementPn: 'PB22-Y-10-M' }, ...as })
      .catch((e: unknown) => e)
    expect(JSON.stringify((missing as { data?: unknown }).data)).toContain('PB22-Y-10-M is not one of our part numbers.')
    expect(await count(payload, 'supersessions')).toBe(before)

    const crosses = await count(payload, 'cross-references')
    const noPart = await payload
      .create({ collection: 'cross-references', data: { brand: 'Eaton', competitorPn: 'M22-D-G', part: 987_654, match: 'exact' }, ...as })
      .catch((e: unknown) => e)
    expect(noPart).toBeInstanceOf(Error)
    expect(JSON.stringify((noPart as { data?: unknown }).data)).toContain('There is no part with id 987654: choose one of ours.')
    expect(await count(payload, 'cross-references')).toBe(crosses)
    // The same save with a part that exists goes through.
    const [pb] = (await payload.find({ collection: 'parts', where: { pn: { equals: 'PB22-G-10-M' } }, ...sys })).docs
    const made = await payload.create({
      collection: 'cross-references',
      data: { brand: 'Eaton', competitorPn: 'M22-D-G', part: pb.id, match: 'exact' },
      ...as,
    })
    expect(made.competitorKey).toBe('M22DG')
  })
})
