import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { FacetCounts } from '@/lib/catalogue/facets'
import { slugify } from '@/lib/catalogue/slug'
import { hasFilters, serializeListQuery, withoutFilters, type ListQuery } from '@/lib/catalogue/query'
import { splitByUnit } from '@/lib/catalogue/units'
import { textIn, type ValueLabels } from '@/lib/catalogue/values'
import type { AttributeTitle } from '@/lib/catalogue/server/catalogue'

import { FacetGroups, type FacetGroup, type FacetOption } from './FacetOptions.client'

type Props = {
  /** Groups offered before the attributes' (the stock filters), their options already counted. */
  lead?: FacetGroup[]
  titles: AttributeTitle[]
  counts: FacetCounts
  values: ValueLabels
  query: ListQuery
  basePath: string
  locale: Locale
}

/** Values listed before the rest fold away under "n more". */
const VISIBLE_VALUES = 10

/**
 * Attribute filters as links: each value toggles itself and shows how many series it would
 * leave given the other filters. Values that would leave none are not offered (unless on).
 */
export async function FacetFilters({ lead = [], titles, counts, values, query, basePath, locale }: Props) {
  const t = await getTranslations('catalogue')
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' })
  // An attribute whose values come in several units ("2.5 mm²", "8 x 6 x 4 in") is offered as
  // one group per unit, its title qualified by the unit, so no group mixes two units.
  const groups = titles.flatMap((title) => {
    const selected = query.filters[title.key] ?? []
    const options = Object.entries(values[title.key] ?? {})
      .map(([slug, labels]) => ({
        slug,
        label: textIn(labels, locale),
        en: labels.en ?? '',
        count: counts[title.key]?.[slug] ?? 0,
        on: selected.includes(slug),
      }))
      .filter((o) => o.count > 0 || o.on)
      .sort((a, b) => collator.compare(a.label, b.label))
    if (!options.length) return []
    const name = textIn(title.title, locale)
    const byUnit = splitByUnit(options, (o) => o.en || o.label)
    return byUnit.map((g) => ({
      key: title.key,
      id: byUnit.length > 1 ? `${title.key}-${g.unit ? slugify(g.unit.replace('²', '2')) : 'other'}` : '',
      title: byUnit.length > 1 && g.unit ? t('withUnit', { title: name, unit: g.unit }) : name,
      options: g.items,
    }))
  })
  if (!groups.length && !lead.length) return null
  const compact = (options: (typeof groups)[number]['options']): FacetOption[] =>
    options.map((o) => [o.slug, o.label, o.count, o.on ? 1 : 0])
  return (
    <details open suppressHydrationWarning className="panel">
      <summary>
        {/* A heading, so the filter groups' h3 follow an h2 (the page's h1 comes before). */}
        <h2 className="m-0 text-sm font-semibold">
          {t('filters')}
          {hasFilters(query) && (
            <span className="ml-2 rounded bg-primary-700 px-1.5 py-0.5 text-xs tracking-normal text-white normal-case dark:bg-primary-400 dark:text-neutral-950">
              {Object.values(query.filters).flat().length}
            </span>
          )}
        </h2>
      </summary>
      <div
        data-testid="attribute-filters"
        className="divide-y divide-neutral-200 border-t border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800"
      >
        {hasFilters(query) && (
          <p className="px-3 py-2">
            <a
              href={basePath + serializeListQuery(withoutFilters(query))}
              className="text-sm font-semibold text-primary-800 underline dark:text-primary-300"
            >
              {t('clearFilters')}
            </a>
          </p>
        )}
        <FacetGroups
          groups={[
            ...lead,
            ...groups.map((g): FacetGroup => [
              g.key,
              g.id,
              g.title,
              compact(g.options),
              g.options.length > VISIBLE_VALUES ? t('moreValues', { count: g.options.length - VISIBLE_VALUES }) : '',
            ]),
          ]}
          visible={VISIBLE_VALUES}
          query={query}
          basePath={basePath}
        />
      </div>
    </details>
  )
}
