import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { searchAnswer } from '@/lib/search/server/answerCache'
import { readSearchIndex } from '@/lib/search/server/searchData'
import type { SearchAnswer } from '@/lib/search/contract'

import { testDatabases, type TestDatabase } from './helpers/databases'
import { sys } from './helpers/shop'

/*
 * The search API's answer (GET /api/public/search builds its body with `searchAnswer`) over
 * an index read from each database by the app's own loaders: a competitor number answers
 * our part with `crossedFrom` and the attributes side by side, an old number (through a
 * two-step chain) answers the part sold today with `replaces`, and a cross to a restricted
 * part is never answered.
 */

const dbs = testDatabases()
afterAll(async () => {
  for (const db of dbs) await db.drop()
})

describe.each(dbs)('the search API answers other makers’ numbers and old ones on $name', (db: TestDatabase) => {
  let payload: Payload
  const answer = async (q: string, locale: 'en' | 'es') =>
    JSON.parse(searchAnswer(await readSearchIndex(payload), q, locale, 8)) as SearchAnswer

  beforeAll(async () => {
    payload = await db.open()
    for (const [title, isPublic] of [
      ['XS-', true],
      ['XS-R', false],
    ] as const)
      await payload.create({ collection: 'part-prefixes', data: { title, discountSchedule: 'E-1', isPublic }, ...sys })
    for (const [key, en, es] of [
      ['xs-colour', 'Lens colour', 'Color de la lente'],
      ['xs-volts', 'Rated voltage', 'Tensión nominal'],
    ]) {
      const made = await payload.create({ collection: 'attribute-titles', data: { key, title: en, isPublic: true }, locale: 'en', ...sys })
      await payload.update({ collection: 'attribute-titles', id: made.id, data: { title: es }, locale: 'es', ...sys })
    }
    const series = await payload.create({
      collection: 'products',
      data: { title: 'XS pilot lights', slug: 'xs-pilot-lights', series: 'XS', _status: 'published' },
      ...sys,
    })
    const part = (pn: string, attributes: Record<string, unknown>) =>
      payload.create({ collection: 'parts', data: { pn, product: series.id, listPrice: 14, pkgqty: 1, attributes }, ...sys })
    const green = await part('XS-PL-G24', { 'xs-colour': { en: 'Green', es: 'Verde' }, 'xs-volts': '24 V' })
    await part('XS-PL-R24', { 'xs-colour': { en: 'Red', es: 'Rojo' }, 'xs-volts': '24 V' })
    const restricted = await part('XS-R-1', {})
    const cross = (competitorPn: string, partId: number, match: 'exact' | 'functional', attributes: Record<string, unknown>) =>
      payload.create({
        collection: 'cross-references',
        data: { brand: 'Allen-Bradley', competitorPn, part: partId, match, attributes },
        ...sys,
      })
    await cross('800FP-P3PN3G', green.id, 'functional', { 'xs-colour': { en: 'Green', es: 'Verde' }, 'xs-volts': '120 V' })
    await cross('800FP-SECRET1', restricted.id, 'exact', {})
    // Two steps: XSOLD-1 → XS-PL-R24A → XS-PL-R24 (sold today).
    await payload.create({
      collection: 'supersessions',
      data: { oldPn: 'XS-PL-R24A', replacementPn: 'XS-PL-R24', since: '2021-05-01' },
      ...sys,
    })
    await payload.create({
      collection: 'supersessions',
      data: { oldPn: 'XSOLD-1', replacementPn: 'XS-PL-R24A', since: '2012-01-15' },
      ...sys,
    })
  })

  it('answers a competitor number with crossedFrom and the key attributes side by side, in the buyer’s language', async () => {
    const en = await answer('800fp p3pn3g', 'en')
    expect(en.parts[0]).toMatchObject({
      pn: 'XS-PL-G24',
      listPrice: 14,
      crossedFrom: { brand: 'Allen-Bradley', pn: '800FP-P3PN3G', match: 'functional' },
      compare: [
        { key: 'xs-colour', title: 'Lens colour', theirs: 'Green', ours: 'Green', same: true },
        { key: 'xs-volts', title: 'Rated voltage', theirs: '120 V', ours: '24 V', same: false },
      ],
    })
    const es = await answer('800FP-P3PN3G', 'es')
    expect(es.parts[0].compare?.map((r) => [r.title, r.theirs, r.ours])).toEqual([
      ['Color de la lente', 'Verde', 'Verde'],
      ['Tensión nominal', '120 V', '24 V'],
    ])
    // A number one character off still finds it.
    expect((await answer('800FP-P3PN3C', 'en')).parts[0]?.crossedFrom?.pn).toBe('800FP-P3PN3G')
  })

  it('answers an old number with the part sold today and replaces, following the chain', async () => {
    const old = await answer('XSOLD-1', 'en')
    expect(old.parts[0]).toMatchObject({ pn: 'XS-PL-R24', replaces: { pn: 'XSOLD-1' } })
    expect(old.parts[0].replaces?.since).toMatch(/^2012-01-15/)
    expect(old.parts[0].crossedFrom).toBeUndefined()
  })

  it('never answers a cross to a restricted part, and a part found by its own number carries neither field', async () => {
    const hidden = await answer('800FP-SECRET1', 'en')
    expect(hidden.parts.map((p) => p.pn)).not.toContain('XS-R-1')
    const own = await answer('XS-PL-G24', 'en')
    expect(own.parts[0].pn).toBe('XS-PL-G24')
    expect(own.parts[0]).not.toHaveProperty('crossedFrom')
    expect(own.parts[0]).not.toHaveProperty('replaces')
  })
})
