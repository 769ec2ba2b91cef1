'use client'

import { useTranslations } from 'next-intl'

import type { LineDraft } from '@/lib/quotes/requestDraft'

import { describedBy, FieldError, FieldHelp, inputClass } from './fields'

/** One line of the request: its part, the quantity (editable), an optional target unit price and note. */
export function QuoteLineFields({
  line,
  index,
  idPrefix,
  errors,
  onChange,
}: {
  line: LineDraft
  index: number
  idPrefix: string
  errors: Record<string, string>
  onChange: (patch: Partial<LineDraft>) => void
}) {
  const t = useTranslations('quotes')
  const id = (name: string) => `${idPrefix}-l${index}-${name}`
  const qtyError = errors[`lines.${index}.qty`]
  const priceError = errors[`lines.${index}.targetPrice`]
  const noteError = errors[`lines.${index}.note`]
  const step = line.pkgqty && line.pkgqty > 1 ? line.pkgqty : null
  return (
    <fieldset className="rounded border border-neutral-300 p-3 dark:border-neutral-700" data-testid="quote-request-line" data-pn={line.pn}>
      <legend className="px-1 font-mono font-semibold">{line.pn}</legend>
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={id('qty')} className="flex flex-1 items-end text-sm font-semibold">
            {t('qty')}
          </label>
          <input
            id={id('qty')}
            data-field={`lines.${index}.qty`}
            value={line.qty}
            inputMode="numeric"
            autoComplete="off"
            aria-required="true"
            aria-invalid={qtyError ? true : undefined}
            aria-describedby={describedBy(id('qty'), Boolean(step), qtyError)}
            onChange={(e) => onChange({ qty: e.target.value })}
            className={`${inputClass} tabular-nums`}
            data-testid="quote-request-qty"
          />
          {step && <FieldHelp id={id('qty')}>{t('stepHelp', { step })}</FieldHelp>}
          <FieldError id={id('qty')} error={qtyError} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={id('price')} className="flex flex-1 items-end text-sm font-semibold">
            {t('targetPriceOptional')}
          </label>
          <input
            id={id('price')}
            data-field={`lines.${index}.targetPrice`}
            value={line.targetPrice}
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={priceError ? true : undefined}
            aria-describedby={describedBy(id('price'), false, priceError)}
            onChange={(e) => onChange({ targetPrice: e.target.value })}
            className={`${inputClass} tabular-nums`}
            data-testid="quote-request-target"
          />
          <FieldError id={id('price')} error={priceError} />
        </div>
        <div className="col-span-2 grid gap-1">
          <label htmlFor={id('note')} className="text-sm font-semibold">
            {t('lineNoteOptional')}
          </label>
          <input
            id={id('note')}
            data-field={`lines.${index}.note`}
            value={line.note}
            maxLength={500}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={describedBy(id('note'), false, noteError)}
            onChange={(e) => onChange({ note: e.target.value })}
            className={inputClass}
            data-testid="quote-request-line-note"
          />
          <FieldError id={id('note')} error={noteError} />
        </div>
      </div>
    </fieldset>
  )
}
