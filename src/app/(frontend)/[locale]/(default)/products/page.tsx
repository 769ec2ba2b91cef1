import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CatalogueListing } from '@/components/catalogue/CatalogueListing'
import { locales, type Locale } from '@/i18n/locales'
import { decodeView } from '@/lib/catalogue/view'
import { getPageByKey } from '@/lib/catalogue/server/documents'
import { hrefFor } from '@/lib/content/server/hrefs'
import { alternatesFor, listRobots, openGraphFor } from '@/lib/content/seo'

// `view` is set on the canonical view route (_list/[view]/products), which re-exports this page.
type Props = { params: Promise<{ locale: Locale; view?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, view } = await params
  const [t, tm, intro] = await Promise.all([
    getTranslations({ locale, namespace: 'list' }),
    getTranslations({ locale, namespace: 'meta' }),
    getPageByKey('products', locale),
  ])
  const paths = Object.fromEntries(locales.map((l) => [l, hrefFor('/products', {}, l)]))
  const title = intro?.title ?? t('products')
  const description = intro?.summary ?? t('productsIntro')
  return {
    title,
    description,
    alternates: alternatesFor(paths, locale),
    robots: listRobots(decodeView(view)),
    openGraph: openGraphFor({ title, description, url: paths[locale], locale, siteName: tm('siteName') }),
  }
}

/** The product list: the `products` page's text when there is one, then every series, filterable. */
export default async function ProductsPage({ params }: Props) {
  const { locale, view } = await params
  setRequestLocale(locale)
  const [t, intro] = await Promise.all([getTranslations('list'), getPageByKey('products', locale)])
  return (
    <CatalogueListing
      locale={locale}
      view={view}
      basePath={hrefFor('/products', {}, locale)}
      heading={{ title: intro?.title ?? t('products'), summary: intro?.summary ?? t('productsIntro'), parents: [] }}
      content={intro?.content}
      testId="product-list"
    />
  )
}
