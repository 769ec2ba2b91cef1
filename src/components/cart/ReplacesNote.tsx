import { useLocale, useTranslations } from 'next-intl'

import { orderDate } from '@/components/orders/format'
import type { Locale } from '@/i18n/locales'
import type { CartItem } from '@/lib/cart/features'

/**
 * The notice beside a line or favorite whose number was superseded (docs/cross-references.md):
 * the number the buyer had, since when, and that the part shown is the one sold today.
 */
export function ReplacesNote({ replaces, className = '' }: { replaces: CartItem['replaces']; className?: string }) {
  const t = useTranslations('superseded')
  const locale = useLocale() as Locale
  if (!replaces) return null
  return (
    <p className={`text-sm text-info-900 dark:text-info-100 ${className}`} data-testid="line-replaces" data-replaces={replaces.pn}>
      {t('replaces', { pn: replaces.pn, since: replaces.since ? orderDate(replaces.since, locale) : 'none' })}
    </p>
  )
}
