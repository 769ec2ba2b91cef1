import type { Locale } from '@/i18n/locales'

/** Cents as the plain decimal structured data wants: 1234.5 -> "1234.50". */
export const centsToDecimal = (cents: number) => (cents / 100).toFixed(2)

/**
 * A count with the same grouping as the prices.
 * @example formatCount(7173, 'es') // '7,173'
 */
export const formatCount = (n: number, locale: Locale) => new Intl.NumberFormat(locale === 'es' ? 'es-US' : 'en-US').format(n)
