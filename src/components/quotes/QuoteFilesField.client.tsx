'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useRef } from 'react'

import { MAX_QUOTE_ATTACHMENTS } from '@/domain'
import { ACCEPTED_EXTENSIONS, MAX_ATTACHMENT_MB } from '@/lib/quotes/requestDraft'

import { fileSize } from './format'
import { describedBy, FieldError, FieldHelp } from './fields'

/**
 * The request's attachments: up to 5 files (PDF, XLSX, CSV, PNG, JPEG; 10 MB each, as the help
 * says), each listed with its size and a button taking it off. Files picked again are added to
 * those already chosen; the form checks the limits, the server the content.
 */
export function QuoteFilesField({
  id,
  files,
  error,
  onChange,
}: {
  id: string
  files: File[]
  error: string | undefined
  onChange: (files: File[]) => void
}) {
  const t = useTranslations('quotes')
  const locale = useLocale()
  const input = useRef<HTMLInputElement>(null)
  return (
    <div className="grid gap-1">
      <p id={`${id}-title`} className="font-semibold">
        {t('attachmentsOptional')}
      </p>
      <FieldHelp id={id}>{t('attachmentsHelp', { max: MAX_QUOTE_ATTACHMENTS, mb: MAX_ATTACHMENT_MB })}</FieldHelp>
      {/* The native input's "No file chosen" would contradict the list below: a button of our own, the input under it. */}
      <label
        htmlFor={id}
        className="w-fit cursor-pointer rounded border border-neutral-500 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-neutral-100 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-primary-700 dark:bg-neutral-900 dark:hover:bg-neutral-800"
      >
        {t('addFiles')}
        <input
          ref={input}
          id={id}
          type="file"
          multiple
          data-field="files"
          accept={ACCEPTED_EXTENSIONS.join(',')}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-title`, describedBy(id, true, error)].filter(Boolean).join(' ')}
          onChange={(e) => {
            const picked = [...(e.target.files ?? [])]
            e.target.value = ''
            if (picked.length) onChange([...files, ...picked])
          }}
          className="sr-only"
          data-testid="quote-request-files"
        />
      </label>
      <FieldError id={id} error={error} />
      {files.length > 0 && (
        <ul className="mt-1 space-y-1 text-sm" data-testid="quote-request-file-list">
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`} className="flex items-center justify-between gap-2">
              <span className="min-w-0 break-all">
                {f.name} <span className="text-neutral-700 dark:text-neutral-300">({fileSize(f.size, locale)})</span>
              </span>
              <button
                type="button"
                onClick={() => {
                  onChange(files.filter((_, j) => j !== i))
                  input.current?.focus()
                }}
                className="shrink-0 rounded px-2 py-1 font-semibold text-error-700 hover:bg-error-50 dark:text-error-300 dark:hover:bg-error-950"
                aria-label={t('removeFile', { name: f.name })}
                data-testid="quote-request-file-remove"
              >
                {t('remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
