import en from '@/i18n/messages/en.json'
import es from '@/i18n/messages/es.json'
import { isLocale, type Locale } from '@/i18n/locales'

import { LOCALE_HEADER } from './localeHeader'

export { LOCALE_HEADER }

/** The request's language: the storefront's header, else the locale cookie, else English. */
export function localeOf(headers: Headers | undefined | null): Locale {
  const header = headers?.get(LOCALE_HEADER)
  if (isLocale(header)) return header
  const cookie = /(?:^|;\s*)i18n_redirected=(en|es)/.exec(headers?.get('cookie') ?? '')?.[1]
  return isLocale(cookie) ? cookie : 'en'
}

type AuthKey = keyof typeof en.auth

/** A message of the `auth` namespace with {name} arguments filled in (server side, outside next-intl's request scope). */
export function authMessage(locale: Locale, key: AuthKey, args: Record<string, string | number> = {}): string {
  const table: Record<string, string> = (locale === 'es' ? es : en).auth
  return table[key as string].replace(/\{(\w+)\}/g, (_, k: string) => String(args[k] ?? ''))
}
