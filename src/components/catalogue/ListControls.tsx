import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { SORTS, serializeListQuery, toggleFilter, withSort, type ListQuery } from '@/lib/catalogue/query'
import { textIn, type ValueLabels } from '@/lib/catalogue/values'
import type { AttributeTitle } from '@/lib/catalogue/server/catalogue'

type Props = {
  query: ListQuery
  basePath: string
  from: number
  to: number
  total: number
  titles: AttributeTitle[]
  values: ValueLabels
  locale: Locale
}

/** Above the results: how many match, the sort links and the filters that are on (each removable). */
export async function ListControls({ query, basePath, from, to, total, titles, values, locale }: Props) {
  const t = await getTranslations('catalogue')
  const titleOf = new Map(titles.map((x) => [x.key, textIn(x.title, locale)]))
  const active = Object.entries(query.filters).flatMap(([key, slugs]) =>
    slugs.map((slug) => ({ key, slug, title: titleOf.get(key) ?? key, label: textIn(values[key]?.[slug], locale) || slug })),
  )
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-neutral-300 pb-2 dark:border-neutral-700">
        <p data-testid="product-count" className="text-sm font-semibold text-neutral-700 tabular-nums dark:text-neutral-300">
          {total ? t('showing', { from, to, total }) : t('seriesCount', { count: 0 })}
        </p>
        <nav aria-label={t('sortBy')} className="sorts flex flex-wrap items-center gap-1.5 text-sm">
          <span className="mr-1 text-neutral-600 dark:text-neutral-400">{t('sortBy')}:</span>
          {SORTS.map((s) =>
            s === query.sort ? (
              <span key={s} aria-current="true" data-sort={s}>
                {t(`sort.${s}`)}
              </span>
            ) : (
              <a key={s} href={basePath + serializeListQuery(withSort(query, s))} rel="nofollow" data-sort={s}>
                {t(`sort.${s}`)}
              </a>
            ),
          )}
        </nav>
      </div>
      {active.length > 0 && (
        <ul aria-label={t('activeFilters')} data-testid="active-filters" className="flex flex-wrap gap-1.5">
          {active.map((f) => (
            <li key={`${f.key}:${f.slug}`}>
              <a
                href={basePath + serializeListQuery(toggleFilter(query, f.key, f.slug))}
                rel="nofollow"
                aria-label={t('removeFilter', { filter: `${f.title}: ${f.label}` })}
                className="inline-flex items-center gap-1.5 rounded-full border border-neutral-400 bg-white px-2.5 py-0.5 text-sm hover:border-error-600 hover:text-error-800 dark:border-neutral-600 dark:bg-neutral-900 dark:hover:text-error-300"
              >
                {/* A space between the words, as the name says them (label in name, WCAG 2.5.3). */}
                <span className="text-neutral-600 dark:text-neutral-400">{f.title}:</span> <span className="font-semibold">{f.label}</span>
                <span aria-hidden="true">×</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
