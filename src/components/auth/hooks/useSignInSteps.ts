'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useEffectEvent, useRef, useState } from 'react'

import { useRecaptcha } from '@/components/services/recaptcha'
import { track } from '@/lib/platform/services/analytics'

import { authApi, isEmail, type AuthFailure } from '../authClient'
import { CODE_LENGTH, useCodeDigits } from './useCodeDigits'
import { useResendCountdown } from './useResendCountdown'

/** After "You're signed in", the modal closes this much later. */
export const SUCCESS_CLOSE_MS = 2000
type Step = 'email' | 'code' | 'done'

/** A refusal in the buyer's words (the server's own message where it has one). */
function explain(e: AuthFailure, t: ReturnType<typeof useTranslations<'auth'>>) {
  if (e.status === 429) return e.message || t('tooManyRequests', { seconds: e.retryAfter ?? 60 })
  if (e.code === 'RECAPTCHA_REFUSED') return e.message || t('recaptchaRefused')
  if (e.code === 'INVALID_OTP') return t('invalidCode')
  if (e.code === 'OTP_EXPIRED') return t('codeExpired')
  if (e.code === 'TOO_MANY_ATTEMPTS') return t('tooManyAttempts')
  return t('genericError')
}

/**
 * The sign-in steps' state and actions (docs/accounts.md, "Sign-in"): the e-mail, the six-digit
 * code (one input per digit, pasting fills the rest), the resend countdown, Google. `onSignedIn`
 * re-reads the session; `onDone` runs 2 s after success.
 */
export function useSignInSteps({
  onSignedIn,
  onDone,
  callbackPath,
}: {
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
  const { countdown, start: startCountdown } = useResendCountdown()
  const codeInputs = useCodeDigits()
  const { digits, focusDigit } = codeInputs
  const recaptcha = useRecaptcha()

  // The error line is cleared whenever the code-sent state changes.
  useEffect(() => setError(''), [step])

  useEffect(() => {
    if (step === 'code') focusDigit(0)
  }, [step, focusDigit])

  /** Mails a new code (replacing the last one); true when sent. */
  const requestCode = async () => {
    setError('')
    setBusy(true)
    const result = await authApi.sendCode(email.trim(), locale, await recaptcha('send_code'))
    setBusy(false)
    if (!result.ok) {
      setError(explain(result.error, t))
      return false
    }
    codeInputs.clear()
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
    if (await requestCode()) focusDigit(0)
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
      setError(explain(result.error, t))
      // Ready for the next try: typed or pasted, six digits send themselves again.
      codeInputs.clear()
      focusDigit(0)
      return
    }
    await onSignedIn()
    setBusy(false)
    track('accountLogin', { type: 'form' })
    setStep('done')
    window.setTimeout(() => onDone(email.trim()), SUCCESS_CLOSE_MS)
  }

  // Six digits typed or pasted send themselves (once per code entered: a refused code clears the boxes).
  const tried = useRef('')
  const autoSubmit = useEffectEvent((code: string) => {
    if (step !== 'code' || busy || code.length !== CODE_LENGTH || code === tried.current) return
    tried.current = code
    void verify()
  })
  const entered = digits.join('')
  useEffect(() => {
    if (entered.length < CODE_LENGTH) tried.current = ''
    autoSubmit(entered)
  }, [entered])

  const google = async () => {
    setError('')
    setBusy(true)
    const result = await authApi.google(callbackPath, locale)
    if (result.ok && result.data.url) {
      window.location.assign(result.data.url)
      return
    }
    setBusy(false)
    setError(result.ok ? t('genericError') : explain(result.error, t))
  }

  const editEmail = (value: string) => {
    setEmail(value)
    if (emailError && isEmail(value)) setEmailError('')
  }
  const checkEmail = () => setEmailError(email && !isEmail(email) ? t('invalidEmail') : '')

  return {
    step,
    back: () => setStep('email'),
    email,
    emailError,
    editEmail,
    checkEmail,
    error,
    busy,
    digits,
    digitRef: codeInputs.digitRef,
    fill: codeInputs.fill,
    typeDigit: codeInputs.typeDigit,
    digitKey: codeInputs.digitKey,
    countdown,
    send,
    resend,
    verify,
    google,
  }
}

export type SignInSteps = ReturnType<typeof useSignInSteps>
