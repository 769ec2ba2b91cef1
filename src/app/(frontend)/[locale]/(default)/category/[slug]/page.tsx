import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { Breadcrumbs } from '@/components/catalogue/Breadcrumbs'
import { CatalogueListing } from '@/components/catalogue/CatalogueListing'
import { RichText } from '@/components/content/RichText'
import type { Locale } from '@/i18n/locales'
import type { SearchParams } from '@/lib/catalogue/query'
import { getDocBySlug } from '@/lib/data/documents'
import { docMetadata } from '@/lib/docMetadata'
import { docHref, hrefFor } from '@/lib/hrefs'
import { listRobots } from '@/lib/seo'

type Props = { params: Promise<{ locale: Locale; slug: string }>; searchParams: Promise<SearchParams> }

const slugOf = (slug: string) => decodeURIComponent(slug)

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  return { ...(await docMetadata('categories', slugOf(slug), locale)), robots: listRobots(await searchParams) }
}

/** A family: its text, then its series with the product list's filters, sort and pages. */
export default async function CategoryPage({ params, searchParams }: Props) {
  const { locale, slug } = await params
  setRequestLocale(locale)
  const category = await getDocBySlug('categories', slugOf(slug), locale)
  if (!category) notFound()
  const [tn, tl] = await Promise.all([getTranslations('nav'), getTranslations('list')])
  const basePath = docHref('categories', category.slug, locale)
  const header = (
    <header data-collection="categories">
      <Breadcrumbs
        trail={[
          { name: tn('home'), href: hrefFor('/', {}, locale) },
          { name: tl('products'), href: hrefFor('/products', {}, locale) },
          { name: category.title, href: basePath },
        ]}
      />
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{category.title}</h1>
      {category.summary && <p className="mt-1 max-w-3xl text-lg text-neutral-700 dark:text-neutral-300">{category.summary}</p>}
      <RichText data={category.content} />
    </header>
  )
  return (
    <CatalogueListing
      locale={locale}
      searchParams={await searchParams}
      basePath={basePath}
      categoryId={String(category.id)}
      header={header}
      testId="category-products"
    />
  )
}
