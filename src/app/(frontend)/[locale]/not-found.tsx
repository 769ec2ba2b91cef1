import { getLocale, getTranslations } from 'next-intl/server'
import { headers } from 'next/headers'

import { ErrorLayout } from '@/components/layout/ErrorLayout'
import type { Locale } from '@/i18n/locales'
import { hrefFor } from '@/lib/hrefs'

/** 404 for every unmatched route: 'Page not found: {path}' (spec section 8). */
export default async function NotFound() {
  const locale = (await getLocale()) as Locale
  const t = await getTranslations('errors')
  const tm = await getTranslations('meta')
  const path = (await headers()).get('x-pathname') ?? ''
  return (
    <ErrorLayout
      title={t('notFoundTitle')}
      message={t('notFound', { path })}
      homeHref={hrefFor('/', {}, locale)}
      homeLabel={t('backHome')}
      siteName={tm('siteName')}
    />
  )
}
