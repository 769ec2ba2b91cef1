import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { getDocBySlug, listProductsInCategory } from '@/lib/data/documents'

import { DocList } from './DocList'

export async function CategoryProducts({ slug, locale }: { slug: string; locale: Locale }) {
  const category = await getDocBySlug('categories', slug, locale)
  if (!category) return null
  const t = await getTranslations('doc')
  const products = await listProductsInCategory(category.id, locale)
  return (
    <section className="mt-8">
      <h2 className="mb-3 text-xl font-semibold">{t('productsInCategory')}</h2>
      {products.length ? (
        <DocList docs={products} locale={locale} testId="category-products" />
      ) : (
        <p className="text-neutral-600 dark:text-neutral-400">{t('noProductsInCategory')}</p>
      )}
    </section>
  )
}
