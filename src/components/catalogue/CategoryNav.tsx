import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { serializeListQuery, type ListQuery } from '@/lib/catalogue/query'
import type { CategoryEntry } from '@/lib/data/catalogue'
import { hrefFor } from '@/lib/hrefs'

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
  open: boolean
}

const item = 'flex items-baseline justify-between gap-2 rounded px-2 py-1.5 text-sm hover:bg-neutral-100 dark:hover:bg-neutral-800'
const current = 'bg-primary-50 font-semibold text-primary-900 dark:bg-primary-950 dark:text-primary-200'

/** The families, accessories under their family, each with how many series match the filters. */
export async function CategoryNav({ categories, counts, totals, allCount, currentId, query, locale, open }: Props) {
  const t = await getTranslations('catalogue')
  const keep = serializeListQuery({ filters: query.filters, sort: query.sort })
  const shown = categories.filter((c) => totals[c.id])
  const ids = new Set(shown.map((c) => c.id))
  const roots = shown.filter((c) => !c.parentId || !ids.has(c.parentId))
  const children = (id: string) => shown.filter((c) => c.parentId === id)
  const entry = (c: CategoryEntry, nested: boolean) => (
    <li key={c.id}>
      <a
        href={hrefFor('/category/[slug]', { slug: c.slug }, locale) + keep}
        aria-current={c.id === currentId ? 'page' : undefined}
        className={`${item} ${nested ? 'pl-5' : ''} ${c.id === currentId ? current : 'text-neutral-800 dark:text-neutral-200'} ${counts[c.id] ? '' : 'opacity-60'}`}
      >
        <span>{c.title}</span>
        <span className="tabular-nums text-xs text-neutral-600 dark:text-neutral-400">{counts[c.id] ?? 0}</span>
      </a>
      {!nested && children(c.id).length > 0 && <ul>{children(c.id).map((k) => entry(k, true))}</ul>}
    </li>
  )
  return (
    <details open={open} className="group rounded border border-neutral-300 bg-white dark:border-neutral-700 dark:bg-neutral-900">
      <summary className="flex cursor-pointer items-center justify-between px-3 py-2 text-sm font-semibold tracking-wide text-neutral-700 uppercase dark:text-neutral-300">
        {t('categories')}
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">▾</span>
      </summary>
      <ul data-testid="product-categories" className="border-t border-neutral-200 p-1.5 dark:border-neutral-800">
        <li>
          <a
            href={hrefFor('/products', {}, locale) + keep}
            aria-current={currentId === null ? 'page' : undefined}
            className={`${item} ${currentId === null ? current : 'text-neutral-800 dark:text-neutral-200'}`}
          >
            <span>{t('allProducts')}</span>
            <span className="tabular-nums text-xs text-neutral-600 dark:text-neutral-400">{allCount}</span>
          </a>
        </li>
        {roots.map((c) => entry(c, false))}
      </ul>
    </details>
  )
}
