'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { ErrorLayout } from '@/components/layout/ErrorLayout'

/** Any failure below the locale root: 'Internal Server Error' (README, "404 and 500"). */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors')
  const tm = useTranslations('meta')
  const locale = useLocale()
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <ErrorLayout
      title={t('serverErrorTitle')}
      message={t('serverError')}
      help={t('serverErrorHelp')}
      homeHref={locale === 'es' ? '/es' : '/'}
      homeLabel={t('backHome')}
      siteName={tm('siteName')}
    >
      <button type="button" onClick={reset} className="rounded border border-neutral-400 px-4 py-2 font-semibold">
        {t('retry')}
      </button>
    </ErrorLayout>
  )
}
