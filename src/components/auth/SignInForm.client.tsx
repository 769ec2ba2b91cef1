'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'

import { useRecaptcha } from '@/components/services/recaptcha'
import { track } from '@/lib/services/analytics'

import { authApi, isEmail, type AuthFailure } from './authClient'

/** The resend button waits 60 s, ticking each second (docs/interface.md, "Sign-in dialog"). */
export const RESEND_SECONDS = 60
/** After "You're Successfully Logged in", the modal closes this much later. */
export const SUCCESS_CLOSE_MS = 2000
const CODE_LENGTH = 6

type Step = 'email' | 'code' | 'done'

const buttonPrimary =
  'inline-flex w-full items-center justify-center rounded bg-green-700 px-4 py-2.5 font-semibold text-white hover:bg-green-800 disabled:cursor-not-allowed disabled:opacity-60'
const buttonSecondary =
  'inline-flex items-center justify-center rounded border border-neutral-300 px-4 py-2.5 font-semibold hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-neutral-600 dark:hover:bg-neutral-800'

/**
 * The sign-in steps (docs/accounts.md, "Sign-in"): Google or e-mail, then the six-digit code, then the
 * success line. `onSignedIn` re-reads the session; `onDone` runs 2 s after success.
 */
export function SignInForm({
  googleEnabled,
  onSignedIn,
  onDone,
  callbackPath,
}: {
  googleEnabled: boolean
  onSignedIn: () => Promise<unknown>
  onDone: (email: string) => void
  callbackPath: string
}) {
  const t = useTranslations('auth')
  const locale = useLocale()
  const [step, setStep] = useState<Step>('email')
  const [email, setEmail] = useState('')
  const [emailError, setEmailError] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [digits, setDigits] = useState<string[]>(Array(CODE_LENGTH).fill(''))
  // The countdown is kept as a deadline, so a slow or throttled tab still shows the right second.
  const [resendAt, setResendAt] = useState(0)
  const [now, setNow] = useState(0)
  const countdown = Math.max(0, Math.ceil((resendAt - now) / 1000))
  const inputs = useRef<(HTMLInputElement | null)[]>([])
  const ids = useId()
  const recaptcha = useRecaptcha()

  // The error line is cleared whenever the code-sent state changes.
  useEffect(() => setError(''), [step])

  useEffect(() => {
    if (resendAt <= Date.now()) return
    setNow(Date.now())
    const timer = window.setInterval(() => {
      setNow(Date.now())
      if (Date.now() >= resendAt) window.clearInterval(timer)
    }, 250)
    return () => window.clearInterval(timer)
  }, [resendAt])

  const startCountdown = () => {
    const at = Date.now() + RESEND_SECONDS * 1000
    setNow(Date.now())
    setResendAt(at)
  }

  useEffect(() => {
    if (step === 'code') inputs.current[0]?.focus()
  }, [step])

  const explain = (e: AuthFailure) => {
    if (e.status === 429) return e.message || t('tooManyRequests', { seconds: e.retryAfter ?? 60 })
    if (e.code === 'RECAPTCHA_REFUSED') return e.message || t('recaptchaRefused')
    if (e.code === 'INVALID_OTP') return t('invalidCode')
    if (e.code === 'OTP_EXPIRED') return t('codeExpired')
    if (e.code === 'TOO_MANY_ATTEMPTS') return t('tooManyAttempts')
    return t('genericError')
  }

  /** Mails a new code (replacing the last one); true when sent. */
  const requestCode = async () => {
    setError('')
    setBusy(true)
    const result = await authApi.sendCode(email.trim(), locale, await recaptcha('send_code'))
    setBusy(false)
    if (!result.ok) {
      setError(explain(result.error))
      return false
    }
    setDigits(Array(CODE_LENGTH).fill(''))
    startCountdown()
    return true
  }

  const send = async () => {
    setError('')
    if (!isEmail(email)) {
      setEmailError(t('invalidEmail'))
      return
    }
    if (await requestCode()) setStep('code')
  }

  const resend = async () => {
    if (await requestCode()) inputs.current[0]?.focus()
  }

  const verify = async () => {
    setError('')
    const code = digits.join('')
    if (code.length !== CODE_LENGTH) {
      setError(t('incompleteCode'))
      return
    }
    setBusy(true)
    const result = await authApi.verifyCode(email.trim(), code, locale)
    if (!result.ok) {
      setBusy(false)
      setError(explain(result.error))
      return
    }
    await onSignedIn()
    setBusy(false)
    track('accountLogin', { type: 'form' })
    setStep('done')
    window.setTimeout(() => onDone(email.trim()), SUCCESS_CLOSE_MS)
  }

  const google = async () => {
    setError('')
    setBusy(true)
    const result = await authApi.google(callbackPath, locale)
    if (result.ok && result.data.url) {
      window.location.assign(result.data.url)
      return
    }
    setBusy(false)
    setError(result.ok ? t('genericError') : explain(result.error))
  }

  const fill = (from: number, text: string) => {
    const chars = text.replace(/\D/g, '').slice(0, CODE_LENGTH - from).split('')
    if (!chars.length) return
    setDigits((d) => {
      const next = [...d]
      chars.forEach((c, i) => (next[from + i] = c))
      return next
    })
    inputs.current[Math.min(from + chars.length, CODE_LENGTH - 1)]?.focus()
  }

  if (step === 'done') {
    return (
      <p role="status" data-testid="signin-success" className="py-6 text-center text-lg font-semibold text-green-700 dark:text-green-400">
        {t('success')}
      </p>
    )
  }

  if (step === 'code') {
    return (
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void verify()
        }}
        className="space-y-4"
        data-testid="signin-code-step"
      >
        <p role="alert" className="rounded bg-sky-50 px-3 py-2 text-sm text-sky-950 dark:bg-sky-950 dark:text-sky-50">
          {t('codeSent', { email: email.trim() })}
        </p>
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">{t('codeLabel')}</legend>
          <div className="flex justify-between gap-2">
            {digits.map((d, i) => (
              <input
                key={i}
                ref={(el) => {
                  inputs.current[i] = el
                }}
                value={d}
                inputMode="numeric"
                autoComplete={i === 0 ? 'one-time-code' : 'off'}
                aria-label={t('digit', { n: i + 1 })}
                data-testid="otp-digit"
                className="h-12 w-11 rounded border border-neutral-400 bg-white text-center font-mono text-xl dark:border-neutral-600 dark:bg-neutral-950"
                onPaste={(e) => {
                  e.preventDefault()
                  fill(i, e.clipboardData.getData('text'))
                }}
                onChange={(e) => {
                  const v = e.target.value.replace(/\D/g, '')
                  if (v.length > 1) return fill(i, v)
                  setDigits((all) => all.map((x, j) => (j === i ? v : x)))
                  if (v && i < CODE_LENGTH - 1) inputs.current[i + 1]?.focus()
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Backspace' && !digits[i] && i > 0) inputs.current[i - 1]?.focus()
                  if (e.key === 'ArrowLeft' && i > 0) inputs.current[i - 1]?.focus()
                  if (e.key === 'ArrowRight' && i < CODE_LENGTH - 1) inputs.current[i + 1]?.focus()
                }}
              />
            ))}
          </div>
        </fieldset>
        {error && (
          <p className="text-sm font-medium text-red-700 dark:text-red-400" data-testid="signin-error">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy} className={buttonPrimary}>
          {busy ? t('verifying') : t('continue')}
        </button>
        <div className="flex gap-2">
          <button type="button" onClick={() => setStep('email')} className={`${buttonSecondary} flex-1`}>
            {t('back')}
          </button>
          <button type="button" onClick={() => void resend()} disabled={busy || countdown > 0} data-testid="resend" className={`${buttonSecondary} flex-1`}>
            {countdown > 0 && countdown < RESEND_SECONDS ? t('resendIn', { seconds: countdown }) : t('resend')}
          </button>
        </div>
      </form>
    )
  }

  return (
    <div className="space-y-4" data-testid="signin-email-step">
      {googleEnabled && (
        <>
          <button type="button" onClick={() => void google()} disabled={busy} className={`${buttonSecondary} w-full gap-2`} data-testid="google-signin">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5">
              <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8z" />
              <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z" />
              <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.3a12 12 0 0 0 0 10.8z" />
              <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z" />
            </svg>
            {t('google')}
          </button>
          <div className="flex items-center gap-3 text-sm text-neutral-500" aria-hidden="true">
            <span className="h-px flex-1 bg-neutral-300 dark:bg-neutral-700" />
            {t('or')}
            <span className="h-px flex-1 bg-neutral-300 dark:bg-neutral-700" />
          </div>
        </>
      )}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void send()
        }}
        className="space-y-3"
      >
        <div>
          <label htmlFor={`${ids}-email`} className="mb-1 block text-sm font-semibold">
            {t('email')}
          </label>
          <input
            id={`${ids}-email`}
            type="email"
            autoComplete="email"
            autoFocus
            value={email}
            placeholder={t('emailPlaceholder')}
            aria-invalid={Boolean(emailError)}
            aria-describedby={emailError ? `${ids}-email-error` : undefined}
            onChange={(e) => {
              setEmail(e.target.value)
              if (emailError && isEmail(e.target.value)) setEmailError('')
            }}
            onBlur={() => setEmailError(email && !isEmail(email) ? t('invalidEmail') : '')}
            className="w-full rounded border border-neutral-400 bg-white px-3 py-2 dark:border-neutral-600 dark:bg-neutral-950"
            data-testid="signin-email"
          />
          {emailError && (
            <p id={`${ids}-email-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
              {emailError}
            </p>
          )}
        </div>
        <button type="submit" disabled={busy} className={buttonPrimary} data-testid="signin-continue">
          {busy ? t('sending') : t('continue')}
        </button>
        {error && (
          <p className="text-sm font-medium text-red-700 dark:text-red-400" data-testid="signin-error">
            {error}
          </p>
        )}
      </form>
    </div>
  )
}
