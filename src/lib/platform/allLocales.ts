import type { Locale } from '@/i18n/locales'

/**
 * A localized field as Payload returns it to a read with `locale: 'all'`: an object by locale.
 * Payload's generated types describe each field as read in one locale (a string), so every such
 * read takes its field through here, the one cast, rather than casting at each site.
 */
export function allLocales<T = string>(value: unknown): Partial<Record<Locale, T>> {
  return value !== null && typeof value === 'object' ? (value as Partial<Record<Locale, T>>) : {}
}

/**
 * The documents of a read with `locale: 'all'` as plain records, for code that walks their
 * fields by name (the content import and export): each localized field is an object by locale
 * (read it with allLocales), which Payload's generated types, written for one locale, do not say.
 */
export function allLocaleDocs(docs: readonly object[]): Record<string, unknown>[] {
  return docs as Record<string, unknown>[]
}
