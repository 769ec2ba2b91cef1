import type { Metadata } from 'next'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { DeviceProvider } from '@/components/layout/DeviceProvider.client'
import { routing } from '@/i18n/routing'
import { deviceFromHeaders } from '@/lib/device'
import { loadEnv } from '@/lib/env'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'meta' })
  return {
    metadataBase: new URL(loadEnv().publicUrl),
    title: { default: t('homeTitle'), template: `%s · ${t('siteName')}` },
    description: t('tagline'),
    icons: { icon: '/favicon.svg' },
    openGraph: { siteName: t('siteName'), locale: locale === 'es' ? 'es_US' : 'en_US', type: 'website' },
  }
}

/** Everything below the root in one locale: messages and the device hint. */
export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  return (
    <NextIntlClientProvider>
      <DeviceProvider device={deviceFromHeaders(await headers())}>{children}</DeviceProvider>
    </NextIntlClientProvider>
  )
}
