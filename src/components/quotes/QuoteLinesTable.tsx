import { getTranslations } from 'next-intl/server'

import { businessDaysAfter } from '@/domain'
import { orderDate } from '@/components/orders/format'
import type { Locale } from '@/i18n/locales'
import { formatUsd } from '@/lib/commerce/money'
import type { QuoteLineView } from '@/lib/quotes/contract'

// A table on wide screens; on a phone each line is a card (the part, then its figures two by
// two), as the quick order's table. The explicit roles keep it a table for screen readers
// whatever its display; the labels in cards are visual only.
const cell = 'block sm:table-cell sm:px-3 sm:py-2 sm:align-top'
const label = 'block text-xs text-neutral-600 sm:hidden dark:text-neutral-400'
const head = 'px-3 py-2 font-semibold'

/**
 * A version's lines as the buyer reads them: what was asked (quantity, target price, note),
 * what the staff answered (unit price, line total, lead time in business days and the day it
 * means from `shipFrom`, an alternate part offered, or "no quote" with its reason).
 */
export async function QuoteLinesTable({
  lines,
  locale,
  shipFrom,
  caption,
  testId,
}: {
  lines: QuoteLineView[]
  locale: Locale
  /** The day lead times count from: today for an open quote, the order's day once ordered. */
  shipFrom: Date
  caption: string
  testId: string
}) {
  const t = await getTranslations('quotes')
  const money = (v: number | null) => (v === null ? '—' : formatUsd(v, locale))
  return (
    <table role="table" className="block w-full text-sm sm:table" data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead role="rowgroup" className="text-left text-neutral-700 max-sm:sr-only dark:text-neutral-300">
        <tr role="row">
          <th role="columnheader" scope="col" className={head}>
            {t('part')}
          </th>
          <th role="columnheader" scope="col" className={`${head} text-right`}>
            {t('qty')}
          </th>
          <th role="columnheader" scope="col" className={`${head} text-right`}>
            {t('targetPrice')}
          </th>
          <th role="columnheader" scope="col" className={`${head} text-right`}>
            {t('quotedPrice')}
          </th>
          <th role="columnheader" scope="col" className={`${head} text-right`}>
            {t('lineTotal')}
          </th>
          <th role="columnheader" scope="col" className={head}>
            {t('leadTime')}
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup" className="block sm:table-row-group">
        {lines.map((l, i) => (
          <tr
            key={`${l.pn}-${i}`}
            role="row"
            data-testid="quote-line"
            data-pn={l.pn}
            data-sold-pn={l.soldPn}
            className="grid grid-cols-2 gap-x-3 gap-y-2 border-t border-neutral-200 py-3 sm:table-row sm:py-0 dark:border-neutral-800"
          >
            <td role="cell" className={`${cell} col-span-2`}>
              <span className="font-mono font-semibold" data-testid="quote-line-pn">
                {l.soldPn}
              </span>
              {l.alternatePn && (
                <span className="block text-xs font-semibold text-info-800 dark:text-info-200" data-testid="quote-line-alternate">
                  {t('alternateOffered', { alternate: l.alternatePn, pn: l.pn })}
                </span>
              )}
              {l.noQuote && (
                <span className="block text-xs font-semibold text-warning-800 dark:text-warning-300" data-testid="quote-line-no-quote">
                  {l.noQuoteReason ? t('noQuoteReason', { reason: l.noQuoteReason }) : t('noQuote')}
                </span>
              )}
              {l.note && (
                <span className="block text-xs text-neutral-700 dark:text-neutral-300">{t('yourLineNote', { note: l.note })}</span>
              )}
            </td>
            <td role="cell" className={`${cell} tabular-nums sm:text-right`} data-testid="quote-line-qty">
              <span className={label} aria-hidden="true">
                {t('qty')}
              </span>
              {l.qty}
            </td>
            <td role="cell" className={`${cell} tabular-nums sm:text-right`} data-testid="quote-line-target">
              <span className={label} aria-hidden="true">
                {t('targetPrice')}
              </span>
              {money(l.targetPrice)}
            </td>
            <td role="cell" className={`${cell} tabular-nums sm:text-right`} data-testid="quote-line-price">
              <span className={label} aria-hidden="true">
                {t('quotedPrice')}
              </span>
              {l.noQuote ? t('noQuoteShort') : money(l.quotedPrice)}
            </td>
            <td role="cell" className={`${cell} font-semibold tabular-nums sm:text-right`} data-testid="quote-line-total">
              <span className={`${label} font-normal`} aria-hidden="true">
                {t('lineTotal')}
              </span>
              {money(l.lineTotal)}
            </td>
            <td role="cell" className={`${cell} col-span-2`} data-testid="quote-line-lead">
              <span className={label} aria-hidden="true">
                {t('leadTime')}
              </span>
              {l.leadTimeDays === null ? (
                '—'
              ) : (
                <>
                  {t('leadDays', { days: l.leadTimeDays })}
                  <span className="block text-xs text-neutral-700 dark:text-neutral-300">
                    {t('shipsBy', { date: orderDate(businessDaysAfter(shipFrom, l.leadTimeDays).toISOString(), locale) })}
                  </span>
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
