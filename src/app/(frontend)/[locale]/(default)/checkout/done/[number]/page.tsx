import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { OrderConfirmation } from '@/components/checkout/OrderConfirmation.client'
import { WithMessages } from '@/components/layout/WithMessages'
import type { Locale } from '@/i18n/locales'
import { redirect } from '@/i18n/navigation'
import { getSessionUser } from '@/lib/accounts/server/session'
import { listCountries } from '@/lib/commerce/server/countries'
import { stripeSettings } from '@/lib/commerce/server/stripe/config'
import { safeDecode } from '@/lib/catalogue/slug'

// Rendered per request under a CSP nonce (src/lib/content/dynamicPages.ts lists it).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale; number: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'checkout' })
  return { title: t('doneTitle'), robots: { index: false } }
}

/**
 * The confirmation of a placed order (`/checkout/done/{number}`); the order is read from its
 * buyer's API, 404 to anyone else. Stripe Checkout comes back here with `?payment=return` or
 * `?payment=cancelled`, which only picks the message while the order is unpaid.
 */
export default async function OrderDonePage({ params, searchParams }: Props) {
  const { locale, number } = await params
  const payment = (await searchParams).payment
  const returned = payment === 'return' || payment === 'cancelled' ? payment : null
  setRequestLocale(locale)
  if (!(await getSessionUser(await headers()))) return redirect({ href: '/login', locale })
  const orderNumber = safeDecode(number) ?? notFound()
  const countries = await listCountries(locale)
  return (
    <WithMessages namespaces={['checkout', 'addresses']}>
      <OrderConfirmation number={orderNumber} countries={countries} cardCheckout={Boolean(stripeSettings())} returned={returned} />
    </WithMessages>
  )
}
