import { describe, expect, it } from 'vitest'

import { externalPathOf } from '@/lib/content/routes'

describe('externalPathOf', () => {
  it('writes internal paths the way the browser shows them', () => {
    expect(externalPathOf('/es/article/no-escrito')).toBe('/es/articulo/no-escrito')
    expect(externalPathOf('/es/products/a/b')).toBe('/es/productos/a/b')
    expect(externalPathOf('/en/no-such-page/at-all')).toBe('/no-such-page/at-all')
    expect(externalPathOf('/es/no-existe')).toBe('/es/no-existe')
    expect(externalPathOf('/en')).toBe('/')
    expect(externalPathOf('/es')).toBe('/es')
  })

  it('leaves external paths as they are, so server and browser agree', () => {
    for (const p of ['/es/articulo/no-escrito', '/no-such-page/at-all', '/es/no-existe', '/article/x', '/es/productos/a/b']) {
      expect(externalPathOf(p)).toBe(p)
    }
  })
})
