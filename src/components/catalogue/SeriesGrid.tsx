import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { formatCents } from '@/lib/catalogue/format'
import { serializeListQuery, type Filters } from '@/lib/catalogue/query'
import type { SeriesCard } from '@/lib/data/catalogue'
import { docHref } from '@/lib/hrefs'

import { CatalogueImage } from './CatalogueImage'

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
}

/** A neutral outline where a series has no image yet. */
export function NoImage({ className = 'h-10 w-10' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" className={`${className} text-neutral-300 dark:text-neutral-600`}>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <circle cx="12" cy="10" r="3.5" />
      <path d="M9 17h6" />
    </svg>
  )
}

/** Series as cards: image, series code, title, summary, part count and the lowest price. */
export async function SeriesGrid({ items, locale, filters = {}, testId, eager = 0, compact = false }: Props) {
  const t = await getTranslations('catalogue')
  const grid = compact ? 'sm:grid-cols-2 lg:grid-cols-4' : 'sm:grid-cols-2 xl:grid-cols-3'
  return (
    <ul data-testid={testId} className={`grid gap-3 ${grid}`}>
      {items.map((s, i) => {
        const own = Object.fromEntries(Object.entries(filters).filter(([k, vs]) => vs.some((v) => s.facets[k]?.includes(v))))
        const href = docHref('products', s.slug, locale) + serializeListQuery({ filters: own })
        return (
          <li
            key={s.id}
            data-series={s.series ?? undefined}
            className="relative flex gap-3 rounded border border-neutral-300 bg-white p-3 hover:border-primary-600 focus-within:border-primary-600 sm:flex-col dark:border-neutral-700 dark:bg-neutral-900 dark:hover:border-primary-400"
          >
            <div className="flex aspect-[4/3] w-24 shrink-0 items-center justify-center overflow-hidden rounded-sm border border-neutral-200 bg-neutral-50 sm:w-full dark:border-neutral-800 dark:bg-neutral-800">
              {s.image ? (
                <CatalogueImage
                  image={s.image}
                  sizes="(min-width: 1280px) 18rem, (min-width: 640px) 45vw, 6rem"
                  priority={i < eager}
                  className="h-full w-full object-contain"
                />
              ) : (
                <NoImage />
              )}
            </div>
            <div className="flex min-w-0 flex-1 flex-col">
              <p className="min-h-4 font-mono text-xs font-semibold text-neutral-600 dark:text-neutral-400">{s.series}</p>
              <h2 className="text-base leading-snug font-semibold">
                <a href={href} className="text-neutral-900 after:absolute after:inset-0 hover:underline dark:text-neutral-100">
                  {s.title}
                </a>
              </h2>
              {s.summary && <p className="mt-1 line-clamp-2 text-sm text-neutral-700 dark:text-neutral-300">{s.summary}</p>}
              <p className="mt-auto flex flex-wrap items-baseline gap-x-3 pt-2 text-sm">
                {s.partCount > 0 && <span className="text-neutral-600 dark:text-neutral-400">{t('partCount', { count: s.partCount })}</span>}
                {s.fromCents !== null ? (
                  <span data-testid="series-from-price" className="tabular-nums">
                    {t.rich('fromPrice', {
                      price: formatCents(s.fromCents, locale),
                      strong: (chunks) => <strong className="font-semibold text-neutral-950 dark:text-white">{chunks}</strong>,
                    })}
                  </span>
                ) : (
                  s.partCount > 0 && <span className="font-semibold">{t('callForPrice')}</span>
                )}
              </p>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
