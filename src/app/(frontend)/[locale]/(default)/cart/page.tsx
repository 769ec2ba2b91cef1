import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { promiseSetup } from '@/components/availability/promiseSetup'
import { CartView } from '@/components/cart/CartView.client'
import { WithMessages } from '@/components/layout/WithMessages'
import type { Locale } from '@/i18n/locales'
import { listCountries } from '@/lib/commerce/server/countries'

// Rendered per request under a CSP nonce (src/lib/content/dynamicPages.ts lists it).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'cart' })
  return { title: t('title'), robots: { index: false } }
}

/** The cart (`/cart`, `/es/carrito`): the buyer's lines live in the browser or on the server; the page frames them. */
export default async function CartPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, countries, promises] = await Promise.all([getTranslations('cart'), listCountries(locale), promiseSetup()])
  return (
    <section className="space-y-4">
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <WithMessages namespaces={['cart', 'shippingOptions', 'superseded', 'quotes']}>
        <CartView countries={countries} promises={promises} />
      </WithMessages>
    </section>
  )
}
