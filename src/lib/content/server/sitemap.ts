import { locales, type Locale } from '@/i18n/locales'
import { getCatalogueIndex } from '@/lib/catalogue/server/catalogue'
import { listAllSlugs } from '@/lib/catalogue/server/documents'
import { docHref, hrefFor } from '@/lib/content/server/hrefs'
import { docRoutes } from '@/lib/content/routes'

export type SitemapEntry = { paths: Partial<Record<Locale, string>>; lastModified?: string }

/** Every public page with its path in each locale: the static routes, then each document. */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [
    { paths: Object.fromEntries(locales.map((l) => [l, hrefFor('/', {}, l)])) },
    { paths: Object.fromEntries(locales.map((l) => [l, hrefFor('/products', {}, l)])) },
    { paths: Object.fromEntries(locales.map((l) => [l, hrefFor('/sales-reps', {}, l)])) },
  ]
  // A series whose every part is restricted answers 404 to visitors: it is not listed.
  const visibleSeries = new Set((await getCatalogueIndex('en')).series.map((s) => s.id))
  for (const collection of Object.values(docRoutes)) {
    for (const doc of await listAllSlugs(collection)) {
      if (collection === 'pages' && doc.slugs.en === 'home') continue
      if (collection === 'products' && !visibleSeries.has(doc.id)) continue
      const paths: Partial<Record<Locale, string>> = {}
      for (const l of locales) {
        const slug = doc.slugs[l] ?? doc.slugs.en
        if (slug) paths[l] = docHref(collection, slug, l)
      }
      entries.push({ paths, lastModified: doc.updatedAt })
    }
  }
  return entries
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The sitemap of one locale, each URL with xhtml:link alternates to every locale. */
export function renderSitemap(entries: SitemapEntry[], locale: Locale, base: string): string {
  const urls = entries
    .filter((e) => e.paths[locale])
    .map((e) => {
      const alternates = locales
        .filter((l) => e.paths[l])
        .map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(base + e.paths[l])}"/>`)
        .join('\n')
      const lastmod = e.lastModified ? `\n    <lastmod>${escapeXml(e.lastModified)}</lastmod>` : ''
      return `  <url>\n    <loc>${escapeXml(base + e.paths[locale])}</loc>${lastmod}\n${alternates}\n  </url>`
    })
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`
}
