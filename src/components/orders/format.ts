import type { Locale } from '@/i18n/locales'

const tag = (locale: Locale) => (locale === 'es' ? 'es-US' : 'en-US')

/** An order's date; UTC, so the server and any reader see the same day. */
export const orderDate = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(tag(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso))

/** Status badge colours with AA contrast in both themes. */
export const statusClass: Record<string, string> = {
  received: 'bg-info-50 text-info-950 dark:bg-info-950 dark:text-info-50',
  'awaiting-card-payment': 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-50',
  confirmed: 'bg-info-50 text-info-950 dark:bg-info-950 dark:text-info-50',
  shipped: 'bg-green-100 text-green-950 dark:bg-green-950 dark:text-green-50',
  delivered: 'bg-green-100 text-green-950 dark:bg-green-950 dark:text-green-50',
  cancelled: 'bg-neutral-200 text-neutral-900 dark:bg-neutral-800 dark:text-neutral-100',
}
