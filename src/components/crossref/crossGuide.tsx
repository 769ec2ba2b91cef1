import type { Locale } from '@/i18n/locales'
import { getDocBySlug } from '@/lib/catalogue/server/documents'
import { CROSS_GUIDE_SLUG } from '@/lib/crossref/server/crossTable'

import { CrossTables } from './CrossTables'

/**
 * What the resource pages add below the body: the cross-reference guide (the resource whose
 * English slug is CROSS_GUIDE_SLUG) shows the public cross table; the others nothing.
 */
export async function resourceExtra({ slug, locale }: { slug: string; locale: Locale }) {
  const doc = await getDocBySlug('resources', slug, locale)
  return doc?.slugs.en === CROSS_GUIDE_SLUG ? <CrossTables locale={locale} /> : null
}
