'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { decrementQuantity, incrementQuantity, parseQuantityInput } from '@/domain'
import { MAX_QUANTITY } from '@/lib/cart/keys'

type Part = { pn: string; pkgqty: number; family: string | null }

/**
 * - [qty] +: the buttons move by the package quantity and never below it; a typed quantity
 * follows docs/pricing.md, "Quantities" (empty or not a number: ignored; outside 1..99,999:
 * refused; rounded up to the step except wire duct). What happened is said under the box.
 * `cap` lowers the maximum (a quoted line: never above the quoted quantity), with what to say
 * when a quantity above it is typed.
 */
export function QuantityStepper({
  part,
  qty,
  onChange,
  cap,
}: {
  part: Part
  qty: number
  onChange: (qty: number, pkgQtyType: 'standard' | 'non-standard') => void
  cap?: { max: number; note: string }
}) {
  const t = useTranslations('cart')
  const [text, setText] = useState(String(qty))
  const [note, setNote] = useState<string | null>(null)
  useEffect(() => setText(String(qty)), [qty])
  const max = cap ? Math.min(cap.max, MAX_QUANTITY) : MAX_QUANTITY

  const commit = () => {
    const result = parseQuantityInput(text, qty, part, max)
    if (result.status === 'ignored') {
      setText(String(qty))
      setNote(null)
      return
    }
    if (result.status === 'refused') {
      setText(String(qty))
      setNote(cap && Number(text) > cap.max ? cap.note : t('quantityRange'))
      return
    }
    const typed = Math.trunc(Number(text))
    setNote(result.qty !== typed ? t('roundedUp', { qty: result.qty, step: part.pkgqty }) : null)
    setText(String(result.qty))
    if (result.qty !== qty) onChange(result.qty, result.pkgQtyType)
  }
  const button =
    'h-8 w-8 shrink-0 border border-neutral-400 font-bold hover:bg-neutral-100 disabled:opacity-40 dark:border-neutral-600 dark:hover:bg-neutral-800'
  const step = (next: number) => {
    setNote(null)
    if (next !== qty) onChange(next, parseQuantityInput(String(next), qty, part, max).pkgQtyType)
  }
  return (
    <div>
      <div className="inline-flex items-stretch" role="group" aria-label={t('quantityOf', { pn: part.pn })}>
        <button
          type="button"
          className={`${button} rounded-l`}
          aria-label={t('decrease')}
          data-testid="qty-minus"
          disabled={qty <= part.pkgqty}
          onClick={() => step(decrementQuantity(qty, part))}
        >
          −
        </button>
        <input
          value={text}
          inputMode="numeric"
          data-testid="qty-input"
          aria-label={t('quantityOf', { pn: part.pn })}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => e.key === 'Enter' && commit()}
          className="h-8 w-20 border-y border-neutral-400 bg-white text-center tabular-nums dark:border-neutral-600 dark:bg-neutral-900"
        />
        <button
          type="button"
          className={`${button} rounded-r`}
          aria-label={t('increase')}
          data-testid="qty-plus"
          disabled={cap ? incrementQuantity(qty, part, max) === qty : undefined}
          onClick={() => step(incrementQuantity(qty, part, max))}
        >
          +
        </button>
      </div>
      {note && (
        <p role="status" className="mt-1 text-xs text-neutral-700 dark:text-neutral-300" data-testid="qty-note">
          {note}
        </p>
      )}
    </div>
  )
}
