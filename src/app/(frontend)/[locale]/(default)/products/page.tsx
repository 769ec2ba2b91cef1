import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { DocList } from '@/components/content/DocList'
import { RichText } from '@/components/content/RichText'
import { locales, type Locale } from '@/i18n/locales'
import { getDocBySlug, listDocs } from '@/lib/data/documents'
import { hrefFor } from '@/lib/hrefs'
import { alternatesFor } from '@/lib/seo'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'list' })
  return {
    title: t('products'),
    alternates: alternatesFor(Object.fromEntries(locales.map((l) => [l, hrefFor('/products', {}, l)])), locale),
  }
}

/** The product list: the `products` page's text when there is one, the categories and every product. */
export default async function ProductsPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('list')
  const [intro, categories, products] = await Promise.all([
    getDocBySlug('pages', 'products', locale),
    listDocs('categories', locale),
    listDocs('products', locale, 500),
  ])
  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
      <aside>
        {categories.length > 0 && (
          <>
            <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-neutral-600 dark:text-neutral-400">{t('categories')}</h2>
            <DocList docs={categories} locale={locale} testId="product-categories" />
          </>
        )}
      </aside>
      <section>
        <h1 className="text-3xl font-bold tracking-tight">{intro?.title ?? t('products')}</h1>
        <p className="mt-1 text-neutral-700 dark:text-neutral-300">{intro?.summary ?? t('productsIntro')}</p>
        {intro && <RichText data={intro.content} />}
        <p className="mt-4 text-sm font-semibold text-neutral-600 dark:text-neutral-400" data-testid="product-count">
          {t('count', { count: products.length })}
        </p>
        <div className="mt-2">
          {products.length ? <DocList docs={products} locale={locale} testId="product-list" /> : <p>{t('empty')}</p>}
        </div>
      </section>
    </div>
  )
}
