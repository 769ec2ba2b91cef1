import { describe, expect, it } from 'vitest'

import { matchParts, partFacetCounts, profileBuilder, type ProfiledSeries } from '@/lib/catalogue/partFacets'
import { withStock, type ListStock } from '@/lib/catalogue/stockFacets'

/** A series from its parts: [part number, values, price in cents or null], named in the digest as the catalogue builds it. */
function series(parts: [string, Record<string, string>, number | null][]): ProfiledSeries {
  const builder = profileBuilder()
  const sets: Record<string, Set<string>> = {}
  for (const [pn, values, price] of parts) {
    builder.add(values, price, pn)
    for (const [k, v] of Object.entries(values)) (sets[k] ??= new Set()).add(v)
  }
  const facets = Object.fromEntries(Object.entries(sets).map(([k, s]) => [k, [...s].sort()]))
  return { facets, profiles: builder.finish(facets) }
}

// Pilot lights: two red (one cheap, out of stock), a green in stock that ships today, a blue in stock after the cutoff.
const lights = series([
  ['PL-R1', { color: 'red' }, 300],
  ['PL-R2', { color: 'red' }, 450],
  ['PL-G1', { color: 'green' }, 500],
  ['PL-B1', { color: 'blue' }, 700],
])
const relays = series([['RL-24', { color: 'grey' }, 1200]])
const stock: ListStock = { inStock: new Set(['PL-R2', 'PL-G1', 'PL-B1']), shipsToday: new Set(['PL-R2', 'PL-G1']) }

describe('the stock filters of the product list', () => {
  const stocked = withStock(lights, stock)

  it('offers "in stock" and "ships today" on a series with such a part', () => {
    expect(stocked.facets).toMatchObject({ stock: ['in-stock'], ships: ['today'] })
    expect(withStock(relays, stock).facets).toEqual({ color: ['grey'] })
  })

  it('counts and prices only the parts in stock (the cheapest red part is not)', () => {
    expect(matchParts(stocked, {})).toEqual({ parts: 4, fromCents: 300 })
    expect(matchParts(stocked, { stock: ['in-stock'] })).toEqual({ parts: 3, fromCents: 450 })
    expect(matchParts(stocked, { ships: ['today'] })).toEqual({ parts: 2, fromCents: 450 })
  })

  it('matches part by part with the attributes: no blue part ships today', () => {
    expect(matchParts(stocked, { color: ['blue'], stock: ['in-stock'] })).toEqual({ parts: 1, fromCents: 700 })
    expect(matchParts(stocked, { color: ['blue'], ships: ['today'] })).toEqual({ parts: 0, fromCents: null })
  })

  it('counts series for each filter given the others', () => {
    const all = [stocked, withStock(relays, stock)]
    expect(partFacetCounts(all, {}, ['stock', 'ships', 'color'])).toEqual({
      stock: { 'in-stock': 1 },
      ships: { today: 1 },
      color: { red: 1, green: 1, blue: 1, grey: 1 },
    })
    expect(partFacetCounts(all, { color: ['blue'] }, ['stock', 'ships'])).toEqual({ stock: { 'in-stock': 1 }, ships: {} })
    expect(partFacetCounts(all, { ships: ['today'] }, ['color'])).toEqual({ color: { red: 1, green: 1 } })
  })

  it('reads part numbers as the stock does: trimmed, upper case', () => {
    const lower = series([['pl-x1 ', { color: 'red' }, 100]])
    expect(withStock(lower, { inStock: new Set(['PL-X1']), shipsToday: new Set() }).facets).toMatchObject({ stock: ['in-stock'] })
  })

  it('splits once: a series already split, or whose digest names no parts, stays as it is', () => {
    expect(withStock(stocked, { inStock: new Set(), shipsToday: new Set() })).toBe(stocked)
    const unnamed: ProfiledSeries = { facets: { color: ['red'] }, profiles: { keys: ['color'], rows: [[2, 100, 0]] } }
    expect(withStock(unnamed, stock)).toBe(unnamed)
  })
})
