import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { SeriesPage } from '@/components/catalogue/SeriesPage'
import type { Locale } from '@/i18n/locales'
import { decodeView } from '@/lib/catalogue/view'
import { docMetadata } from '@/lib/catalogue/server/docMetadata'
import { listRobots } from '@/lib/content/seo'
import { slugFromParam } from '@/lib/catalogue/slug'

// Product slugs may span several segments: /products/pilot-lights/22mm.
// `view` is set on the canonical view route (_list/[view]/products/[...slug]), which re-exports this page.
type Props = { params: Promise<{ locale: Locale; slug: string[]; view?: string }> }

const slugOf = (slug: string[]) => slugFromParam(slug) ?? notFound()

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug, view } = await params
  return { ...(await docMetadata('products', slugOf(slug), locale)), robots: listRobots(decodeView(view)) }
}

export function generateStaticParams() {
  return []
}

/** A product series page. */
export default async function ProductPage({ params }: Props) {
  const { locale, slug, view } = await params
  setRequestLocale(locale)
  return <SeriesPage slug={slugOf(slug)} locale={locale} view={decodeView(view)} />
}
