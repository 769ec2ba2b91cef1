import type { Metadata } from 'next'

import { locales, type Locale } from '@/i18n/locales'

/** Canonical and hreflang alternates for a page whose path is known in each locale. */
export function alternatesFor(paths: Partial<Record<Locale, string>>, current: Locale): Metadata['alternates'] {
  const languages: Record<string, string> = {}
  for (const l of locales) if (paths[l]) languages[l] = paths[l]!
  if (paths.en) languages['x-default'] = paths.en
  return { canonical: paths[current], languages }
}

const ogLocale = (l: Locale) => (l === 'es' ? 'es_US' : 'en_US')

/**
 * OpenGraph tags of a page: title, description, URL, image, and its locale with the other
 * languages as alternates. Next replaces the layout's openGraph object as a whole, so the
 * site name is repeated here.
 */
export function openGraphFor(p: {
  title: string
  description?: string | null
  url?: string
  locale: Locale
  siteName: string
  image?: { large: { url: string; width: number | null; height: number | null }; alt: string } | null
  type?: 'website' | 'article'
  publishedTime?: string | null
  authors?: string[]
}): Metadata['openGraph'] {
  const base = {
    siteName: p.siteName,
    title: p.title,
    description: p.description ?? undefined,
    url: p.url,
    locale: ogLocale(p.locale),
    alternateLocale: locales.filter((l) => l !== p.locale).map(ogLocale),
    images: p.image
      ? [{ url: p.image.large.url, width: p.image.large.width ?? undefined, height: p.image.large.height ?? undefined, alt: p.image.alt }]
      : undefined,
  }
  if (p.type === 'article') return { ...base, type: 'article', publishedTime: p.publishedTime ?? undefined, authors: p.authors }
  return { ...base, type: 'website' }
}

/**
 * Filtered and re-sorted views of a list stay out of search results (their links are still
 * followed); the plain list and its pages are indexed.
 */
export function listRobots(searchParams: Record<string, string | string[] | undefined>): Metadata['robots'] {
  const narrowed = Object.keys(searchParams).some((k) => k !== 'page')
  return narrowed ? { index: false, follow: true } : undefined
}
