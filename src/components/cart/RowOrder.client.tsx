'use client'

import { useLocale, useTranslations } from 'next-intl'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'

import { decrementQuantity, incrementQuantity, normalizePn } from '@/domain'
import type { PartFacts } from '@/lib/cart/lines'
import { filledLines, rowQuantity } from '@/lib/cart/browser/rowQuantities'
import { MAX_QUANTITY } from '@/lib/cart/keys'

import { useCart } from './CartProvider.client'

type RowsApi = {
  textOf: (pn: string) => string
  setText: (pn: string, text: string) => void
  /** A row tells the list what its part is, so "Add all" can add it. */
  register: (facts: PartFacts) => () => void
  /** Enter in a box: "Add all filled rows", with this row's box as just corrected (`text`). */
  submit: (pn: string, text: string) => void
}

const RowsContext = createContext<RowsApi | null>(null)

/** The quantity boxes of the list around a row, or null outside one (the row adds one package). */
export const useOrderRows = () => useContext(RowsContext)

/** Lines named in the "added" message before the rest are counted. */
const NAMED = 5

/**
 * A list of part rows that each take a quantity (a parts table, search results,
 * favorites): the boxes' texts, and the "Add all filled rows" button that adds every row
 * with a quantity in one cart change, empties those boxes and says what was added.
 */
export function OrderRows({ children, className }: { children: React.ReactNode; className?: string }) {
  const [texts, setTexts] = useState<Record<string, string>>({})
  const facts = useRef(new Map<string, PartFacts>())
  const addAllRef = useRef<((overrides: Record<string, string>) => void) | null>(null)
  // Stable, so a row registers once, not on every keystroke.
  const register = useCallback((f: PartFacts) => {
    const key = normalizePn(f.pn)
    facts.current.set(key, f)
    return () => {
      if (facts.current.get(key) === f) facts.current.delete(key)
    }
  }, [])
  const setText = useCallback((pn: string, text: string) => setTexts((t) => ({ ...t, [normalizePn(pn)]: text })), [])
  const submit = useCallback((pn: string, text: string) => addAllRef.current?.({ [normalizePn(pn)]: text }), [])
  const api = useMemo<RowsApi>(
    () => ({ textOf: (pn) => texts[normalizePn(pn)] ?? '', setText, register, submit }),
    [texts, setText, register, submit],
  )
  return (
    <RowsContext.Provider value={api}>
      <div className={className}>
        {children}
        <AddAllRows
          texts={texts}
          facts={facts}
          addAllRef={addAllRef}
          clear={(pns) => setTexts((t) => Object.fromEntries(Object.entries(t).filter(([pn]) => !pns.includes(pn))))}
        />
      </div>
    </RowsContext.Provider>
  )
}

function AddAllRows({
  texts,
  facts,
  addAllRef,
  clear,
}: {
  texts: Record<string, string>
  facts: React.RefObject<Map<string, PartFacts>>
  addAllRef: React.RefObject<((overrides: Record<string, string>) => void) | null>
  clear: (pns: string[]) => void
}) {
  const t = useTranslations('cart')
  const locale = useLocale()
  const { addMany } = useCart()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  const onClick = async (overrides: Record<string, string> = {}) => {
    const entries = [...facts.current.entries()].map(([key, f]) => ({ facts: f, text: overrides[key] ?? texts[key] ?? '' }))
    const { lines, refused } = filledLines(entries, MAX_QUANTITY)
    const refusedNote = refused.length ? t('rowsRefused', { pns: new Intl.ListFormat(locale).format(refused) }) : ''
    if (!lines.length) {
      setMessage(refusedNote || t('noFilledRows'))
      return
    }
    setBusy(true)
    const ok = await addMany(lines)
    setBusy(false)
    if (!ok) return
    clear(lines.map((l) => normalizePn(l.facts.pn)))
    const number = new Intl.NumberFormat(locale)
    const named = lines
      .slice(0, lines.length > NAMED + 1 ? NAMED : lines.length)
      .map((l) => t('lineQty', { qty: number.format(l.qty), pn: l.facts.pn }))
    if (named.length < lines.length) named.push(t('moreLines', { count: lines.length - named.length }))
    const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(named)
    setMessage([t('rowsAdded', { count: lines.length, list }), refusedNote].filter(Boolean).join(' '))
  }
  useEffect(() => {
    addAllRef.current = (overrides) => void onClick(overrides)
  })
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <button type="button" onClick={() => void onClick()} disabled={busy} data-testid="add-all-rows" className="btn-add-all">
        {t('addAllRows')}
      </button>
      <p role="status" data-testid="add-all-status" className="text-sm font-semibold text-success-800 dark:text-success-300">
        {message}
      </p>
    </div>
  )
}

/**
 * A row's quantity box: empty until typed; the arrow keys move by the package step; Enter
 * adds it (with the other filled rows); on leaving it (or Enter) the quantity follows docs/pricing.md, "Quantities": not a number empties
 * it, a quantity is rounded up to the step (and says so), one outside 1..99,999 is refused
 * (it stays, with a note, and is not added).
 */
export function RowQuantity({ facts }: { facts: PartFacts }) {
  const t = useTranslations('cart')
  const rows = useOrderRows()
  const [note, setNote] = useState<string | null>(null)
  const register = rows?.register
  const { pn, pkgqty, family, series, parent } = facts
  useEffect(() => register?.({ pn, pkgqty, family, series, parent }), [register, pn, pkgqty, family, series, parent])
  const text = rows?.textOf(pn) ?? ''
  if (!rows) return null
  const setText = (v: string) => rows.setText(pn, v)
  const part = { pn, pkgqty: pkgqty ?? 1, family: family ?? null }
  /** The box's quantity as corrected, or null when there is none to add. */
  const commit = (): string | null => {
    const result = rowQuantity(text, facts, MAX_QUANTITY)
    if (result.status === 'ignored') {
      setText('')
      setNote(null)
      return null
    }
    if (result.status === 'refused') {
      // Kept as typed, to be corrected: "Add all" names it and leaves it out.
      setNote(t('quantityRange'))
      return null
    }
    setNote(result.qty !== Math.trunc(Number(text)) ? t('roundedUp', { qty: result.qty, step: part.pkgqty }) : null)
    setText(String(result.qty))
    return String(result.qty)
  }
  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      // Enter adds, as in a form: this row and any other filled one, in one cart change.
      e.preventDefault()
      const qty = commit()
      if (qty !== null) rows.submit(pn, qty)
      return
    }
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return
    e.preventDefault()
    const now = rowQuantity(text, facts, MAX_QUANTITY)
    const current = now.status === 'ok' ? now.qty : 0
    const next =
      e.key === 'ArrowUp'
        ? current
          ? incrementQuantity(current, part, MAX_QUANTITY)
          : part.pkgqty
        : decrementQuantity(current || part.pkgqty, part)
    setNote(null)
    setText(String(next))
  }
  return (
    <span className="rq">
      <input
        value={text}
        inputMode="numeric"
        aria-label={t('quantityOf', { pn })}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      {note && (
        <small role="status" data-testid="row-qty-note">
          {note}
        </small>
      )}
    </span>
  )
}
