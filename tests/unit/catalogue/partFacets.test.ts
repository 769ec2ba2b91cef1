import { describe, expect, it } from 'vitest'

import { facetCounts, filterItems } from '@/lib/catalogue/facets'
import { matchParts, partFacetCounts, profileBuilder, type ProfiledSeries } from '@/lib/catalogue/partFacets'

/** A series from its parts: [values, price in cents or null]. */
function series(parts: [Record<string, string>, number | null][]): ProfiledSeries {
  const builder = profileBuilder()
  const sets: Record<string, Set<string>> = {}
  for (const [values, price] of parts) {
    builder.add(values, price)
    for (const [k, v] of Object.entries(values)) (sets[k] ??= new Set()).add(v)
  }
  const facets = Object.fromEntries(Object.entries(sets).map(([k, s]) => [k, [...s].sort()]))
  return { facets, profiles: builder.finish(facets) }
}

// Terminal blocks: red and grey 2.5 mm², grey 4 mm², one green 4 mm² with no price.
const blocks = series([
  [{ color: 'red', size: '2-5' }, 57],
  [{ color: 'red', size: '2-5' }, 61],
  [{ color: 'grey', size: '2-5' }, 55],
  [{ color: 'grey', size: '4' }, 75],
  [{ color: 'green', size: '4' }, null],
])
const duct = series([
  [{ color: 'grey', size: '1x2' }, 940],
  [{ color: 'white', size: '1x2' }, 990],
])

describe('matchParts', () => {
  it('counts every part and the lowest price without filters', () => {
    expect(matchParts(blocks, {})).toEqual({ parts: 5, fromCents: 55 })
  })
  it('counts only the parts that pass every filter, and prices from them', () => {
    expect(matchParts(blocks, { color: ['red'] })).toEqual({ parts: 2, fromCents: 57 })
    expect(matchParts(blocks, { size: ['4'] })).toEqual({ parts: 2, fromCents: 75 })
    expect(matchParts(blocks, { color: ['red', 'grey'], size: ['4'] })).toEqual({ parts: 1, fromCents: 75 })
  })
  it('finds no part where the series has each value but no part has both', () => {
    expect(matchParts(blocks, { color: ['red'], size: ['4'] })).toEqual({ parts: 0, fromCents: null })
    // The series-level filter would have kept it: that is what the cards used to say.
    expect(filterItems([blocks], { color: ['red'], size: ['4'] })).toHaveLength(1)
  })
  it('has no price when only unpriced parts match', () => {
    expect(matchParts(blocks, { color: ['green'] })).toEqual({ parts: 1, fromCents: null })
  })
  it('matches nothing on a key its parts do not have', () => {
    expect(matchParts(blocks, { voltage: ['24-v'] })).toEqual({ parts: 0, fromCents: null })
  })
})

describe('partFacetCounts', () => {
  it('equals the series-level counts without filters', () => {
    expect(partFacetCounts([blocks, duct], {}, ['color', 'size'])).toEqual(facetCounts([blocks, duct], {}, ['color', 'size']))
  })
  it('counts a value only where a part has it together with the other keys’ selection', () => {
    const counts = partFacetCounts([blocks, duct], { color: ['red'] }, ['color', 'size'])
    // Size values given red: only 2.5 mm² (no red 4 mm² block, no red duct).
    expect(counts.size).toEqual({ '2-5': 1 })
    // Colour counts ignore the colour filter itself.
    expect(counts.color).toEqual({ red: 1, grey: 2, green: 1, white: 1 })
  })
})
