import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { serializeListQuery, type ListQuery } from '@/lib/catalogue/query'
import type { CategoryEntry } from '@/lib/catalogue/server/catalogue'
import { hrefFor } from '@/lib/content/server/hrefs'

import { CategoryLinks, type CategoryLink } from './CategoryLinks.client'

type Props = {
  categories: CategoryEntry[]
  /** Series per category matching the current filters. */
  counts: Record<string, number>
  /** Series per category without filters (categories without any are left out). */
  totals: Record<string, number>
  allCount: number
  currentId: string | null
  query: ListQuery
  locale: Locale
}

/** The families, accessories under their family, each with how many series match the filters. */
export async function CategoryNav({ categories, counts, totals, allCount, currentId, query, locale }: Props) {
  const t = await getTranslations('catalogue')
  const keep = serializeListQuery({ filters: query.filters, sort: query.sort })
  const shown = categories.filter((c) => totals[c.id])
  const ids = new Set(shown.map((c) => c.id))
  const roots = shown.filter((c) => !c.parentId || !ids.has(c.parentId))
  const children = (id: string) => shown.filter((c) => c.parentId === id)
  const link = (c: CategoryEntry, nested: boolean): CategoryLink => {
    const own: CategoryLink = [
      hrefFor('/category/[slug]', { slug: c.slug }, locale) + keep,
      c.title,
      counts[c.id] ?? 0,
      c.id === currentId ? 1 : 0,
    ]
    const kids = nested ? [] : children(c.id)
    if (kids.length) own[4] = kids.map((k) => link(k, true))
    return own
  }
  return (
    <details open suppressHydrationWarning className="panel">
      <summary>{t('categories')}</summary>
      {/* Its links' look is `.cats` in globals.css: written once there, not on every link. */}
      <ul data-testid="product-categories" className="cats border-t border-neutral-200 p-1.5 dark:border-neutral-800">
        <li>
          <a href={hrefFor('/products', {}, locale) + keep} aria-current={currentId === null ? 'page' : undefined}>
            <span>{t('allProducts')}</span>
            <small>{allCount}</small>
          </a>
        </li>
        <CategoryLinks links={roots.map((c) => link(c, false))} />
      </ul>
    </details>
  )
}
