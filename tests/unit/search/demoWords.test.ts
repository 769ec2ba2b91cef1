import { beforeAll, describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'
import { buildDemo } from '@/lib/platform/bootstrap/server/seedDemo'
import { buildSearchIndex, buildSynonyms, type DocRecord, type SearchIndex } from '@/lib/search/server/searchIndex'
import { DEFAULT_SYNONYMS } from '@/lib/search/defaultSynonyms'

/*
 * The trade's words on the demo catalogue itself (its series pages and categories, as the
 * search loader reads them): what a buyer types finds what they mean, first.
 */
type Bi = { en: string; es: string }
type Doc = { series?: string; title: Bi; summary?: Bi; content?: Bi | unknown }

let withWords: SearchIndex
let without: SearchIndex

beforeAll(async () => {
  const { data } = await buildDemo()
  const record = (collection: 'products' | 'categories', d: Doc, i: number): DocRecord => ({
    id: d.series ?? `${collection}${i}`,
    collection,
    group: 'products',
    keywords: d.series,
    locales: Object.fromEntries(
      locales.map((l) => {
        const content = d.content as Partial<Bi> | undefined
        return [
          l,
          {
            title: d.title[l],
            summary: d.summary?.[l] ?? null,
            text: typeof content?.[l] === 'string' ? content[l] : '',
            href: `/${l}/${i}`,
          },
        ]
      }),
    ),
  })
  const docs = [
    ...(data.series as Doc[]).map((d, i) => record('products', d, i)),
    ...(data.categories as Doc[]).map((d, i) => record('categories', d, i)),
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
