import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { ProfileEditor } from '@/components/auth/ProfileEditor.client'
import { redirect } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { accountSections } from '@/lib/account'
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
  if (!accountSections.includes(slug)) notFound()
  setRequestLocale(locale)
  const user = await getSessionUser(await headers())
  // A cookie that no longer names a session: sign in again.
  if (!user) return redirect({ href: '/login', locale })
  const [t, ta, customers] = await Promise.all([getTranslations('account'), getTranslations('auth'), customersOfSessionEmail(user.email)])
  return (
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
                  <span className="rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900 dark:bg-green-900 dark:text-green-100" data-testid="primary-customer">
                    {ta('primary')}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
