import { isLocale } from '@/i18n/locales'
import { loadEnv } from '@/lib/platform/server/env'
import { renderSitemap, sitemapEntries } from '@/lib/content/server/sitemap'

export const dynamic = 'force-dynamic'

/** /sitemap.xml and /es/sitemap.xml. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return new Response('Not found', { status: 404 })
  const xml = renderSitemap(await sitemapEntries(), locale, loadEnv().publicUrl)
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
}
