'use client'

import { useMemo } from 'react'

import { addLine, emptyCart, removeLine, replaceLines, setLineQuantity, stepOf, type PartFacts, type ReplacedLine } from '@/lib/cart/lines'
import { readUtm } from '@/lib/cart/tracking'
import type { LiveCart } from '@/lib/cart/features'
import { trackEcommerce } from '@/lib/platform/services/analytics'

import type { Change } from './useServerCartSync'

/**
 * The cart's line changes. The analytics events go out as the buyer acts (the cart shows the
 * change at once), not after the server's answer: a page left right away would lose them.
 */
export function useCartLines(cart: LiveCart, change: Change) {
  return useMemo(
    () => ({
      add: (facts: PartFacts, qty?: number) => {
        trackEcommerce('add_to_cart', {
          items: [{ item_id: facts.pn, ...(facts.series ? { item_category: facts.series } : {}), quantity: qty ?? stepOf(facts) }],
        })
        return change('liveCart', (c) => addLine(c, facts, qty, readUtm()))
      },
      addMany: (lines: { facts: PartFacts; qty: number }[]) => {
        if (lines.length)
          trackEcommerce('add_to_cart', {
            items: lines.map((l) => ({
              item_id: l.facts.pn,
              ...(l.facts.series ? { item_category: l.facts.series } : {}),
              quantity: l.qty,
            })),
          })
        return change('liveCart', (c) => lines.reduce((acc, l) => addLine(acc, l.facts, l.qty, readUtm()), c))
      },
      setQuantity: (pn: string, qty: number, pkgQtyType?: 'standard' | 'non-standard') =>
        change('liveCart', (c) => setLineQuantity(c, pn, qty, pkgQtyType)),
      remove: (pn: string) => {
        const line = cart.cartItems.find((i) => i.pn === pn)
        if (line)
          trackEcommerce('remove_from_cart', {
            items: [{ item_id: pn, quantity: line.prod_quantity, ...(line.series ? { item_category: line.series } : {}) }],
          })
        return change('liveCart', (c) => removeLine(c, pn))
      },
      replace: (replaced: readonly ReplacedLine[]) => change('liveCart', (c) => replaceLines(c, replaced)),
      clear: () => change('liveCart', () => emptyCart()),
    }),
    [cart, change],
  )
}
