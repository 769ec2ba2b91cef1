'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { orderDate } from '@/components/orders/format'
import { useAuth } from '@/components/auth/hooks/useAuth'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import type { QuoteLineJson } from '@/lib/commerce/quoteJson'
import { fetchOwnQuote } from '@/lib/quotes/browser/quotesClient'

/** Why a line's quote no longer prices it, as the cart quote API answers it (docs/quotes.md). */
export type QuoteProblem = 'expired' | 'not-accepted' | 'over-quantity' | 'not-quoted'
/** A priced line with what the quote API says of its quote. */
export type QuotedLineJson = QuoteLineJson & {
  quoteNumber?: string | null
  quoteProblem?: QuoteProblem | null
  quoteMaxQty?: number | null
}

/** The day a quote expired, read from the buyer's own quote once it is known to have expired (null until then, or when unknown). */
function useExpiredOn(number: string, expired: boolean): string | null {
  const { authFetch } = useAuth()
  const locale = useLocale()
  const [day, setDay] = useState<{ number: string; expiresAt: string | null } | null>(null)
  useEffect(() => {
    if (!expired) return
    const abort = new AbortController()
    void fetchOwnQuote((url, init) => authFetch(url, { ...init, signal: abort.signal }), number, locale).then((r) => {
      if (r.ok) setDay({ number, expiresAt: r.data.quote.expiresAt })
    })
    return () => abort.abort()
  }, [authFetch, number, expired, locale])
  return day?.number === number ? day.expiresAt : null
}

/**
 * A cart line's quote: its number (linked to the quote's page) and, while the quote prices the
 * line, "quoted price, up to N units"; else why it no longer does (expired, with its day; over
 * the quoted quantity; no longer accepted), the line being priced at today's price.
 */
export function CartQuoteNote({ number, line }: { number: string; line: QuotedLineJson | undefined }) {
  const t = useTranslations('quotes')
  const locale = useLocale() as Locale
  const problem = line?.quoteProblem ?? null
  const expiredOn = useExpiredOn(number, problem === 'expired')
  const max = line?.quoteMaxQty ?? null
  return (
    <>
      <li data-testid="line-quote" data-quote={number}>
        <Link
          href={{ pathname: '/my-account/quotes/[number]', params: { number } }}
          className="font-semibold text-primary-800 underline dark:text-primary-300"
        >
          {t('cartLine', { number })}
        </Link>
        {line && !problem && line.priceSource === 'quote' && (
          <span data-testid="line-quoted"> · {max === null ? t('cartLineQuotedPrice') : t('cartLineQuoted', { max })}</span>
        )}
      </li>
      {problem && (
        <li className="text-warning-800 dark:text-warning-300" data-testid="line-quote-problem" data-problem={problem}>
          {problem === 'expired'
            ? t('cartProblem.expired', { number, date: expiredOn ? orderDate(expiredOn, locale) : 'none' })
            : problem === 'over-quantity'
              ? t('cartProblem.over-quantity', { number, max: max ?? 0 })
              : t(`cartProblem.${problem}`, { number })}
        </li>
      )}
    </>
  )
}
