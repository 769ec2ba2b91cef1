'use client'

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
}

/**
 * The rows of a parts table. Rendered on the server into the HTML like any other; a client
 * component only so that the page's flight data carries each row as a short array, not its
 * whole markup again (a series shows up to a page of them); the buyer's own prices for them
 * are asked for here too. A row's order controls (quantity, add, favorite) need script to
 * work, so they are drawn once it runs: the HTML keeps their cell, sized for them in
 * globals.css, without half a kilobyte of controls per row.
 */
export function PartRows({ rows, family, series, parent, callForPrice, tariffMark }: Props) {
  // A signed-in buyer's own prices for these rows, one package of each (the quote API).
  const items = rows.map(([pn, , pkgqty]) => ({ pn, qty: Math.max(1, pkgqty || 1) }))
  const hydrated = useHydrated()
  return (
    <CustomerPriceProvider items={items}>
      {rows.map(([pn, cells, pkgqty, priceCents, lead, tariff]) => {
        const facts = { pn, pkgqty, family, series, parent }
        return (
          <tr key={pn} data-pn={pn}>
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
            {lead ? <td className="pt-lead">{lead}</td> : <td className="pt-nil">—</td>}
          </tr>
        )
      })}
    </CustomerPriceProvider>
  )
}
