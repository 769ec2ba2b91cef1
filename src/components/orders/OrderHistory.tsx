import { getTranslations } from 'next-intl/server'

import { ORDER_STATUSES } from '@/domain'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { orderHistoryQuerySchema, type OrderHistoryQuery } from '@/lib/orders/contract'
import { findWebUser } from '@/lib/accounts/server/webUser'
import { listOwnOrders } from '@/lib/orders/server/history'
import { getPayloadClient } from '@/lib/platform/server/payload'

import { formatUsd } from '@/lib/commerce/money'

import { orderDate, statusClass } from './format'

type Search = Record<string, string | string[] | undefined>

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

/** The page's query; a malformed value (a hand-edited URL) falls back to no filter and page 1. */
function readQuery(search: Search): OrderHistoryQuery {
  const raw = { status: first(search.status), q: first(search.q), page: first(search.page) }
  const parsed = orderHistoryQuerySchema.safeParse(raw)
  if (parsed.success) return parsed.data
  const each = (k: keyof typeof raw) => orderHistoryQuerySchema.shape[k].safeParse(raw[k])
  const status = each('status')
  const q = each('q')
  const page = each('page')
  return {
    status: status.success ? (status.data as OrderHistoryQuery['status']) : undefined,
    q: q.success ? (q.data as string | undefined) : undefined,
    page: page.success ? (page.data as number) : 1,
  }
}

/**
 * The order history tab (issue 14): the orders of the buyer's web user and customers, newest
 * first, 20 a page, each marked with its customer; filtered and searched with a plain GET
 * form, so it works without scripts and keeps its URL.
 */
export async function OrderHistoryView({ email, locale, searchParams }: { email: string; locale: Locale; searchParams: Search }) {
  const query = readQuery(searchParams)
  const payload = await getPayloadClient()
  const [t, history] = await Promise.all([getTranslations('orders'), listOwnOrders(payload, await findWebUser(payload, email), query)])
  const filtered = Boolean(query.status || query.q)
  const pageHref = (page: number) => ({
    pathname: '/my-account/orders' as const,
    query: { ...(query.status ? { status: query.status } : {}), ...(query.q ? { q: query.q } : {}), page: String(page) },
  })
  const field =
    'rounded border border-neutral-500 bg-white px-3 py-2 text-base dark:border-neutral-500 dark:bg-neutral-950 focus-visible:outline-2 focus-visible:outline-primary-700'
  return (
    <div className="rounded border border-neutral-300 bg-white p-4 sm:p-6 dark:border-neutral-800 dark:bg-neutral-900">
      <h2 className="mb-3 text-lg font-semibold">{t('title')}</h2>
      <form
        method="get"
        role="search"
        aria-label={t('filters')}
        className="mb-4 flex flex-wrap items-end gap-3"
        data-testid="orders-filters"
      >
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t('status')}
          <select name="status" defaultValue={query.status ?? ''} className={field} data-testid="orders-status">
            <option value="">{t('allStatuses')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`statusLabel.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 grow flex-col gap-1 text-sm font-semibold sm:grow-0">
          {t('search')}
          <input
            type="search"
            name="q"
            defaultValue={query.q ?? ''}
            maxLength={64}
            className={`${field} sm:w-72`}
            data-testid="orders-search"
          />
        </label>
        <button
          type="submit"
          className="rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700"
          data-testid="orders-apply"
        >
          {t('apply')}
        </button>
        {filtered && (
          <Link
            href="/my-account/orders"
            className="py-2 font-semibold text-primary-800 underline dark:text-primary-300"
            data-testid="orders-clear"
          >
            {t('clear')}
          </Link>
        )}
      </form>
      <p className="mb-2 text-sm text-neutral-700 dark:text-neutral-300" role="status" data-testid="orders-count">
        {t('count', { total: history.total })}
      </p>
      {history.data.length === 0 ? (
        <p data-testid="orders-empty">{filtered || history.total > 0 ? t('noMatch') : t('empty')}</p>
      ) : (
        <ul className="divide-y divide-neutral-200 dark:divide-neutral-800" data-testid="orders-list">
          {history.data.map((o) => (
            <li
              key={o.number}
              className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3"
              data-testid="orders-row"
              data-number={o.number}
            >
              <div className="min-w-0">
                <Link
                  href={{ pathname: '/my-account/orders/[number]', params: { number: o.number } }}
                  className="font-mono text-lg font-semibold text-primary-800 underline dark:text-primary-300"
                  data-testid="orders-link"
                >
                  {o.number}
                </Link>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                  <dt className="text-neutral-700 dark:text-neutral-300">{t('date')}</dt>
                  <dd>{orderDate(o.createdAt, locale)}</dd>
                  <dt className="text-neutral-700 dark:text-neutral-300">{t('po')}</dt>
                  <dd data-testid="orders-po">{o.poNumber || '—'}</dd>
                  {o.customer && (
                    <>
                      <dt className="text-neutral-700 dark:text-neutral-300">{t('customer')}</dt>
                      <dd className="break-words" data-testid="orders-customer">
                        {o.customer.name}
                      </dd>
                    </>
                  )}
                </dl>
              </div>
              <div className="flex w-full items-center justify-between gap-2 sm:w-auto sm:flex-col sm:items-end sm:text-right">
                <span
                  className={`rounded px-2 py-0.5 text-xs font-semibold ${statusClass[o.status] ?? ''}`}
                  data-testid="orders-status-badge"
                >
                  {t(`statusLabel.${o.status}`)}
                </span>
                <span className="sr-only">{t('total')}</span>
                <span className="font-semibold tabular-nums" data-testid="orders-total">
                  {formatUsd(o.total, locale)}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {history.pages > 1 && (
        <nav aria-label={t('pagination')} className="mt-4 flex flex-wrap items-center justify-between gap-3" data-testid="orders-pages">
          {history.page > 1 ? (
            <Link href={pageHref(history.page - 1)} rel="prev" className="font-semibold text-primary-800 underline dark:text-primary-300">
              {t('previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm">{t('pageOf', { page: history.page, pages: history.pages })}</span>
          {history.page < history.pages ? (
            <Link href={pageHref(history.page + 1)} rel="next" className="font-semibold text-primary-800 underline dark:text-primary-300">
              {t('next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  )
}
