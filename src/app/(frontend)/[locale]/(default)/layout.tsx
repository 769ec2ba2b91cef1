import { setRequestLocale } from 'next-intl/server'
import { Suspense } from 'react'

import { AuthProvider } from '@/components/auth/AuthProvider.client'
import { ToastProvider } from '@/components/layout/Toasts.client'
import { CartProvider } from '@/components/cart/CartProvider.client'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { LoadingBar } from '@/components/layout/LoadingBar.client'
import { ModalSlots } from '@/components/layout/ModalSlots'
import { PrefetchLimit } from '@/components/layout/PrefetchLimit.client'
import { PreviewBanner } from '@/components/layout/PreviewBanner'
import { ScrollManager } from '@/components/layout/ScrollManager.client'
import { VersionNotice } from '@/components/layout/VersionNotice.client'
import { Services } from '@/components/services/Services'
import type { Locale } from '@/i18n/locales'
import { buildInfo } from '@/lib/platform/server/buildInfo'
import { loadEnv } from '@/lib/platform/server/env'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

/** The default layout: header, page, footer, the two modal slots, toasts, the buyer's session and the third-party services. */
export default async function DefaultLayout({ children, params }: Props) {
  // Layouts render apart from each other: each one names the locale for next-intl, or
  // its components would read it from a request header and no page could be cached.
  setRequestLocale((await params).locale as Locale)
  return (
    <Services>
      <ToastProvider>
        <AuthProvider googleEnabled={Boolean(loadEnv().google)}>
          <CartProvider>
            <div className="flex min-h-screen flex-col">
              <Suspense>
                <LoadingBar />
                <ScrollManager />
              </Suspense>
              <PreviewBanner />
              <Header />
              <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
                {children}
              </main>
              <Footer />
              <ModalSlots />
              <VersionNotice buildId={buildInfo().buildId} />
              <PrefetchLimit />
            </div>
          </CartProvider>
        </AuthProvider>
      </ToastProvider>
    </Services>
  )
}
