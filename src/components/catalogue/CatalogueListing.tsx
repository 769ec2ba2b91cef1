import { getTranslations } from 'next-intl/server'
import { headers } from 'next/headers'

import type { Locale } from '@/i18n/locales'
import { facetCounts, filterItems, paginate, sortSeries } from '@/lib/catalogue/facets'
import { parseListQuery, serializeListQuery, withPage, type SearchParams } from '@/lib/catalogue/query'
import { getAttributeTitles, getCatalogueIndex } from '@/lib/data/catalogue'
import { deviceFromHeaders } from '@/lib/device'

import { CategoryNav } from './CategoryNav'
import { FacetFilters } from './FacetFilters'
import { ListControls } from './ListControls'
import { Pagination } from './Pagination'
import { SeriesGrid } from './SeriesGrid'

export const SERIES_PER_PAGE = 24

type Props = {
  locale: Locale
  searchParams: SearchParams
  /** This listing's path without query, e.g. /es/categoria/contactores. */
  basePath: string
  /** A category page lists that family only; the product list every series. */
  categoryId?: string | null
  /** The page's heading and introduction, above the results. */
  header: React.ReactNode
  testId: string
}

/**
 * A filterable, sortable, paged list of series. Its whole state is in the URL query and
 * every control is a plain link, so any view can be shared and works without script.
 */
export async function CatalogueListing({ locale, searchParams, basePath, categoryId = null, header, testId }: Props) {
  const t = await getTranslations('catalogue')
  const [index, allTitles, requestHeaders] = await Promise.all([getCatalogueIndex(locale), getAttributeTitles(), headers()])
  const titles = allTitles.filter((x) => index.values[x.key])
  const keys = titles.map((x) => x.key)
  const query = parseListQuery(searchParams, Object.fromEntries(keys.map((k) => [k, Object.keys(index.values[k])])))

  const scope = categoryId ? index.series.filter((s) => s.categoryId === categoryId) : index.series
  const matching = filterItems(scope, query.filters)
  const counts = facetCounts(scope, query.filters, keys)
  const totals: Record<string, number> = {}
  const perCategory: Record<string, number> = {}
  for (const s of index.series) if (s.categoryId) totals[s.categoryId] = (totals[s.categoryId] ?? 0) + 1
  const everywhere = filterItems(index.series, query.filters)
  for (const s of everywhere) if (s.categoryId) perCategory[s.categoryId] = (perCategory[s.categoryId] ?? 0) + 1
  const page = paginate(sortSeries(matching, query.sort, locale), query.page, SERIES_PER_PAGE)
  const open = !deviceFromHeaders(requestHeaders).isMobile

  return (
    <div className="grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)]">
      <div className="lg:col-span-2">{header}</div>
      <aside className="space-y-3" aria-label={t('refine')}>
        <CategoryNav
          categories={index.categories}
          counts={perCategory}
          totals={totals}
          allCount={everywhere.length}
          currentId={categoryId}
          query={query}
          locale={locale}
          open={open}
        />
        <FacetFilters titles={titles} counts={counts} values={index.values} query={query} basePath={basePath} locale={locale} open={open} />
      </aside>
      <section aria-label={t('results')} className="min-w-0">
        <ListControls query={query} basePath={basePath} from={page.from} to={page.to} total={page.total} titles={titles} values={index.values} locale={locale} />
        <div className="mt-3">
          {page.items.length ? (
            <SeriesGrid items={page.items} locale={locale} filters={query.filters} testId={testId} eager={open ? 3 : 2} />
          ) : (
            <p data-testid={testId} className="rounded border border-dashed border-neutral-400 bg-white p-6 text-neutral-700 dark:border-neutral-600 dark:bg-neutral-900 dark:text-neutral-300">
              {scope.length ? t('noMatches') : t('emptyList')}
            </p>
          )}
        </div>
        <Pagination page={page.page} pageCount={page.pageCount} hrefOf={(p) => basePath + serializeListQuery(withPage(query, p))} testId="list-pagination" />
      </section>
    </div>
  )
}
