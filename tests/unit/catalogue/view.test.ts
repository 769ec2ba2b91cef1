import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { parseListQuery, serializeListQuery, SORTS } from '@/lib/catalogue/query'
import { canonicalViewQuery, decodeView, encodeView, viewRewrite } from '@/lib/catalogue/view'
import { VIEW_SORTS } from '@/lib/catalogue/viewQuery.mjs'

const canon = (q: string) => canonicalViewQuery(new URLSearchParams(q))

describe('canonical list view query', () => {
  it('sorts keys and values, drops duplicates and defaults', () => {
    expect(canon('sort=price-asc&color=red&color=blue&color=red&page=1')).toBe('color=blue&color=red&sort=price-asc')
    expect(canon('color=blue,red')).toBe(canon('color=red&color=blue'))
    expect(canon('sort=name&page=1')).toBe('')
    expect(canon('page=3')).toBe('page=3')
  })

  it('drops what is not a view: tracking and Next parameters, malformed keys and values', () => {
    expect(canon('utm_source=mail&_rsc=abc&gclid=1&color=RED')).toBe('color=red')
    expect(canon('sort=drop-table&page=-1&page=x&<script>=1&color=a b')).toBe('')
    expect(canon(`${'k'.repeat(41)}=x`)).toBe('')
  })

  it('bounds the number of values, so the variants of one list stay countable', () => {
    const many = Array.from({ length: 40 }, (_, i) => `v${i}=x`).join('&')
    expect(canon(many).split('&')).toHaveLength(12)
    const values = Array.from({ length: 40 }, (_, i) => `color=c${i}`).join('&')
    expect(canon(values).split('&')).toHaveLength(24)
  })

  it('round-trips through the path segment into the page query', () => {
    const q = canon('size=1x2&color=red&color=blue&sort=price-desc&page=2')
    const segment = encodeView(q)
    expect(segment).toMatch(/^[A-Za-z0-9_-]+$/)
    const parsed = parseListQuery(decodeView(segment), { color: ['red', 'blue'], size: ['1x2'] })
    expect(parsed).toEqual({ filters: { color: ['blue', 'red'], size: ['1x2'] }, sort: 'price-desc', page: 2 })
    expect(decodeView('not/a segment')).toEqual({})
    expect(decodeView(undefined)).toEqual({})
  })

  it('rewrites list paths only, and only with a view', () => {
    expect(viewRewrite('/en/products', 'color=red')).toBe(`/en/_list/${encodeView('color=red')}/products`)
    expect(viewRewrite('/es/category/contactores', 'page=2')).toBe(`/es/_list/${encodeView('page=2')}/category/contactores`)
    expect(viewRewrite('/en/products/22mm/pl22', 'color=red')).toBe(`/en/_list/${encodeView('color=red')}/products/22mm/pl22`)
    expect(viewRewrite('/en/products', '')).toBeNull()
    expect(viewRewrite('/en/article/x', 'color=red')).toBeNull()
    expect(viewRewrite('/en/about', 'color=red')).toBeNull()
  })
})

// Found by the fuzz: /es/productos/estaciones-de-control/cs22?constructor=OEM answered 500.
describe('a view whose query names a property of Object', () => {
  it('reads constructor, __proto__ and toString as keys like any other', () => {
    const view = decodeView(encodeView('constructor=OEM&__proto__=x&toString=1&color=red&color=blue'))
    expect(Object.keys(view).sort()).toEqual(['__proto__', 'color', 'constructor', 'toString'])
    expect(view.constructor).toEqual(['OEM'])
    expect(view.color).toEqual(['red', 'blue'])
    expect(parseListQuery(view, { color: ['red', 'blue'] }).filters).toEqual({ color: ['blue', 'red'] })
  })
})

// Issue 23, 6c: a query of unknown keys or values made a cached page of its own per spelling.
describe('the canonical query with the keys the list pages read', () => {
  const known = new Map([
    ['color', new Set(['red', 'blue'])],
    ['voltage', new Set(['24-v-dc'])],
  ])
  const canonKnown = (q: string) => canonicalViewQuery(new URLSearchParams(q), known)

  it('keeps the known keys and values only, so every spelling of one view is one query', () => {
    expect(canonKnown('color=red&foo=bar')).toBe('color=red')
    expect(canonKnown('zz-top=1&color=red&color=green')).toBe('color=red')
    expect(canonKnown('color=nope&x1=1')).toBe('')
    expect(canonKnown('__proto__=x&constructor=y&toString=z')).toBe('')
    expect(canonKnown('voltage=24-V-DC&sort=series&page=2&utm_source=x')).toBe('voltage=24-v-dc&sort=series&page=2')
  })

  it('is the view the list page reads from its segment, whatever else the query holds', () => {
    const pageKnown = { color: ['red', 'blue'], voltage: ['24-v-dc'] }
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom('color', 'voltage', 'foo', 'sort', 'page', 'x-1', 'Color'),
            fc.constantFrom('red', 'blue', 'BLUE', 'nope', '24-v-dc', 'series', '2', 'red,blue', ''),
          ),
          { maxLength: 8 },
        ),
        (pairs) => {
          const query = new URLSearchParams(pairs)
          const canonical = canonKnown(query.toString())
          const page = parseListQuery(decodeView(encodeView(canonical)), pageKnown)
          expect(canonKnown(new URLSearchParams(serializeListQuery(page)).toString())).toBe(canonical)
        },
      ),
    )
  })

  it('agrees with the list pages on the sorts', () => {
    expect(VIEW_SORTS).toEqual([...SORTS])
  })
})
