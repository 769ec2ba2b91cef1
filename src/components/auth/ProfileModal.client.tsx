'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'

import { saveName } from '@/lib/accounts/browser/privateClient'

import type { AuthUser } from './authClient'
import { useAuth } from './hooks/useAuth'
import { overlayClass, panelClass, Portal } from '@/components/layout/Portal.client'
import { useToast } from '@/components/layout/Toasts.client'
import { useInertOutside } from '@/components/layout/useInertOutside'

const MAX = 100
/** Validation waits this long after typing. */
export const VALIDATE_DELAY_MS = 300

type Field = 'nameFirst' | 'nameLast'

/** Shared by the complete-profile modal and the profile page: first and last name, validated as typed. */
export function NameForm({ user, submitLabel, onSaved }: { user: AuthUser; submitLabel: string; onSaved: () => void }) {
  const t = useTranslations('auth')
  const locale = useLocale()
  const { authFetch, refresh } = useAuth()
  const toast = useToast()
  const ids = useId()
  const [values, setValues] = useState<Record<Field, string>>({ nameFirst: user.nameFirst ?? '', nameLast: user.nameLast ?? '' })
  const [errors, setErrors] = useState<Record<Field, string>>({ nameFirst: '', nameLast: '' })
  const [busy, setBusy] = useState(false)
  const timers = useRef<Record<string, number>>({})

  const check = (value: string) => (!value.trim() ? t('thisFieldIsRequired') : value.trim().length > MAX ? t('tooLong') : '')
  const validate = (field: Field, value: string) => setErrors((e) => ({ ...e, [field]: check(value) }))

  useEffect(() => {
    const pending = timers.current
    return () => Object.values(pending).forEach((id) => window.clearTimeout(id))
  }, [])

  const submit = async () => {
    const next = { nameFirst: check(values.nameFirst), nameLast: check(values.nameLast) }
    setErrors(next)
    if (next.nameFirst || next.nameLast) return
    setBusy(true)
    const result = await saveName(authFetch, { nameFirst: values.nameFirst.trim(), nameLast: values.nameLast.trim() }, locale)
    setBusy(false)
    if (!result.ok) {
      // A 401 has signed the buyer out already (authFetch), with its own message.
      if (result.error.status !== 401) toast('error', result.error.message ?? t('genericError'))
      return
    }
    await refresh()
    toast('success', t('profileSaved'))
    onSaved()
  }

  const field = (name: Field, label: string) => (
    <div>
      <label htmlFor={`${ids}-${name}`} className="mb-1 block text-sm font-semibold">
        {label}{' '}
        <span aria-hidden="true" className="text-red-700 dark:text-red-400">
          *
        </span>
      </label>
      <input
        id={`${ids}-${name}`}
        required
        maxLength={MAX + 20}
        autoComplete={name === 'nameFirst' ? 'given-name' : 'family-name'}
        value={values[name]}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `${ids}-${name}-error` : undefined}
        data-testid={`profile-${name}`}
        onInput={(e) => {
          const value = (e.target as HTMLInputElement).value
          window.clearTimeout(timers.current[name])
          timers.current[name] = window.setTimeout(() => validate(name, value), VALIDATE_DELAY_MS)
        }}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        onBlur={(e) => validate(name, e.target.value)}
        className="w-full rounded border border-neutral-400 bg-white px-3 py-2 dark:border-neutral-600 dark:bg-neutral-950"
      />
      {errors[name] && (
        <p id={`${ids}-${name}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {errors[name]}
        </p>
      )}
    </div>
  )

  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      <div>
        <label htmlFor={`${ids}-email`} className="mb-1 block text-sm font-semibold">
          {t('email')}
        </label>
        <input
          id={`${ids}-email`}
          value={user.email}
          disabled
          className="w-full rounded border border-neutral-300 bg-neutral-100 px-3 py-2 text-neutral-600 dark:border-neutral-700 dark:bg-neutral-800 dark:text-neutral-400"
        />
      </div>
      {field('nameFirst', t('firstName'))}
      {field('nameLast', t('lastName'))}
      <button
        type="submit"
        disabled={busy}
        data-testid="profile-submit"
        className="inline-flex w-full items-center justify-center rounded bg-green-700 px-4 py-2.5 font-semibold text-white hover:bg-green-800 disabled:opacity-60"
      >
        {busy ? t('saving') : submitLabel}
      </button>
    </form>
  )
}

/** The complete-profile modal: it cannot be dismissed until the name is given. */
export function ProfileModal({ user }: { user: AuthUser }) {
  const t = useTranslations('auth')
  const router = useRouter()
  const titleId = useId()
  const [node, setNode] = useState<HTMLDivElement | null>(null)
  // The page behind (the profile form too) cannot be reached until the name is given.
  useInertOutside(node)
  return (
    <Portal slot="full-name-modal-slot">
      <div className={overlayClass}>
        <div ref={setNode} role="dialog" aria-modal="true" aria-labelledby={titleId} className={panelClass} data-testid="profile-modal">
          <h2 id={titleId} className="mb-4 text-lg font-bold">
            {t('profileTitle')}
          </h2>
          <NameForm user={user} submitLabel={t('submit')} onSaved={() => router.refresh()} />
        </div>
      </div>
    </Portal>
  )
}
