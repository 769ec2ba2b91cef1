import { getTranslations } from 'next-intl/server'

import { orderDate } from '@/components/orders/format'
import type { Locale } from '@/i18n/locales'
import { formatUsd } from '@/lib/commerce/money'
import type { QuoteVersionView } from '@/lib/quotes/contract'

import { QuoteLinesTable } from './QuoteLinesTable'

/** The versions the staff sent before the current one, newest first, each folded under its number, day and total. */
export async function QuoteVersions({ versions, locale, className }: { versions: QuoteVersionView[]; locale: Locale; className: string }) {
  const t = await getTranslations('quotes')
  return (
    <section className={className} aria-labelledby="quote-versions-title" data-testid="quote-versions">
      <h2 id="quote-versions-title" className="mb-2 text-lg font-semibold">
        {t('earlierVersions')}
      </h2>
      <div className="space-y-2">
        {versions.map((v) => (
          <details
            key={v.version}
            className="rounded border border-neutral-200 dark:border-neutral-800"
            data-testid="quote-version-earlier"
          >
            <summary className="cursor-pointer px-3 py-2 font-semibold">
              {t('versionN', { version: v.version })}
              {v.sentAt && <span className="font-normal"> · {t('sentOn', { date: orderDate(v.sentAt, locale) })}</span>}
              {v.total !== null && <span className="font-normal tabular-nums"> · {formatUsd(v.total, locale)}</span>}
            </summary>
            <div className="border-t border-neutral-200 px-3 pb-3 dark:border-neutral-800">
              <QuoteLinesTable
                lines={v.lines}
                locale={locale}
                shipFrom={v.sentAt ? new Date(v.sentAt) : new Date()}
                caption={t('linesOfVersion', { version: v.version })}
                testId="quote-version-lines"
              />
              {v.expiresAt && <p className="mt-2 text-sm">{t('wasValidUntil', { date: orderDate(v.expiresAt, locale) })}</p>}
              {v.staffNote && (
                <p className="mt-2 text-sm whitespace-pre-line">
                  <span className="font-semibold">{t('staffNote')}:</span> {v.staffNote}
                </p>
              )}
            </div>
          </details>
        ))}
      </div>
    </section>
  )
}
