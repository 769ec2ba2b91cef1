import { afterAll, describe, expect, it } from 'vitest'

import { loadSynonymGroups } from '@/lib/search/server/storedSynonyms'
import { buildSearchIndex, buildSynonyms } from '@/lib/search/server/searchIndex'
import { DEFAULT_SYNONYMS } from '@/lib/search/defaultSynonyms'

import { testDatabases } from './helpers/databases'

const databases = testDatabases()
afterAll(async () => {
  for (const db of databases) await db.drop()
})

/** A validation error whose message for the terms says this. */
const problem = (message: RegExp) => ({
  data: { errors: [expect.objectContaining({ path: 'terms', message: expect.stringMatching(message) })] },
})

describe.each(databases)('search synonyms on $name', (db) => {
  it('the migration writes the starting set, which the search loader reads back', async () => {
    const payload = await db.open()
    const groups = await loadSynonymGroups(payload)
    expect(groups.map((g) => ({ locale: g.locale, terms: g.terms }))).toEqual(
      DEFAULT_SYNONYMS.map((g) => ({ locale: g.locale, terms: [...g.terms] })),
    )
    const index = buildSearchIndex({
      parts: [],
      prefixes: [],
      docs: [
        { id: '1', collection: 'products', group: 'products', locales: { es: { title: 'Relés de control', href: '/es/productos/reles' } } },
      ],
      synonyms: buildSynonyms(groups),
    })
    expect(index.search('relevador', 'es').products.map((p) => p.id)).toEqual(['1'])
  })

  it('refuses a group of one word, or of two that are the same but for accents, and names the group by its words', async () => {
    const payload = await db.open()
    await expect(
      payload.create({ collection: 'search-synonyms', data: { locale: 'es', terms: ['clema'] }, overrideAccess: true }),
    ).rejects.toMatchObject(problem(/at least two/))
    await expect(
      payload.create({ collection: 'search-synonyms', data: { locale: 'es', terms: ['Relé', 'rele'] }, overrideAccess: true }),
    ).rejects.toMatchObject(problem(/same as/))
    const made = await payload.create({
      collection: 'search-synonyms',
      data: { locale: 'en', terms: [' sealtite ', 'liquid-tight conduit'] },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(made.terms).toEqual(['sealtite', 'liquid-tight conduit'])
    expect(made.name).toBe('sealtite = liquid-tight conduit')
    // A change of language alone keeps the words.
    const moved = await payload.update({
      collection: 'search-synonyms',
      id: made.id,
      data: { locale: 'es' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(moved.terms).toEqual(['sealtite', 'liquid-tight conduit'])
    expect(moved.name).toBe('sealtite = liquid-tight conduit')
  })

  it('is the staff’s: a visitor may not read them', async () => {
    const payload = await db.open()
    await expect(payload.find({ collection: 'search-synonyms', overrideAccess: false, limit: 1 })).rejects.toThrow(/not allowed/)
  })
})
