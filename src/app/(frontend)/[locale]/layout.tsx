import '../globals.css'

import type { Metadata } from 'next'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { DeviceProvider } from '@/components/layout/DeviceProvider.client'
import { ThemeScript } from '@/components/layout/ThemeScript'
import { ServicesHead } from '@/components/services/Services'
import { routing } from '@/i18n/routing'
import { loadEnv } from '@/lib/platform/server/env'
import { pickMessages } from '@/lib/content/server/clientMessages'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

// Nothing is rendered at build time (there is no database then); each page is rendered on
// its first request and kept in the page cache until one of its data's tags expires.
export function generateStaticParams() {
  return []
}

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

/**
 * The storefront's root, one language: <html lang> from the path, the theme script (a
 * fixed inline script, allowed by its hash), the client messages and the device hint.
 * It reads no header, cookie or nonce, so the pages below it can be served from the cache.
 */
export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  return (
    <html lang={locale} suppressHydrationWarning>
      <head>
        <ThemeScript />
        <ServicesHead />
      </head>
      <body className="min-h-screen font-sans">
        <NextIntlClientProvider messages={await pickMessages()}>
          <DeviceProvider>{children}</DeviceProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
