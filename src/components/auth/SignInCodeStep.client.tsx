'use client'

import { useTranslations } from 'next-intl'

import type { SignInSteps } from './hooks/useSignInSteps'
import { RESEND_SECONDS } from './hooks/useResendCountdown'
import { buttonPrimary, buttonSecondary } from './signInButtons'

/** The code step: one input per digit, continue, back to the e-mail, resend after the countdown. */
export function SignInCodeStep({ steps }: { steps: SignInSteps }) {
  const t = useTranslations('auth')
  const { email, digits, error, busy, countdown } = steps
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void steps.verify()
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
              ref={steps.digitRef(i)}
              value={d}
              inputMode="numeric"
              autoComplete={i === 0 ? 'one-time-code' : 'off'}
              aria-label={t('digit', { n: i + 1 })}
              data-testid="otp-digit"
              className="h-12 w-11 rounded border border-neutral-400 bg-white text-center font-mono text-xl dark:border-neutral-600 dark:bg-neutral-950"
              onPaste={(e) => {
                e.preventDefault()
                steps.fill(i, e.clipboardData.getData('text'))
              }}
              onChange={(e) => steps.typeDigit(i, e.target.value)}
              onKeyDown={(e) => steps.digitKey(i, e.key)}
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
        <button type="button" onClick={steps.back} className={`${buttonSecondary} flex-1`}>
          {t('back')}
        </button>
        <button
          type="button"
          onClick={() => void steps.resend()}
          disabled={busy || countdown > 0}
          data-testid="resend"
          className={`${buttonSecondary} flex-1`}
        >
          {countdown > 0 && countdown < RESEND_SECONDS ? t('resendIn', { seconds: countdown }) : t('resend')}
        </button>
      </div>
    </form>
  )
}
