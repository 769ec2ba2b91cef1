import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { FacetCounts } from '@/lib/catalogue/facets'
import { hasFilters, serializeListQuery, toggleFilter, withoutFilters, type ListQuery } from '@/lib/catalogue/query'
import { textIn, type ValueLabels } from '@/lib/catalogue/values'
import type { AttributeTitle } from '@/lib/data/catalogue'

type Props = {
  titles: AttributeTitle[]
  counts: FacetCounts
  values: ValueLabels
  query: ListQuery
  basePath: string
  locale: Locale
  open: boolean
}

/** Values listed before the rest fold away under "n more". */
const VISIBLE_VALUES = 10

/**
 * Attribute filters as links: each value toggles itself and shows how many series it would
 * leave given the other filters. Values that would leave none are not offered (unless on).
 */
export async function FacetFilters({ titles, counts, values, query, basePath, locale, open }: Props) {
  const t = await getTranslations('catalogue')
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' })
  const groups = titles
    .map((title) => {
      const selected = query.filters[title.key] ?? []
      const options = Object.entries(values[title.key] ?? {})
        .map(([slug, labels]) => ({ slug, label: textIn(labels, locale), count: counts[title.key]?.[slug] ?? 0, on: selected.includes(slug) }))
        .filter((o) => o.count > 0 || o.on)
        .sort((a, b) => collator.compare(a.label, b.label))
      return { key: title.key, title: textIn(title.title, locale), options }
    })
    .filter((g) => g.options.length > 0)
  if (!groups.length) return null
  const link = (key: string, slug: string) => basePath + serializeListQuery(toggleFilter(query, key, slug))
  const option = (key: string, o: (typeof groups)[number]['options'][number]) => (
    <li key={o.slug}>
      <a
        href={link(key, o.slug)}
        rel="nofollow"
        aria-current={o.on ? 'true' : undefined}
        data-facet={`${key}:${o.slug}`}
        className="flex items-center gap-2 rounded px-2 py-1 text-sm text-neutral-800 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800"
      >
        <span
          aria-hidden="true"
          className={`flex size-4 shrink-0 items-center justify-center rounded-sm border text-[0.65rem] leading-none ${o.on ? 'border-primary-700 bg-primary-700 text-white dark:border-primary-400 dark:bg-primary-400 dark:text-neutral-950' : 'border-neutral-400 bg-white dark:border-neutral-500 dark:bg-neutral-900'}`}
        >
          {o.on ? '✓' : ''}
        </span>
        <span className={`flex-1 ${o.on ? 'font-semibold' : ''}`}>{o.label}</span>
        <span className="tabular-nums text-xs text-neutral-600 dark:text-neutral-400">{o.count}</span>
      </a>
    </li>
  )
  return (
    <details open={open} className="group rounded border border-neutral-300 bg-white dark:border-neutral-700 dark:bg-neutral-900">
      <summary className="flex cursor-pointer items-center justify-between px-3 py-2 text-sm font-semibold tracking-wide text-neutral-700 uppercase dark:text-neutral-300">
        <span>
          {t('filters')}
          {hasFilters(query) && (
            <span className="ml-2 rounded bg-primary-700 px-1.5 py-0.5 text-xs tracking-normal text-white normal-case dark:bg-primary-400 dark:text-neutral-950">
              {Object.values(query.filters).flat().length}
            </span>
          )}
        </span>
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">▾</span>
      </summary>
      <div data-testid="attribute-filters" className="divide-y divide-neutral-200 border-t border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
        {hasFilters(query) && (
          <p className="px-3 py-2">
            <a href={basePath + serializeListQuery(withoutFilters(query))} className="text-sm font-semibold text-primary-800 underline dark:text-primary-300">
              {t('clearFilters')}
            </a>
          </p>
        )}
        {groups.map((g) => (
          <div key={g.key} role="group" aria-labelledby={`facet-${g.key}`} data-attribute={g.key} className="px-1.5 py-2">
            <h3 id={`facet-${g.key}`} className="px-2 pb-1 text-sm font-semibold text-neutral-900 dark:text-neutral-100">
              {g.title}
            </h3>
            <ul>{g.options.slice(0, VISIBLE_VALUES).map((o) => option(g.key, o))}</ul>
            {g.options.length > VISIBLE_VALUES && (
              <details open={g.options.slice(VISIBLE_VALUES).some((o) => o.on)}>
                <summary className="cursor-pointer px-2 py-1 text-sm font-semibold text-primary-800 dark:text-primary-300">
                  {t('moreValues', { count: g.options.length - VISIBLE_VALUES })}
                </summary>
                <ul>{g.options.slice(VISIBLE_VALUES).map((o) => option(g.key, o))}</ul>
              </details>
            )}
          </div>
        ))}
      </div>
    </details>
  )
}
