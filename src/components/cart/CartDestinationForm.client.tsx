'use client'

import { useTranslations } from 'next-intl'

import type { CartDestination } from './hooks/useCartQuote'

type Country = { code: string; name: string }

/** The cart's ZIP, state and country, applied on submit to show shipping and tax before checkout. */
export function CartDestinationForm({
  countries,
  form,
  setForm,
  onApply,
}: {
  countries: Country[]
  form: CartDestination
  setForm: (form: CartDestination) => void
  onApply: (destination: CartDestination) => void
}) {
  const t = useTranslations('cart')
  return (
    <form
      className="rounded border border-neutral-300 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900"
      data-testid="destination-form"
      onSubmit={(e) => {
        e.preventDefault()
        onApply({ ...form, country: form.country.toUpperCase() })
      }}
    >
      <h2 className="font-semibold">{t('estimate')}</h2>
      <div className="mt-2 grid grid-cols-2 gap-2 text-sm">
        <label className="col-span-2 grid gap-1">
          {t('country')}
          <select
            value={form.country}
            onChange={(e) => setForm({ ...form, country: e.target.value })}
            className="h-9 w-full min-w-0 rounded border border-neutral-400 bg-white px-2 dark:border-neutral-600 dark:bg-neutral-900"
            data-testid="destination-country"
          >
            {(countries.length ? countries : [{ code: 'US', name: 'United States' }]).map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1">
          {t('zip')}
          <input
            value={form.postalCode}
            onChange={(e) => setForm({ ...form, postalCode: e.target.value })}
            autoComplete="postal-code"
            className="h-9 w-full min-w-0 rounded border border-neutral-400 bg-white px-2 dark:border-neutral-600 dark:bg-neutral-900"
            data-testid="destination-zip"
          />
        </label>
        <label className="grid gap-1">
          {t('state')}
          <input
            value={form.state}
            onChange={(e) => setForm({ ...form, state: e.target.value.toUpperCase().slice(0, 2) })}
            autoComplete="address-level1"
            placeholder="PA"
            disabled={form.country !== 'US'}
            className="h-9 w-full min-w-0 rounded border border-neutral-400 bg-white px-2 uppercase disabled:opacity-50 dark:border-neutral-600 dark:bg-neutral-900"
            data-testid="destination-state"
          />
        </label>
      </div>
      <button
        type="submit"
        className="mt-3 rounded border border-neutral-400 px-3 py-1.5 text-sm font-semibold hover:bg-neutral-100 dark:border-neutral-600 dark:hover:bg-neutral-800"
        data-testid="destination-apply"
      >
        {t('apply')}
      </button>
    </form>
  )
}
