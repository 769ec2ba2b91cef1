import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'

import type { Locale } from '@/i18n/locales'
import { accountSections } from '@/lib/account'

type Props = { params: Promise<{ locale: Locale; slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'account' })
  return { title: t('title'), robots: { index: false } }
}

/** The account area; the slug picks the sub-page. Its sections arrive with sign-in. */
export default async function AccountPage({ params }: Props) {
  const { locale, slug } = await params
  if (!accountSections.includes(slug)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations('account')
  return (
    <section className="rounded border border-neutral-300 bg-white p-6 dark:border-neutral-800 dark:bg-neutral-900">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="mt-2 text-neutral-700 dark:text-neutral-300">{t('signInRequired')}</p>
    </section>
  )
}
