import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  DEFAULT_SORT,
  hasFilters,
  parseListQuery,
  serializeListQuery,
  toggleFilter,
  withoutFilters,
  withPage,
  withSort,
  type ListQuery,
} from '@/lib/catalogue/query'

const known = { color: ['red', 'green', 'blue'], voltage: ['24-v-dc', '120-v-ac'], amps: ['20-a'] }

describe('parseListQuery', () => {
  it('reads the default view from an empty query', () => {
    expect(parseListQuery({}, known)).toEqual({ filters: {}, sort: 'name', page: 1 })
  })

  it('reads repeated and comma-separated values, sorted and without duplicates', () => {
    expect(parseListQuery({ color: ['red', 'blue,red'], voltage: '24-v-dc' }, known).filters).toEqual({
      color: ['blue', 'red'],
      voltage: ['24-v-dc'],
    })
  })

  it('drops unknown keys and values, empty values and anything that is not a slug', () => {
    const q = parseListQuery({ color: ['', 'purple', 'RED', '<script>'], shape: 'round', voltage: '' }, known)
    expect(q.filters).toEqual({ color: ['red'] })
  })

  it('takes a known sort and a positive page, and falls back otherwise', () => {
    expect(parseListQuery({ sort: 'price-desc', page: '3' }, known)).toMatchObject({ sort: 'price-desc', page: 3 })
    for (const page of ['0', '-1', '1.5', 'x', '9999999', '']) expect(parseListQuery({ page }, known).page).toBe(1)
    expect(parseListQuery({ sort: 'price' }, known).sort).toBe(DEFAULT_SORT)
    expect(parseListQuery({ sort: ['series', 'name'] }, known).sort).toBe('series')
  })

  it('never takes sort or page as attribute filters', () => {
    expect(parseListQuery({ sort: 'series', page: '2' }, { ...known, sort: ['series'], page: ['2'] }).filters).toEqual({})
  })
})

describe('serializeListQuery', () => {
  it('leaves the defaults out, so the plain list has no query', () => {
    expect(serializeListQuery({ filters: {}, sort: 'name', page: 1 })).toBe('')
    expect(serializeListQuery({})).toBe('')
  })

  it('writes keys and values in a stable order', () => {
    expect(serializeListQuery({ filters: { voltage: ['24-v-dc'], color: ['red', 'blue'] }, sort: 'price-asc', page: 2 })).toBe(
      '?color=blue&color=red&voltage=24-v-dc&sort=price-asc&page=2',
    )
  })

  it('round-trips through parseListQuery', () => {
    const view = fc.record({
      filters: fc.record({ color: fc.subarray(known.color), voltage: fc.subarray(known.voltage) }, { requiredKeys: [] }),
      sort: fc.constantFrom('name', 'series', 'price-asc', 'price-desc' as const),
      page: fc.integer({ min: 1, max: 500 }),
    })
    fc.assert(
      fc.property(view, (v) => {
        const filters = Object.fromEntries(
          Object.entries(v.filters)
            .filter(([, vs]) => vs && vs.length)
            .map(([k, vs]) => [k, [...vs!].sort()]),
        )
        const query: ListQuery = { filters, sort: v.sort as ListQuery['sort'], page: v.page }
        const params = Object.fromEntries(
          [...new URLSearchParams(serializeListQuery(query)).keys()].map((k) => [
            k,
            new URLSearchParams(serializeListQuery(query)).getAll(k),
          ]),
        )
        expect(parseListQuery(params, known)).toEqual(query)
      }),
    )
  })
})

describe('view changes', () => {
  const base: ListQuery = { filters: { color: ['red'] }, sort: 'series', page: 4 }

  it('toggles a value on and off, back to the first page', () => {
    expect(toggleFilter(base, 'color', 'blue')).toEqual({ filters: { color: ['blue', 'red'] }, sort: 'series', page: 1 })
    expect(toggleFilter(base, 'color', 'red')).toEqual({ filters: {}, sort: 'series', page: 1 })
    expect(toggleFilter(base, 'voltage', '24-v-dc').filters).toEqual({ color: ['red'], voltage: ['24-v-dc'] })
  })

  it('does not change the view it is given', () => {
    toggleFilter(base, 'color', 'blue')
    expect(base).toEqual({ filters: { color: ['red'] }, sort: 'series', page: 4 })
  })

  it('sorts from the first page, pages keep the rest, clearing keeps the sort', () => {
    expect(withSort(base, 'price-asc')).toEqual({ ...base, sort: 'price-asc', page: 1 })
    expect(withPage(base, 2)).toEqual({ ...base, page: 2 })
    expect(withoutFilters(base)).toEqual({ filters: {}, sort: 'series', page: 1 })
    expect(hasFilters(base)).toBe(true)
    expect(hasFilters(withoutFilters(base))).toBe(false)
  })
})
