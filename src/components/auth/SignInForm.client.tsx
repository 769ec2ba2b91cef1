'use client'

import { useTranslations } from 'next-intl'

import { useSignInSteps } from './hooks/useSignInSteps'
import { SignInCodeStep } from './SignInCodeStep.client'
import { SignInEmailStep } from './SignInEmailStep.client'

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
  const steps = useSignInSteps({ onSignedIn, onDone, callbackPath })

  if (steps.step === 'done') {
    return (
      <p role="status" data-testid="signin-success" className="py-6 text-center text-lg font-semibold text-green-700 dark:text-green-400">
        {t('success')}
      </p>
    )
  }
  if (steps.step === 'code') return <SignInCodeStep steps={steps} />
  return <SignInEmailStep steps={steps} googleEnabled={googleEnabled} />
}
