import type { Locale } from '@/i18n/locales'

/** Dollars as the cart page writes them in the buyer's language. */
export const money = (value: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'es' ? 'es-US' : 'en-US', { style: 'currency', currency: 'USD' }).format(value)
