import { describe, expect, it } from 'vitest'

import { parseListQuery } from '@/lib/catalogue/query'
import { canonicalViewQuery, decodeView, encodeView, viewRewrite } from '@/lib/catalogue/view'

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
