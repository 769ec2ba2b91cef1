import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { AccountNav } from '@/components/account/AccountNav'
import { WithMessages } from '@/components/layout/WithMessages'
import { OrderView } from '@/components/orders/OrderView'
import { QuoteDetail } from '@/components/quotes/QuoteDetail'
import type { Locale } from '@/i18n/locales'
import { redirect } from '@/i18n/navigation'
import { customersOfSessionEmail } from '@/lib/accounts/server/customers'
import { getSessionUser } from '@/lib/accounts/server/session'
import { findWebUser } from '@/lib/accounts/server/webUser'
import { listCountries } from '@/lib/commerce/server/countries'
import { findOwnOrder } from '@/lib/orders/server/present'
import { getPayloadClient } from '@/lib/platform/server/payload'
import { ownQuote } from '@/lib/quotes/server/own'

// Rendered per request under a CSP nonce (src/lib/content/dynamicPages.ts lists it).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale; slug: string; number: string }> }

/** The segment as typed; a malformed escape is no order number (404), never an error. */
const decode = (s: string) => {
  try {
    return decodeURIComponent(s)
  } catch {
    return ''
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug, number } = await params
  if (slug === 'quotes') {
    const t = await getTranslations({ locale, namespace: 'quotes' })
    return { title: t('quoteTitle', { number: decode(number) }), robots: { index: false } }
  }
  const t = await getTranslations({ locale, namespace: 'orders' })
  return { title: t('orderTitle', { number: decode(number) }), robots: { index: false } }
}

/**
 * One of the buyer's orders (`/my-account/orders/{number}`) or quotes (`/my-account/quotes/{number}`);
 * another company's, or none, is a 404.
 */
export default async function OrderPage({ params }: Props) {
  const { locale, slug, number } = await params
  if (slug !== 'orders' && slug !== 'quotes') notFound()
  setRequestLocale(locale)
  const user = await getSessionUser(await headers())
  if (!user) return redirect({ href: '/login', locale })
  const payload = await getPayloadClient()
  if (slug === 'quotes') {
    const quote = await ownQuote(payload, user.email, decode(number))
    if (!quote) notFound()
    const t = await getTranslations('account')
    return (
      <section>
        <p className="mb-2 text-2xl font-bold">{t('title')}</p>
        <AccountNav current="quotes" />
        {/* The actions are a client component: they need the quotes' messages. */}
        <WithMessages namespaces={['quotes']}>
          <QuoteDetail quote={quote} locale={locale} now={new Date()} />
        </WithMessages>
      </section>
    )
  }
  const order = await findOwnOrder(payload, await findWebUser(payload, user.email), decode(number))
  if (!order) notFound()
  const [t, countries, customers] = await Promise.all([
    getTranslations('account'),
    listCountries(locale),
    customersOfSessionEmail(user.email),
  ])
  const customer = customers.find((c) => Number(c.id) === order.customerId)
  return (
    <section>
      <p className="mb-2 text-2xl font-bold">{t('title')}</p>
      <AccountNav current="orders" />
      {/* The reorder actions and the totals are client components: they need these namespaces too. */}
      <WithMessages namespaces={['orders', 'checkout']}>
        <OrderView order={order} locale={locale} countries={countries} customerName={customer?.name ?? null} />
      </WithMessages>
    </section>
  )
}
