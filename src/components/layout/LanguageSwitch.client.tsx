'use client'

import { useLocale, useTranslations } from 'next-intl'
import { usePathname } from 'next/navigation'

/**
 * Links to the same page in the other language. The server resolves the other
 * language's slug and keeps the choice in the locale cookie, so it works without script
 * (without script the page's query is not carried over).
 */
export function LanguageSwitch() {
  const locale = useLocale()
  const t = useTranslations('nav')
  const pathname = usePathname() || '/'
  const to = locale === 'en' ? 'es' : 'en'
  const href = `/api/public/locale?to=${to}&path=${encodeURIComponent(pathname)}`
  return (
    <a
      href={href}
      hrefLang={to}
      lang={to}
      // The query (filters, sort, page) is only known in the browser; it goes along on click.
      onClick={(e) => {
        const search = window.location.search
        if (search) e.currentTarget.href = `/api/public/locale?to=${to}&path=${encodeURIComponent(pathname + search)}`
      }}
      data-testid="language-switch"
      title={t('switchTo')}
      className="hb px-2 font-medium whitespace-nowrap"
    >
      <span aria-hidden="true">{to.toUpperCase()}</span>
      <span className="sr-only">{t('switchTo')}</span>
    </a>
  )
}
