import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { facetCounts, filterItems, paginate } from '@/lib/catalogue/facets'
import { hasFilters, serializeListQuery, withPage, type ListQuery } from '@/lib/catalogue/query'
import type { SeriesParts } from '@/lib/catalogue/pricing'
import { textIn } from '@/lib/catalogue/values'
import { appCommerceSource } from '@/lib/commerce/server/data'

import { promiseSetup } from '@/components/availability/promiseSetup'
import { OrderRows } from '@/components/cart/RowOrder.client'

import { Pagination } from './Pagination'
import { PartsFilter } from './PartsFilter'
import { PartRows, type PartRow } from './PartRows.client'

/**
 * Rows per page of the table: the rest of a long series is on the next pages (plain links,
 * so a client without script and a crawler reach every part), which keeps a page's HTML
 * under 100 KB.
 */
export const PARTS_PER_PAGE = 50

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
  /** Where the shop explains its fees (the terms page), when it has one. */
  fees: { title: string; href: string } | null
}

/**
 * The series' parts: part number, its attribute columns, package quantity, list price and
 * one price (the visitor's; a signed-in buyer's own, with its build-up, once read), the ship-date promise (asked for by the browser) over the lead-time note. Filtered by a GET form (one select per attribute, with
 * counts), paged by links. Each row takes a quantity, and "Add all filled rows" adds them
 * together. From the tablet's width it is a table that scrolls sideways with the part number
 * kept in view; on phones each row is a card (`.pt` in globals.css) whose cells are labelled
 * by the column titles given once on the table (`--hN`), price and lead time in view.
 */
export async function PartsTable({ parts, columns, query, basePath, locale, seriesTitle, family, series, parent, fees }: Props) {
  const tc = await getTranslations('cart')
  const t = await getTranslations('series')
  const tp = await getTranslations('priceDetails')
  const ta = await getTranslations('availability')
  const promises = await promiseSetup()
  // The shop's rates (public settings), so the page says what the cart will add.
  const { settings } = await appCommerceSource.base()
  const rate = (fraction: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(fraction * 100)
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' })
  const keys = columns.map((c) => c.key)
  const matching = filterItems(parts.rows, query.filters)
  const counts = facetCounts(parts.rows, query.filters, keys)
  const page = paginate(matching, query.page, PARTS_PER_PAGE)
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
  const rows: PartRow[] = page.items.map((r) => [
    r.pn,
    columns.map((c) => label(c.key, r.facets[c.key])),
    r.pkgqty,
    r.priceCents,
    textIn(r.leadTimeNote, locale),
    r.tariff,
  ])
  const tariffed = parts.rows.some((r) => r.tariff)

  // The column titles, once per table, for the phone's cards: cell N reads var(--hN).
  // One price: the visitor's (what the cart charges them); a signed-in buyer's own replaces it, with its build-up.
  const titles = [...columns.map((c) => c.title), t('pkgqty'), tp('price'), ta('column')]
  const labels = Object.fromEntries(titles.map((title, i) => [`--h${i + 3}`, JSON.stringify(title)])) as React.CSSProperties

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

      {filterable.length > 0 && <PartsFilter columns={filterable} basePath={basePath} canReset={hasFilters(query)} />}

      <p className="mb-2 text-xs text-neutral-600 dark:text-neutral-400">
        {t('priceNote')} <span className="font-semibold max-md:hidden lg:hidden">{t('scrollHint')}</span>
      </p>
      {tariffed && (
        // The cart's own words for the fee, so the page and the cart say the same.
        <p id="tariff-note" data-testid="tariff-note" className="mb-2 text-xs text-neutral-700 dark:text-neutral-300">
          <span className="pt-tariff ml-0!">{t('tariffMark')}</span> {t('tariffNote', { fee: tc('itemTariff') })} {tc('feeNote.itemTariff')}{' '}
          <span data-testid="tariff-rates">
            {tp('tariffRateNote', { rate: rate(settings.itemTariffRate) })} {tp('surchargeNote', { rate: rate(settings.globalTariffRate) })}
          </span>{' '}
          {fees && (
            <>
              {t.rich('tariffFees', {
                link: (chunks) => (
                  <a href={fees.href} className="font-semibold text-primary-800 underline dark:text-primary-300">
                    {chunks}
                  </a>
                ),
                title: fees.title,
              })}
            </>
          )}
        </p>
      )}
      <OrderRows>
        <div
          role="region"
          aria-label={t('caption', { series: seriesTitle })}
          tabIndex={0}
          id="parts-list"
          data-skip={t('skipToParts')}
          data-testid="parts-scroll"
          className="overflow-x-auto rounded border border-neutral-300 bg-white dark:border-neutral-700 dark:bg-neutral-900"
        >
          <table data-testid="parts-table" className="pt min-w-full border-collapse text-sm" style={labels}>
            <caption className="sr-only">{t('caption', { series: seriesTitle })}</caption>
            <thead className="border-b border-neutral-300 bg-neutral-100 text-neutral-800 dark:border-neutral-700 dark:bg-neutral-800 dark:text-neutral-200">
              <tr>
                <th scope="col">{t('partNumber')}</th>
                <th scope="col">
                  <span className="sr-only">{tc('orderColumn')}</span>
                </th>
                {columns.map((c) => (
                  <th key={c.key} scope="col" data-column={c.key}>
                    {c.title}
                  </th>
                ))}
                <th scope="col" className="text-right">
                  {t('pkgqty')}
                </th>
                <th scope="col" className="text-right">
                  {tp('price')}
                </th>
                <th scope="col">{ta('column')}</th>
              </tr>
            </thead>
            <tbody>
              <PartRows
                rows={rows}
                family={family}
                series={series}
                parent={parent}
                callForPrice={t('callForPrice')}
                tariffMark={t('tariffMark')}
                promises={promises}
              />
              {page.items.length === 0 && (
                <tr>
                  <td colSpan={columns.length + 5} className="px-3 py-6 text-center text-neutral-700 dark:text-neutral-300">
                    {parts.rows.length ? t('noMatches') : t('noParts')}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      </OrderRows>
      <Pagination
        page={page.page}
        pageCount={page.pageCount}
        hrefOf={(p) => `${basePath}${serializeListQuery(withPage(query, p))}#parts`}
        testId="parts-pagination"
      />
    </section>
  )
}
