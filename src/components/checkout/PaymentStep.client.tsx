'use client'

import { useTranslations } from 'next-intl'
import { useId } from 'react'

export type PaymentValues = { payment: 'terms' | 'card'; poNumber: string; note: string }

/** The PO's longest value (characters). */
export const PO_MAX = 35
const NOTE_MAX = 1000

const inputClass = 'w-full rounded border border-neutral-500 bg-white px-2 dark:bg-neutral-900'

/**
 * PO number, payment and a note to the shop. A customer approved for terms pays on account
 * (and must give a PO) or by card; anyone else by card, taken by phone, or with Stripe on
 * (`cardCheckout`) on Stripe's Checkout page: this site never asks for a card number.
 */
export function PaymentStep({
  n,
  terms,
  values,
  onChange,
  cardCheckout = false,
}: {
  n: number
  terms: boolean
  cardCheckout?: boolean
  values: PaymentValues
  onChange: (next: PaymentValues) => void
}) {
  const t = useTranslations('checkout')
  const ids = useId()
  const poRequired = values.payment === 'terms'
  return (
    <section
      className="rounded border border-neutral-300 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900"
      aria-labelledby={`${ids}-h`}
      data-testid="step-payment"
    >
      <h2 id={`${ids}-h`} className="mb-2 text-lg font-semibold">
        {t('step', { n })} {t('paymentStep')}
      </h2>
      <fieldset className="space-y-2">
        <legend className="mb-1 font-semibold">{t('paymentMethod')}</legend>
        {terms && (
          <label className="flex items-start gap-2">
            <input
              type="radio"
              name={`${ids}-payment`}
              checked={values.payment === 'terms'}
              onChange={() => onChange({ ...values, payment: 'terms' })}
              data-testid="payment-terms"
              className="mt-1"
            />
            <span>
              <span className="block font-semibold">{t('onAccount')}</span>
              <span className="block text-sm text-neutral-700 dark:text-neutral-300">{t('onAccountNote')}</span>
            </span>
          </label>
        )}
        <label className="flex items-start gap-2">
          <input
            type="radio"
            name={`${ids}-payment`}
            checked={values.payment === 'card'}
            onChange={() => onChange({ ...values, payment: 'card' })}
            data-testid="payment-card"
            className="mt-1"
          />
          <span>
            <span className="block font-semibold">{t('card')}</span>
            <span className="block text-sm text-neutral-700 dark:text-neutral-300" data-testid="card-note">
              {cardCheckout ? t('cardNoteStripe') : t('cardNote')}
            </span>
          </span>
        </label>
      </fieldset>
      <div className="mt-4 grid gap-1">
        <label htmlFor={`${ids}-po`} className="text-sm font-semibold">
          {t('poNumber')}
          {poRequired && (
            <span aria-hidden="true" className="text-error-700 dark:text-error-300">
              {' '}
              *
            </span>
          )}
        </label>
        <input
          id={`${ids}-po`}
          value={values.poNumber}
          maxLength={PO_MAX}
          aria-required={poRequired || undefined}
          aria-describedby={`${ids}-po-hint`}
          onChange={(e) => onChange({ ...values, poNumber: e.target.value })}
          data-testid="po-number"
          className={`h-10 ${inputClass}`}
        />
        <p id={`${ids}-po-hint`} className="text-xs text-neutral-700 dark:text-neutral-300">
          {poRequired ? t('poHintRequired', { max: PO_MAX }) : t('poHint', { max: PO_MAX })}
        </p>
      </div>
      <div className="mt-4 grid gap-1">
        <label htmlFor={`${ids}-note`} className="text-sm font-semibold">
          {t('note')}
        </label>
        <textarea
          id={`${ids}-note`}
          value={values.note}
          maxLength={NOTE_MAX}
          rows={3}
          onChange={(e) => onChange({ ...values, note: e.target.value })}
          data-testid="order-note"
          className={`py-1 ${inputClass}`}
        />
      </div>
    </section>
  )
}
