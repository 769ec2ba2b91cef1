import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import { accountHref, accountSections, type AccountSection } from '@/lib/accounts/account'

/** The account area's tabs; the current one is marked for assistive technology too. */
export async function AccountNav({ current }: { current: AccountSection }) {
  const [t, tad, tf, ts, to, tq] = await Promise.all([
    getTranslations('account'),
    getTranslations('addresses'),
    getTranslations('favorites'),
    getTranslations('savedCarts'),
    getTranslations('orders'),
    getTranslations('quotes'),
  ])
  const labels: Record<AccountSection, string> = {
    profile: t('profile'),
    orders: to('title'),
    quotes: tq('title'),
    addresses: tad('title'),
    favorites: tf('title'),
    'saved-carts': ts('title'),
  }
  return (
    <nav aria-label={t('sections')} className="mb-4 flex gap-1 overflow-x-auto border-b border-neutral-300 dark:border-neutral-800">
      {accountSections.map((s) => (
        <Link
          key={s}
          href={accountHref(s)}
          aria-current={s === current ? 'page' : undefined}
          className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap ${s === current ? 'border-primary-700 text-primary-800 dark:border-primary-400 dark:text-primary-300' : 'border-transparent text-neutral-700 hover:text-neutral-950 dark:text-neutral-300 dark:hover:text-white'}`}
        >
          {labels[s]}
        </Link>
      ))}
    </nav>
  )
}
