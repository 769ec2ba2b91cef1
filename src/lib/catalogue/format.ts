import type { Locale } from '@/i18n/locales'

const formats = new Map<string, Intl.NumberFormat>()

/**
 * Cents as US dollars in the page's language (US conventions in both: the shop sells in USD).
 * @example formatCents(123450, 'es') // '$1,234.50'
 */
export function formatCents(cents: number, locale: Locale): string {
  const tag = locale === 'es' ? 'es-US' : 'en-US'
  let format = formats.get(tag)
  if (!format) formats.set(tag, (format = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' })))
  return format.format(cents / 100)
}

/** Cents as the plain decimal structured data wants: 1234.5 -> "1234.50". */
export const centsToDecimal = (cents: number) => (cents / 100).toFixed(2)

/**
 * A count with the same grouping as the prices.
 * @example formatCount(7173, 'es') // '7,173'
 */
export const formatCount = (n: number, locale: Locale) => new Intl.NumberFormat(locale === 'es' ? 'es-US' : 'en-US').format(n)
