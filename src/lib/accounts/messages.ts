import { createTranslator } from 'next-intl'

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

/**
 * A message of the `auth` namespace with its arguments filled in (server side, outside
 * next-intl's request scope). Through next-intl's translator, as the build hands this module
 * the messages compiled (next.config.ts).
 */
export function authMessage(locale: Locale, key: AuthKey, args: Record<string, string | number> = {}): string {
  return createTranslator({ locale, messages: locale === 'es' ? es : en, namespace: 'auth' })(key, args)
}
