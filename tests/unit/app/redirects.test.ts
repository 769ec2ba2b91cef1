import { describe, expect, it } from 'vitest'

import { normalizeRedirectPath, validateRedirectFrom, validateRedirectTo } from '@/lib/content/redirects'
import { slugify, validateSlug } from '@/lib/catalogue/slug'

describe('redirect rules', () => {
  it.each(['/old', '/es/catalogo-antiguo', '/a/b/c'])('accepts %s as a path to redirect', (p) => {
    expect(validateRedirectFrom(p)).toBe(true)
  })
  it.each(['old', '//evil.example', '/a b', '/x?y=1', '/admin', '/api/users', '/_next/static/x'])('refuses %s', (p) => {
    expect(validateRedirectFrom(p)).not.toBe(true)
  })
  it.each(['/products', 'https://example.com/x'])('accepts %s as a target', (p) => {
    expect(validateRedirectTo(p)).toBe(true)
  })
  it.each(['javascript:alert(1)', '//evil.example', 'example.com', 'ftp://x', 'http://example.com', '/\t/evil.example'])(
    'refuses %s as a target',
    (p) => {
      expect(validateRedirectTo(p)).not.toBe(true)
    },
  )
  it('ignores a trailing slash', () => {
    expect(normalizeRedirectPath('/old/')).toBe('/old')
    expect(normalizeRedirectPath('/')).toBe('/')
  })
})

describe('slugs', () => {
  it('makes ASCII slugs from Spanish titles', () => {
    expect(slugify('Relés de Tiempo: Guía Rápida')).toBe('reles-de-tiempo-guia-rapida')
  })
  it('allows several segments only where asked', () => {
    expect(validateSlug('pilot-lights/22mm', true)).toBe(true)
    expect(validateSlug('pilot-lights/22mm', false)).not.toBe(true)
    expect(validateSlug('Bad Slug', false)).not.toBe(true)
    expect(validateSlug('', false)).not.toBe(true)
    expect(validateSlug('a//b', true)).not.toBe(true)
  })
})
