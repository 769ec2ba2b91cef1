import { getTranslations } from 'next-intl/server'

import { pageWindow } from '@/lib/catalogue/facets'

type Props = {
  page: number
  pageCount: number
  /** The address of a page number. */
  hrefOf: (page: number) => string
  testId?: string
}

const cell = 'inline-flex min-w-9 items-center justify-center rounded border px-2.5 py-1.5 text-sm font-semibold tabular-nums'
const link = `${cell} border-neutral-300 bg-white text-neutral-800 hover:border-primary-600 hover:text-primary-800 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-200`

/** Previous, numbered and next page links (plain links: no script needed). */
export async function Pagination({ page, pageCount, hrefOf, testId }: Props) {
  if (pageCount <= 1) return null
  const t = await getTranslations('catalogue')
  return (
    <nav aria-label={t('pagination')} data-testid={testId} className="mt-6">
      <ul className="flex flex-wrap items-center gap-1.5">
        <li>
          {page > 1 ? (
            <a href={hrefOf(page - 1)} rel="prev" className={link}>
              ← {t('previous')}
            </a>
          ) : (
            <span className={`${cell} border-neutral-200 text-neutral-400 dark:border-neutral-800 dark:text-neutral-600`} aria-disabled="true">
              ← {t('previous')}
            </span>
          )}
        </li>
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-neutral-500">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page" className={`${cell} border-primary-700 bg-primary-700 text-white dark:border-primary-400 dark:bg-primary-400 dark:text-neutral-950`}>
                  <span className="sr-only">{t('page', { page: p })}</span>
                  <span aria-hidden="true">{p}</span>
                </span>
              ) : (
                <a href={hrefOf(p)} className={link} aria-label={t('page', { page: p })}>
                  {p}
                </a>
              )}
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <a href={hrefOf(page + 1)} rel="next" className={link}>
              {t('next')} →
            </a>
          ) : (
            <span className={`${cell} border-neutral-200 text-neutral-400 dark:border-neutral-800 dark:text-neutral-600`} aria-disabled="true">
              {t('next')} →
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
