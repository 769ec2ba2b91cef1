import { getTranslations } from 'next-intl/server'

import { RichText } from '@/components/content/RichText'
import type { Locale } from '@/i18n/locales'
import { paginate, sortSeries } from '@/lib/catalogue/facets'
import { matchParts, partFacetCounts } from '@/lib/catalogue/partFacets'
import { parseListQuery, serializeListQuery, withPage } from '@/lib/catalogue/query'
import { hasFilters } from '@/lib/catalogue/query'
import { decodeView } from '@/lib/catalogue/view'
import { SHIPS_KEY, STOCK_KEY, withStock } from '@/lib/catalogue/stockFacets'
import { listViewKeys } from '@/lib/catalogue/viewKeys'
import { getListStock } from '@/lib/availability/server/listStock'
import { getAttributeTitles, getCatalogueIndex, type SeriesCard } from '@/lib/catalogue/server/catalogue'
import type { RichTextValue } from '@/lib/catalogue/server/documents'
import { hrefFor } from '@/lib/content/server/hrefs'

import { Breadcrumbs, type Crumb } from './Breadcrumbs'
import { FiltersKept } from './FiltersKept.client'
import { CategoryNav } from './CategoryNav'
import { FacetFilters } from './FacetFilters'
import { ListControls } from './ListControls'
import { Pagination } from './Pagination'
import { SeriesGrid } from './SeriesGrid'
import { stockFilters } from './stockFilters'

export const SERIES_PER_PAGE = 24

type Props = {
  locale: Locale
  /** The canonical view segment the page was asked with (undefined for the default view). */
  view: string | undefined
  /** This listing's path without query, e.g. /es/categoria/contactores. */
  basePath: string
  /** A category page lists that family only; the product list every series. */
  categoryId?: string | null
  /**
   * The page's heading above the results: its title and summary (`lead`: in larger type), the
   * breadcrumbs from Home through `parents` to this page, and the collection of the page's document.
   */
  heading: { title: string; summary: string | null; lead?: boolean; parents: Crumb[]; collection?: string }
  /** The page's longer text: under the heading beside the results, after the results on phones (results first). */
  content?: RichTextValue | null
  testId: string
}

/**
 * The series with a part that passes the filters, each counted and priced from those parts
 * only ("12 of 84 parts from $0.57"): a series is listed only when one of its own parts has
 * every value asked for, not merely each value on some part.
 */
function filterSeries(items: readonly SeriesCard[], filters: Record<string, string[]>): SeriesCard[] {
  const out: SeriesCard[] = []
  for (const s of items) {
    const { parts, fromCents } = matchParts(s, filters)
    if (parts > 0) out.push({ ...s, matchCount: parts, fromCents })
  }
  return out
}

/**
 * A filterable, sortable, paged list of series. Its whole state is in the URL query and
 * every control is a plain link, so any view can be shared and works without script. On
 * phones the categories and filters fold behind one "Filters" disclosure (a <details>,
 * closed in the HTML, no script needed), so the results come first; from the two-column
 * width its content shows beside the results (`.filters-toggle` in globals.css).
 */
export async function CatalogueListing({ locale, view, basePath, categoryId = null, heading, content = null, testId }: Props) {
  const [t, tn] = await Promise.all([getTranslations('catalogue'), getTranslations('nav')])
  const intro = content?.root?.children?.length ? <RichText data={content} /> : null
  const [index, allTitles, stock] = await Promise.all([getCatalogueIndex(locale), getAttributeTitles(), getListStock()])
  // The keys and values the proxy's canonical query keeps too (src/lib/catalogue/view.ts).
  const known = listViewKeys(allTitles, index.values)
  const titles = allTitles.filter((x) => Object.hasOwn(known, x.key))
  const keys = [...titles.map((x) => x.key), STOCK_KEY, SHIPS_KEY]
  const query = parseListQuery(decodeView(view), known)
  // Every series' parts split by their stock, so the stock filters count and match part by part (docs/caching.md).
  const series = index.series.map((s) => withStock(s, stock))

  const scope = categoryId ? series.filter((s) => s.categoryId === categoryId) : series
  const filtered = hasFilters(query)
  const matching = filtered ? filterSeries(scope, query.filters) : scope
  const counts = partFacetCounts(scope, query.filters, keys)
  const stocked = await stockFilters(counts, query, locale)
  const totals: Record<string, number> = {}
  const perCategory: Record<string, number> = {}
  for (const s of series) if (s.categoryId) totals[s.categoryId] = (totals[s.categoryId] ?? 0) + 1
  const everywhere = filtered ? filterSeries(series, query.filters) : series
  for (const s of everywhere) if (s.categoryId) perCategory[s.categoryId] = (perCategory[s.categoryId] ?? 0) + 1
  const page = paginate(sortSeries(matching, query.sort, locale), query.page, SERIES_PER_PAGE)

  return (
    <div className="grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)]">
      <div className="lg:col-span-2">
        <header data-collection={heading.collection}>
          <Breadcrumbs
            trail={[{ name: tn('home'), href: hrefFor('/', {}, locale) }, ...heading.parents, { name: heading.title, href: basePath }]}
          />
          <h1 className="mt-2 text-3xl font-bold tracking-tight">{heading.title}</h1>
          {heading.summary && (
            <p className={`mt-1 max-w-3xl ${heading.lead ? 'text-lg ' : ''}text-neutral-700 dark:text-neutral-300`}>{heading.summary}</p>
          )}
        </header>
      </div>
      <aside id="filters" data-skip={t('skipToFilters')} aria-label={t('refine')} className={intro ? 'lg:row-start-3' : undefined}>
        {/* Closed in the HTML: on phones a "Filters" button; beside the results its content is shown by CSS. */}
        <details data-facets className="group/f">
          <summary data-testid="filters-toggle" className="filters-toggle">
            {t('filters')}
            {filtered && <span className="filters-n">{Object.values(query.filters).flat().length}</span>}
          </summary>
          <div className="space-y-3 max-lg:mt-3">
            <CategoryNav
              categories={index.categories}
              counts={perCategory}
              totals={totals}
              allCount={everywhere.length}
              currentId={categoryId}
              query={query}
              locale={locale}
            />
            <FacetFilters
              lead={stocked.group ? [stocked.group] : []}
              titles={titles}
              counts={counts}
              values={index.values}
              query={query}
              basePath={basePath}
              locale={locale}
            />
          </div>
        </details>
        <FiltersKept />
      </aside>
      <section
        id="results"
        data-skip={t('skipToResults')}
        aria-label={t('results')}
        className={intro ? 'min-w-0 lg:row-start-3' : 'min-w-0'}
      >
        <ListControls
          query={query}
          basePath={basePath}
          from={page.from}
          to={page.to}
          total={page.total}
          titles={[...stocked.titles, ...titles]}
          values={{ ...index.values, ...stocked.labels }}
          locale={locale}
        />
        <div className="mt-3">
          {page.items.length ? (
            <SeriesGrid items={page.items} locale={locale} filters={query.filters} testId={testId} eager={3} stock />
          ) : (
            <p
              data-testid={testId}
              className="rounded border border-dashed border-neutral-400 bg-white p-6 text-neutral-700 dark:border-neutral-600 dark:bg-neutral-900 dark:text-neutral-300"
            >
              {scope.length ? t('noMatches') : t('emptyList')}
            </p>
          )}
        </div>
        <Pagination
          page={page.page}
          pageCount={page.pageCount}
          hrefOf={(p) => basePath + serializeListQuery(withPage(query, p))}
          testId="list-pagination"
        />
      </section>
      {intro && <div className="lg:col-span-2 lg:row-start-2">{intro}</div>}
    </div>
  )
}
