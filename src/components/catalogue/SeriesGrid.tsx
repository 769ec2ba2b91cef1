import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { formatCents } from '@/lib/commerce/money'
import { serializeListQuery, type Filters } from '@/lib/catalogue/query'
import { matchParts } from '@/lib/catalogue/partFacets'
import { IN_STOCK, SHIPS_KEY, SHIPS_TODAY, STOCK_KEY, STOCK_VIEW_KEYS } from '@/lib/catalogue/stockFacets'
import type { SeriesCard } from '@/lib/catalogue/server/catalogue'
import { docHref } from '@/lib/content/server/hrefs'

import { SeriesCards, type CardImage, type SeriesCardData } from './SeriesCards.client'

const PRICE = '__price__'

type Props = {
  items: SeriesCard[]
  locale: Locale
  /** The list's filters, carried to each series page so its parts table opens filtered alike. */
  filters?: Filters
  testId?: string
  /** How many cards may be above the fold (their images load at once). */
  eager?: number
  /** Narrower cards, e.g. accessories below a series. */
  compact?: boolean
  /** The product list's cards say how many of their (matching) parts are in stock and ship today (stock: ./stockFilters.ts). */
  stock?: boolean
}

/**
 * Series as cards: image, series code, title, summary, part count and the lowest price; on
 * a filtered list, how many of its parts match and the lowest price among those.
 */
export async function SeriesGrid({ items, locale, filters = {}, testId, eager = 0, compact = false, stock = false }: Props) {
  const t = await getTranslations('catalogue')
  const ta = await getTranslations('availability')
  const stockWords = (s: SeriesCard) => {
    const inStock = matchParts(s, { ...filters, [STOCK_KEY]: [IN_STOCK] }).parts
    const today = matchParts(s, { ...filters, [SHIPS_KEY]: [SHIPS_TODAY] }).parts
    return !inStock ? '' : today ? ta('seriesStockToday', { inStock, today }) : ta('seriesStock', { inStock })
  }
  const grid = compact ? 'sm:grid-cols-2 lg:grid-cols-4' : 'sm:grid-cols-2 xl:grid-cols-3'
  // "from <strong>{price}</strong>": the words either side of the price, for every card.
  const marked = t.markup('fromPrice', { price: PRICE, strong: (chunks) => chunks })
  const [before = '', after = ''] = marked.split(PRICE)
  const cards: SeriesCardData[] = items.map((s) => {
    // The stock filters stay on the list: a series page is the same for every stock (its rows ask for their promises).
    const own = Object.fromEntries(
      Object.entries(filters).filter(([k, vs]) => !Object.hasOwn(STOCK_VIEW_KEYS, k) && vs.some((v) => s.facets[k]?.includes(v))),
    )
    const image: CardImage | null = s.image ? [s.image.src, s.image.srcSet, s.image.width, s.image.height, s.image.alt] : null
    return [
      String(s.id),
      s.series,
      s.title,
      s.summary,
      docHref('products', s.slug, locale) + serializeListQuery({ filters: own }),
      image,
      s.matchCount !== undefined && s.matchCount < s.partCount
        ? t('partsMatching', { count: s.matchCount, total: s.partCount })
        : s.partCount > 0
          ? t('partCount', { count: s.partCount })
          : '',
      s.fromCents !== null ? formatCents(s.fromCents, locale) : null,
      s.partCount > 0,
      stock ? stockWords(s) : '',
    ]
  })
  return (
    <SeriesCards
      cards={cards}
      from={[before, after]}
      callForPrice={t('callForPrice')}
      gridClass={`grid gap-3 ${grid}`}
      sizes="(min-width: 1280px) 18rem, (min-width: 640px) 45vw, 6rem"
      eager={eager}
      testId={testId}
    />
  )
}
