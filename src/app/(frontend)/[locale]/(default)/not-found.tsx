'use client'

import { useLocale, useTranslations } from 'next-intl'

import { NotFoundBody } from '@/components/layout/NotFoundBody'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'

/**
 * A page of the default layout that throws notFound() (an unknown account tab, an order that is
 * not this buyer's): the 404 inside the layout, so the header (search, menu, cart, language)
 * and the footer stay, with a search for the words of the missing path.
 */
export default function DefaultNotFound() {
  const t = useTranslations('errors')
  const locale = useLocale() as Locale
  return <NotFoundBody title={t('notFoundTitle')} backHome={t('backHome')} homeHref={getPathname({ href: '/', locale })} />
}
