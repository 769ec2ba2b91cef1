'use client'

import { usePathname } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'

import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { wordsOfPath } from '@/lib/content/browser/notFoundWords'
import { externalPathOf } from '@/lib/content/routes'

/**
 * The 404 page's offer to search for the words of the missing path: a plain GET form to the
 * search page, filled in on the server from the router's path, so it works without script.
 */
export function NotFoundSearch() {
  const t = useTranslations('errors')
  const locale = useLocale() as Locale
  const words = wordsOfPath(externalPathOf(usePathname() ?? '/'))
  const action = getPathname({ href: '/search', locale })
  return (
    <form role="search" action={action} method="get" className="mt-6 flex flex-wrap items-end gap-2" data-testid="not-found-search">
      <label className="grid flex-1 gap-1 font-semibold" htmlFor="not-found-q">
        {t('searchInstead')}
        <input
          id="not-found-q"
          name="q"
          type="search"
          defaultValue={words}
          className="min-h-11 rounded border border-neutral-500 bg-white px-3 py-2 font-normal dark:border-neutral-500 dark:bg-neutral-900"
        />
      </label>
      <button
        type="submit"
        className="min-h-11 rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800 dark:bg-primary-400 dark:text-neutral-950"
      >
        {t('searchButton')}
      </button>
    </form>
  )
}
