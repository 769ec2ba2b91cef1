'use client'

import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'

import { externalPathOf } from '@/lib/content/routes'

/**
 * "Page not found: {path}". The 404 page is cached like the page it replaces, so the path
 * comes from the router (the internal path while rendering, the address bar in the
 * browser), written the way the browser shows it: it is in the HTML, before any script.
 */
export function NotFoundMessage() {
  const t = useTranslations('errors')
  return <>{t('notFound', { path: externalPathOf(usePathname() ?? '/') })}</>
}
