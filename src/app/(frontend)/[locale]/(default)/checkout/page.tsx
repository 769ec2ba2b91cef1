import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { headers } from 'next/headers'

import { promiseSetup } from '@/components/availability/promiseSetup'
import { CheckoutView } from '@/components/checkout/CheckoutView.client'
import { WithMessages } from '@/components/layout/WithMessages'
import type { Locale } from '@/i18n/locales'
import { redirect } from '@/i18n/navigation'
import { getSessionUser } from '@/lib/accounts/server/session'
import { listCountries } from '@/lib/commerce/server/countries'
import { stripeSettings } from '@/lib/commerce/server/stripe/config'

// Rendered per request under a CSP nonce (src/lib/content/dynamicPages.ts lists it).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'checkout' })
  return { title: t('title'), robots: { index: false } }
}

/** Checkout (`/checkout`, `/es/finalizar-compra`): signed-in buyers only; the proxy sends visitors to sign in and back. */
export default async function CheckoutPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  // A cookie that no longer names a session: sign in again.
  if (!(await getSessionUser(await headers()))) return redirect({ href: '/login', locale })
  const [t, countries, promises] = await Promise.all([getTranslations('checkout'), listCountries(locale), promiseSetup()])
  return (
    <section className="space-y-4">
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <WithMessages namespaces={['checkout', 'addresses', 'shippingOptions']}>
        <CheckoutView countries={countries} cardCheckout={Boolean(stripeSettings())} promises={promises} />
      </WithMessages>
    </section>
  )
}
