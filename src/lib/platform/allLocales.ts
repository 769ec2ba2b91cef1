import type { Locale } from '@/i18n/locales'

/**
 * A localized field as Payload returns it to a read with `locale: 'all'`: an object by locale.
 * Payload's generated types describe each field as read in one locale (a string), so every such
 * read takes its field through here, the one cast, rather than casting at each site.
 */
export function allLocales<T = string>(value: unknown): Partial<Record<Locale, T>> {
  return value !== null && typeof value === 'object' ? (value as Partial<Record<Locale, T>>) : {}
}
