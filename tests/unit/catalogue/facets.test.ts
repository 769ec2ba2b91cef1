import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { facetCounts, filterItems, matchesFilters, pageWindow, paginate, sortSeries } from '@/lib/catalogue/facets'

type Item = { id: string; title: string; series: string | null; fromCents: number | null; facets: Record<string, string[]> }

const series: Item[] = [
  {
    id: 'pl',
    title: 'Pilot lights',
    series: 'SY22-PL',
    fromCents: 1341,
    facets: { color: ['red', 'green', 'blue'], voltage: ['24-v', '120-v'] },
  },
  { id: 'pb', title: 'push buttons', series: 'SY22-PB', fromCents: 1299, facets: { color: ['red', 'green'], operator: ['momentary'] } },
  { id: 'ct', title: 'Contactors', series: 'SY-CT', fromCents: null, facets: { voltage: ['120-v', '240-v'] } },
  { id: 'wd', title: 'Wire duct', series: null, fromCents: 940, facets: { color: ['grey'] } },
]
const ids = (items: { id: string }[]) => items.map((i) => i.id)

describe('filterItems', () => {
  it('keeps everything without filters', () => {
    expect(ids(filterItems(series, {}))).toEqual(['pl', 'pb', 'ct', 'wd'])
  })

  it('matches any selected value within a key and every filtered key', () => {
    expect(ids(filterItems(series, { color: ['blue', 'grey'] }))).toEqual(['pl', 'wd'])
    expect(ids(filterItems(series, { color: ['red'], voltage: ['120-v'] }))).toEqual(['pl'])
    expect(ids(filterItems(series, { operator: ['momentary'], voltage: ['24-v'] }))).toEqual([])
  })

  it('treats an empty selection as no filter', () => {
    expect(ids(filterItems(series, { color: [] }))).toEqual(['pl', 'pb', 'ct', 'wd'])
  })
})

describe('facetCounts', () => {
  it('counts every value over all items without filters', () => {
    expect(facetCounts(series, {}, ['color', 'voltage'])).toEqual({
      color: { red: 2, green: 2, blue: 1, grey: 1 },
      voltage: { '24-v': 1, '120-v': 2, '240-v': 1 },
    })
  })

  it("counts a key's values under the other keys' filters only", () => {
    const counts = facetCounts(series, { color: ['red'], voltage: ['240-v'] }, ['color', 'voltage', 'operator'])
    // color counts see voltage=240-v only: just the contactors, which have no colour.
    expect(counts.color).toEqual({})
    // voltage counts see color=red only: pilot lights and push buttons.
    expect(counts.voltage).toEqual({ '24-v': 1, '120-v': 1 })
    // operator counts see both filters: nothing passes.
    expect(counts.operator).toEqual({})
  })

  it('agrees with filtering by hand (property)', () => {
    const values = ['a', 'b', 'c']
    const item = fc.record({ facets: fc.record({ x: fc.subarray(values), y: fc.subarray(values) }) })
    const filters = fc.record({ x: fc.subarray(values), y: fc.subarray(values) })
    fc.assert(
      fc.property(fc.array(item, { maxLength: 20 }), filters, (items, f) => {
        const counts = facetCounts(items, f, ['x', 'y'])
        for (const key of ['x', 'y'] as const) {
          for (const v of values) {
            const expected = items.filter((i) => matchesFilters(i, { ...f, [key]: [v] })).length
            expect(counts[key][v] ?? 0).toBe(expected)
          }
        }
      }),
    )
  })
})

describe('sortSeries', () => {
  it('sorts by name ignoring case', () => {
    expect(ids(sortSeries(series, 'name', 'en'))).toEqual(['ct', 'pl', 'pb', 'wd'])
  })

  it('sorts by series code with numbers in order, series without a code last', () => {
    const items = [
      { id: 'a', title: 'A', series: 'SY-100', fromCents: 1 },
      { id: 'b', title: 'B', series: 'SY-20', fromCents: 1 },
      { id: 'c', title: 'C', series: null, fromCents: 1 },
    ]
    expect(ids(sortSeries(items, 'series', 'en'))).toEqual(['b', 'a', 'c'])
  })

  it('sorts by price either way, call-for-price series last both times', () => {
    expect(ids(sortSeries(series, 'price-asc', 'en'))).toEqual(['wd', 'pb', 'pl', 'ct'])
    expect(ids(sortSeries(series, 'price-desc', 'en'))).toEqual(['pl', 'pb', 'wd', 'ct'])
  })

  it('breaks price ties by name and leaves its input alone', () => {
    const items = [
      { id: 'b', title: 'Beta', series: null, fromCents: 500 },
      { id: 'a', title: 'Alpha', series: null, fromCents: 500 },
    ]
    expect(ids(sortSeries(items, 'price-asc', 'en'))).toEqual(['a', 'b'])
    expect(ids(items)).toEqual(['b', 'a'])
  })

  it('sorts names with the page language’s collation', () => {
    const items = [
      { id: 'z', title: 'Zócalo', series: null, fromCents: null },
      { id: 'o', title: 'Óptico', series: null, fromCents: null },
      { id: 'n', title: 'Ñandú', series: null, fromCents: null },
      { id: 'm', title: 'Motor', series: null, fromCents: null },
    ]
    expect(ids(sortSeries(items, 'name', 'es'))).toEqual(['m', 'n', 'o', 'z'])
  })
})

describe('paginate', () => {
  const items = Array.from({ length: 50 }, (_, i) => i + 1)

  it('cuts pages of the given size with 1-based positions', () => {
    expect(paginate(items, 1, 24)).toMatchObject({ page: 1, pageCount: 3, total: 50, from: 1, to: 24 })
    expect(paginate(items, 3, 24)).toMatchObject({ items: [49, 50], page: 3, from: 49, to: 50 })
  })

  it('clamps a page past the end to the last, and a bad page to the first', () => {
    expect(paginate(items, 99, 24).page).toBe(3)
    expect(paginate(items, 0, 24).page).toBe(1)
    expect(paginate(items, Number.NaN, 24).page).toBe(1)
  })

  it('has one empty page for no items', () => {
    expect(paginate([], 2, 24)).toEqual({ items: [], page: 1, pageCount: 1, total: 0, from: 0, to: 0 })
  })

  it('shows every item exactly once across its pages (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 1, max: 30 }), (n, per) => {
        const list = Array.from({ length: n }, (_, i) => i)
        const first = paginate(list, 1, per)
        const all = Array.from({ length: first.pageCount }, (_, p) => paginate(list, p + 1, per).items).flat()
        expect(all).toEqual(list)
      }),
    )
  })
})

describe('pageWindow', () => {
  it('links the first, the last and the neighbours of the current page', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(2, 3)).toEqual([1, 2, 3])
    expect(pageWindow(6, 12)).toEqual([1, null, 5, 6, 7, null, 12])
    expect(pageWindow(1, 12)).toEqual([1, 2, null, 12])
  })
})
