import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { DocList } from '@/components/content/DocList'
import { RichText } from '@/components/content/RichText'
import { Link } from '@/i18n/navigation'
import { locales, type Locale } from '@/i18n/locales'
import { getDocBySlug, listDocs } from '@/lib/data/documents'
import { hrefFor } from '@/lib/hrefs'
import { alternatesFor } from '@/lib/seo'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return { alternates: alternatesFor(Object.fromEntries(locales.map((l) => [l, hrefFor('/', {}, l)])), locale) }
}

/** Home: the page whose slug is `home`, then the catalogue's sections and articles. */
export default async function HomePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('home')
  const [home, categories, articles] = await Promise.all([
    getDocBySlug('pages', 'home', locale),
    listDocs('categories', locale),
    listDocs('articles', locale, 6),
  ])
  return (
    <div className="space-y-8">
      <section className="rounded border border-neutral-300 bg-white p-6 dark:border-neutral-800 dark:bg-neutral-900">
        <h1 className="text-3xl font-bold tracking-tight">{home?.title ?? t('heading')}</h1>
        <p className="mt-2 max-w-3xl text-lg text-neutral-700 dark:text-neutral-300">{home?.summary ?? t('intro')}</p>
        {home && <RichText data={home.content} />}
        <Link href="/products" className="mt-4 inline-block rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800">
          {t('browseProducts')}
        </Link>
      </section>
      {categories.length > 0 ? (
        <section>
          <h2 className="mb-3 text-xl font-semibold">{t('sections')}</h2>
          <DocList docs={categories} locale={locale} testId="home-categories" />
        </section>
      ) : (
        <p className="text-neutral-600 dark:text-neutral-400">{t('empty')}</p>
      )}
      {articles.length > 0 && (
        <section>
          <h2 className="mb-3 text-xl font-semibold">{t('latestArticles')}</h2>
          <DocList docs={articles} locale={locale} testId="home-articles" />
        </section>
      )}
    </div>
  )
}
