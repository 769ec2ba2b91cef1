'use client'

import { useTranslations } from 'next-intl'

import { NotFoundMessage } from '@/components/layout/NotFoundMessage.client'
import { NotFoundSearch } from '@/components/layout/NotFoundSearch.client'
import { Link } from '@/i18n/navigation'

/**
 * A page of the default layout that throws notFound() (an unknown account tab, an order that is
 * not this buyer's): the 404 inside the layout, so the header (search, menu, cart, language)
 * and the footer stay, with a search for the words of the missing path.
 */
export default function DefaultNotFound() {
  const t = useTranslations('errors')
  return (
    <section className="mx-auto flex max-w-3xl flex-col py-16">
      <title>{t('notFoundTitle')}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-2xl font-bold" data-testid="error-message">
        <NotFoundMessage />
      </h1>
      <NotFoundSearch />
      <p className="mt-6">
        <Link
          href="/"
          className="inline-flex min-h-11 items-center rounded border border-neutral-400 px-4 py-2 font-semibold hover:bg-neutral-100 dark:border-neutral-600 dark:hover:bg-neutral-800"
        >
          {t('backHome')}
        </Link>
      </p>
    </section>
  )
}
