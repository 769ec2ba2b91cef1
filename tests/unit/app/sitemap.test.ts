import { describe, expect, it } from 'vitest'

import { storefrontCsp } from '@/lib/platform/security/server/csp'
import { alternatesFor } from '@/lib/content/seo'
import { renderSitemap } from '@/lib/content/server/sitemap'

describe('sitemap', () => {
  const entries = [
    { paths: { en: '/', es: '/es' } },
    { paths: { en: '/article/a&b', es: '/es/articulo/a-y-b' }, lastModified: '2026-11-01T00:00:00.000Z' },
    { paths: { en: '/only-english' } },
  ]

  it('lists the pages of one locale with alternates to each locale, escaped', () => {
    const xml = renderSitemap(entries, 'es', 'https://shop.example')
    expect(xml).toContain('<loc>https://shop.example/es/articulo/a-y-b</loc>')
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://shop.example/article/a&amp;b"/>')
    expect(xml).toContain('<lastmod>2026-11-01T00:00:00.000Z</lastmod>')
    expect(xml).not.toContain('only-english')
    expect(xml.match(/<url>/g)).toHaveLength(2)
  })
})

describe('page alternates', () => {
  it('gives the canonical of the current locale and x-default English', () => {
    expect(alternatesFor({ en: '/a', es: '/es/b' }, 'es')).toEqual({
      canonical: '/es/b',
      languages: { en: '/a', es: '/es/b', 'x-default': '/a' },
    })
  })
})

describe('content security policy', () => {
  it('allows scripts only with the nonce, and no eval outside development', () => {
    const csp = storefrontCsp('abc', false)
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'")
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(storefrontCsp('abc', true)).toContain("'unsafe-eval'")
  })
})
