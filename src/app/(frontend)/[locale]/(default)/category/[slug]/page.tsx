import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { CatalogueListing } from '@/components/catalogue/CatalogueListing'
import { NotFoundView } from '@/components/layout/NotFoundView'
import type { Locale } from '@/i18n/locales'
import { decodeView } from '@/lib/catalogue/view'
import { getDocBySlug } from '@/lib/catalogue/server/documents'
import { docMetadata } from '@/lib/catalogue/server/docMetadata'
import { docHref, hrefFor } from '@/lib/content/server/hrefs'
import { listRobots } from '@/lib/content/seo'
import { slugFromParam } from '@/lib/catalogue/slug'

// `view` is set on the canonical view route (_list/[view]/category/[slug]), which re-exports this page.
type Props = { params: Promise<{ locale: Locale; slug: string; view?: string }> }

const slugOf = (slug: string) => slugFromParam(slug) ?? notFound()

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug, view } = await params
  return { ...(await docMetadata('categories', slugOf(slug), locale)), robots: listRobots(decodeView(view)) }
}

export function generateStaticParams() {
  return []
}

/** A family: its text, then its series with the product list's filters, sort and pages. */
export default async function CategoryPage({ params }: Props) {
  const { locale, slug, view } = await params
  setRequestLocale(locale)
  const category = await getDocBySlug('categories', slugOf(slug), locale)
  if (!category) return <NotFoundView locale={locale} />
  const t = await getTranslations('list')
  const parents = [{ name: t('products'), href: hrefFor('/products', {}, locale) }]
  return (
    <CatalogueListing
      locale={locale}
      view={view}
      basePath={docHref('categories', category.slug, locale)}
      categoryId={String(category.id)}
      heading={{ title: category.title, summary: category.summary, lead: true, parents, collection: 'categories' }}
      content={category.content}
      testId="category-products"
    />
  )
}
