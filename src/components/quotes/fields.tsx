/*
 * The request form's field pieces, shared by its parts: a labelled input with its help and its
 * error next to it (aria-describedby names both; aria-invalid marks the error).
 */

export const inputClass =
  'w-full rounded border border-neutral-500 bg-white px-2 py-1.5 text-base aria-invalid:border-error-700 dark:border-neutral-500 dark:bg-neutral-950 dark:aria-invalid:border-error-300'

/** The ids of a field's help and error, for aria-describedby (only those shown). */
export const describedBy = (id: string, help: boolean, error: string | undefined) =>
  [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null
  return (
    <p id={`${id}-error`} className="text-sm font-semibold text-error-700 dark:text-error-300" data-testid="quote-field-error">
      {error}
    </p>
  )
}

export function FieldHelp({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <p id={`${id}-help`} className="text-xs text-neutral-700 dark:text-neutral-300">
      {children}
    </p>
  )
}

/** A labelled field of the whole request: its label, the control given, its error under it. */
export function Field({ id, label, error, children }: { id: string; label: string; error: string | undefined; children: React.ReactNode }) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  )
}
