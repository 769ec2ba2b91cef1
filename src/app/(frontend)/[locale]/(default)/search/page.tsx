import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { SearchResultsView } from '@/components/search/SearchResults'
import { locales, type Locale } from '@/i18n/locales'
import { partDetails } from '@/lib/cart/server/partDetails'
import { getSearchIndex } from '@/lib/search/server/searchData'
import { hrefFor } from '@/lib/content/server/hrefs'
import { MAX_LIMIT, MAX_QUERY_LENGTH } from '@/lib/search/server/searchIndex'
import { alternatesFor } from '@/lib/content/seo'

// Rendered per request under a CSP nonce (src/lib/content/dynamicPages.ts lists it).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

const queryOf = (v: string | string[] | undefined) => ((Array.isArray(v) ? v[0] : v) ?? '').trim()

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  const q = queryOf((await searchParams).q)
  const t = await getTranslations({ locale, namespace: 'search' })
  const shown = q.length > MAX_QUERY_LENGTH ? `${q.slice(0, MAX_QUERY_LENGTH)}…` : q
  return {
    title: q ? t('resultsTitle', { query: shown }) : t('pageTitle'),
    // Results pages stay out of search engines; their links are still followed.
    robots: { index: false, follow: true },
    alternates: alternatesFor(Object.fromEntries(locales.map((l) => [l, hrefFor('/search', {}, l)])), locale),
  }
}

/**
 * The full results of a search at a shareable address (/search?q=…, /es/buscar?q=…),
 * rendered on the server: a plain GET form, so it works without script.
 */
export default async function SearchPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const q = queryOf((await searchParams).q)
  const tooLong = q.length > MAX_QUERY_LENGTH
  const results = q && !tooLong ? (await getSearchIndex()).search(q, locale, { limit: MAX_LIMIT }) : null
  // The parts found take a quantity and go to the cart: their step, family and series.
  const details = results?.parts.length
    ? await partDetails(
        results.parts.map((p) => p.pn),
        locale,
      )
    : new Map()
  return (
    <SearchResultsView
      locale={locale}
      query={q}
      tooLong={tooLong}
      maxLength={MAX_QUERY_LENGTH}
      results={results}
      details={details}
      action={hrefFor('/search', {}, locale)}
    />
  )
}
