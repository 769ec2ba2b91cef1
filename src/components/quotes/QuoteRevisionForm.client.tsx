'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef } from 'react'

import { primary, secondary } from './buttons'

/** "Ask for a revision": what should change (required; an empty message is refused here, next to the box). */
export function QuoteRevisionForm({
  message,
  setMessage,
  error,
  onSubmit,
  onCancel,
}: {
  message: string
  setMessage: (message: string) => void
  error: string | null
  onSubmit: () => void
  onCancel: () => void
}) {
  const t = useTranslations('quotes')
  const box = useRef<HTMLTextAreaElement>(null)
  const id = useId()
  // The box takes the focus when the form opens, and again with its error.
  useEffect(() => box.current?.focus(), [error])
  return (
    <form
      noValidate
      className="grid gap-2"
      data-testid="quote-revision-form"
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit()
      }}
    >
      <label htmlFor={id} className="font-semibold">
        {t('revisionLabel')}
      </label>
      <textarea
        ref={box}
        id={id}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        rows={4}
        maxLength={2000}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="rounded border border-neutral-500 bg-white px-3 py-2 dark:bg-neutral-950"
        data-testid="quote-revision-message"
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-error-700 dark:text-error-300" data-testid="quote-revision-error">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primary} data-testid="quote-revision-send">
          {t('sendRevision')}
        </button>
        <button type="button" className={secondary} onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  )
}
