import type { QuoteStatus } from '@/domain'

/** Status badge colours with AA contrast in both themes (as the orders' badges). */
export const quoteStatusClass: Record<QuoteStatus, string> = {
  requested: 'bg-info-50 text-info-950 dark:bg-info-950 dark:text-info-50',
  'revision-requested': 'bg-info-50 text-info-950 dark:bg-info-950 dark:text-info-50',
  quoted: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-50',
  accepted: 'bg-green-100 text-green-950 dark:bg-green-950 dark:text-green-50',
  ordered: 'bg-green-100 text-green-950 dark:bg-green-950 dark:text-green-50',
  declined: 'bg-neutral-200 text-neutral-900 dark:bg-neutral-800 dark:text-neutral-100',
  expired: 'bg-neutral-200 text-neutral-900 dark:bg-neutral-800 dark:text-neutral-100',
}

/**
 * A file's size in the page's language: kB below a megabyte, else MB with one decimal.
 * @example fileSize(2_500_000, 'es') // '2.4 MB'
 */
export function fileSize(bytes: number, locale: string): string {
  const tag = locale === 'es' ? 'es-US' : 'en-US'
  if (bytes < 1024 * 1024) {
    return new Intl.NumberFormat(tag, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024))
  }
  return new Intl.NumberFormat(tag, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))
}
