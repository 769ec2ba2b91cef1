import { getTranslations } from 'next-intl/server'

import { RichText } from '@/components/content/RichText'
import { NotFoundView } from '@/components/layout/NotFoundView'
import type { Locale } from '@/i18n/locales'
import { centsToDecimal, formatCount } from '@/lib/catalogue/format'
import { formatCents } from '@/lib/commerce/money'
import { DEFAULT_SORT, parseListQuery, type SearchParams } from '@/lib/catalogue/query'
import { textIn } from '@/lib/catalogue/values'
import { getAttributeTitles, getSeriesDetail, getSeriesParts } from '@/lib/catalogue/server/catalogue'
import { getDocBySlug, getPageByKey } from '@/lib/catalogue/server/documents'
import { seriesHiddenByParts } from '@/lib/catalogue/server/visibleParts'
import { loadEnv } from '@/lib/platform/server/env'
import { docHref, hrefFor } from '@/lib/content/server/hrefs'
import { productJsonLd } from '@/lib/content/structuredData'

import { Breadcrumbs } from './Breadcrumbs'
import { Gallery } from './Gallery'
import { JsonLd } from './JsonLd'
import { PartsTable, type PartColumn } from './PartsTable'
import { FavoriteButton } from '@/components/cart/FavoriteButton.client'
import { SeriesDocuments } from './SeriesDocuments'
import { SeriesGrid } from './SeriesGrid'

type Props = { slug: string; locale: Locale; view: SearchParams }

/**
 * A product series: images, description, its parts priced for the visitor, documents and
 * accessories, with Product and BreadcrumbList structured data. 404 for an unknown slug
 * and for a series whose every part is restricted.
 */
export async function SeriesPage({ slug, locale, view }: Props) {
  const doc = await getDocBySlug('products', slug, locale)
  if (!doc) return <NotFoundView locale={locale} />
  const [detail, parts, titles, terms, t, tn, tl, tm] = await Promise.all([
    getSeriesDetail(doc.id, locale),
    getSeriesParts(doc.id),
    getAttributeTitles(),
    // The terms of sale explain the shop's fees; the tariff note links there when the page exists.
    getPageByKey('terms', locale),
    getTranslations('series'),
    getTranslations('nav'),
    getTranslations('list'),
    getTranslations('meta'),
  ])
  if (!detail || seriesHiddenByParts(parts.rows.length, parts.hidden)) return <NotFoundView locale={locale} />

  const titleOf = new Map(titles.map((x) => [x.key, textIn(x.title, locale)]))
  // The series' own column order; without one, every public attribute its parts have.
  const keys = detail.attributeKeys.length ? detail.attributeKeys : titles.map((x) => x.key).filter((k) => parts.values[k])
  const columns: PartColumn[] = [...new Set(keys)].filter((k) => titleOf.has(k)).map((k) => ({ key: k, title: titleOf.get(k)! }))
  const known = Object.fromEntries(columns.map((c) => [c.key, Object.keys(parts.values[c.key] ?? {})]))
  const query = { ...parseListQuery(view, known), sort: DEFAULT_SORT }

  const basePath = docHref('products', doc.slug, locale)
  const base = loadEnv().publicUrl
  const priced = parts.rows.filter((r) => r.priceCents !== null).map((r) => r.priceCents!)
  const low = priced.length ? Math.min(...priced) : null
  const high = priced.length ? Math.max(...priced) : null
  const trail = [
    { name: tn('home'), href: hrefFor('/', {}, locale) },
    { name: tl('products'), href: hrefFor('/products', {}, locale) },
    ...(detail.category ? [{ name: detail.category.title, href: docHref('categories', detail.category.slug, locale) }] : []),
    { name: doc.title, href: basePath },
  ]

  return (
    <div className="space-y-8">
      <div>
        <Breadcrumbs trail={trail} />
      </div>
      <article data-collection="products" className="space-y-10">
        <div className="grid gap-6 rounded border border-neutral-300 bg-white p-4 sm:p-6 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] dark:border-neutral-700 dark:bg-neutral-900">
          <Gallery images={detail.images} title={doc.title} />
          <div className="min-w-0">
            {detail.series && (
              <p className="font-mono text-sm font-semibold text-neutral-600 dark:text-neutral-400" data-testid="series-code">
                {detail.series}
              </p>
            )}
            <div className="mt-1 flex items-start justify-between gap-3">
              <h1 className="text-3xl font-bold tracking-tight">{doc.title}</h1>
              <FavoriteButton item={{ product: String(doc.id) }} label={doc.title} />
            </div>
            {doc.summary && <p className="mt-3 text-lg text-neutral-700 dark:text-neutral-300">{doc.summary}</p>}
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5 border-y border-neutral-200 py-3 text-sm dark:border-neutral-800">
              {detail.category && (
                <>
                  <dt className="text-neutral-600 dark:text-neutral-400">{t('category')}</dt>
                  <dd>
                    <a
                      href={docHref('categories', detail.category.slug, locale)}
                      className="font-semibold text-primary-800 hover:underline dark:text-primary-300"
                    >
                      {detail.category.title}
                    </a>
                  </dd>
                </>
              )}
              <dt className="text-neutral-600 dark:text-neutral-400">{t('parts')}</dt>
              <dd className="tabular-nums">{formatCount(parts.rows.length, locale)}</dd>
              {low !== null && (
                <>
                  <dt className="text-neutral-600 dark:text-neutral-400">{t('priceFrom')}</dt>
                  <dd className="font-semibold tabular-nums" data-testid="series-low-price">
                    {formatCents(low, locale)}
                  </dd>
                </>
              )}
            </dl>
            {parts.rows.length > 0 && (
              <a
                href="#parts"
                className="mt-4 inline-block rounded bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800 dark:bg-primary-400 dark:text-neutral-950"
              >
                {t('seeParts', { count: parts.rows.length })}
              </a>
            )}
            <div className="mt-2">
              <RichText data={doc.content} />
            </div>
          </div>
        </div>

        {parts.rows.length > 0 && (
          <PartsTable
            parts={parts}
            columns={columns}
            query={query}
            basePath={basePath}
            locale={locale}
            seriesTitle={doc.title}
            family={detail.category?.slug ?? null}
            series={detail.series ?? null}
            parent={doc.slug}
            fees={terms ? { title: terms.title, href: docHref('pages', terms.slug, locale) } : null}
          />
        )}
        {detail.documents.length > 0 && <SeriesDocuments documents={detail.documents} locale={locale} />}
        {detail.accessories.length > 0 && (
          <section aria-labelledby="accessories-heading">
            <h2 id="accessories-heading" className="mb-3 text-xl font-semibold">
              {t('accessories')}
            </h2>
            <SeriesGrid items={detail.accessories} locale={locale} testId="series-accessories" compact />
          </section>
        )}
      </article>
      <JsonLd
        data={productJsonLd({
          name: doc.title,
          description: doc.summary,
          url: base + basePath,
          images: detail.images.map((i) => (i.full.startsWith('/') ? base + i.full : i.full)),
          sku: detail.series,
          category: detail.category?.title ?? null,
          brand: tm('siteName'),
          inLanguage: locale,
          offers:
            low !== null && high !== null
              ? {
                  low: centsToDecimal(low),
                  high: centsToDecimal(high),
                  count: priced.length,
                  currency: 'USD',
                  inStock: parts.rows.some((r) => r.priceCents !== null && !r.leadTimeNote),
                  url: base + basePath,
                }
              : null,
        })}
      />
    </div>
  )
}
