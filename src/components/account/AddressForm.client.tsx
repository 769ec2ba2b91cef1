'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useMemo, useRef, useState } from 'react'

import type { AddressFields, AddressProblem } from '@/domain/addresses'
import { sortByName } from '@/domain/collation'

import { emptyValues, FORM_FIELDS, fieldProblem, isRequired, statesOf, valuesOf, type FormField, type FormValues } from './addressRules'
import { stateName } from './stateNames'
import type { Address, BookResult } from './useAddressBook'

/** Validation waits this long after typing. */
const INPUT_DELAY_MS = 300

export type Country = { code: string; name: string }

const autocomplete: Record<FormField, string> = {
  nameFirst: 'given-name',
  nameLast: 'family-name',
  nameCompany: 'organization',
  phone1: 'tel',
  addressCountry: 'country',
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  addressCity: 'address-level2',
  addressState: 'address-level1',
  addressPostalCode: 'postal-code',
}

const inputClass =
  'h-10 w-full min-w-0 rounded border border-neutral-500 bg-white px-2 dark:border-neutral-500 dark:bg-neutral-900 aria-[invalid=true]:border-error-700 dark:aria-[invalid=true]:border-error-300'

/** One field's control: the country and (where the country has a list) the state as selects, else a text input. */
function AddressControl({
  field,
  id,
  values,
  error,
  countries,
  onInput,
  onBlur,
}: {
  field: FormField
  id: string
  values: FormValues
  error: string | undefined
  countries: Country[]
  onInput: (field: FormField, value: string) => void
  onBlur: () => void
}) {
  const t = useTranslations('addresses')
  const locale = useLocale()
  const states = statesOf(values.addressCountry)
  const common = {
    id,
    name: field,
    value: values[field],
    autoComplete: autocomplete[field],
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    'aria-required': isRequired(field, values.addressCountry) || undefined,
    'data-testid': `address-${field}`,
    'data-autofocus': field === FORM_FIELDS[0] || undefined,
    className: inputClass,
    onBlur,
  }
  if (field === 'addressCountry') {
    return (
      <select {...common} onChange={(e) => onInput(field, e.target.value)}>
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
    )
  }
  if (field === 'addressState' && states) {
    return (
      <select {...common} onChange={(e) => onInput(field, e.target.value)}>
        <option value="">{t('chooseState')}</option>
        {sortByName(
          states.map((s) => ({ code: s, name: stateName(values.addressCountry, s) })),
          locale,
        ).map((s) => (
          <option key={s.code} value={s.code}>
            {s.name}
          </option>
        ))}
      </select>
    )
  }
  return <input {...common} type={field === 'phone1' ? 'tel' : 'text'} onChange={(e) => onInput(field, e.target.value)} />
}

/**
 * The add-new and edit forms of the address slide-over: each field checked on input (after
 * 300 ms), blur and change, required fields marked with an asterisk; what the server refuses
 * is shown with its own localized message.
 */
export function AddressForm({
  address,
  countries,
  onSubmit,
  onCancel,
}: {
  /** Null: a new address. */
  address: Address | null
  countries: Country[]
  onSubmit: (fields: AddressFields) => Promise<BookResult<Address>>
  onCancel: () => void
}) {
  const t = useTranslations('addresses')
  const ids = useId()
  const [values, setValues] = useState<FormValues>(() => (address ? valuesOf(address) : emptyValues()))
  const [problems, setProblems] = useState<Partial<Record<FormField, string>>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const timers = useRef<Partial<Record<FormField, number>>>({})
  const known = useMemo(() => new Set(countries.map((c) => c.code)), [countries])

  useEffect(() => {
    // Opened from the panel's list (the panel itself stays): the form's first field takes the focus.
    document.getElementById(`${ids}-${FORM_FIELDS[0]}`)?.focus()
    const pending = timers.current
    return () => Object.values(pending).forEach((id) => window.clearTimeout(id))
  }, [ids])

  const describe = (problem: AddressProblem | null, field: FormField) =>
    problem === null ? '' : problem === 'too-long' ? t('problem.too-long', { field: t(`field.${field}`) }) : t(`problem.${problem}`)

  const check = (field: FormField, next: FormValues) =>
    setProblems((p) => ({ ...p, [field]: describe(fieldProblem(field, next, known), field) }))

  const onInput = (field: FormField, value: string) => {
    const next = { ...values, [field]: value }
    if (field === 'addressCountry' && statesOf(value) !== statesOf(values.addressCountry)) next.addressState = ''
    setValues(next)
    window.clearTimeout(timers.current[field])
    timers.current[field] = window.setTimeout(() => check(field, next), INPUT_DELAY_MS)
  }

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    const found = Object.fromEntries(FORM_FIELDS.map((f) => [f, describe(fieldProblem(f, values, known), f)]))
    setProblems(found)
    const first = FORM_FIELDS.find((f) => found[f])
    if (first) {
      document.getElementById(`${ids}-${first}`)?.focus()
      return
    }
    setBusy(true)
    setFormError(null)
    const fields = Object.fromEntries(FORM_FIELDS.map((f) => [f, values[f].trim() || null])) as AddressFields
    const result = await onSubmit(fields)
    setBusy(false)
    if (result.ok) return
    const field = FORM_FIELDS.find((f) => result.error.field === f || result.error.field?.endsWith(`.${f}`))
    if (field) {
      setProblems((p) => ({ ...p, [field]: result.error.message }))
      document.getElementById(`${ids}-${field}`)?.focus()
    } else setFormError(result.error.message)
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-3" data-testid="address-form">
      <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('requiredNote')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {FORM_FIELDS.map((field) => (
          <div
            key={field}
            className={field.startsWith('addressLine') || field === 'nameCompany' ? 'grid gap-1 sm:col-span-2' : 'grid gap-1'}
          >
            <label htmlFor={`${ids}-${field}`} className="text-sm font-semibold">
              {t(`field.${field}`)}
              {isRequired(field, values.addressCountry) && (
                <span aria-hidden="true" className="text-error-700 dark:text-error-300">
                  {' '}
                  *
                </span>
              )}
            </label>
            <AddressControl
              field={field}
              id={`${ids}-${field}`}
              values={values}
              error={problems[field]}
              countries={countries}
              onInput={onInput}
              onBlur={() => check(field, values)}
            />
            {problems[field] && (
              <p id={`${ids}-${field}-error`} className="text-sm text-error-700 dark:text-error-300" data-testid={`address-${field}-error`}>
                {problems[field]}
              </p>
            )}
          </div>
        ))}
      </div>
      {formError && (
        <p role="alert" className="text-sm text-error-700 dark:text-error-300" data-testid="address-form-error">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={busy}
          data-testid="address-save"
          className="rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800 disabled:opacity-60 dark:bg-primary-400 dark:text-neutral-950"
        >
          {busy ? t('saving') : address ? t('saveChanges') : t('addAddress')}
        </button>
        <button
          type="button"
          onClick={onCancel}
          data-testid="address-cancel"
          className="rounded border border-neutral-500 px-4 py-2 font-semibold hover:bg-neutral-100 dark:hover:bg-neutral-800"
        >
          {t('cancel')}
        </button>
      </div>
    </form>
  )
}
