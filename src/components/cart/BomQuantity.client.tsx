'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { isWireDuct, parseQuantityInput, quantityStep } from '@/domain'
import { MAX_QUANTITY } from '@/lib/cart/keys'

type Part = { pn: string; pkgqty: number; family: string | null }

/**
 * A quick-order line's quantity box: a number input moving by the package quantity (wire duct
 * by one: any length may be cut). A typed quantity follows the cart's rules (docs/pricing.md,
 * "Quantities"): empty or not a number is ignored, outside 1..99,999 refused (said under the
 * box), otherwise given to `onChange` as typed; the line shows it rounded up to the step.
 */
export function BomQuantity({ part, qty, onChange }: { part: Part; qty: number; onChange: (typed: number) => void }) {
  const t = useTranslations('quickOrder')
  const [text, setText] = useState(String(qty))
  const [refused, setRefused] = useState(false)
  useEffect(() => setText(String(qty)), [qty])

  const commit = () => {
    const result = parseQuantityInput(text, qty, part, MAX_QUANTITY)
    setRefused(result.status === 'refused')
    if (result.status !== 'ok') {
      setText(String(qty))
      return
    }
    const typed = Math.trunc(Number(text))
    setText(String(result.qty))
    if (result.qty !== qty) onChange(typed)
  }
  const step = isWireDuct(part) ? 1 : quantityStep(part)
  return (
    <>
      <input
        type="number"
        inputMode="numeric"
        min={step}
        max={MAX_QUANTITY}
        step={step}
        value={text}
        aria-label={t('quantityOf', { pn: part.pn })}
        aria-invalid={refused || undefined}
        data-testid="bom-qty-input"
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
        className="h-9 w-24 rounded border border-neutral-400 bg-white px-2 text-right tabular-nums dark:border-neutral-600 dark:bg-neutral-900"
      />
      {refused && (
        <span role="status" className="block text-xs text-error-700 dark:text-error-300" data-testid="bom-qty-refused">
          {t('quantityRange')}
        </span>
      )}
    </>
  )
}
