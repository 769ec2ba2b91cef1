import { getTranslations } from 'next-intl/server'

import { orderDate } from '@/components/orders/format'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { formatUsd } from '@/lib/commerce/money'
import type { QuoteSummary } from '@/lib/quotes/contract'

import { quoteStatusClass } from './format'

/**
 * The quotes tab (`/my-account/quotes`): the company's quotes, newest first, each with its
 * project, status in words, the day it was asked, its expiry, total and number of lines.
 */
export async function QuoteList({ quotes, locale }: { quotes: QuoteSummary[]; locale: Locale }) {
  const t = await getTranslations('quotes')
  const newestFirst = [...quotes].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  return (
    <div className="rounded border border-neutral-300 bg-white p-4 sm:p-6 dark:border-neutral-800 dark:bg-neutral-900">
      <h2 className="mb-1 text-lg font-semibold">{t('title')}</h2>
      <p className="mb-3 text-sm text-neutral-700 dark:text-neutral-300">{t('listIntro')}</p>
      {newestFirst.length === 0 ? (
        <div data-testid="quotes-empty">
          <p>{t('empty')}</p>
          <p className="mt-3 flex flex-wrap gap-3">
            <Link href="/cart" className="font-semibold text-primary-800 underline dark:text-primary-300">
              {t('fromCart')}
            </Link>
            <Link href="/quick-order" className="font-semibold text-primary-800 underline dark:text-primary-300">
              {t('fromBom')}
            </Link>
          </p>
        </div>
      ) : (
        <ul className="divide-y divide-neutral-200 dark:divide-neutral-800" data-testid="quotes-list">
          {newestFirst.map((q) => (
            <li
              key={q.number}
              className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3"
              data-testid="quotes-row"
              data-number={q.number}
              data-status={q.status}
            >
              <div className="min-w-0">
                <Link
                  href={{ pathname: '/my-account/quotes/[number]', params: { number: q.number } }}
                  className="font-mono text-lg font-semibold text-primary-800 underline dark:text-primary-300"
                  data-testid="quotes-link"
                >
                  {q.number}
                </Link>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                  <dt className="text-neutral-700 dark:text-neutral-300">{t('project')}</dt>
                  <dd className="break-words" data-testid="quotes-project">
                    {q.project ?? '—'}
                  </dd>
                  <dt className="text-neutral-700 dark:text-neutral-300">{t('askedOn')}</dt>
                  <dd>{orderDate(q.createdAt, locale)}</dd>
                  <dt className="text-neutral-700 dark:text-neutral-300">{t('expires')}</dt>
                  <dd data-testid="quotes-expires">{q.expiresAt ? orderDate(q.expiresAt, locale) : '—'}</dd>
                  <dt className="text-neutral-700 dark:text-neutral-300">{t('lines')}</dt>
                  <dd className="tabular-nums" data-testid="quotes-lines">
                    {q.lineCount}
                  </dd>
                </dl>
              </div>
              <div className="flex w-full items-center justify-between gap-2 sm:w-auto sm:flex-col sm:items-end sm:text-right">
                <span className={`rounded px-2 py-0.5 text-xs font-semibold ${quoteStatusClass[q.status]}`} data-testid="quotes-status">
                  {t(`status.${q.status}`)}
                </span>
                <span className="sr-only">{t('total')}</span>
                <span className="font-semibold tabular-nums" data-testid="quotes-total">
                  {q.total === null ? t('notYetPriced') : formatUsd(q.total, locale)}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
