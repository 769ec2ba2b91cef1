import { getLocale, getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { listDocs } from '@/lib/data/documents'
import { docHref } from '@/lib/hrefs'

export async function Footer() {
  const locale = (await getLocale()) as Locale
  const t = await getTranslations('nav')
  const tm = await getTranslations('meta')
  const pages = (await listDocs('pages', locale)).filter((p) => p.slug !== 'home')
  return (
    <footer className="mt-12 border-t border-neutral-300 bg-white text-sm dark:border-neutral-800 dark:bg-neutral-900">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:grid-cols-2">
        <div>
          <p className="font-semibold">{tm('siteName')}</p>
          <p className="mt-1 text-neutral-600 dark:text-neutral-400">{tm('tagline')}</p>
        </div>
        {pages.length > 0 && (
          <nav aria-label={t('footerPages')}>
            <p className="font-semibold">{t('footerPages')}</p>
            <ul className="mt-1 space-y-1">
              {pages.map((p) => (
                <li key={p.id}>
                  <a href={docHref('pages', p.slug, locale)} className="text-neutral-700 hover:underline dark:text-neutral-300">
                    {p.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <p className="border-t border-neutral-200 px-4 py-3 text-center text-xs text-neutral-500 dark:border-neutral-800">
        © {tm('siteName')} · {t('rights')}
      </p>
    </footer>
  )
}
