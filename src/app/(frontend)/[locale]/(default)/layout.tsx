import { Suspense } from 'react'

import { AuthProvider } from '@/components/auth/AuthProvider.client'
import { ToastProvider } from '@/components/auth/Toasts.client'
import { CartProvider } from '@/components/cart/CartProvider.client'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { LoadingBar } from '@/components/layout/LoadingBar.client'
import { ModalSlots } from '@/components/layout/ModalSlots'
import { PreviewBanner } from '@/components/layout/PreviewBanner'
import { ScrollManager } from '@/components/layout/ScrollManager.client'
import { loadEnv } from '@/lib/env'

/** The default layout: header, page, footer, the two modal slots, toasts and the buyer's session. */
export default function DefaultLayout({ children }: { children: React.ReactNode }) {
  return (
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
          </div>
        </CartProvider>
      </AuthProvider>
    </ToastProvider>
  )
}
