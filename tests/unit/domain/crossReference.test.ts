import { describe, expect, it } from 'vitest'

import { byMatch, crossKey, followSupersessions, supersessionCycle, supersessionMap, type MatchLevel } from '@/domain'

describe('crossKey: a part number without case, spaces, dashes, dots and slashes', () => {
  it.each([
    ['XB4-BA31', 'XB4BA31'],
    ['xb4ba31', 'XB4BA31'],
    ['XB4 BA31', 'XB4BA31'],
    [' 800F-PN2G.1 ', '800FPN2G1'],
    ['3SU1/100-0AB20-0AA0', '3SU11000AB200AA0'],
    ['M22\u2013D\u2014G', 'M22DG'],
    ['', ''],
  ])('%s reads %s', (typed, key) => expect(crossKey(typed)).toBe(key))

  it('keeps what is not a separator (a plus, a letter with an accent)', () => {
    expect(crossKey('M22-K10+')).toBe('M22K10+')
  })
})

describe('byMatch: the closest match first, then brand and number', () => {
  it('orders exact, functional, partial whatever the brand', () => {
    const rows: { match: MatchLevel; brand: string; competitorPn: string }[] = [
      { match: 'partial', brand: 'ABB', competitorPn: 'A' },
      { match: 'functional', brand: 'Eaton', competitorPn: 'B' },
      { match: 'exact', brand: 'Siemens', competitorPn: 'C' },
      { match: 'functional', brand: 'Allen-Bradley', competitorPn: 'D' },
    ]
    expect(rows.sort(byMatch).map((r) => r.competitorPn)).toEqual(['C', 'D', 'B', 'A'])
  })
})

describe('supersessions: the chain to the part sold today', () => {
  const chain = [
    { oldPn: 'PB-100', replacementPn: 'PB-200', since: '2019-01-01' },
    { oldPn: 'pb 200', replacementPn: 'PB22-XG1', since: '2023-06-01' },
  ]

  it('follows every step, comparing numbers in their normal form', () => {
    const path = followSupersessions(supersessionMap(chain), 'pb100')
    expect(path).toEqual({ pn: 'PB22-XG1', steps: chain })
  })

  it('answers a number never replaced as itself', () => {
    expect(followSupersessions(supersessionMap(chain), 'PB22-XG1')).toEqual({ pn: 'PB22-XG1', steps: [] })
  })

  it('finds no cycle in a chain that ends', () => {
    expect(supersessionCycle(chain)).toBeNull()
  })

  it('refuses a cycle, naming its numbers', () => {
    const cycle = [...chain, { oldPn: 'PB22-XG1', replacementPn: 'PB-100' }]
    expect(supersessionCycle(cycle)).toEqual(['PB-100', 'pb 200', 'PB22-XG1', 'PB-100'])
  })

  it('refuses a number replacing itself', () => {
    expect(supersessionCycle([{ oldPn: 'A-1', replacementPn: 'a1' }])).toEqual(['A-1', 'a1'])
  })
})
