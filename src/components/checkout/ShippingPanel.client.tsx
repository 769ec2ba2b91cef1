'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { SlideOver } from '@/components/account/SlideOver.client'
import type { ShippingMethod } from '@/domain'
import type { ShippingOptionJson } from '@/lib/commerce/quoteJson'

import { useShippingNames } from './shippingNames'

/** The buyer's shipping choice; carrier and method null while an international order has none. */
export type ShippingChoice = { carrier: string | null; method: ShippingMethod | null; carrierAccount: string }

type Option = ShippingOptionJson & { value: string }

const optionValue = (carrier: string | null, method: ShippingMethod | null) => (carrier ? `${carrier}:${method ?? ''}` : '')

/**
 * The shipping slide-over (docs/shipping-and-tax.md, "Carriers"): the options offered for this order
 * (the quote API's list: the shop's own account is absent abroad, ground to Alaska and Hawaii),
 * one per method of the shop's account and one per collect carrier, each with the price the
 * server quoted for it and its transit time before it is chosen. A collect carrier needs the
 * buyer's account number: the panel does not close without it.
 */
export function ShippingPanel({
  options: offered,
  choice,
  onApply,
  onClose,
}: {
  options: ShippingOptionJson[]
  choice: ShippingChoice
  onApply: (choice: ShippingChoice) => void
  onClose: () => void
}) {
  const t = useTranslations('checkout')
  const ids = useId()
  const names = useShippingNames()
  const options: Option[] = offered.map((o) => ({ ...o, value: optionValue(o.carrier, o.method) }))
  const [picked, setPicked] = useState(() => optionValue(choice.carrier, choice.method))
  const [account, setAccount] = useState(choice.carrierAccount)
  const [error, setError] = useState<string | null>(null)
  const option = options.find((o) => o.value === picked) ?? null

  const apply = (e: React.FormEvent) => {
    e.preventDefault()
    if (!option) {
      setError(t('chooseCarrier'))
      return
    }
    if (option.collect && !account.trim()) {
      setError(t('accountRequired', { carrier: names.name(option) }))
      document.getElementById(`${ids}-account`)?.focus()
      return
    }
    onApply({ carrier: option.carrier, method: option.method, carrierAccount: option.collect ? account.trim() : '' })
  }

  return (
    <SlideOver title={t('shippingTitle')} closeLabel={t('close')} onClose={onClose} testId="shipping-panel">
      <form onSubmit={apply} noValidate className="space-y-4">
        <fieldset>
          <legend className="mb-2 font-semibold">{t('carrierAndMethod')}</legend>
          {options.length === 0 && <p>{t('noCarriers')}</p>}
          <div className="space-y-2">
            {options.map((o) => (
              <label
                key={o.value}
                className="flex cursor-pointer items-start gap-2 rounded border border-neutral-300 p-3 has-[:checked]:border-primary-700 dark:border-neutral-700 dark:has-[:checked]:border-primary-400"
              >
                <input
                  type="radio"
                  name={`${ids}-option`}
                  value={o.value}
                  checked={picked === o.value}
                  onChange={() => {
                    setPicked(o.value)
                    setError(null)
                  }}
                  data-testid="shipping-option"
                  data-carrier={o.carrier}
                  data-method={o.method ?? ''}
                  className="mt-1"
                />
                <span className="grid flex-1 grid-cols-[1fr_auto] gap-x-3">
                  <span className="font-semibold" data-testid="option-name">
                    {names.name(o)}
                  </span>
                  <span className="text-right font-semibold tabular-nums" data-testid="option-price">
                    {names.price(o)}
                  </span>
                  <span className="col-span-2 text-sm text-neutral-700 dark:text-neutral-300" data-testid="option-transit">
                    {names.transit(o)}
                  </span>
                  {o.collect && <span className="col-span-2 text-sm text-neutral-700 dark:text-neutral-300">{t('collectNote')}</span>}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {option?.collect && (
          <div className="grid gap-1">
            <label htmlFor={`${ids}-account`} className="text-sm font-semibold">
              {t('carrierAccount', { carrier: names.name(option) })}
              <span aria-hidden="true" className="text-error-700 dark:text-error-300">
                {' '}
                *
              </span>
            </label>
            <input
              id={`${ids}-account`}
              value={account}
              maxLength={40}
              aria-required
              aria-invalid={error && !account.trim() ? true : undefined}
              aria-describedby={error ? `${ids}-error` : undefined}
              onChange={(e) => setAccount(e.target.value)}
              data-testid="carrier-account"
              className="h-10 rounded border border-neutral-500 bg-white px-2 dark:bg-neutral-900"
            />
          </div>
        )}
        {error && (
          <p id={`${ids}-error`} role="alert" className="text-sm text-error-700 dark:text-error-300" data-testid="shipping-error">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            data-testid="shipping-apply"
            className="rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800 dark:bg-primary-400 dark:text-neutral-950"
          >
            {t('useShipping')}
          </button>
          <button
            type="button"
            onClick={onClose}
            className="rounded border border-neutral-500 px-4 py-2 font-semibold hover:bg-neutral-100 dark:hover:bg-neutral-800"
          >
            {t('cancel')}
          </button>
        </div>
      </form>
    </SlideOver>
  )
}
