import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { LoginPanel } from '@/components/auth/LoginPanel.client'
import type { Locale } from '@/i18n/locales'
import { hrefFor } from '@/lib/content/server/hrefs'

// Rendered per request under a CSP nonce (src/lib/content/dynamicPages.ts lists it).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'auth' })
  return { title: t('signIn'), robots: { index: false } }
}

/** /login, /es/iniciar-sesion: where the account area sends a visitor; afterwards they land where they were going. */
export default async function LoginPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('auth')
  return (
    <section className="mx-auto max-w-md rounded border border-neutral-300 bg-white p-6 dark:border-neutral-800 dark:bg-neutral-900">
      <h1 className="text-2xl font-bold">{t('signInTitle')}</h1>
      <p className="mb-4 mt-1 text-neutral-700 dark:text-neutral-300">{t('loginIntro')}</p>
      <LoginPanel fallback={hrefFor('/my-account/profile', {}, locale)} />
    </section>
  )
}
