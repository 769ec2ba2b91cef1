import { describe, expect, it } from 'vitest'

import {
  buildSearchIndex,
  foldTerm,
  normalizePartQuery,
  prefixRange,
  richTextToPlain,
  type DocRecord,
  type PartRecord,
} from '@/lib/search/server/searchIndex'

const series = (id: string, en: string, es: string, extra: Partial<DocRecord> = {}): DocRecord => ({
  id,
  collection: 'products',
  group: 'products',
  locales: {
    en: { title: en, summary: `${en} for panels.`, href: `/products/${id}` },
    es: { title: es, summary: `${es} para tableros.`, href: `/es/productos/${id}` },
  },
  ...extra,
})

const docs: DocRecord[] = [
  series('s-ct', 'Definite-purpose contactors', 'Contactores de propósito definido', { keywords: 'CT09' }),
  series('s-wd', 'Slotted wire duct', 'Canaleta ranurada', { keywords: 'WD' }),
  series('s-rlu', 'Restricted relays', 'Relés restringidos', { keywords: 'RLU' }),
  series('s-draft-parts', 'Terminal blocks', 'Bornes', { keywords: 'TB' }),
  {
    id: 'c1',
    collection: 'categories',
    group: 'products',
    locales: {
      en: { title: 'Contactors and control relays', summary: 'Switch motors.', href: '/category/contactors' },
      es: { title: 'Contactores y relés de control', summary: 'Maniobra de motores.', href: '/es/categoria/contactores' },
    },
  },
  {
    id: 'a1',
    collection: 'articles',
    group: 'content',
    locales: {
      en: { title: 'Choosing a pilot light', summary: 'LED or incandescent, and which voltage.', href: '/article/choosing' },
      es: {
        title: 'Cómo elegir un piloto luminoso',
        summary: 'LED o incandescente, y qué tensión.',
        href: '/es/articulo/como-elegir',
      },
    },
  },
  {
    id: 'p1',
    collection: 'pages',
    group: 'content',
    locales: {
      en: { title: 'About Switchyard', text: 'We ship every order from Pittsburgh.', href: '/about' },
      es: { title: 'Acerca de Switchyard', text: 'Enviamos cada pedido desde Pittsburgh.', href: '/es/acerca-de' },
    },
  },
]

const parts: PartRecord[] = [
  { pn: 'WD-1X1-G', seriesId: 's-wd', filter: 'color=grey' },
  { pn: 'WD-1X10-G', seriesId: 's-wd' },
  { pn: 'WD-1X1', seriesId: 's-wd' },
  { pn: 'WD-2X2-W', seriesId: 's-wd' },
  { pn: 'CT09-A10', seriesId: 's-ct' },
  { pn: 'CT09-A01', seriesId: 's-ct' },
  { pn: 'CT12-A10', seriesId: 's-ct' },
  { pn: 'RLU-2C-24D', seriesId: 's-rlu' },
  { pn: 'RLU-4C-120A', seriesId: 's-rlu' },
  // A series that is not in the documents (unpublished): its parts are not answered.
  { pn: 'XDRAFT-1', seriesId: 's-unpublished' },
]

const prefixes = [
  { title: 'WD', isPublic: true },
  { title: 'CT09', isPublic: true },
  { title: 'CT12', isPublic: true },
  { title: 'RLU', isPublic: false },
  // A public prefix under a restricted one is still restricted only when it governs: here WD-9 is not public.
  { title: 'WD-9', isPublic: false },
]

const index = buildSearchIndex({ parts: [...parts, { pn: 'WD-9X9', seriesId: 's-wd' }], prefixes, docs })

describe('normalizing', () => {
  it('keeps only upper-case letters and digits of a part number', () => {
    expect(normalizePartQuery(' wd-1x1 ')).toBe('WD1X1')
    expect(normalizePartQuery('wd 1x1')).toBe('WD1X1')
    expect(normalizePartQuery('W.D/1_X-1')).toBe('WD1X1')
    expect(normalizePartQuery('--')).toBe('')
  })

  it('folds accents and case of words', () => {
    expect(foldTerm('Relés')).toBe('reles')
    expect(foldTerm('TENSIÓN')).toBe('tension')
  })

  it('finds a prefix range by binary search', () => {
    const norms = ['A1', 'AB', 'ABC', 'ABD', 'B']
    expect(prefixRange(norms, 'AB')).toEqual([1, 4])
    expect(prefixRange(norms, 'C')).toEqual([5, 5])
    expect(prefixRange(norms, 'A')).toEqual([0, 4])
  })
})

describe('parts by part-number prefix', () => {
  it.each(['WD-1X1', 'wd-1x1', 'wd1x1', 'WD1X1', 'wd 1x1', ' Wd.1X1 '])(
    '%s finds the WD-1X1 parts, the exact number first, then those where it ends a segment (WD-1X1-G before WD-1X10-G)',
    (q) => {
      const { parts } = index.search(q, 'en')
      expect(parts.map((p) => p.pn)).toEqual(['WD-1X1', 'WD-1X1-G', 'WD-1X10-G'])
    },
  )

  it('puts an exact part number first and counts every match', () => {
    const result = index.search('ct09-a10', 'en')
    expect(result.parts[0].pn).toBe('CT09-A10')
    expect(index.search('ct', 'en').totals.parts).toBe(3)
  })

  it("carries the series' title and link in the locale, and the part's table filter", () => {
    const en = index.search('WD1X1G', 'en').parts[0]
    expect(en).toEqual({
      pn: 'WD-1X1-G',
      href: '/products/s-wd?color=grey#parts',
      series: { id: 's-wd', title: 'Slotted wire duct', href: '/products/s-wd' },
      listPrice: null,
      values: [],
    })
    const es = index.search('WD1X1G', 'es').parts[0]
    expect(es.series.title).toBe('Canaleta ranurada')
    expect(es.href).toBe('/es/productos/s-wd?color=grey#parts')
  })

  it('never answers a restricted part, by any prefix', () => {
    for (const q of ['RLU', 'rlu-2c', 'RLU2C24D', 'R', 'WD-9', 'WD9X9']) {
      for (const locale of ['en', 'es'] as const) {
        const result = index.search(q, locale, { limit: 50 })
        expect(result.parts.map((p) => p.pn).filter((pn) => pn.startsWith('RLU') || pn === 'WD-9X9')).toEqual([])
      }
    }
    expect(index.search('WD', 'en', { limit: 50 }).totals.parts).toBe(4)
    expect(index.partCount).toBe(8)
  })

  it('leaves out a series whose every part is restricted, and the parts of a series that is not published', () => {
    expect(index.search('restricted relays', 'en').products).toEqual([])
    expect(index.search('relés restringidos', 'es').products).toEqual([])
    expect(index.search('XDRAFT', 'en')).toMatchObject({ parts: [], totals: { parts: 0 } })
  })

  it('puts the series of the parts found first among the products', () => {
    const result = index.search('wd1x', 'es')
    expect(result.products.map((p) => p.id)).toEqual(['s-wd'])
    expect(result.products[0]).toMatchObject({ collection: 'products', title: 'Canaleta ranurada', href: '/es/productos/s-wd' })
    expect(result.totals.products).toBe(1)
    // Found by its code's word as well: listed once.
    expect(index.search('ct09', 'en').products.map((p) => p.id)).toEqual(['s-ct'])
  })

  it('does not look up parts for a query without letters or digits', () => {
    expect(index.search('- / -', 'en').parts).toEqual([])
  })
})

describe('titles and text in the language', () => {
  it('tolerates a typo: "contacter" finds the contactors', () => {
    const { products } = index.search('contacter', 'en')
    expect(products.map((p) => p.title)).toContain('Definite-purpose contactors')
    expect(products.map((p) => p.title)).toContain('Contactors and control relays')
  })

  it('matches by word prefix', () => {
    expect(index.search('pilo', 'en').content.map((c) => c.title)).toEqual(['Choosing a pilot light'])
  })

  it("finds body text in the site's language only, titles and summaries in either, answered in the site's", () => {
    expect(index.search('canaleta', 'es').products.map((p) => p.href)).toEqual(['/es/productos/s-wd'])
    // A buyer on the English site who types the Spanish title: the English page.
    expect(index.search('canaleta', 'en').products.map((p) => p.href)).toEqual(['/products/s-wd'])
    expect(index.search('slotted', 'es').products.map((p) => p.title)).toEqual(['Canaleta ranurada'])
    // Body text stays in its language.
    expect(index.search('enviamos', 'es').content.map((c) => c.href)).toEqual(['/es/acerca-de'])
    expect(index.search('enviamos', 'en').content).toEqual([])
  })

  it('ignores accents: "tension" finds "tensión", "reles" finds "relés"', () => {
    expect(index.search('tension', 'es').content.map((c) => c.id)).toEqual(['a1'])
    expect(index.search('reles de control', 'es').products.map((c) => c.id)).toEqual(['c1'])
  })

  it('ranks a title match above a text match', () => {
    const { content } = index.search('pittsburgh about', 'en')
    expect(content[0].id).toBe('p1')
    const products = index.search('contactors', 'en').products.map((p) => p.id)
    expect(products).toEqual(['s-ct', 'c1'])
  })

  it("finds a series by its code's words", () => {
    expect(index.search('ct09', 'en').products.map((p) => p.id)).toEqual(['s-ct'])
  })

  it('falls back to any word when not every word matches', () => {
    expect(index.search('pilot zzzzqqq', 'en').content.map((c) => c.id)).toEqual(['a1'])
  })
})

describe('groups and limits', () => {
  const many: DocRecord[] = Array.from({ length: 70 }, (_, i) => ({
    id: `r${i}`,
    collection: i % 2 ? 'resources' : 'industries',
    group: 'content',
    locales: {
      en: { title: `Relay guide ${i}`, href: `/resource/r${i}` },
      es: { title: `Guía de relés ${i}`, href: `/es/documento/r${i}` },
    },
  }))
  const manyParts: PartRecord[] = Array.from({ length: 120 }, (_, i) => ({
    pn: `GR-${String(i).padStart(3, '0')}`,
    seriesId: 's-gr',
  }))
  const big = buildSearchIndex({
    parts: manyParts,
    prefixes: [],
    docs: [...many, series('s-gr', 'Relay sockets', 'Bases de relés')],
  })

  it('answers 8 per group by default, at most 50, with the totals before the limit', () => {
    const result = big.search('relay', 'en')
    expect(result.content).toHaveLength(8)
    expect(result.products).toHaveLength(1)
    expect(result.totals).toEqual({ parts: 0, products: 1, content: 70 })
    expect(big.search('relay', 'en', { limit: 500 }).content).toHaveLength(50)
    expect(big.search('relay', 'en', { limit: 0 }).content).toHaveLength(1)
    expect(big.search('gr', 'en', { limit: 20 }).parts.map((p) => p.pn)).toEqual(manyParts.slice(0, 20).map((p) => p.pn))
    expect(big.search('gr', 'en').totals.parts).toBe(120)
  })

  it('leaves out single letters beside longer words', () => {
    // Alone, "g" finds the guides by prefix; beside "xq" it would make every g-word a match.
    expect(big.search('g', 'en').totals.content).toBe(70)
    expect(big.search('xq-g', 'en').totals).toEqual({ parts: 0, products: 0, content: 0 })
  })

  it('puts series and categories under products, everything else under content', () => {
    const result = index.search('contactors', 'en')
    expect(result.products.map((p) => p.collection).sort()).toEqual(['categories', 'products'])
    expect(result.content).toEqual([])
    expect(index.search('about', 'en').content[0].collection).toBe('pages')
  })

  it('answers nothing to an empty query', () => {
    expect(index.search('   ', 'en')).toEqual({
      parts: [],
      products: [],
      content: [],
      totals: { parts: 0, products: 0, content: 0 },
      didYouMean: null,
    })
  })
})

describe('rich text', () => {
  it('reads the text nodes of a Lexical value', () => {
    const value = {
      root: {
        children: [
          { type: 'heading', children: [{ type: 'text', text: 'Features' }] },
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'NEMA 4X, ' },
              { type: 'text', text: 'IP66.' },
            ],
          },
        ],
      },
    }
    expect(richTextToPlain(value)).toBe('Features\nNEMA 4X, IP66.')
    expect(richTextToPlain(null)).toBe('')
  })
})
