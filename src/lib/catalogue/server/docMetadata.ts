import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { getDocBySlug } from '@/lib/catalogue/server/documents'
import { getImage } from '@/lib/catalogue/server/media'
import { docHref } from '@/lib/content/server/hrefs'
import type { RoutedCollection } from '@/lib/content/routes'
import { alternatesFor, openGraphFor } from '@/lib/content/seo'

/** Title, description, canonical, hreflang and OpenGraph (with its image) of a routed document. */
export async function docMetadata(collection: RoutedCollection, slug: string, locale: Locale): Promise<Metadata> {
  const doc = await getDocBySlug(collection, slug, locale)
  if (!doc) {
    // The page renders its 404 view (NotFoundView); its title and robots match.
    const te = await getTranslations({ locale, namespace: 'errors' })
    return { title: { absolute: te('notFoundTitle') }, robots: { index: false } }
  }
  const paths = Object.fromEntries(
    Object.entries(doc.slugs).map(([l, s]) => [l, docHref(collection, s as string, l as Locale)]),
  ) as Partial<Record<Locale, string>>
  const [tm, image] = await Promise.all([
    getTranslations({ locale, namespace: 'meta' }),
    doc.image === null ? null : getImage(doc.image, locale),
  ])
  const article = collection === 'articles' || collection === 'white-papers'
  return {
    title: doc.title,
    description: doc.summary ?? undefined,
    alternates: alternatesFor(paths, locale),
    openGraph: openGraphFor({
      title: doc.title,
      description: doc.summary,
      url: paths[locale],
      locale,
      siteName: tm('siteName'),
      image,
      type: article ? 'article' : 'website',
      publishedTime: doc.publishedAt,
      authors: doc.author ? [doc.author] : undefined,
    }),
  }
}
