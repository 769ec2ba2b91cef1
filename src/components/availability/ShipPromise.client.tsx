'use client'

import { useMemo } from 'react'

import { useOrderRows } from '@/components/cart/RowOrder.client'
import { rowQuantity } from '@/lib/cart/browser/rowQuantities'
import { MAX_QUANTITY } from '@/lib/cart/keys'
import type { PartFacts } from '@/lib/cart/lines'

import { AvailabilityProvider, usePromiseText, type PromiseSetup } from './AvailabilityProvider.client'

/**
 * A line's ship-date promise as plain text in its row, in a box whose room is kept before the
 * answer comes (`.promise` in globals.css), so nothing moves when it does. Not a live region:
 * the countdown's minutes are read when the buyer reaches the row, not announced.
 */
export function ShipPromise({ pn, qty, className = '' }: { pn: string; qty: number; className?: string }) {
  const text = usePromiseText(pn, qty)
  // "40 in stock · ships Monday": the stock and the day, on a line each where the row is narrow (`.promise > span`).
  const [stock, ...day] = text?.split(SEPARATOR) ?? []
  return (
    <span data-testid="ship-promise" data-state={text === null ? 'pending' : 'shown'} className={`promise ${className}`}>
      {day.length ? (
        <>
          <span>{stock}</span>
          <span>
            <span className="promise-sep">{SEPARATOR}</span>
            {day.join(SEPARATOR)}
          </span>
        </>
      ) : (
        text
      )}
    </span>
  )
}

/** What the messages put between the stock and the ship day. */
const SEPARATOR = ' · '

/** The quantity a row shows the promise for: what its box holds once corrected, else one package. */
function shownQuantity(text: string, facts: PartFacts): number {
  const typed = rowQuantity(text, facts, MAX_QUANTITY)
  return typed.status === 'ok' ? typed.qty : Math.max(1, facts.pkgqty ?? 1)
}

/** The promise of a row in a list of rows with quantity boxes (OrderRows), at the quantity its box holds. */
export function RowPromise({ facts }: { facts: PartFacts }) {
  const rows = useOrderRows()
  return <ShipPromise pn={facts.pn} qty={shownQuantity(rows?.textOf(facts.pn) ?? '', facts)} />
}

/**
 * The promises of a list of rows with quantity boxes (a parts table, search results), asked
 * for together, each at the quantity its box holds: inside OrderRows.
 */
export function RowsAvailability({ parts, setup, children }: { parts: PartFacts[]; setup: PromiseSetup; children: React.ReactNode }) {
  const rows = useOrderRows()
  const textOf = rows?.textOf
  const lines = useMemo(() => parts.map((f) => ({ pn: f.pn, qty: shownQuantity(textOf?.(f.pn) ?? '', f) })), [parts, textOf])
  return (
    <AvailabilityProvider lines={lines} setup={setup}>
      {children}
    </AvailabilityProvider>
  )
}
