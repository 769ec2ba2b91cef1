import { getTranslations } from 'next-intl/server'

import { orderDate } from '@/components/orders/format'
import type { Locale } from '@/i18n/locales'
import type { QuoteHistoryEntry } from '@/lib/quotes/contract'

/** A quote's history, oldest first: each status with its day, who moved it, the version it concerns and the message written. */
export async function QuoteHistory({ history, locale, className }: { history: QuoteHistoryEntry[]; locale: Locale; className: string }) {
  const t = await getTranslations('quotes')
  return (
    <section className={className} aria-labelledby="quote-history-title" data-testid="quote-history">
      <h2 id="quote-history-title" className="mb-2 text-lg font-semibold">
        {t('history')}
      </h2>
      {history.length === 0 ? (
        <p>{t('historyEmpty')}</p>
      ) : (
        <ol className="space-y-3 border-l-2 border-neutral-300 pl-4 dark:border-neutral-700">
          {history.map((h, i) => (
            <li key={`${h.at}-${i}`} data-testid="quote-history-entry" data-status={h.status} data-by={h.by}>
              <span className="font-semibold">{t(`status.${h.status}`)}</span>
              {h.status === 'quoted' && h.version > 0 && <span> · {t('versionN', { version: h.version })}</span>}
              {' · '}
              <time dateTime={h.at}>{orderDate(h.at, locale)}</time>
              <span className="block text-sm text-neutral-700 dark:text-neutral-300">{t(`by.${h.by}`)}</span>
              {h.message && (
                <blockquote className="mt-1 border-l-2 border-neutral-300 pl-3 text-sm whitespace-pre-line dark:border-neutral-600">
                  {h.message}
                </blockquote>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
