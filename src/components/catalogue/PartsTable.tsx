import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { facetCounts, filterItems, paginate } from '@/lib/catalogue/facets'
import { formatCents } from '@/lib/catalogue/format'
import { hasFilters, serializeListQuery, withPage, type ListQuery } from '@/lib/catalogue/query'
import type { SeriesParts } from '@/lib/catalogue/pricing'
import { textIn } from '@/lib/catalogue/values'

import { AddToCart } from '@/components/cart/AddToCart.client'
import { FavoriteButton } from '@/components/cart/FavoriteButton.client'

import { CustomerPriceProvider, PriceCell } from './CustomerPrices.client'
import { Pagination } from './Pagination'

export const PARTS_PER_PAGE = 100

export type PartColumn = { key: string; title: string }

type Props = {
  parts: SeriesParts
  columns: PartColumn[]
  query: ListQuery
  /** The series page's path without query. */
  basePath: string
  locale: Locale
  seriesTitle: string
  /** What a cart line needs from the page: the family (wire duct rules), series code and the series' slug. */
  family: string | null
  series: string | null
  parent: string
}

const th = 'px-3 py-2 text-left font-semibold whitespace-nowrap'
const num = 'px-3 py-1.5 text-right tabular-nums whitespace-nowrap'
/** A hairline on the kept-in-view part-number column (borders do not travel with sticky cells). */
const stickyEdge = 'shadow-[inset_-1px_0_0_var(--color-neutral-200)] dark:shadow-[inset_-1px_0_0_var(--color-neutral-800)]'

/**
 * The series' parts: part number, its attribute columns, package quantity, list price and
 * the visitor's price, lead time. Filtered by a GET form (one select per attribute, with
 * counts), paged by links; scrolls sideways on narrow screens with the part number kept in view.
 */
export async function PartsTable({ parts, columns, query, basePath, locale, seriesTitle, family, series, parent }: Props) {
  const tc = await getTranslations('cart')
  const t = await getTranslations('series')
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' })
  const keys = columns.map((c) => c.key)
  const rows = filterItems(parts.rows, query.filters)
  const counts = facetCounts(parts.rows, query.filters, keys)
  const page = paginate(rows, query.page, PARTS_PER_PAGE)
  const filterable = columns
    .map((c) => {
      const selected = query.filters[c.key]?.[0] ?? ''
      const options = Object.entries(parts.values[c.key] ?? {})
        .map(([slug, labels]) => ({ slug, label: textIn(labels, locale), count: counts[c.key]?.[slug] ?? 0 }))
        .sort((a, b) => collator.compare(a.label, b.label))
      return { ...c, selected, options }
    })
    .filter((c) => c.options.length > 1 || c.selected)
  const label = (key: string, slugs: string[] | undefined) => (slugs?.[0] ? textIn(parts.values[key]?.[slugs[0]], locale) : '')

  return (
    <section id="parts" aria-labelledby="parts-heading" className="scroll-mt-20">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="parts-heading" className="text-xl font-semibold">
          {t('parts')}
        </h2>
        <p data-testid="parts-count" className="text-sm font-semibold text-neutral-700 tabular-nums dark:text-neutral-300">
          {page.total ? t('showing', { from: page.from, to: page.to, total: page.total }) : t('partCount', { count: 0 })}
        </p>
      </div>

      {filterable.length > 0 && (
        <form
          method="get"
          action={`${basePath}#parts`}
          data-testid="parts-filter"
          className="mb-3 flex flex-wrap items-end gap-3 rounded border border-neutral-300 bg-white p-3 dark:border-neutral-700 dark:bg-neutral-900"
        >
          {filterable.map((c) => (
            <label key={c.key} className="flex min-w-36 flex-col gap-1 text-sm font-semibold">
              {c.title}
              <select
                name={c.key}
                defaultValue={c.selected}
                className="rounded border border-neutral-400 bg-white px-2 py-1.5 font-normal dark:border-neutral-600 dark:bg-neutral-800"
              >
                <option value="">{t('any')}</option>
                {c.options.map((o) => (
                  <option key={o.slug} value={o.slug} disabled={o.count === 0 && o.slug !== c.selected}>
                    {`${o.label} (${o.count})`}
                  </option>
                ))}
              </select>
            </label>
          ))}
          <div className="flex items-center gap-3">
            <button
              type="submit"
              className="rounded bg-primary-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-primary-800 dark:bg-primary-400 dark:text-neutral-950 dark:hover:bg-primary-300"
            >
              {t('apply')}
            </button>
            {hasFilters(query) && (
              <a href={`${basePath}#parts`} className="text-sm font-semibold text-primary-800 underline dark:text-primary-300">
                {t('reset')}
              </a>
            )}
          </div>
        </form>
      )}

      <p className="mb-2 text-xs text-neutral-600 dark:text-neutral-400">
        {t('priceNote')} <span className="font-semibold lg:hidden">{t('scrollHint')}</span>
      </p>
      <div
        role="region"
        aria-labelledby="parts-heading"
        tabIndex={0}
        data-testid="parts-scroll"
        className="overflow-x-auto rounded border border-neutral-300 bg-white dark:border-neutral-700 dark:bg-neutral-900"
      >
        <CustomerPriceProvider items={page.items.map((r) => ({ pn: r.pn, qty: Math.max(1, r.pkgqty || 1) }))}>
          <table data-testid="parts-table" className="min-w-full border-collapse text-sm">
            <caption className="sr-only">{t('caption', { series: seriesTitle })}</caption>
            <thead className="border-b border-neutral-300 bg-neutral-100 text-neutral-800 dark:border-neutral-700 dark:bg-neutral-800 dark:text-neutral-200">
              <tr>
                <th scope="col" className={`${th} ${stickyEdge} sticky left-0 z-10 bg-neutral-100 dark:bg-neutral-800`}>
                  {t('partNumber')}
                </th>
                <th scope="col" className={th}>
                  <span className="sr-only">{tc('orderColumn')}</span>
                </th>
                {columns.map((c) => (
                  <th key={c.key} scope="col" data-column={c.key} className={th}>
                    {c.title}
                  </th>
                ))}
                <th scope="col" className={`${th} text-right`}>
                  {t('pkgqty')}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {t('listPrice')}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {t('yourPrice')}
                </th>
                <th scope="col" className={th}>
                  {t('leadTime')}
                </th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((r) => (
                <tr
                  key={r.pn}
                  data-pn={r.pn}
                  className="border-b border-neutral-200 bg-white last:border-b-0 even:bg-neutral-50 dark:border-neutral-800 dark:bg-neutral-900 dark:even:bg-neutral-950"
                >
                  <th
                    scope="row"
                    className={`${stickyEdge} sticky left-0 bg-inherit px-3 py-1.5 text-left font-mono font-semibold whitespace-nowrap`}
                  >
                    {r.pn}
                  </th>
                  <td className="px-3 py-1 whitespace-nowrap">
                    <span className="flex items-center gap-1">
                      <AddToCart facts={{ pn: r.pn, pkgqty: r.pkgqty, family, series, parent }} />
                      <FavoriteButton item={{ pn: r.pn }} label={r.pn} />
                    </span>
                  </td>
                  {columns.map((c) => (
                    <td key={c.key} className="px-3 py-1.5 whitespace-nowrap">
                      {label(c.key, r.facets[c.key]) || <span className="text-neutral-400">—</span>}
                    </td>
                  ))}
                  <td className={num}>{r.pkgqty}</td>
                  <td className={`${num} text-neutral-700 dark:text-neutral-300`}>{formatCents(r.listCents, locale)}</td>
                  <td className={`${num} font-semibold`} data-testid="part-price">
                    <PriceCell pn={r.pn} visitorCents={r.priceCents} callForPrice={t('callForPrice')} />
                  </td>
                  <td className="px-3 py-1.5 whitespace-nowrap text-neutral-700 dark:text-neutral-300">
                    {textIn(r.leadTimeNote, locale) || <span className="text-neutral-400">—</span>}
                  </td>
                </tr>
              ))}
              {page.items.length === 0 && (
                <tr>
                  <td colSpan={columns.length + 6} className="px-3 py-6 text-center text-neutral-700 dark:text-neutral-300">
                    {parts.rows.length ? t('noMatches') : t('noParts')}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </CustomerPriceProvider>
      </div>
      <Pagination
        page={page.page}
        pageCount={page.pageCount}
        hrefOf={(p) => `${basePath}${serializeListQuery(withPage(query, p))}#parts`}
        testId="parts-pagination"
      />
    </section>
  )
}
