import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { FacetCounts } from '@/lib/catalogue/facets'
import type { ListQuery } from '@/lib/catalogue/query'
import { IN_STOCK, SHIPS_KEY, SHIPS_TODAY, STOCK_KEY } from '@/lib/catalogue/stockFacets'
import type { ValueLabels } from '@/lib/catalogue/values'
import type { AttributeTitle } from '@/lib/catalogue/server/catalogue'

import type { FacetGroup, FacetOption } from './FacetOptions.client'

/**
 * The product list's stock filters (src/lib/catalogue/stockFacets.ts) in the page's words:
 * one "Availability" group of two values, each with the series it would leave, offered when it
 * leaves some (or is on); and their titles and labels for the list of filters that are on.
 */
export async function stockFilters(counts: FacetCounts, query: ListQuery, locale: Locale) {
  const t = await getTranslations('availability')
  const title = t('filter')
  const values = [
    [STOCK_KEY, IN_STOCK, t('inStockFilter')],
    [SHIPS_KEY, SHIPS_TODAY, t('shipsTodayFilter')],
  ] as const
  const options = values
    .map(([key, slug, label]): FacetOption => [slug, label, counts[key]?.[slug] ?? 0, query.filters[key]?.includes(slug) ? 1 : 0, key])
    .filter(([, , count, on]) => count > 0 || on === 1)
  const group: FacetGroup | null = options.length ? [STOCK_KEY, '', title, options, ''] : null
  const titles: AttributeTitle[] = values.map(([key]) => ({ key, title: { [locale]: title }, order: -1 }))
  const labels: ValueLabels = Object.fromEntries(values.map(([key, slug, label]) => [key, { [slug]: { [locale]: label } }]))
  return { group, titles, labels }
}
