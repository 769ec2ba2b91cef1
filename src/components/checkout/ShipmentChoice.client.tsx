'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId } from 'react'

import { formatUsd } from '@/lib/commerce/money'
import type { QuoteJson } from '@/lib/commerce/quoteJson'

export type Shipment = 'complete' | 'as-available'

/** A YYYY-MM-DD day as the buyer reads it ("Thu, Dec 3"), in the page's language. */
export function shipDate(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  )
}

/**
 * Ship complete or as available (docs/availability.md): shown only when the cart's lines ship
 * on different days. Each option says when the goods leave and what it costs; the server's
 * quote for the choice prices it (as available adds the split-shipment fee).
 */
export function ShipmentChoice({
  shipment,
  value,
  onChange,
}: {
  shipment: NonNullable<QuoteJson['shipment']>
  value: Shipment
  onChange: (next: Shipment) => void
}) {
  const t = useTranslations('checkout.shipment')
  const locale = useLocale()
  const name = useId()
  const first = shipment.schedule[0]?.shipsOn
  const options: { id: Shipment; label: string; hint: string }[] = [
    {
      id: 'complete',
      label: t('complete'),
      hint: shipment.completeOn ? t('completeOn', { date: shipDate(shipment.completeOn, locale) }) : t('completeLater'),
    },
    {
      id: 'as-available',
      label: t('asAvailable'),
      hint:
        (first ? t('asAvailableHint', { count: shipment.schedule.length, date: shipDate(first, locale) }) : '') +
        (shipment.fee > 0 ? ` ${t('fee', { fee: formatUsd(shipment.fee, locale) })}` : ''),
    },
  ]
  return (
    <fieldset className="mb-3 rounded border border-neutral-300 p-3 dark:border-neutral-700" data-testid="shipment-choice">
      <legend className="px-1 text-sm font-semibold">{t('title')}</legend>
      {options.map((o) => (
        <label key={o.id} className="flex cursor-pointer items-start gap-2 py-1 text-sm" data-testid={`shipment-${o.id}`}>
          <input
            type="radio"
            name={name}
            value={o.id}
            checked={value === o.id}
            onChange={() => onChange(o.id)}
            className="mt-1 h-4 w-4 shrink-0 accent-primary-700"
          />
          <span>
            <span className="font-semibold">{o.label}</span>
            <span className="block text-neutral-700 dark:text-neutral-300">{o.hint.trim()}</span>
          </span>
        </label>
      ))}
    </fieldset>
  )
}
