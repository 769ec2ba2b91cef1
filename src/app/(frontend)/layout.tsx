import './globals.css'

import { getLocale } from 'next-intl/server'
import { headers } from 'next/headers'

import { ThemeScript } from '@/components/layout/ThemeScript'

/**
 * The storefront's root: <html> in the request's language (set by the proxy) with the
 * theme script under this request's CSP nonce. The [locale] segment below it holds the
 * 404 boundary, so an unknown page still renders server-side with its status.
 */
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = await getLocale()
  const nonce = (await headers()).get('x-nonce') ?? undefined
  return (
    <html lang={locale} suppressHydrationWarning>
      <head>
        <ThemeScript nonce={nonce} />
      </head>
      <body className="min-h-screen font-sans">{children}</body>
    </html>
  )
}
