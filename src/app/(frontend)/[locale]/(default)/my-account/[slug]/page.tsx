import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { AccountNav } from '@/components/account/AccountNav'
import { AddressBookView } from '@/components/account/AddressBook.client'
import { WithMessages } from '@/components/layout/WithMessages'
import { ProfileEditor } from '@/components/auth/ProfileEditor.client'
import { redirect } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { FavoritesList } from '@/components/cart/FavoritesList.client'
import { SavedCarts } from '@/components/cart/SavedCarts.client'
import { OrderHistoryView } from '@/components/orders/OrderHistory'
import { QuoteList } from '@/components/quotes/QuoteList'
import { isAccountSection, type AccountSection } from '@/lib/accounts/account'
import { customersOfSessionEmail } from '@/lib/accounts/server/customers'
import { listCountries } from '@/lib/commerce/server/countries'
import { getSiteContact } from '@/lib/content/server/menus'
import { getSessionUser } from '@/lib/accounts/server/session'
import { getPayloadClient } from '@/lib/platform/server/payload'
import { ownQuotes } from '@/lib/quotes/server/own'

// Rendered per request under a CSP nonce (src/lib/content/dynamicPages.ts lists it).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'account' })
  return { title: t('title'), robots: { index: false } }
}

/** The account area (signed-in buyers only; the proxy sends visitors to the login page first). */
export default async function AccountPage({ params, searchParams }: Props) {
  const { locale, slug } = await params
  if (!isAccountSection(slug)) notFound()
  setRequestLocale(locale)
  const user = await getSessionUser(await headers())
  // A cookie that no longer names a session: sign in again.
  if (!user) return redirect({ href: '/login', locale })
  const [t, ta, tf, ts, tad] = await Promise.all([
    getTranslations('account'),
    getTranslations('auth'),
    getTranslations('favorites'),
    getTranslations('savedCarts'),
    getTranslations('addresses'),
  ])
  const labels: Record<Exclude<AccountSection, 'profile' | 'orders' | 'quotes'>, string> = {
    addresses: tad('title'),
    favorites: tf('title'),
    'saved-carts': ts('title'),
  }
  const nav = <AccountNav current={slug} />
  if (slug === 'orders') {
    return (
      <section>
        <h1 className="mb-2 text-2xl font-bold">{t('title')}</h1>
        {nav}
        <OrderHistoryView email={user.email} locale={locale} searchParams={await searchParams} />
      </section>
    )
  }
  if (slug === 'quotes') {
    return (
      <section>
        <h1 className="mb-2 text-2xl font-bold">{t('title')}</h1>
        {nav}
        <QuoteList quotes={await ownQuotes(await getPayloadClient(), user.email)} locale={locale} />
      </section>
    )
  }
  if (slug !== 'profile') {
    return (
      <section>
        <h1 className="mb-2 text-2xl font-bold">{t('title')}</h1>
        {nav}
        <div className="rounded border border-neutral-300 bg-white p-6 dark:border-neutral-800 dark:bg-neutral-900">
          <h2 className="mb-3 text-lg font-semibold">{labels[slug]}</h2>
          {slug === 'addresses' ? (
            <WithMessages namespaces={['addresses']}>
              <AddressBookView countries={await listCountries(locale)} />
            </WithMessages>
          ) : slug === 'favorites' ? (
            <WithMessages namespaces={['favorites', 'superseded']}>
              <FavoritesList />
            </WithMessages>
          ) : (
            <WithMessages namespaces={['savedCarts', 'superseded', 'quotes']}>
              <SavedCarts />
            </WithMessages>
          )}
        </div>
      </section>
    )
  }
  const [customers, contact] = await Promise.all([customersOfSessionEmail(user.email), getSiteContact(locale)])
  // "Contact us" opens a message to the shop with this buyer's address already written in.
  const linkRequest = contact.email
    ? `mailto:${contact.email}?${new URLSearchParams({ subject: ta('linkSubject'), body: ta('linkBody', { email: user.email }) }).toString().replace(/\+/g, '%20')}`
    : null
  // The heading and tabs sit where every other tab has them.
  return (
    <section>
      <h1 className="mb-2 text-2xl font-bold">{t('title')}</h1>
      {nav}
      <div className="grid gap-6 md:grid-cols-2">
        <div className="rounded border border-neutral-300 bg-white p-6 dark:border-neutral-800 dark:bg-neutral-900">
          <h2 className="mb-3 text-lg font-semibold">{ta('profile')}</h2>
          <ProfileEditor saveLabel={ta('save')} />
        </div>
        <div className="rounded border border-neutral-300 bg-white p-6 dark:border-neutral-800 dark:bg-neutral-900">
          <h2 className="text-lg font-semibold">{ta('customers')}</h2>
          {customers.length === 0 ? (
            <p className="mt-2 text-neutral-700 dark:text-neutral-300" data-testid="no-customers">
              {ta.rich('noCustomers', {
                contact: (words) =>
                  linkRequest ? (
                    <a
                      href={linkRequest}
                      className="font-semibold text-primary-800 underline dark:text-primary-300"
                      data-testid="link-request"
                    >
                      {words}
                    </a>
                  ) : (
                    words
                  ),
              })}
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
      </div>
    </section>
  )
}
