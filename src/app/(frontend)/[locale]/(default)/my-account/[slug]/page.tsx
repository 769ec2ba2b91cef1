import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { ProfileEditor } from '@/components/auth/ProfileEditor.client'
import { redirect } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { FavoritesList } from '@/components/cart/FavoritesList.client'
import { SavedCarts } from '@/components/cart/SavedCarts.client'
import { Link } from '@/i18n/navigation'
import { accountSections, isAccountSection, type AccountSection } from '@/lib/account'
import { customersOfSessionEmail } from '@/lib/auth/customers'
import { getSessionUser } from '@/lib/auth/session'

type Props = { params: Promise<{ locale: Locale; slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'account' })
  return { title: t('title'), robots: { index: false } }
}

/** The account area (signed-in buyers only; the proxy sends visitors to the login page first). */
export default async function AccountPage({ params }: Props) {
  const { locale, slug } = await params
  if (!isAccountSection(slug)) notFound()
  setRequestLocale(locale)
  const user = await getSessionUser(await headers())
  // A cookie that no longer names a session: sign in again.
  if (!user) return redirect({ href: '/login', locale })
  const [t, ta, tf, ts] = await Promise.all([
    getTranslations('account'),
    getTranslations('auth'),
    getTranslations('favorites'),
    getTranslations('savedCarts'),
  ])
  const labels: Record<AccountSection, string> = { profile: t('profile'), favorites: tf('title'), 'saved-carts': ts('title') }
  const nav = (
    <nav
      aria-label={t('sections')}
      className="mb-4 flex gap-1 overflow-x-auto border-b border-neutral-300 dark:border-neutral-800"
    >
      {accountSections.map((s) => (
        <Link
          key={s}
          href={{ pathname: '/my-account/[slug]', params: { slug: s } }}
          aria-current={s === slug ? 'page' : undefined}
          className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap ${s === slug ? 'border-primary-700 text-primary-800 dark:border-primary-400 dark:text-primary-300' : 'border-transparent text-neutral-700 hover:text-neutral-950 dark:text-neutral-300 dark:hover:text-white'}`}
        >
          {labels[s]}
        </Link>
      ))}
    </nav>
  )
  if (slug !== 'profile') {
    return (
      <section>
        <h1 className="mb-2 text-2xl font-bold">{t('title')}</h1>
        {nav}
        <div className="rounded border border-neutral-300 bg-white p-6 dark:border-neutral-800 dark:bg-neutral-900">
          <h2 className="mb-3 text-lg font-semibold">{labels[slug]}</h2>
          {slug === 'favorites' ? <FavoritesList /> : <SavedCarts />}
        </div>
      </section>
    )
  }
  const customers = await customersOfSessionEmail(user.email)
  return (
    <>
      {nav}
      <section className="grid gap-6 md:grid-cols-2">
        <div className="rounded border border-neutral-300 bg-white p-6 dark:border-neutral-800 dark:bg-neutral-900">
          <h1 className="text-2xl font-bold">{t('title')}</h1>
          <h2 className="mb-3 mt-4 text-lg font-semibold">{ta('profile')}</h2>
          <ProfileEditor saveLabel={ta('save')} />
        </div>
        <div className="rounded border border-neutral-300 bg-white p-6 dark:border-neutral-800 dark:bg-neutral-900">
          <h2 className="text-lg font-semibold">{ta('customers')}</h2>
          {customers.length === 0 ? (
            <p className="mt-2 text-neutral-700 dark:text-neutral-300" data-testid="no-customers">
              {ta('noCustomers')}
            </p>
          ) : (
            <ul className="mt-2 divide-y divide-neutral-200 dark:divide-neutral-800" data-testid="customers">
              {customers.map((c) => (
                <li key={c.id} className="flex items-center justify-between gap-3 py-2">
                  <span>{c.name}</span>
                  {c.primary && (
                    <span
                      className="rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900 dark:bg-green-900 dark:text-green-100"
                      data-testid="primary-customer"
                    >
                      {ta('primary')}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  )
}
