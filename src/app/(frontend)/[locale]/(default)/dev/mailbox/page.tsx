import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'

import type { Locale } from '@/i18n/locales'
import { readOutbox } from '@/lib/auth/mail'
import { loadEnv } from '@/lib/env'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'auth' })
  return { title: t('mailbox'), robots: { index: false } }
}

/** The development mailbox: the outbox's mails when SMTP_URL is not set. Absent in production and with SMTP. */
export default async function MailboxPage({ params }: Props) {
  const env = loadEnv()
  if (env.production || env.smtpUrl) notFound()
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('auth')
  const mails = readOutbox(env)
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">{t('mailbox')}</h1>
      <p className="text-neutral-700 dark:text-neutral-300">{t('mailboxIntro')}</p>
      {mails.length === 0 && <p>{t('mailboxEmpty')}</p>}
      <ol className="space-y-3" data-testid="mailbox">
        {mails.map((m) => (
          <li key={m.id} className="rounded border border-neutral-300 bg-white p-4 dark:border-neutral-700 dark:bg-neutral-900">
            <p className="text-xs text-neutral-500">
              {new Date(m.date).toLocaleString(locale)} · {m.to}
            </p>
            <p className="font-semibold">{m.subject}</p>
            <pre className="mt-2 whitespace-pre-wrap font-sans text-sm">{m.text}</pre>
          </li>
        ))}
      </ol>
    </section>
  )
}
