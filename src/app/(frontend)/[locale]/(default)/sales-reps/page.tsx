import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { RepFinder } from '@/components/reps/RepFinder'
import { locales, type Locale } from '@/i18n/locales'
import { hrefFor } from '@/lib/content/server/hrefs'
import { alternatesFor } from '@/lib/content/seo'

// Rendered per request under a CSP nonce (src/lib/content/dynamicPages.ts lists it).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'reps' })
  return {
    title: t('title'),
    alternates: alternatesFor(Object.fromEntries(locales.map((l) => [l, hrefFor('/sales-reps', {}, l)])), locale),
  }
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim().slice(0, 40) ?? ''

/** "Find your sales rep": a plain GET form, so it works without script and links can be shared. */
export default async function SalesRepsPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const q = await searchParams
  return <RepFinder locale={locale} query={{ phone: one(q.phone), state: one(q.state), country: one(q.country) }} />
}
