import { Suspense } from 'react'

import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { LoadingBar } from '@/components/layout/LoadingBar.client'
import { ModalSlots } from '@/components/layout/ModalSlots'
import { PreviewBanner } from '@/components/layout/PreviewBanner'
import { ScrollManager } from '@/components/layout/ScrollManager.client'

/** The default layout: header, page, footer, and the two modal slots. */
export default function DefaultLayout({ children }: { children: React.ReactNode }) {
  return (
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
  )
}
