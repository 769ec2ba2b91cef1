import { NextResponse } from 'next/server'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { ReorderAnswer } from '@/lib/orders/contract'
import { HttpError } from '@/lib/platform/http/server/route'
import { pricingCustomerOf } from '@/lib/accounts/server/customers'
import { appCommerceSource } from '@/lib/commerce/server/data'
import { loadEnv } from '@/lib/platform/server/env'
import { hubStore } from '@/lib/cart/server/store'
import { getPayloadClient } from '@/lib/platform/server/payload'

import { reorder, type ReorderTarget } from './reorder'

/**
 * The answer of the reorder and save-as-cart routes: `{ added, skipped, savedCart }`, each
 * skipped line with its reason worded in the buyer's language; a refusal as HttpError.
 */
export async function reorderAnswer(
  email: string,
  number: string,
  locale: Locale,
  target: (t: (key: string, values?: Record<string, string>) => string) => ReorderTarget,
) {
  const t = await getTranslations({ locale, namespace: 'orders' })
  const result = await reorder(
    { payload: await getPayloadClient(), hub: hubStore(loadEnv()), source: appCommerceSource },
    { email, number, locale, customer: await pricingCustomerOf(email), target: target((k, v) => t(k, v)) },
  )
  if (!result.ok) throw HttpError.of(result)
  const skipped = result.skipped.map((s) => ({ ...s, message: t(`skip.${s.reason}`, { pn: s.pn }) }))
  return NextResponse.json<ReorderAnswer>(
    { added: result.added, skipped, savedCart: result.savedCart },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
