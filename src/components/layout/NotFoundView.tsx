import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { hrefFor } from '@/lib/content/server/hrefs'
import { markNotFound } from '@/lib/content/server/notFoundStatus'

import { NotFoundBody } from './NotFoundBody'

/**
 * A cached page's 404 in the default layout (header and footer kept): "Page not found:
 * {path}" and the title in the HTML itself, sent with status 404 (see markNotFound), and a
 * search for the words of the missing path.
 */
export async function NotFoundView({ locale }: { locale: Locale }) {
  await markNotFound()
  const t = await getTranslations('errors')
  return <NotFoundBody title={t('notFoundTitle')} backHome={t('backHome')} homeHref={hrefFor('/', {}, locale)} />
}
