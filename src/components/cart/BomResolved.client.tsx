'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { AvailabilityProvider, type PromiseSetup } from '@/components/availability/AvailabilityProvider.client'
import { ShipPromise } from '@/components/availability/ShipPromise.client'
import { formatUsd } from '@/lib/commerce/money'
import { ruledQuantity } from '@/lib/cart/lines'

import { BomQuantity } from './BomQuantity.client'
import { useCart } from './CartProvider.client'
import type { LinePrices } from './hooks/useLinePrices'
import { awaitsConfirming, type BomRow } from './hooks/useQuickOrderLines'
import { BomCrossNote } from './BomCrossNote.client'
import { RequestQuote } from '@/components/quotes/RequestQuote.client'

/** The quantity a resolved row goes into the cart with: rounded up to its package step. */
export const bomQuantity = (r: BomRow) =>
  ruledQuantity(r.qty ?? r.part!.pkgqty, { pn: r.pn!, pkgqty: r.part!.pkgqty, family: r.part!.family })

// A table on wide screens; on a phone each row is a card (line and typed text, the part, then
// quantity and prices side by side), so nothing needs scrolling sideways. The explicit roles
// keep it a table for screen readers whatever its display; the labels in cards are visual only.
const cell = 'block sm:table-cell sm:px-4 sm:py-1.5'
const label = 'block text-xs text-neutral-600 sm:hidden dark:text-neutral-400'

/** A line's price as the server gave it: '—' when pricing failed, '…' until it answers. */
function priceText(prices: LinePrices, i: number, what: 'unitPrice' | 'lineTotal', callForPrice: string, locale: string): string {
  if (prices === 'failed') return '—'
  const line = prices?.[i]
  if (!line) return '…'
  return line.priceOnRequest ? callForPrice : formatUsd(line[what], locale)
}

/** A matched line's part: its number, title, how it was found (a cross, a replacement), and ship-date promise at the line's quantity. */
function BomPart({ row, qty, confirm }: { row: BomRow; qty: number; confirm: (line: number, yes: boolean) => void }) {
  return (
    <>
      <span className="font-mono font-semibold whitespace-nowrap">{row.pn}</span>
      <BomCrossNote row={row} confirm={confirm} />
      {row.part?.title && <span className="block text-xs text-neutral-600 dark:text-neutral-400">{row.part.title}</span>}
      {/* Two lines kept, in a width of its own from the tablet's width: the column keeps its width when the words come. */}
      <span className="block text-xs font-semibold">
        <ShipPromise pn={row.pn!} qty={qty} className="min-h-8 leading-4 sm:w-64" />
      </span>
    </>
  )
}

const quoteButton =
  'rounded border border-primary-700 px-4 py-2 font-semibold text-primary-800 hover:bg-primary-50 dark:border-primary-400 dark:text-primary-300 dark:hover:bg-neutral-800'
/** The lines a quote request from the pad starts with: the matched ones ready for the cart, at the quantities they would go in with. */
const quoteLines = (rows: BomRow[]) =>
  rows.map((r) => ({ pn: r.pn!, qty: bomQuantity(r).qty, pkgqty: r.part!.pkgqty, family: r.part!.family }))

type Props = {
  resolved: BomRow[]
  prices: LinePrices
  /** What the lines' ship-date promises need from the server. */
  promises: PromiseSetup
  setQty: (line: number, qty: number) => void
  /** The buyer confirms a functional or partial cross (it joins the cart only then). */
  confirm: (line: number, yes: boolean) => void
  onAdded: (lines: number[]) => void
}

/**
 * The quick order pad's matched lines: what was typed, the part, an editable quantity (shown
 * rounded up to its step), the server's prices and the ship-date promise for those quantities, and one button adding
 * them all to the cart (`onAdded` then gets the lines added; they leave the list). A line found by a functional or
 * partial cross waits for the buyer's confirming (a checkbox) and stays in the list until then.
 */
export function BomResolved({ resolved, prices, promises, setQty, confirm, onAdded }: Props) {
  const t = useTranslations('quickOrder')
  const locale = useLocale()
  const { addMany } = useCart()
  const [adding, setAdding] = useState(false)
  const headingId = useId()
  const ready = resolved.filter((r) => !awaitsConfirming(r))
  const waiting = resolved.length - ready.length
  // Every matched line's promise at the quantity it goes into the cart with, in one request.
  const lines = resolved.map((r) => ({ pn: r.pn!, qty: bomQuantity(r).qty }))
  const priceCell = (i: number, what: 'unitPrice' | 'lineTotal') => priceText(prices, i, what, t('callForPrice'), locale)
  // Not `disabled` while adding (that would drop focus to the body): a second press does nothing.
  const add = async () => {
    if (adding || ready.length === 0) return
    setAdding(true)
    const lines = ready.map((r) => r.line)
    const ok = await addMany(
      ready.map((r) => ({
        facts: { pn: r.pn!, pkgqty: r.part!.pkgqty, family: r.part!.family, series: r.part!.series, parent: r.part!.parent },
        qty: bomQuantity(r).qty,
      })),
    )
    setAdding(false)
    if (ok) onAdded(lines)
  }
  return (
    <AvailabilityProvider lines={lines} setup={promises}>
      <div className="rounded border border-neutral-300 bg-white dark:border-neutral-800 dark:bg-neutral-900">
        <h2 id={headingId} tabIndex={-1} className="border-b border-neutral-200 px-4 py-2 font-semibold dark:border-neutral-800">
          {t('found', { count: resolved.length })}
        </h2>
        {/* Scrolls sideways only if a part number is very long; focusable, so a keyboard can scroll it too. */}
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby={headingId}>
          <table role="table" className="block min-w-full text-sm sm:table" data-testid="bom-resolved">
            <thead role="rowgroup" className="text-left text-neutral-700 max-sm:sr-only dark:text-neutral-300">
              <tr role="row">
                <th role="columnheader" className="px-4 py-2">
                  {t('line')}
                </th>
                <th role="columnheader" className="px-4 py-2">
                  {t('typed')}
                </th>
                <th role="columnheader" className="px-4 py-2">
                  {t('part')}
                </th>
                <th role="columnheader" className="px-4 py-2 text-right">
                  {t('qty')}
                </th>
                <th role="columnheader" className="px-4 py-2 text-right">
                  {t('unitPrice')}
                </th>
                <th role="columnheader" className="px-4 py-2 text-right">
                  {t('lineTotal')}
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup" className="block sm:table-row-group">
              {resolved.map((r, i) => {
                const q = bomQuantity(r)
                return (
                  <tr
                    key={r.line}
                    role="row"
                    data-pn={r.pn}
                    data-line={r.line}
                    className="grid grid-cols-2 gap-x-3 gap-y-2 border-t border-neutral-200 px-4 py-3 sm:table-row sm:p-0 dark:border-neutral-800"
                  >
                    <td role="cell" className={`${cell} tabular-nums`}>
                      <span className={label} aria-hidden="true">
                        {t('line')}
                      </span>
                      {r.line}
                    </td>
                    <td role="cell" className={`${cell} min-w-0 font-mono break-all sm:break-normal sm:whitespace-nowrap`}>
                      <span className={`${label} font-sans`} aria-hidden="true">
                        {t('typed')}
                      </span>
                      {r.input}
                    </td>
                    <td role="cell" className={`${cell} col-span-2`}>
                      <BomPart row={r} qty={q.qty} confirm={confirm} />
                    </td>
                    <td role="cell" className={`${cell} col-span-2 sm:text-right`} data-testid="bom-qty">
                      <span className={label} aria-hidden="true">
                        {t('qty')}
                      </span>
                      <BomQuantity
                        part={{ pn: r.pn!, pkgqty: r.part!.pkgqty, family: r.part!.family }}
                        qty={q.qty}
                        onChange={(typed) => setQty(r.line, typed)}
                      />
                      {r.qty !== null && q.qty !== r.qty && (
                        <span className="block text-xs text-neutral-600 dark:text-neutral-400" data-testid="bom-rounded">
                          {t('roundedUp', { step: r.part!.pkgqty })}
                        </span>
                      )}
                      {q.pkgQtyType === 'non-standard' && (
                        <span className="block text-xs text-warning-800 dark:text-warning-300" data-testid="bom-cut-fee">
                          {Array.isArray(prices) && prices[i]
                            ? t('nonStandardFee', { fee: formatUsd(prices[i].cutFee, locale) })
                            : t('nonStandard')}
                        </span>
                      )}
                    </td>
                    <td role="cell" className={`${cell} tabular-nums whitespace-nowrap sm:text-right`} data-testid="bom-unit-price">
                      <span className={label} aria-hidden="true">
                        {t('unitPrice')}
                      </span>
                      {priceCell(i, 'unitPrice')}
                    </td>
                    <td
                      role="cell"
                      className={`${cell} font-semibold tabular-nums whitespace-nowrap sm:text-right`}
                      data-testid="bom-line-total"
                    >
                      <span className={`${label} font-normal`} aria-hidden="true">
                        {t('lineTotal')}
                      </span>
                      {priceCell(i, 'lineTotal')}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
        <div className="flex flex-wrap items-center gap-3 border-t border-neutral-200 px-4 py-3 dark:border-neutral-800">
          <button
            type="button"
            data-testid="bom-add"
            aria-disabled={adding || ready.length === 0}
            className="rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800 aria-disabled:opacity-60 dark:bg-primary-400 dark:text-neutral-950"
            onClick={() => void add()}
          >
            {t('addAll', { count: ready.length })}
          </button>
          <RequestQuote lines={quoteLines(ready)} source="bom" className={quoteButton} testId="bom-quote" />
          {waiting > 0 && (
            <span className="text-sm" data-testid="bom-waiting">
              {t('waiting', { count: waiting })}
            </span>
          )}
        </div>
      </div>
    </AvailabilityProvider>
  )
}
