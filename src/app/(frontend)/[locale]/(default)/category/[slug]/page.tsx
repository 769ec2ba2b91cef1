import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { Breadcrumbs } from '@/components/catalogue/Breadcrumbs'
import { CatalogueListing } from '@/components/catalogue/CatalogueListing'
import { NotFoundView } from '@/components/layout/NotFoundView'
import type { Locale } from '@/i18n/locales'
import { decodeView } from '@/lib/catalogue/view'
import { getDocBySlug } from '@/lib/data/documents'
import { docMetadata } from '@/lib/docMetadata'
import { docHref, hrefFor } from '@/lib/hrefs'
import { listRobots } from '@/lib/seo'
import { slugFromParam } from '@/lib/slug'

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
    </header>
  )
  return (
    <CatalogueListing
      locale={locale}
      view={view}
      basePath={basePath}
      categoryId={String(category.id)}
      header={header}
      content={category.content}
      testId="category-products"
    />
  )
}
