'use client'

import { useLocale, useTranslations } from 'next-intl'

import { ErrorLayout } from '@/components/layout/ErrorLayout'
import { NotFoundMessage } from '@/components/layout/NotFoundMessage.client'

/**
 * 404 for every unmatched route: 'Page not found: {path}' (README, "404 and 500"). A client
 * component rendered on the server too, so the message and title are in the HTML; it
 * reads its words from the layout's client messages, and so needs no request header.
 */
export default function NotFound() {
  const t = useTranslations('errors')
  const tm = useTranslations('meta')
  const locale = useLocale()
  return (
    <ErrorLayout
      title={t('notFoundTitle')}
      message={<NotFoundMessage />}
      homeHref={locale === 'es' ? '/es' : '/'}
      homeLabel={t('backHome')}
      siteName={tm('siteName')}
    />
  )
}
