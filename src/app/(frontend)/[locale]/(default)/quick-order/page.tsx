import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { promiseSetup } from '@/components/availability/promiseSetup'
import { QuickOrder } from '@/components/cart/QuickOrder.client'
import { WithMessages } from '@/components/layout/WithMessages'
import type { Locale } from '@/i18n/locales'
import { examplePartNumbers } from '@/lib/cart/server/resolve'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'quickOrder' })
  return { title: t('title'), description: t('intro') }
}

/** The quick order pad (`/quick-order`, `/es/pedido-rapido`). */
export default async function QuickOrderPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('quickOrder')
  return (
    <section className="mx-auto max-w-4xl space-y-4">
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p className="text-neutral-700 dark:text-neutral-300">{t('intro')}</p>
      <WithMessages namespaces={['quickOrder', 'quotes']}>
        <QuickOrder examples={await examplePartNumbers()} promises={await promiseSetup()} />
      </WithMessages>
    </section>
  )
}
