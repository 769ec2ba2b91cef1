import { getTranslations } from 'next-intl/server'

import { promiseSetup } from '@/components/availability/promiseSetup'
import { RowPromise, RowsAvailability } from '@/components/availability/ShipPromise.client'
import { AddToCart } from '@/components/cart/AddToCart.client'
import { OrderRows, RowQuantity } from '@/components/cart/RowOrder.client'
import { toCents } from '@/domain/money'
import type { Locale } from '@/i18n/locales'
import { formatCents } from '@/lib/commerce/money'
import type { PartDetail } from '@/lib/cart/contract'
import type { PartFacts } from '@/lib/cart/lines'
import type { DocHit, SearchResults } from '@/lib/search/server/searchIndex'

import { CrossNote } from './CrossNote'

// Picked, not indexed by the key's name: that spelling reads as a read of the parts collection to tests/unit/data/visibleParts.test.ts.
type PartHits = Pick<SearchResults, 'parts'>
type PartHitData = PartHits[keyof PartHits][number]

type Props = {
  locale: Locale
  query: string
  tooLong: boolean
  maxLength: number
  results: SearchResults | null
  /** What the cart needs of each part found (its step, family and series), by part number. */
  details: Map<string, PartDetail>
  action: string
}

const linkClass = 'font-semibold text-primary-800 underline-offset-2 hover:underline dark:text-primary-300'

/** "Did you mean PB22-G-10-M?" above parts found as near misses of what was typed, linking to that number's results. */
async function DidYouMean({ locale, pn, action }: { locale: Locale; pn: string; action: string }) {
  const t = await getTranslations({ locale, namespace: 'search' })
  return (
    <p className="mb-4 text-lg" data-testid="search-did-you-mean">
      {t.rich('hit.didYouMean', {
        pn,
        link: (chunks) => (
          <a href={`${action}?${new URLSearchParams({ q: pn })}`} className={`${linkClass} font-mono`}>
            {chunks}
          </a>
        ),
      })}
    </p>
  )
}

/** One part found: its number, series and values, its ship-date promise, and a quantity box with the add button. */
async function PartHit({ hit: p, facts, locale }: { hit: PartHitData; facts: PartFacts | null; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'search' })
  const found = Boolean(p.crossedFrom || p.replaces)
  return (
    <li
      data-pn={p.pn}
      className={`flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-b border-neutral-200 py-2 dark:border-neutral-800 ${found ? 'my-2 rounded border-2 border-primary-700 px-3 md:col-span-2 dark:border-primary-300' : ''}`}
      data-testid={found ? 'search-equivalent' : 'search-result'}
    >
      {found && (
        <div className="min-w-0 basis-full">
          <CrossNote hit={p} table />
        </div>
      )}
      <span className="flex min-w-0 flex-wrap items-baseline gap-x-2">
        <a href={p.href} className={`${linkClass} font-mono whitespace-nowrap`}>
          {p.pn}
        </a>
        <span className="text-sm text-neutral-700 dark:text-neutral-300">
          {t.rich('inSeries', {
            title: p.series.title,
            series: (chunks) => (
              <a href={p.series.href} className="underline-offset-2 hover:underline">
                {chunks}
              </a>
            ),
          })}
        </span>
        <span className="basis-full text-sm text-neutral-700 dark:text-neutral-300" data-testid="search-part-facts">
          {[...p.values, ...(p.listPrice === null ? [] : [t('hit.listPrice', { price: formatCents(toCents(p.listPrice), locale) })])].join(
            ' · ',
          )}
        </span>
        {facts && (
          <span className="basis-full text-sm font-semibold">
            <RowPromise facts={facts} />
          </span>
        )}
      </span>
      {facts && (
        <span className="flex items-center gap-2">
          <RowQuantity facts={facts} />
          <AddToCart facts={facts} />
        </span>
      )}
    </li>
  )
}

/** The results page's body: the search form, then parts, products and content with their counts. */
export async function SearchResultsView({ locale, query, tooLong, maxLength, results, details, action }: Props) {
  const t = await getTranslations({ locale, namespace: 'search' })
  const kind = (d: DocHit) => (t.has(`kinds.${d.collection}`) ? t(`kinds.${d.collection}`) : d.collection)
  const total = results ? results.totals.parts + results.totals.products + results.totals.content : 0
  const shownQuery = tooLong ? `${query.slice(0, maxLength)}…` : query
  // What the cart needs of each part found, and so its promise at the quantity its box holds.
  const factsOf = (d: PartDetail): PartFacts => ({ pn: d.pn, pkgqty: d.pkgqty, family: d.family, series: d.series, parent: d.parent })
  const found = results?.parts.flatMap((p) => (details.has(p.pn) ? [factsOf(details.get(p.pn)!)] : [])) ?? []
  const promises = await promiseSetup()

  const docList = (docs: DocHit[], testId: string) => (
    <ul className="divide-y divide-neutral-200 dark:divide-neutral-800" data-testid={testId}>
      {docs.map((d) => (
        <li key={`${d.collection}:${d.id}`} className="py-3" data-testid="search-result">
          <div className="flex flex-wrap items-baseline gap-x-3">
            <a href={d.href} className={linkClass}>
              {d.title}
            </a>
            <span className="text-xs text-neutral-600 dark:text-neutral-400">{kind(d)}</span>
          </div>
          {d.crossedFrom && <CrossNote hit={d} table />}
          {d.summary && <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">{d.summary}</p>}
        </li>
      ))}
    </ul>
  )

  const heading = (id: string, title: string, count: number) => (
    <h2 id={id} className="mb-2 flex items-baseline gap-3 text-xl font-semibold">
      {title}
      <span className="text-sm font-normal text-neutral-600 tabular-nums dark:text-neutral-400">{t('count', { count })}</span>
    </h2>
  )

  return (
    <div className="mx-auto max-w-3xl" data-testid="search-page">
      <h1 className="mb-4 text-2xl font-bold break-words sm:text-3xl">
        {query ? t('resultsTitle', { query: shownQuery }) : t('pageTitle')}
      </h1>
      <form method="get" action={action} role="search" className="mb-6 flex gap-2" data-testid="search-form">
        <label htmlFor="search-page-q" className="sr-only">
          {t('inputLabel')}
        </label>
        {/* Keyed by the query: a search from the header that lands here again must show its own words, not the last ones. */}
        <input
          key={query}
          id="search-page-q"
          name="q"
          type="search"
          defaultValue={query}
          placeholder={t('placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          className="min-w-0 flex-1 rounded border border-neutral-400 bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:border-neutral-600 dark:bg-neutral-800 dark:focus-visible:outline-primary-300"
        />
        <button
          type="submit"
          className="rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800 dark:bg-primary-400 dark:text-neutral-950 dark:hover:bg-primary-300"
        >
          {t('submit')}
        </button>
      </form>

      {tooLong && (
        <p role="alert" className="text-error-700 dark:text-error-400" data-testid="search-too-long">
          {t('tooLong', { max: maxLength })}
        </p>
      )}
      {!query && <p className="text-neutral-700 dark:text-neutral-300">{t('hint')}</p>}
      {results?.didYouMean && <DidYouMean locale={locale} pn={results.didYouMean} action={action} />}
      {results && total === 0 && (
        <div data-testid="search-empty">
          <p className="text-lg font-semibold">{t('noResults', { query })}</p>
          <p className="mt-1 text-neutral-700 dark:text-neutral-300">{t('noResultsHint')}</p>
        </div>
      )}
      {results && total > 0 && (
        <div className="space-y-8">
          <p className="text-sm text-neutral-700 tabular-nums dark:text-neutral-300" data-testid="search-total">
            {t('count', { count: total })}
          </p>
          {results.totals.parts > 0 && (
            <section aria-labelledby="search-parts" data-testid="search-section-parts">
              {heading('search-parts', t('parts'), results.totals.parts)}
              <OrderRows>
                <RowsAvailability parts={found} setup={promises}>
                  <ul className="grid gap-x-6 md:grid-cols-2" data-testid="search-parts-list">
                    {results.parts.map((p) => {
                      const d = details.get(p.pn)
                      return <PartHit key={p.pn} hit={p} facts={d ? factsOf(d) : null} locale={locale} />
                    })}
                  </ul>
                </RowsAvailability>
              </OrderRows>
              {results.totals.parts > results.parts.length && (
                <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300" data-testid="search-parts-more">
                  {t('shown', { shown: results.parts.length, total: results.totals.parts })}
                </p>
              )}
            </section>
          )}
          {results.totals.products > 0 && (
            <section aria-labelledby="search-products" data-testid="search-section-products">
              {heading('search-products', t('products'), results.totals.products)}
              {docList(results.products, 'search-products-list')}
            </section>
          )}
          {results.totals.content > 0 && (
            <section aria-labelledby="search-content" data-testid="search-section-content">
              {heading('search-content', t('content'), results.totals.content)}
              {docList(results.content, 'search-content-list')}
            </section>
          )}
        </div>
      )}
    </div>
  )
}
