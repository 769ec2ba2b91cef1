'use client'

import { useLocale, useTranslations } from 'next-intl'

import { formatUsd } from '@/lib/commerce/money'
import type { ShippingOptionJson } from '@/lib/commerce/quoteJson'

type Named = Pick<ShippingOptionJson, 'carrier' | 'method' | 'title' | 'freeGround'>

/**
 * Shipping options in the buyer's language: the shop's own carriers and methods by their
 * translated names (a carrier the staff added keeps its stored title), free ground, the
 * transit time of each method, and the price as the server quoted it.
 */
export function useShippingNames() {
  const t = useTranslations('shippingOptions')
  const locale = useLocale()
  const name = (o: Pick<Named, 'carrier' | 'method' | 'title'>) => {
    const key = o.method && o.carrier === 'default' ? o.method : o.carrier
    return t.has(`names.${key}`) ? t(`names.${key}`) : o.title
  }
  return {
    name: (o: Named) => (o.freeGround ? t('freeGround', { label: o.title, name: name({ ...o, title: o.title }) }) : name(o)),
    transit: (o: Pick<ShippingOptionJson, 'method' | 'collect'>) =>
      o.collect || !o.method ? t('transit.collect') : t(`transit.${o.method}`),
    price: (o: Pick<ShippingOptionJson, 'shipping' | 'tbd'>) =>
      o.tbd ? t('tbd') : o.shipping === null ? t('needsZip') : o.shipping === 0 ? t('free') : formatUsd(o.shipping, locale),
  }
}
