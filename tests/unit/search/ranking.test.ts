import { beforeAll, describe, expect, it } from 'vitest'

import type { Locale } from '@/i18n/locales'
import type { SearchIndex } from '@/lib/search/server/searchIndex'

import { buildDemoSearchIndex } from './demoIndex'
import ranking from './ranking.json'

/*
 * The search's ranking set (issue 27): what buyers type on the demo catalogue and what must
 * come first. `part` is the first part's number (a regular expression, whole), `product` a
 * words of the first product's title (case aside), `didYouMean` the part number offered (null:
 * none), `noParts` no part at all. Every query of the issue is here.
 */
type Case = { q: string; locale: Locale; part?: string; product?: string; didYouMean?: string | null; noParts?: boolean; why?: string }

const cases = ranking as Case[]
let index: SearchIndex

beforeAll(async () => {
  index = await buildDemoSearchIndex()
}, 120_000)

describe('the search ranking set', () => {
  it('holds at least 60 queries in both languages', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60)
    expect(new Set(cases.map((c) => c.locale))).toEqual(new Set(['en', 'es']))
  })

  it.each(cases.map((c) => [`${c.locale} ${JSON.stringify(c.q)}`, c] as const))('%s', (_, c) => {
    const r = index.search(c.q, c.locale)
    const seen = { part: r.parts[0]?.pn ?? null, product: r.products[0]?.title ?? null, didYouMean: r.didYouMean }
    if (c.part !== undefined) expect(seen.part ?? '', JSON.stringify(seen)).toMatch(new RegExp(`^(?:${c.part})$`))
    if (c.product !== undefined) expect((seen.product ?? '').toLowerCase(), JSON.stringify(seen)).toContain(c.product.toLowerCase())
    if (c.didYouMean !== undefined) expect(seen.didYouMean, JSON.stringify(seen)).toBe(c.didYouMean)
    if (c.noParts) expect(r.parts, JSON.stringify(seen)).toEqual([])
  })
})
