import { beforeAll, describe, expect, it } from 'vitest'

import { buildDemo } from '@/lib/platform/bootstrap/server/seedDemo'
import { buildSearchIndex, buildSynonyms, type SearchIndex } from '@/lib/search/server/searchIndex'
import { DEFAULT_SYNONYMS } from '@/lib/search/defaultSynonyms'

import { demoDocRecord, type DemoDoc } from './demoIndex'

/*
 * The trade's words on the demo catalogue itself (its series pages and categories, as the
 * search loader reads them): what a buyer types finds what they mean, first.
 */

let withWords: SearchIndex
let without: SearchIndex

beforeAll(async () => {
  const { data } = await buildDemo()
  const docs = [
    ...(data.series as DemoDoc[]).map((d, i) => demoDocRecord('products', 'products', d, i)),
    ...(data.categories as DemoDoc[]).map((d, i) => demoDocRecord('categories', 'products', d, i)),
  ]
  withWords = buildSearchIndex({ parts: [], prefixes: [], docs, synonyms: buildSynonyms(DEFAULT_SYNONYMS) })
  without = buildSearchIndex({ parts: [], prefixes: [], docs })
}, 60_000)

const titles = (index: SearchIndex, q: string, locale: 'en' | 'es', n = 3) =>
  index
    .search(q, locale, { limit: 50 })
    .products.slice(0, n)
    .map((p) => p.title)

describe('the demo catalogue with the starting synonyms', () => {
  it('"botón" lists push buttons first, not the relays whose test button it names', () => {
    for (const q of ['botón', 'boton', 'botones']) {
      for (const title of titles(withWords, q, 'es')) expect(title, q).toMatch(/^Botones pulsadores/)
    }
    // The guard: without the synonyms a relay comes first.
    expect(titles(without, 'botón', 'es', 1)[0]).toMatch(/^Relés/)
  })

  it('"relevador" and the typo "relevadr" find relays', () => {
    for (const q of ['relevador', 'relevadr', 'relevadores']) {
      const found = titles(withWords, q, 'es')
      expect(found.length, q).toBe(3)
      for (const title of found) expect(title, q).toMatch(/relés/i)
    }
    expect(titles(without, 'relevadr', 'es')).toEqual([])
  })

  it('"pushbutton", "push button" and the typo "pushbuton" find push buttons', () => {
    for (const q of ['pushbutton', 'push button', 'pushbuton']) {
      for (const title of titles(withWords, q, 'en')) expect(title, q).toMatch(/push buttons|stop buttons/)
    }
    expect(titles(without, 'pushbutton', 'en')).toEqual([])
  })

  it('"clema", "lámpara piloto" and "luz piloto" find terminal blocks and pilot lights', () => {
    for (const title of titles(withWords, 'clema', 'es')) expect(title).toMatch(/borneras/i)
    for (const q of ['lámpara piloto', 'luz piloto', 'lampara pilto']) {
      for (const title of titles(withWords, q, 'es')) expect(title, q).toMatch(/luces piloto|pilotos luminosos/i)
    }
    expect(titles(without, 'clema', 'es')).toEqual([])
  })
})
