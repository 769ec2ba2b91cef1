import { describe, expect, it } from 'vitest'

import { buildSearchIndex, buildSynonyms, synonymGroupProblem, type DocRecord } from '@/lib/search/server/searchIndex'
import { DEFAULT_SYNONYMS } from '@/lib/search/defaultSynonyms'
import { editDistance, expandQuery, matchSynonyms, wordsOf } from '@/lib/search/server/synonyms'

// Titles and summaries as the demo catalogue writes them (src/seed/demo/products/families.ts).
const series = (id: string, en: [string, string], es: [string, string]): DocRecord => ({
  id,
  collection: 'products',
  group: 'products',
  locales: {
    en: { title: en[0], summary: en[1], href: `/products/${id}` },
    es: { title: es[0], summary: es[1], href: `/es/productos/${id}` },
  },
})

const docs: DocRecord[] = [
  series(
    'relays-2p',
    ['Ice-cube relays, 2 pole', 'DPDT 10 A plug-in relays with LED and lockable test button.'],
    ['Relés tipo cubo, 2 polos', 'Relés enchufables DPDT de 10 A con LED y botón de prueba bloqueable.'],
  ),
  series(
    'relays-4p',
    ['Ice-cube relays, 4 pole', '4PDT 6 A plug-in relays for control logic, LED and test button.'],
    ['Relés tipo cubo, 4 polos', 'Relés enchufables 4PDT de 6 A para lógica de control, LED y botón de prueba.'],
  ),
  series(
    'pb22',
    ['22 mm flush push buttons', 'Momentary and maintained flush push buttons, NEMA 4X / IP66.'],
    ['Botones pulsadores rasantes de 22 mm', 'Botones rasantes momentáneos y sostenidos, NEMA 4X / IP66.'],
  ),
  series(
    'pb22l',
    ['22 mm illuminated push buttons', 'LED push buttons in five colours.'],
    ['Botones pulsadores luminosos de 22 mm', 'Pulsadores con LED en cinco colores.'],
  ),
  series(
    'pl22',
    ['22 mm pilot lights', 'LED indicators, 24 V to 240 V.'],
    ['Pilotos luminosos de 22 mm', 'Indicadores LED de 24 V a 240 V.'],
  ),
  series('tb', ['NEMA terminal blocks', 'Screw clamp blocks for DIN rail.'], ['Borneras NEMA', 'Bornes de tornillo para riel DIN.']),
  series(
    'wd',
    ['Slotted wire duct', 'Narrow and wide finger duct with covers.'],
    ['Canaleta ranurada', 'Canaleta de dedo angosto y ancho con tapa.'],
  ),
  series('ct', ['IEC contactors', '9 to 65 A, AC and DC coils.'], ['Contactores IEC', 'De 9 a 65 A, bobinas de CA y CC.']),
]

const synonyms = buildSynonyms(DEFAULT_SYNONYMS)
const index = buildSearchIndex({ parts: [], prefixes: [], docs, synonyms })
const bare = buildSearchIndex({ parts: [], prefixes: [], docs })
const ids = (i: typeof index, q: string, locale: 'en' | 'es') => i.search(q, locale).products.map((p) => p.id)

describe('the starting set', () => {
  it('holds only groups the admin accepts', () => {
    for (const group of DEFAULT_SYNONYMS) expect(synonymGroupProblem(group.terms), group.terms.join(', ')).toBeNull()
    expect(DEFAULT_SYNONYMS.filter((g) => g.locale === 'en').length).toBeGreaterThan(10)
    expect(DEFAULT_SYNONYMS.filter((g) => g.locale === 'es').length).toBeGreaterThan(10)
  })
})

describe('validation of a group', () => {
  it('wants two terms or more, each of 1 to 4 words, none the same as another', () => {
    expect(synonymGroupProblem(['relay'])).toMatch(/at least two/)
    expect(synonymGroupProblem(['relay', '  '])).toMatch(/at least two/)
    expect(synonymGroupProblem(null)).toMatch(/at least two/)
    expect(synonymGroupProblem(['Relé', 'rele'])).toMatch(/same as/)
    expect(synonymGroupProblem(['push button', 'Push-Button'])).toMatch(/same as/)
    expect(synonymGroupProblem(['relay', '---'])).toMatch(/no letters/)
    expect(synonymGroupProblem(['relay', 'a b c d e'])).toMatch(/more than 4 words/)
    expect(synonymGroupProblem(['relay', 'x'.repeat(61)])).toMatch(/longer than 60/)
    expect(synonymGroupProblem(['relé', 'relevador'])).toBeNull()
  })
})

describe('matching the query against the groups', () => {
  const es = synonyms.es
  const en = synonyms.en
  const groupOf = (table: typeof es, q: string) =>
    matchSynonyms(wordsOf(q), table).map((m) => table.groups[m.group].map((t) => t.join(' ')))

  it('counts typos with transpositions', () => {
    expect(editDistance('relevadr', 'relevador', 2)).toBe(1)
    expect(editDistance('rleay', 'relay', 2)).toBe(1)
    expect(editDistance('abc', 'xyz', 1)).toBe(2)
  })

  it('finds a term of several words as one match, the longest first', () => {
    expect(groupOf(en, 'push button')).toEqual([expect.arrayContaining(['pushbutton'])])
    expect(groupOf(es, 'botón de emergencia')).toEqual([expect.arrayContaining(['paro de emergencia'])])
    expect(groupOf(es, 'relé temporizador 24 V')).toEqual([expect.arrayContaining(['relevador de tiempo'])])
  })

  it('matches within a typo, and the word being typed by its start', () => {
    expect(groupOf(es, 'relevadr')).toEqual([expect.arrayContaining(['rele', 'relevador'])])
    expect(groupOf(en, 'pushbuton')).toEqual([expect.arrayContaining(['push button'])])
    expect(groupOf(es, 'canalta')).toEqual([expect.arrayContaining(['canaleta'])])
    expect(groupOf(es, 'releva')).toEqual([expect.arrayContaining(['relevador'])])
    // Not a word in the middle of the query, nor two letters.
    expect(groupOf(es, 'releva 24')).toEqual([])
    expect(groupOf(es, 're')).toEqual([])
  })

  it('keeps the words that name no group, and searches the others as "any term of the group"', () => {
    const query = expandQuery(['clema', 'nema'], es, 'AND')
    expect(query).toEqual({
      combineWith: 'AND',
      queries: [
        {
          combineWith: 'OR',
          queries: expect.arrayContaining([
            'clema',
            expect.objectContaining({ queries: ['bornera'] }),
            expect.objectContaining({ combineWith: 'AND', queries: ['regleta de bornes'] }),
          ]),
        },
        'nema',
      ],
    })
  })

  it('keeps each locale to its own groups', () => {
    expect(groupOf(en, 'relevador')).toEqual([])
    expect(groupOf(es, 'relevador')).not.toEqual([])
  })
})

describe('search with the trade’s words', () => {
  it('"botón" puts the push buttons first, before the relays with a test button', () => {
    const found = ids(index, 'botón', 'es')
    expect(found.slice(0, 2).sort()).toEqual(['pb22', 'pb22l'])
    expect(found).toContain('relays-2p')
    // Typed without the accent, or half typed: the same.
    expect(ids(index, 'boton', 'es').slice(0, 2).sort()).toEqual(['pb22', 'pb22l'])
  })

  it('"pulsador" and the English word find the push buttons in Spanish', () => {
    expect(ids(index, 'pulsador', 'es').slice(0, 2).sort()).toEqual(['pb22', 'pb22l'])
    expect(ids(index, 'push button', 'es').slice(0, 2).sort()).toEqual(['pb22', 'pb22l'])
  })

  it('"relevador", "relevadr" (a typo) and "relé" find the relays in Spanish', () => {
    for (const q of ['relevador', 'relevadr', 'relevadores', 'relé', 'rele']) {
      expect(ids(index, q, 'es').slice(0, 2).sort(), q).toEqual(['relays-2p', 'relays-4p'])
    }
    expect(ids(bare, 'relevadr', 'es')).toEqual([])
  })

  it('"pushbutton", "pushbuton" (a typo) and "push button" find the push buttons in English', () => {
    for (const q of ['pushbutton', 'pushbuton', 'push-button', 'push button', 'pushbuttons']) {
      expect(ids(index, q, 'en').slice(0, 2).sort(), q).toEqual(['pb22', 'pb22l'])
    }
    expect(ids(bare, 'pushbutton', 'en')).toEqual([])
  })

  it('the other words of the trade, in both languages', () => {
    expect(ids(index, 'clema', 'es')[0]).toBe('tb')
    expect(ids(index, 'lámpara piloto', 'es')[0]).toBe('pl22')
    expect(ids(index, 'luz piloto', 'es')[0]).toBe('pl22')
    expect(ids(index, 'indicator light', 'en')[0]).toBe('pl22')
    expect(ids(index, 'raceway', 'en')[0]).toBe('wd')
    expect(ids(index, 'ducto ranurado', 'es')[0]).toBe('wd')
    expect(ids(index, 'terminal strip', 'en')[0]).toBe('tb')
    expect(ids(index, 'contactor magnético', 'es')[0]).toBe('ct')
    expect(ids(bare, 'clema', 'es')).toEqual([])
  })

  it("a word with no group is searched as before, and a group of the other language names its site's terms too", () => {
    expect(ids(index, 'contactores', 'es')).toEqual(['ct'])
    // "relevador" is in a Spanish group with "relay": the English site finds its relays.
    expect(ids(index, 'relevador', 'en')).toEqual(['relays-2p', 'relays-4p'])
    expect(ids(bare, 'relevador', 'en')).toEqual([])
  })
})
