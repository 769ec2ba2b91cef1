import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { SeriesPage } from '@/components/catalogue/SeriesPage'
import type { Locale } from '@/i18n/locales'
import type { SearchParams } from '@/lib/catalogue/query'
import { docMetadata } from '@/lib/docMetadata'
import { listRobots } from '@/lib/seo'

// Product slugs may span several segments: /products/pilot-lights/22mm.
type Props = { params: Promise<{ locale: Locale; slug: string[] }>; searchParams: Promise<SearchParams> }

const slugOf = (slug: string[]) => slug.map(decodeURIComponent).join('/')

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  return { ...(await docMetadata('products', slugOf(slug), locale)), robots: listRobots(await searchParams) }
}

/** A product series page. */
export default async function ProductPage({ params, searchParams }: Props) {
  const { locale, slug } = await params
  setRequestLocale(locale)
  return <SeriesPage slug={slugOf(slug)} locale={locale} searchParams={await searchParams} />
}
