import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { testComponents } from '@/components/test/registry'
import type { Locale } from '@/i18n/locales'
import { loadEnv } from '@/lib/platform/server/env'

// Rendered per request under a CSP nonce (src/lib/content/dynamicPages.ts lists it).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale; component: string }> }

export const metadata = { robots: { index: false } }

/** Component pages for the browser tests; they exist only with SWITCHYARD_TEST_ROUTES=1. */
export default async function TestComponentPage({ params }: Props) {
  const { locale, component } = await params
  const Component = testComponents[component]
  if (!loadEnv().testRoutes || !Component) notFound()
  setRequestLocale(locale)
  const t = await getTranslations('test')
  return (
    <>
      <h1 className="mb-4 text-lg font-semibold">
        {t('title')}: {component}
      </h1>
      <Component />
    </>
  )
}
