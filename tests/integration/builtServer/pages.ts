import { describe, expect } from 'vitest'

import { base } from '../../e2e/helpers/admin'
import { catalogue, categoryPath, listPath, seriesPath } from '../../e2e/helpers/catalogue'
import { content, pathOf, type Lang } from '../../e2e/helpers/content'
import { inLang } from '../../e2e/helpers/pages'
import { both, test } from '../helpers/builtServer'

// What the pages and their headers carry, read as HTTP answers (browser tests until issue 24:
// each describe names the file it came from).

const lang = (name: string) => name as Lang
const other = (l: Lang): Lang => (l === 'en' ? 'es' : 'en')
const prefix = (l: string) => (l === 'es' ? '/es' : '')
const https = { 'X-Forwarded-Proto': 'https' }
type Crumbs = { itemListElement: { name: string; item: string; position: number }[] }

/** The JSON-LD blocks of a page's HTML, with the nonce each carries. */
function jsonLd(html: string) {
  return [...html.matchAll(/<script type="application\/ld\+json"([^>]*)>(.*?)<\/script>/gs)].map((m) => ({
    nonce: /nonce="([^"]+)"/.exec(m[1])?.[1],
    data: JSON.parse(m[2]) as Record<string, unknown> & { '@type': string },
  }))
}

export function pageChecks() {
  // From tests/e2e/hardening.e2e.ts (issue 11, item 8): HSTS and the CSP on every response of the
  // site (404s of paths with a dot, the APIs, files, assets, redirects and the admin included).
  describe('security headers on every response', () => {
    test(
      'HSTS and a CSP without framing, over https, whatever made the response',
      async ({ request }, info) => {
        const es = info.project.name === 'es'
        const paths = [
          es ? '/es/foo.php' : '/foo.php',
          es ? '/es/productos' : '/products',
          es ? '/es/no-existe' : '/no-such-page',
          es ? '/es/mi-cuenta/perfil' : '/my-account/profile',
          '/api/public/redirects',
          '/api/public/no-such-route',
          '/api/products',
          '/favicon.svg',
          '/robots.txt',
          '/_next/static/no-such-asset.js',
          '/admin',
          '/admin/no-such-screen.php',
        ]
        for (const path of paths) {
          const res = await request.get(path, { headers: https, maxRedirects: 0 })
          expect(res.status(), path).toBeLessThan(500)
          const h = res.headers()
          expect(h['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains')
          expect(h['content-security-policy'], path).toContain("frame-ancestors 'none'")
          expect(h['content-security-policy'], path).not.toContain('unsafe-eval')
        }
      },
      both,
    )

    test('no HSTS over plain http (a browser ignores it there, and a LAN shop may have no TLS)', async ({ request }) => {
      expect((await request.get('/foo.php')).headers()['strict-transport-security']).toBeUndefined()
      expect((await request.get('/api/public/redirects')).headers()['strict-transport-security']).toBeUndefined()
    })

    test('API answers keep a policy under which nothing runs', async ({ request }) => {
      const csp = (await request.get('/api/public/redirects')).headers()['content-security-policy']
      expect(csp).toContain("default-src 'none'")
      expect(csp).not.toContain('script-src')
    })
  })

  // From tests/e2e/layout.e2e.ts.
  describe('layout', () => {
    test(
      'every page carries the security headers',
      async ({ request }, info) => {
        const res = await request.get(`${prefix(info.project.name)}/products`.replace('/es/products', '/es/productos'))
        const h = res.headers()
        // A cached page: its own inline scripts by hash (tests/e2e/csp.e2e.ts covers every template).
        expect(h['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'/)
        expect(h['content-security-policy']).not.toContain('unsafe-eval')
        expect(h['content-security-policy']).toContain("frame-ancestors 'none'")
        expect(h['x-content-type-options']).toBe('nosniff')
        expect(h['referrer-policy']).toBeTruthy()
        expect(h['permissions-policy']).toBeTruthy()
        // No Critical-CH: it makes a first visit's navigation start over to send the hint.
        expect(h['critical-ch']).toBeUndefined()
        expect(h['accept-ch']).toBeUndefined()
      },
      both,
    )

    test("only the admin asks for the colour-scheme client hint (Payload's theme)", async ({ request }) => {
      const admin = await request.get('/admin/login', { maxRedirects: 0 })
      expect(admin.headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
    })

    test(
      'the sitemaps list each page with its alternate, and robots.txt points to both',
      async ({ request }, info) => {
        const l = info.project.name as Lang
        const xml = await (await request.get(l === 'en' ? '/sitemap.xml' : '/es/sitemap.xml')).text()
        expect(xml).toContain(`<loc>${base}${pathOf('articles', l)}</loc>`)
        expect(xml).toContain(`hreflang="${l === 'en' ? 'es' : 'en'}" href="${base}${pathOf('articles', l === 'en' ? 'es' : 'en')}"`)
        expect(xml).toContain(`<loc>${base}${pathOf('products', l)}</loc>`)
        const robots = await (await request.get('/robots.txt')).text()
        expect(robots).toContain(`Sitemap: ${base}/sitemap.xml`)
        expect(robots).toContain(`Sitemap: ${base}/es/sitemap.xml`)
      },
      both,
    )
  })

  // From tests/e2e/csp.e2e.ts.
  describe('Content-Security-Policy', () => {
    test(
      'cached pages carry script hashes and no nonce; dynamic pages a nonce',
      async ({ request }, info) => {
        const l = info.project.name as Lang
        for (const path of [listPath(l), seriesPath('relays', l), pathOf('articles', l)]) {
          await request.get(path) // the first request stores the page
          const csp = (await request.get(path)).headers()['content-security-policy']
          expect(csp, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/)
          expect(csp, path).not.toMatch(/nonce-|unsafe-inline'[^;]*script|unsafe-eval/)
        }
        const dynamic = (await request.get(inLang(l, '/cart', '/es/carrito'))).headers()['content-security-policy']
        expect(dynamic).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/)
        expect(dynamic).not.toContain('unsafe-eval')
      },
      both,
    )
  })

  // From tests/e2e/catalogue.e2e.ts (Spanish there; here both languages). The catalogue they read
  // is created once by the e2e set-up (tests/e2e/helpers/catalogue.ts).
  describe('series page', () => {
    test(
      'never sends restricted parts or attributes that are not public',
      async ({ request }, info) => {
        const l = lang(info.project.name)
        for (const path of [seriesPath('relays', l), `${seriesPath('relays', l)}?e2e_color=red`, categoryPath(l), listPath(l)]) {
          const html = await (await request.get(path)).text()
          expect(html, path).not.toContain(catalogue.hiddenPn)
          expect(html, path).not.toContain(catalogue.secretValue)
          expect(html, path).not.toContain(catalogue.titles.e2e_secret[l])
        }
        // A series whose every part is restricted is not a page for visitors.
        expect((await request.get(seriesPath('restricted', l))).status()).toBe(404)
      },
      both,
    )
  })

  describe('structured data and link previews', () => {
    test(
      'a series has Product and BreadcrumbList JSON-LD under the CSP nonce, and OpenGraph tags',
      async ({ request }, info) => {
        const l = lang(info.project.name)
        const res = await request.get(seriesPath('relays', l))
        const nonce = /'nonce-([^']+)'/.exec(res.headers()['content-security-policy'])?.[1]
        const html = await res.text()
        const blocks = jsonLd(html)
        expect(blocks.length).toBeGreaterThanOrEqual(2)
        for (const b of blocks) expect(b.nonce).toBe(nonce)

        const product = blocks.find((b) => b.data['@type'] === 'Product')?.data as unknown as Record<string, unknown> & { image: string[] }
        expect(product).toMatchObject({ name: catalogue.relays[l].title, sku: 'E2ER', url: base + seriesPath('relays', l), inLanguage: l })
        expect(product.offers).toMatchObject({
          price: '18.00',
          lowPrice: '18.00',
          highPrice: '27.00',
          offerCount: 2,
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
        })
        expect(product.image[0]).toMatch(new RegExp(`^${base}/api/media/file/e2e-relay.*\\.png$`))

        const crumbs = blocks.find((b) => b.data['@type'] === 'BreadcrumbList')?.data as unknown as Crumbs
        expect(crumbs.itemListElement.map((i: { name: string }) => i.name).slice(-2)).toEqual([
          catalogue.category[l].title,
          catalogue.relays[l].title,
        ])
        expect(crumbs.itemListElement.at(-1)?.item).toBe(base + seriesPath('relays', l))

        const meta = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1]
        expect(meta('og:title')).toBe(catalogue.relays[l].title)
        expect(meta('og:description')).toBe(catalogue.relays[l].summary)
        expect(meta('og:locale')).toBe(l === 'en' ? 'en_US' : 'es_US')
        expect(meta('og:locale:alternate')).toBe(l === 'en' ? 'es_US' : 'en_US')
        expect(meta('og:image')).toMatch(/\/api\/media\/file\/e2e-relay.*\.png$/)
        expect(html).toContain(`<link rel="canonical" href="${base}${seriesPath('relays', l)}"/>`)
        expect(html).toContain(`hrefLang="${other(l)}" href="${base}${seriesPath('relays', other(l))}"`)
      },
      both,
    )

    test(
      'a category has a BreadcrumbList; a filtered view is not indexed',
      async ({ request }, info) => {
        const l = lang(info.project.name)
        const html = await (await request.get(categoryPath(l))).text()
        const crumbs = jsonLd(html).find((b) => b.data['@type'] === 'BreadcrumbList')?.data as unknown as Crumbs
        expect(crumbs.itemListElement.at(-1)).toMatchObject({
          position: 3,
          name: catalogue.category[l].title,
          item: base + categoryPath(l),
        })
        expect(html).not.toContain('noindex')
        expect(await (await request.get(`${categoryPath(l)}?e2e_color=green`)).text()).toContain('noindex')
      },
      both,
    )

    test(
      'an article has Article JSON-LD under the CSP nonce',
      async ({ request }, info) => {
        const l = lang(info.project.name)
        const res = await request.get(pathOf('articles', l))
        const nonce = /'nonce-([^']+)'/.exec(res.headers()['content-security-policy'])?.[1]
        const article = jsonLd(await res.text()).find((b) => b.data['@type'] === 'Article')
        expect(article?.nonce).toBe(nonce)
        expect(article?.data).toMatchObject({ headline: content.articles[l].title, url: base + pathOf('articles', l), inLanguage: l })
      },
      both,
    )
  })
}
