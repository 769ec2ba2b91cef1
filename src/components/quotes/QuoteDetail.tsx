import { getTranslations } from 'next-intl/server'

import { orderDate } from '@/components/orders/format'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { formatUsd } from '@/lib/commerce/money'
import type { QuoteView } from '@/lib/quotes/contract'

import { fileSize, quoteStatusClass } from './format'
import { QuoteActions } from './QuoteActions.client'
import { QuoteHistory } from './QuoteHistory'
import { QuoteVersions } from './QuoteVersions'
import { QuoteLinesTable } from './QuoteLinesTable'

const card = 'rounded border border-neutral-300 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900'
const link = 'font-semibold text-primary-800 underline dark:text-primary-300'

/** The day lead times count from: the day the order was placed once ordered, else today. */
function shipFrom(quote: QuoteView, now: Date): Date {
  const ordered = quote.status === 'ordered' ? quote.history.findLast((h) => h.status === 'ordered') : undefined
  return ordered ? new Date(ordered.at) : now
}

/**
 * A quote as its buyer reads it (`/my-account/quotes/{number}`): its status and what that
 * means, the actions it allows, the request as asked (project, need-by, note, attachments),
 * the current version's lines with the staff's note, expiry and total, every earlier version,
 * and the history.
 */
export async function QuoteDetail({ quote, locale, now }: { quote: QuoteView; locale: Locale; now: Date }) {
  const t = await getTranslations('quotes')
  const expired = quote.status === 'expired'
  return (
    <div className="space-y-4" data-testid="quote-page" data-number={quote.number} data-status={quote.status}>
      <Link href="/my-account/quotes" className={`inline-block ${link}`} data-testid="quote-back">
        {t('back')}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-mono text-2xl font-bold tracking-tight">{t('quoteTitle', { number: quote.number })}</h1>
        <span className={`rounded px-2 py-0.5 text-sm font-semibold ${quoteStatusClass[quote.status]}`} data-testid="quote-status">
          {t(`status.${quote.status}`)}
        </span>
      </div>
      <p className="text-neutral-800 dark:text-neutral-200" data-testid="quote-meaning">
        {t(`meaning.${quote.status}`)}
      </p>
      <p className="text-sm text-neutral-700 dark:text-neutral-300">
        {t('askedOnDate', { date: orderDate(quote.createdAt, locale) })}
        {quote.version > 0 && <span data-testid="quote-version"> · {t('versionN', { version: quote.version })}</span>}
      </p>
      {quote.orderNumber && (
        <p data-testid="quote-order">
          {t.rich('orderedAs', {
            number: quote.orderNumber,
            order: (chunks) => (
              <Link
                href={{ pathname: '/my-account/orders/[number]', params: { number: quote.orderNumber! } }}
                className={`font-mono ${link}`}
              >
                {chunks}
              </Link>
            ),
          })}
        </p>
      )}
      <QuoteActions number={quote.number} actions={quote.actions} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-4">
          <section className={card} aria-labelledby="quote-lines-title">
            <h2 id="quote-lines-title" className="mb-2 text-lg font-semibold">
              {quote.version > 0 ? t('linesOfVersion', { version: quote.version }) : t('linesAsked')}
            </h2>
            <QuoteLinesTable
              lines={quote.lines}
              locale={locale}
              shipFrom={shipFrom(quote, now)}
              caption={t('lines')}
              testId="quote-lines"
            />
            <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-neutral-200 pt-3 dark:border-neutral-800">
              <dt className="font-semibold">{t('totalBeforeFees')}</dt>
              <dd className="text-right text-lg font-bold tabular-nums" data-testid="quote-total">
                {quote.total === null ? t('notYetPriced') : formatUsd(quote.total, locale)}
              </dd>
              {quote.expiresAt && (
                <>
                  <dt>{expired ? t('expiredOn') : t('expiresOn')}</dt>
                  <dd className="text-right" data-testid="quote-expires">
                    {orderDate(quote.expiresAt, locale)}
                  </dd>
                </>
              )}
            </dl>
            {quote.staffNote && (
              <div className="mt-3 rounded bg-neutral-100 p-3 dark:bg-neutral-800" data-testid="quote-staff-note">
                <h3 className="font-semibold">{t('staffNote')}</h3>
                <p className="whitespace-pre-line">{quote.staffNote}</p>
              </div>
            )}
          </section>
          {quote.versions.length > 0 && <QuoteVersions versions={quote.versions} locale={locale} className={card} />}
          <QuoteHistory history={quote.history} locale={locale} className={card} />
        </div>
        <section className={`${card} self-start`} aria-labelledby="quote-request-title" data-testid="quote-request">
          <h2 id="quote-request-title" className="mb-2 text-lg font-semibold">
            {t('yourRequest')}
          </h2>
          <dl className="grid grid-cols-1 gap-y-1 text-sm [&>dd]:mb-2">
            <dt className="font-semibold">{t('project')}</dt>
            <dd className="break-words" data-testid="quote-project">
              {quote.project ?? '—'}
            </dd>
            <dt className="font-semibold">{t('needBy')}</dt>
            <dd data-testid="quote-need-by">{quote.needBy ? orderDate(quote.needBy, locale) : '—'}</dd>
            <dt className="font-semibold">{t('yourNote')}</dt>
            <dd className="break-words whitespace-pre-line" data-testid="quote-note">
              {quote.note ?? '—'}
            </dd>
            <dt className="font-semibold">{t('attachments')}</dt>
            <dd>
              {quote.attachments.length === 0 ? (
                '—'
              ) : (
                <ul className="space-y-1" data-testid="quote-attachments">
                  {quote.attachments.map((a) => (
                    <li key={a.id}>
                      <a href={a.url} className={`break-all ${link}`} data-testid="quote-attachment">
                        {a.filename}
                      </a>{' '}
                      <span className="text-neutral-700 dark:text-neutral-300">({fileSize(a.bytes, locale)})</span>
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </dl>
        </section>
      </div>
    </div>
  )
}
