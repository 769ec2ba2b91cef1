import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { crossCsvRoute } from '@/lib/crossref/server/crossCsvExport'
import { readPublicCrossTable } from '@/lib/crossref/server/crossTable'
import { parseImportFile } from '@/lib/import/format'
import { importData } from '@/lib/import/server/importData'

import { testDatabases, type TestDatabase } from './helpers/databases'
import { sys } from './helpers/shop'

/**
 * GET /api/public/cross-references.csv (docs/cross-references.md, "The public table"): the
 * answer and its headers, its rows in each language, a cross to a restricted part never in it,
 * and an edit in the next answer. The route's handler runs over a fresh read of the table (the
 * app's runs over the cached one, which the same edit expires by its tags).
 */

const part = (pn: string, series: string) => ({ pn, listPrice: 10, pkgqty: 1, family: 'operators', tariff: false, series })
const series = (code: string) => ({
  series: code,
  slug: { en: `operators/${code.toLowerCase()}`, es: `operadores/${code.toLowerCase()}` },
  title: { en: code, es: code },
  category: 'operators',
  attributeKeys: [],
})
const SHOP = {
  categories: [{ slug: { en: 'operators', es: 'operadores' }, title: { en: 'Operators', es: 'Operadores' } }],
  series: [series('PB22'), series('PL22'), series('RLU')],
  partPrefixes: [
    { title: 'PB22', discountSchedule: 'E-1', isPublic: true },
    { title: 'PL22', discountSchedule: 'E-1', isPublic: true },
    { title: 'RLU', discountSchedule: 'F-3', isPublic: false },
  ],
  products: [part('PB22-G-10-M', 'PB22'), part('PL22-G-240', 'PL22'), part('RLU-2C-24D', 'RLU')],
  crossReferences: [
    { brand: 'Schneider Electric', competitorPn: 'XB4-BA31', pn: 'PB22-G-10-M', match: 'exact' },
    {
      brand: 'Allen-Bradley',
      competitorPn: '800FP-P3PN6',
      pn: 'PL22-G-240',
      match: 'functional',
      note: { en: 'Theirs is 230 V AC, ours 240 V AC.', es: 'El suyo es de 230 V CA, el nuestro de 240 V CA.' },
    },
    { brand: 'Schneider Electric', competitorPn: 'XB5AV', series: 'PL22', match: 'exact', note: { en: 'Pick, then "confirm"' } },
    { brand: 'IDEC', competitorPn: 'RJ2S-CL-D24', pn: 'RLU-2C-24D', match: 'exact' },
    { brand: 'IDEC', competitorPn: 'RJ-FAMILY', series: 'RLU', match: 'partial' },
  ],
  supersessions: [{ oldPn: 'PB22-G-10', replacementPn: 'PB22-G-10-M', since: '2019-07-01' }],
}

const databases = testDatabases()
afterAll(async () => {
  for (const db of databases) await db.drop()
})

describe.each(databases)('the cross-reference CSV on $name', (db: TestDatabase) => {
  let payload: Payload
  const GET = crossCsvRoute(() => readPublicCrossTable(payload))
  const get = async (query = '') => {
    const response = await GET(new NextRequest(`http://shop.test/api/public/cross-references.csv${query}`), { params: Promise.resolve({}) })
    const bytes = Buffer.from(await response.arrayBuffer())
    // Spreadsheets read UTF-8 by its byte-order mark.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    return { response, text: bytes.subarray(3).toString('utf8') }
  }

  beforeAll(async () => {
    payload = await db.open()
    const parsed = parseImportFile(SHOP)
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems))
    await importData(payload, parsed.data)
  })

  it('answers a CSV to download, in English unless the URL asks for Spanish, for shared caches', async () => {
    const { response, text } = await get()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="cross-references-en.csv"')
    expect(response.headers.get('cache-control')).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=60$/)
    expect(text.split('\r\n')).toEqual([
      'Brand,Competitor part number,Our part number,Our series,Match,Note',
      'Allen-Bradley,800FP-P3PN6,PL22-G-240,PL22,Functional,"Theirs is 230 V AC, ours 240 V AC."',
      'Schneider Electric,XB4-BA31,PB22-G-10-M,PB22,Exact,',
      'Schneider Electric,XB5AV,,PL22,Exact,"Pick, then ""confirm"""',
      '',
    ])
    const es = await get('?locale=es')
    expect(es.response.headers.get('content-disposition')).toBe('attachment; filename="cross-references-es.csv"')
    expect(es.text.split('\r\n').slice(0, 3)).toEqual([
      'Marca,Número de pieza del competidor,Nuestro número de pieza,Nuestra serie,Equivalencia,Nota',
      'Allen-Bradley,800FP-P3PN6,PL22-G-240,PL22,Funcional,"El suyo es de 230 V CA, el nuestro de 240 V CA."',
      'Schneider Electric,XB4-BA31,PB22-G-10-M,PB22,Exacta,',
    ])
    // A note in one language only is given in the other.
    expect(es.text).toContain('Schneider Electric,XB5AV,,PL22,Exacta,"Pick, then ""confirm"""')
  })

  it('never names a restricted part, nor a series the public sees no part of', async () => {
    for (const query of ['', '?locale=es']) {
      const { text } = await get(query)
      expect(text).not.toContain('RLU')
      expect(text).not.toContain('RJ2S')
      expect(text).not.toContain('RJ-FAMILY')
    }
  })

  it('shows an edit in the next answer: a new cross, a changed one, a part that becomes restricted', async () => {
    const [ab] = (await payload.find({ collection: 'cross-references', where: { competitorKey: { equals: '800FPP3PN6' } }, ...sys })).docs
    await payload.update({ collection: 'cross-references', id: ab.id, data: { match: 'exact' }, ...sys })
    const [pb] = (await payload.find({ collection: 'parts', where: { pn: { equals: 'PB22-G-10-M' } }, ...sys })).docs
    await payload.create({
      collection: 'cross-references',
      data: { brand: 'Eaton', competitorPn: 'M22-D-G-K10', part: pb.id, match: 'exact' },
      ...sys,
    })
    let { text } = await get()
    expect(text).toContain('Allen-Bradley,800FP-P3PN6,PL22-G-240,PL22,Exact,')
    expect(text).toContain('Eaton,M22-D-G-K10,PB22-G-10-M,PB22,Exact,')
    const [prefix] = (await payload.find({ collection: 'part-prefixes', where: { title: { equals: 'PB22' } }, ...sys })).docs
    await payload.update({ collection: 'part-prefixes', id: prefix.id, data: { isPublic: false }, ...sys })
    ;({ text } = await get())
    expect(text).not.toContain('PB22-G-10-M')
    expect(text).toContain('PL22-G-240')
  })
})
