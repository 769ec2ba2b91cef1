'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'

import { useAuth } from '@/components/auth/hooks/useAuth'
import { askForCross } from '@/lib/platform/http/browser/client'

const field =
  'min-h-11 rounded border border-neutral-400 bg-white px-2 text-neutral-950 dark:border-neutral-600 dark:bg-neutral-900 dark:text-neutral-50'
const button =
  'min-h-11 rounded border border-neutral-500 px-3 py-1.5 text-sm font-semibold hover:bg-warning-100 dark:border-neutral-400 dark:hover:bg-warning-900'

/**
 * "Ask us for a cross" for a number the quick order did not find (docs/cross-references.md): a
 * signed-in buyer sends it as he is (the answer goes to his e-mail), a visitor gives an e-mail;
 * the brand is optional. The server's refusal (bad e-mail, too many requests) is shown in the
 * buyer's language beside the form, and focus moves to what happened.
 */
export function BomAskUs({ number, qty }: { number: string; qty: number | null }) {
  const t = useTranslations('quickOrder')
  const locale = useLocale()
  const { status, user } = useAuth()
  const signedIn = status === 'signed-in'
  const [open, setOpen] = useState(false)
  const [email, setEmail] = useState('')
  const [brand, setBrand] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const id = useId()
  const result = useRef<HTMLParagraphElement>(null)
  const first = useRef<HTMLInputElement>(null)
  // Once sent, focus goes to what happened (the form it was in is gone).
  useEffect(() => {
    if (sentTo) result.current?.focus()
  }, [sentTo])

  if (sentTo)
    return (
      <p ref={result} tabIndex={-1} role="status" className="mt-1 font-semibold" data-testid="bom-ask-sent">
        {t('askSent', { email: sentTo, pn: number })}
      </p>
    )
  if (!open)
    return (
      <button
        type="button"
        className={`${button} mt-1`}
        data-testid="bom-ask"
        onClick={() => {
          setOpen(true)
          setTimeout(() => first.current?.focus(), 0)
        }}
      >
        {t('askUs')}
      </button>
    )
  const send = async () => {
    if (busy) return
    setBusy(true)
    setError(null)
    const answer = await askForCross(
      { number, brand: brand.trim() || null, quantity: qty, email: signedIn ? null : email.trim() },
      { locale },
    )
    setBusy(false)
    if (!answer.ok) {
      setError(answer.error.message ?? t('askFailed'))
      return
    }
    setSentTo(answer.data.email)
  }
  return (
    // noValidate: the server's message, in the shop's language, says what is wrong with the e-mail.
    <form
      noValidate
      className="mt-2 grid gap-2 rounded border border-warning-600 p-3 sm:max-w-md"
      aria-labelledby={`${id}-t`}
      data-testid="bom-ask-form"
      onSubmit={(e) => {
        e.preventDefault()
        void send()
      }}
    >
      <span id={`${id}-t`} className="font-semibold">
        {t('askTitle', { pn: number })}
      </span>
      {signedIn ? (
        <span>{t('askAnswerTo', { email: user?.email ?? '' })}</span>
      ) : (
        <label className="grid gap-1">
          {t('askEmail')}
          <input
            ref={first}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-e` : undefined}
            className={field}
            data-testid="bom-ask-email"
          />
        </label>
      )}
      <label className="grid gap-1">
        {t('askBrand')}
        <input
          ref={signedIn ? first : undefined}
          value={brand}
          maxLength={60}
          onChange={(e) => setBrand(e.target.value)}
          className={field}
          data-testid="bom-ask-brand"
        />
      </label>
      {error && (
        <p id={`${id}-e`} role="alert" className="text-error-800 dark:text-error-300" data-testid="bom-ask-error">
          {error}
        </p>
      )}
      <span className="flex flex-wrap gap-2">
        <button type="submit" aria-disabled={busy} className={`${button} aria-disabled:opacity-60`} data-testid="bom-ask-send">
          {busy ? t('askSending') : t('askSend')}
        </button>
        <button type="button" className={button} onClick={() => setOpen(false)}>
          {t('askCancel')}
        </button>
      </span>
    </form>
  )
}
