import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { DocList } from '@/components/content/DocList'
import { RichText } from '@/components/content/RichText'
import { fromCents } from '@/domain'
import { Link } from '@/i18n/navigation'
import { locales, type Locale } from '@/i18n/locales'
import { getCatalogueIndex } from '@/lib/catalogue/server/catalogue'
import { appCommerceSource } from '@/lib/commerce/server/data'
import { getPageByKey, listDocs } from '@/lib/catalogue/server/documents'
import { getContentStrings, getTranslationTable } from '@/lib/content/server/tstrings'
import { formatUsd } from '@/lib/commerce/money'
import { docHref, hrefFor } from '@/lib/content/server/hrefs'
import { alternatesFor } from '@/lib/content/seo'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const home = await getPageByKey('home', locale)
  return {
    description: home?.summary ?? undefined,
    alternates: alternatesFor(Object.fromEntries(locales.map((l) => [l, hrefFor('/', {}, l)])), locale),
  }
}

const card = 'rounded border border-neutral-300 bg-white dark:border-neutral-800 dark:bg-neutral-900'

/**
 * Home: the `home` page's text, the catalogue's families with their series counts, the
 * shop's service promises (content strings), industries, articles and testimonials.
 */
export default async function HomePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, home, catalogue, industries, articles, testimonials, strings, table, commerce] = await Promise.all([
    getTranslations('home'),
    getPageByKey('home', locale),
    getCatalogueIndex(locale),
    listDocs('industries', locale, 8),
    listDocs('articles', locale, 6),
    listDocs('testimonials', locale, 4),
    getContentStrings(locale),
    getTranslationTable(),
    appCommerceSource.base(),
  ])
  const families = catalogue.categories.filter((c) => c.parentId === null)
  const seriesIn = new Map<string, number>()
  for (const s of catalogue.series) if (s.categoryId) seriesIn.set(s.categoryId, (seriesIn.get(s.categoryId) ?? 0) + 1)
  const partCount = catalogue.series.reduce((n, s) => n + s.partCount, 0)
  // The service promises are content strings; a shop that has loaded none shows none.
  const promises =
    Object.keys(table).length > 0
      ? [
          strings('free-ground-shipping', formatUsd(fromCents(commerce.settings.freeGroundThresholdCents), locale, { whole: true })),
          strings('same-day-shipping', '3:00 p.m.'),
          strings('support-languages'),
        ]
      : []

  return (
    <div className="space-y-10">
      <section className={`${card} p-6 sm:p-8`}>
        <h1 className="max-w-4xl text-3xl font-bold tracking-tight sm:text-4xl">{home?.title ?? t('heading')}</h1>
        <p className="mt-3 max-w-3xl text-lg text-neutral-700 dark:text-neutral-300">{home?.summary ?? t('intro')}</p>
        {partCount > 0 && (
          <p className="mt-3 text-sm font-semibold text-neutral-600 dark:text-neutral-400" data-testid="home-stats">
            {t('stats', { parts: partCount, families: families.length })}
          </p>
        )}
        <div className="mt-5 flex flex-wrap gap-3">
          <Link href="/products" className="rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800">
            {t('browseProducts')}
          </Link>
          <Link
            href="/sales-reps"
            className="rounded border border-neutral-400 px-4 py-2 font-semibold hover:bg-neutral-100 dark:border-neutral-600 dark:hover:bg-neutral-800"
          >
            {t('findRep')}
          </Link>
        </div>
      </section>

      {promises.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-3" data-testid="home-promises">
          {promises.map((text) => (
            <li key={text} className={`${card} px-4 py-3 text-sm font-medium`}>
              {text}
            </li>
          ))}
        </ul>
      )}

      {families.length > 0 ? (
        <section>
          <h2 className="mb-3 text-xl font-semibold">{t('sections')}</h2>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="home-categories">
            {families.map((c) => (
              <li key={c.id}>
                <a
                  href={docHref('categories', c.slug, locale)}
                  className={`${card} flex items-baseline justify-between gap-3 px-4 py-3 hover:border-primary-600`}
                >
                  <span className="font-semibold text-primary-800 dark:text-primary-300">{c.title}</span>
                  {seriesIn.get(c.id) ? (
                    <span className="shrink-0 text-xs text-neutral-600 dark:text-neutral-400">
                      {t('seriesCount', { count: seriesIn.get(c.id)! })}
                    </span>
                  ) : null}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p className="text-neutral-600 dark:text-neutral-400">{t('empty')}</p>
      )}

      {home?.content && (
        <section className={`${card} p-6`}>
          <RichText data={home.content} />
        </section>
      )}

      <div className="grid gap-8 lg:grid-cols-2">
        {industries.length > 0 && (
          <section>
            <h2 className="mb-3 text-xl font-semibold">{t('industries')}</h2>
            <DocList docs={industries} locale={locale} testId="home-industries" />
          </section>
        )}
        {articles.length > 0 && (
          <section>
            <h2 className="mb-3 text-xl font-semibold">{t('latestArticles')}</h2>
            <DocList docs={articles} locale={locale} testId="home-articles" />
          </section>
        )}
      </div>

      {testimonials.length > 0 && (
        <section>
          <h2 className="mb-3 text-xl font-semibold">{t('testimonials')}</h2>
          <ul className="grid gap-3 md:grid-cols-2" data-testid="home-testimonials">
            {testimonials.map((d) => (
              <li key={d.id} className={`${card} p-4`}>
                <a
                  href={docHref('testimonials', d.slug, locale)}
                  className="font-semibold text-primary-800 hover:underline dark:text-primary-300"
                >
                  {d.title}
                </a>
                {d.summary && <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">{d.summary}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
