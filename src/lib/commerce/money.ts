/**
 * US dollars as the shop writes them, on the server and in the browser alike (no server
 * imports). US conventions in both languages: the shop sells in US dollars, so Spanish pages
 * write `$1,234.50` too (the `es-US` locale). One formatter per language and style, kept.
 */

type Style = 'cents' | 'whole'

const formats = new Map<string, Intl.NumberFormat>()

function formatter(locale: string, style: Style): Intl.NumberFormat {
  const tag = locale === 'es' ? 'es-US' : 'en-US'
  const key = `${tag}:${style}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', ...(style === 'whole' ? { maximumFractionDigits: 0 } : {}) })
    formats.set(key, format)
  }
  return format
}

/**
 * Dollars in the page's language, with cents (or rounded to whole dollars with `whole`).
 * @example formatUsd(1234.5, 'es') // '$1,234.50'
 * @example formatUsd(49, 'en', { whole: true }) // '$49'
 */
export function formatUsd(dollars: number, locale: string, { whole = false }: { whole?: boolean } = {}): string {
  return formatter(locale, whole ? 'whole' : 'cents').format(dollars)
}

/**
 * Integer cents as dollars in the page's language.
 * @example formatCents(123450, 'es') // '$1,234.50'
 */
export function formatCents(cents: number, locale: string): string {
  return formatUsd(cents / 100, locale)
}
