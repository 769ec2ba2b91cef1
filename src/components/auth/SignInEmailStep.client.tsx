'use client'

import { useTranslations } from 'next-intl'
import { useId } from 'react'

import type { SignInSteps } from './hooks/useSignInSteps'
import { buttonPrimary, buttonSecondary } from './signInButtons'

function GoogleLogo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z" />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.3a12 12 0 0 0 0 10.8z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z" />
    </svg>
  )
}

/** The first step: Google (when configured) or the e-mail the code is sent to. */
export function SignInEmailStep({ steps, googleEnabled }: { steps: SignInSteps; googleEnabled: boolean }) {
  const t = useTranslations('auth')
  const ids = useId()
  const { email, emailError, error, busy } = steps
  return (
    <div className="space-y-4" data-testid="signin-email-step">
      {googleEnabled && (
        <>
          <button
            type="button"
            onClick={() => void steps.google()}
            disabled={busy}
            className={`${buttonSecondary} w-full gap-2`}
            data-testid="google-signin"
          >
            <GoogleLogo />
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
          void steps.send()
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
            data-autofocus
            value={email}
            placeholder={t('emailPlaceholder')}
            aria-invalid={Boolean(emailError)}
            aria-describedby={emailError ? `${ids}-email-error` : undefined}
            onChange={(e) => steps.editEmail(e.target.value)}
            onBlur={steps.checkEmail}
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
