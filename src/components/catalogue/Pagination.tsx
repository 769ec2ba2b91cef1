import { getTranslations } from 'next-intl/server'

import { pageWindow } from '@/lib/catalogue/facets'

type Props = {
  page: number
  pageCount: number
  /** The address of a page number. */
  hrefOf: (page: number) => string
  testId?: string
}

/** Previous, numbered and next page links (plain links: no script needed); their look is `.pager` in globals.css. */
export async function Pagination({ page, pageCount, hrefOf, testId }: Props) {
  if (pageCount <= 1) return null
  const t = await getTranslations('catalogue')
  return (
    <nav aria-label={t('pagination')} data-testid={testId} className="pager mt-6">
      <ul>
        <li>
          {page > 1 ? (
            <a href={hrefOf(page - 1)} rel="prev">
              ← {t('previous')}
            </a>
          ) : (
            <span aria-disabled="true">← {t('previous')}</span>
          )}
        </li>
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page">
                  <span className="sr-only">{t('page', { page: p })}</span>
                  <span aria-hidden="true">{p}</span>
                </span>
              ) : (
                <a href={hrefOf(p)} aria-label={t('page', { page: p })}>
                  {p}
                </a>
              )}
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <a href={hrefOf(page + 1)} rel="next">
              {t('next')} →
            </a>
          ) : (
            <span aria-disabled="true">{t('next')} →</span>
          )}
        </li>
      </ul>
    </nav>
  )
}
