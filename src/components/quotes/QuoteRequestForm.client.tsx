'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'

import { useAuth } from '@/components/auth/hooks/useAuth'
import { Link } from '@/i18n/navigation'
import { requestQuote } from '@/lib/quotes/browser/quotesClient'
import { checkDraft, localDay, type DraftProblem, type LineDraft, type RequestDraft } from '@/lib/quotes/requestDraft'

import { describedBy, Field, inputClass } from './fields'
import { QuoteFilesField } from './QuoteFilesField.client'
import { QuoteLineFields } from './QuoteLineFields.client'

/** The field a server's refusal names (`lines.2.qty`, `files.1`, `needBy`), as the form's fields are named; null when none is. */
function fieldOf(path: string | undefined, lines: number): string | null {
  if (!path) return null
  if (/^files(?:\.|$)/.test(path)) return 'files'
  if (path === 'needBy' || path === 'project' || path === 'note') return path
  const line = /^lines\.(\d+)\.(qty|targetPrice|note|pn)$/.exec(path)
  if (line && Number(line[1]) < lines) return `lines.${line[1]}.${line[2] === 'pn' ? 'qty' : line[2]}`
  return null
}

type T = ReturnType<typeof useTranslations<'quotes'>>

/** A problem found in the form, in the buyer's language. */
function problemText(t: T, p: DraftProblem): string {
  switch (p.code) {
    case 'qty-step':
      return t('problem.qty-step', { step: p.step, lower: p.lower, upper: p.upper })
    case 'no-lines':
    case 'too-many-lines':
    case 'too-many-files':
      return t(`problem.${p.code}`, { max: p.max })
    case 'file-too-big':
      return t('problem.file-too-big', { name: p.name, mb: p.maxMb })
    case 'file-kind':
      return t('problem.file-kind', { name: p.name })
    default:
      return t(`problem.${p.code}`)
  }
}

/** What the buyer reads once the request is in: its number, and a link to its page. */
function QuoteRequested({ number }: { number: string }) {
  const t = useTranslations('quotes')
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className="space-y-3" data-testid="quote-requested" data-number={number}>
      <h3 ref={heading} tabIndex={-1} className="text-lg font-bold">
        {t('requested', { number })}
      </h3>
      <p>{t('requestedNext')}</p>
      <Link
        href={{ pathname: '/my-account/quotes/[number]', params: { number } }}
        className="inline-block font-semibold text-primary-800 underline dark:text-primary-300"
        data-testid="quote-requested-link"
      >
        {t('seeQuote', { number })}
      </Link>
    </div>
  )
}

/**
 * "Request a quote": the lines it was opened with (quantities editable, a target price and a
 * note each), a need-by date, a project or job name, a note and up to 5 attachments. Checked
 * here first (each problem next to its field, in the buyer's language, the first one focused),
 * then by the server, whose refusal is shown next to the field it names. Sent as JSON, or as
 * multipart with files; on 201 the quote's number and a link to its page. The cart is kept.
 */
export function QuoteRequestForm({ lines, source }: { lines: LineDraft[]; source: RequestDraft['source'] }) {
  const t = useTranslations('quotes')
  const locale = useLocale()
  const { authFetch } = useAuth()
  const prefix = useId()
  const [draft, setDraft] = useState<Omit<RequestDraft, 'files'>>({ lines, needBy: '', project: '', note: '', source })
  const [files, setFiles] = useState<File[]>([])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState<{ number: string } | null>(null)
  const form = useRef<HTMLFormElement>(null)
  // One key per draft sent: a retry after no answer reuses it (one quote), a refused draft gets a new one once changed.
  const key = useRef<string | null>(null)
  const today = localDay()

  const focusField = (field: string) => form.current?.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus()

  const submit = async () => {
    if (sending) return
    setFormError(null)
    const checked = checkDraft({ ...draft, files }, today)
    if (!checked.ok) {
      const found: Record<string, string> = {}
      for (const p of checked.problems) found[p.field] ??= problemText(t, p)
      setErrors(found)
      if (found.lines) setFormError(found.lines)
      focusField(checked.problems.find((p) => p.field !== 'lines')?.field ?? 'submit')
      return
    }
    setErrors({})
    setSending(true)
    key.current ??= crypto.randomUUID()
    const answer = await requestQuote(authFetch, checked.body, files, locale, key.current)
    setSending(false)
    if (!answer.ok && answer.error.status >= 400 && answer.error.status < 500) key.current = null
    if (answer.ok) {
      setSent({ number: answer.data.quote.number })
      return
    }
    const text = answer.error.message ?? t('failed')
    const field = fieldOf(answer.error.path, draft.lines.length)
    if (field) {
      setErrors({ [field]: text })
      focusField(field)
    } else {
      setFormError(text)
      focusField('submit')
    }
  }

  if (sent) return <QuoteRequested number={sent.number} />

  const id = (name: string) => `${prefix}-${name}`
  const setLine = (i: number, patch: Partial<LineDraft>) =>
    setDraft((d) => ({ ...d, lines: d.lines.map((l, j) => (j === i ? { ...l, ...patch } : l)) }))
  return (
    <form
      ref={form}
      noValidate
      className="grid gap-4"
      data-testid="quote-request-form"
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('requestIntro')}</p>
      <section aria-labelledby={id('lines')} className="grid gap-3">
        <h3 id={id('lines')} className="font-semibold">
          {t('linesCount', { count: draft.lines.length })}
        </h3>
        {draft.lines.map((line, i) => (
          <QuoteLineFields
            key={`${line.pn}-${i}`}
            line={line}
            index={i}
            idPrefix={prefix}
            errors={errors}
            onChange={(p) => setLine(i, p)}
          />
        ))}
      </section>
      <Field id={id('project')} label={t('projectOptional')} error={errors.project}>
        <input
          id={id('project')}
          data-field="project"
          value={draft.project}
          maxLength={100}
          aria-invalid={errors.project ? true : undefined}
          aria-describedby={describedBy(id('project'), false, errors.project)}
          onChange={(e) => setDraft((d) => ({ ...d, project: e.target.value }))}
          className={inputClass}
          data-testid="quote-request-project"
        />
      </Field>
      <Field id={id('needBy')} label={t('needByOptional')} error={errors.needBy}>
        <input
          id={id('needBy')}
          type="date"
          data-field="needBy"
          min={today}
          value={draft.needBy}
          aria-invalid={errors.needBy ? true : undefined}
          aria-describedby={describedBy(id('needBy'), false, errors.needBy)}
          onChange={(e) => setDraft((d) => ({ ...d, needBy: e.target.value }))}
          className={`${inputClass} sm:w-56`}
          data-testid="quote-request-need-by"
        />
      </Field>
      <Field id={id('note')} label={t('noteOptional')} error={errors.note}>
        <textarea
          id={id('note')}
          data-field="note"
          value={draft.note}
          rows={3}
          maxLength={2000}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={describedBy(id('note'), false, errors.note)}
          onChange={(e) => setDraft((d) => ({ ...d, note: e.target.value }))}
          className={inputClass}
          data-testid="quote-request-note"
        />
      </Field>
      <QuoteFilesField id={id('files')} files={files} error={errors.files} onChange={setFiles} />
      {formError && (
        <p role="alert" className="font-semibold text-error-700 dark:text-error-300" data-testid="quote-request-error">
          {formError}
        </p>
      )}
      <div>
        <button
          type="submit"
          data-field="submit"
          aria-disabled={sending}
          className="rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800 aria-disabled:opacity-60 dark:bg-primary-400 dark:text-neutral-950"
          data-testid="quote-request-send"
        >
          {sending ? t('sending') : t('sendRequest')}
        </button>
      </div>
    </form>
  )
}
