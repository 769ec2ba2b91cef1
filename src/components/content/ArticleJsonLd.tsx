import { getTranslations } from 'next-intl/server'

import { JsonLd } from '@/components/catalogue/JsonLd'
import type { Locale } from '@/i18n/locales'
import { getDocBySlug } from '@/lib/catalogue/server/documents'
import { getImage } from '@/lib/catalogue/server/media'
import { loadEnv } from '@/lib/platform/server/env'
import { docHref } from '@/lib/content/server/hrefs'
import { articleJsonLd } from '@/lib/content/structuredData'

/** An article's Article structured data: headline, dates, author, image, publisher. */
export async function ArticleJsonLd({ slug, locale }: { slug: string; locale: Locale }) {
  const doc = await getDocBySlug('articles', slug, locale)
  if (!doc) return null
  const [tm, image] = await Promise.all([getTranslations('meta'), doc.image === null ? null : getImage(doc.image, locale)])
  const base = loadEnv().publicUrl
  const url = base + docHref('articles', doc.slug, locale)
  return (
    <JsonLd
      data={articleJsonLd({
        headline: doc.title,
        description: doc.summary,
        url,
        image: image ? (image.src.startsWith('/') ? base + image.src : image.src) : null,
        datePublished: doc.publishedAt,
        dateModified: doc.updatedAt || null,
        author: doc.author,
        publisher: tm('siteName'),
        inLanguage: locale,
      })}
    />
  )
}
