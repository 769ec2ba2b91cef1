'use client'

import type { PromiseSetup } from '@/components/availability/AvailabilityProvider.client'
import { RowPromise, RowsAvailability } from '@/components/availability/ShipPromise.client'
import { AddToCart } from '@/components/cart/AddToCart.client'
import { FavoriteButton } from '@/components/cart/FavoriteButton.client'
import { RowQuantity } from '@/components/cart/RowOrder.client'
import { useHydrated } from '@/components/layout/useHydrated'

import { CustomerPriceProvider, PriceCell } from './CustomerPrices.client'

/**
 * One part row as plain data: part number, its attribute cells (labels, '' for none),
 * package quantity, the visitor's price in cents (null: call for price), the lead-time note
 * and whether the part is tariffed.
 */
export type PartRow = [pn: string, cells: string[], pkgqty: number, priceCents: number | null, lead: string, tariff: boolean]

type Props = {
  rows: PartRow[]
  /** What a cart line needs from the page, the same for every row. */
  family: string | null
  series: string | null
  parent: string
  callForPrice: string
  /** The mark of a tariffed part (explained by the note with id `tariff-note`). */
  tariffMark: string
  /** What the rows' ship-date promises need (the promises themselves come to the browser alone). */
  promises: PromiseSetup
}

/**
 * The rows of a parts table. Rendered on the server into the HTML like any other; a client
 * component only so that the page's flight data carries each row as a short array, not its
 * whole markup again (a series shows up to a page of them); the buyer's own prices for them
 * are asked for here too. A row's order controls (quantity, add, favorite) need script to
 * work, so they are drawn once it runs: the HTML keeps their cell, sized for them in
 * globals.css, without half a kilobyte of controls per row.
 */
export function PartRows({ rows, family, series, parent, callForPrice, tariffMark, promises }: Props) {
  // A signed-in buyer's own prices for these rows, one package of each (the quote API).
  const items = rows.map(([pn, , pkgqty]) => ({ pn, qty: Math.max(1, pkgqty || 1) }))
  const facts = rows.map(([pn, , pkgqty]) => ({ pn, pkgqty, family, series, parent }))
  const hydrated = useHydrated()
  return (
    <CustomerPriceProvider items={items}>
      <RowsAvailability parts={facts} setup={promises}>
        {rows.map(([pn, cells, , priceCents, lead, tariff], i) => (
          <PartRowView
            key={pn}
            facts={facts[i]}
            cells={cells}
            priceCents={priceCents}
            lead={lead}
            tariff={tariff}
            hydrated={hydrated}
            callForPrice={callForPrice}
            tariffMark={tariffMark}
          />
        ))}
      </RowsAvailability>
    </CustomerPriceProvider>
  )
}

type RowProps = {
  facts: { pn: string; pkgqty: number; family: string | null; series: string | null; parent: string }
  cells: string[]
  priceCents: number | null
  lead: string
  tariff: boolean
  hydrated: boolean
  callForPrice: string
  tariffMark: string
}

/** One row: part number (and its tariff mark), order controls once script runs, values, package, price, and its promise over the lead-time note. */
function PartRowView({ facts, cells, priceCents, lead, tariff, hydrated, callForPrice, tariffMark }: RowProps) {
  const { pn, pkgqty } = facts
  return (
    <tr data-pn={pn}>
      <th scope="row">
        {pn}
        {tariff && (
          <span data-testid="tariff-mark" aria-describedby="tariff-note" className="pt-tariff">
            {tariffMark}
          </span>
        )}
      </th>
      <td className="pt-order">
        {hydrated && (
          <span>
            <RowQuantity facts={facts} />
            <AddToCart facts={facts} />
            <FavoriteButton item={{ pn }} label={pn} />
          </span>
        )}
      </td>
      {cells.map((c, i) =>
        c ? (
          <td key={i}>{c}</td>
        ) : (
          <td key={i} className="pt-nil">
            —
          </td>
        ),
      )}
      <td className="pt-n">{pkgqty}</td>
      <td className="pt-p">
        <PriceCell pn={pn} visitorCents={priceCents} callForPrice={callForPrice} />
      </td>
      <td className="pt-lead">
        <RowPromise facts={facts} />
        {lead && <span className="pt-note">{lead}</span>}
      </td>
    </tr>
  )
}
