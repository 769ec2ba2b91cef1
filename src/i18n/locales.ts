/** The one locale source: Payload's `localization` and next-intl's routing both read it. */
export const locales = ['en', 'es'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

export const localeLabels: Record<Locale, { name: string; language: string }> = {
  en: { name: 'English', language: 'en' },
  es: { name: 'Español', language: 'es' },
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** The cookie that keeps the chosen locale (docs/routes.md: 365 days, path /, SameSite Lax). */
export const LOCALE_COOKIE = 'i18n_redirected'
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60
