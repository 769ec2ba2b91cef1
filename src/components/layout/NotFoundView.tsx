import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { hrefFor } from '@/lib/hrefs'
import { markNotFound } from '@/lib/notFoundStatus'

import { NotFoundMessage } from './NotFoundMessage.client'
import { NotFoundSearch } from './NotFoundSearch.client'

/**
 * A cached page's 404 in the default layout (header and footer kept): "Page not found:
 * {path}" and the title in the HTML itself, sent with status 404 (see markNotFound), and a
 * search for the words of the missing path.
 */
export async function NotFoundView({ locale }: { locale: Locale }) {
  await markNotFound()
  const t = await getTranslations('errors')
  return (
    <section className="mx-auto flex max-w-3xl flex-col py-16">
      <title>{t('notFoundTitle')}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-2xl font-bold" data-testid="error-message">
        <NotFoundMessage />
      </h1>
      <NotFoundSearch />
      <p className="mt-6">
        <a href={hrefFor('/', {}, locale)} className="inline-flex min-h-11 items-center rounded border border-neutral-400 px-4 py-2 font-semibold hover:bg-neutral-100 dark:border-neutral-600 dark:hover:bg-neutral-800">
          {t('backHome')}
        </a>
      </p>
    </section>
  )
}
