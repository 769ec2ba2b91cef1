import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import type { Locale } from '@/i18n/locales'
import { readOutbox } from '@/lib/accounts/server/mail'
import { loadEnv } from '@/lib/platform/server/env'
import { LOCAL_REQUEST_HEADER } from '@/lib/platform/net/frontHeaders.mjs'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'auth' })
  return { title: t('mailbox'), robots: { index: false } }
}

/**
 * The development mailbox: the outbox's mails when SMTP_URL is not set. It shows sign-in
 * codes, so it answers only a browser on this machine talking straight to the app (the
 * front server marks such requests; a proxy's or another host's get 404), and only while
 * the outbox is the mail path (absent with SMTP and in production).
 */
export default async function MailboxPage({ params }: Props) {
  const env = loadEnv()
  if (env.production || env.smtpUrl) notFound()
  if ((await headers()).get(LOCAL_REQUEST_HEADER) !== '1') notFound()
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
            {m.attachments?.length ? (
              <ul className="mt-2 text-sm" data-testid="mailbox-attachments">
                {m.attachments.map((a, i) => (
                  <li key={i}>{t('mailboxAttachment', { name: a.filename, kb: Math.max(1, Math.round(a.size / 1024)) })}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
