import type { Metadata } from 'next'

import type { Locale } from '@/i18n/locales'
import { getDocBySlug } from '@/lib/data/documents'
import { docHref } from '@/lib/hrefs'
import type { RoutedCollection } from '@/lib/routes'
import { alternatesFor } from '@/lib/seo'

/** Title, description, canonical and hreflang of a routed document. */
export async function docMetadata(collection: RoutedCollection, slug: string, locale: Locale): Promise<Metadata> {
  const doc = await getDocBySlug(collection, slug, locale)
  if (!doc) return {}
  const paths = Object.fromEntries(
    Object.entries(doc.slugs).map(([l, s]) => [l, docHref(collection, s as string, l as Locale)]),
  ) as Partial<Record<Locale, string>>
  return {
    title: doc.title,
    description: doc.summary ?? undefined,
    alternates: alternatesFor(paths, locale),
    openGraph: { title: doc.title, description: doc.summary ?? undefined, url: paths[locale] },
  }
}
