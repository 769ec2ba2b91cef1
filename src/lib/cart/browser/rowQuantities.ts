import { parseQuantityInput, type QuantityInputResult } from '@/domain'

import type { PartFacts } from '../lines'

/** A part row's quantity box as typed, with what the cart needs to know about the part. */
export type RowEntry = { facts: PartFacts; text: string }

const partOf = (facts: PartFacts) => ({ pn: facts.pn, pkgqty: facts.pkgqty ?? 1, family: facts.family ?? null })

/**
 * What a row's box holds once typed (docs/pricing.md, "Quantities"): empty or not a number is
 * no quantity (the box empties); outside 1..max is refused (the box keeps what it had);
 * anything else is rounded up to the package step (wire duct keeps any quantity).
 * @example rowQuantity('7', { pn: 'TB-UK5', pkgqty: 50 }, 99_999) // { status: 'ok', qty: 50, pkgQtyType: 'standard' }
 */
export function rowQuantity(text: string, facts: PartFacts, max: number): QuantityInputResult {
  return parseQuantityInput(text, 0, partOf(facts), max)
}

/**
 * The lines "Add all filled rows" adds: every row whose box holds a quantity, rounded as
 * the rules say, in the rows' order; rows with an empty box are left out and rows whose
 * quantity is refused are named, so the buyer can correct them.
 * @example filledLines([{ facts: { pn: 'A', pkgqty: 10 }, text: '15' }, { facts: { pn: 'B' }, text: '' }], 99_999) // { lines: [{ facts: { pn: 'A', pkgqty: 10 }, qty: 20 }], refused: [] }
 */
export function filledLines(entries: readonly RowEntry[], max: number): { lines: { facts: PartFacts; qty: number }[]; refused: string[] } {
  const lines: { facts: PartFacts; qty: number }[] = []
  const refused: string[] = []
  for (const { facts, text } of entries) {
    const result = rowQuantity(text, facts, max)
    if (result.status === 'ok') lines.push({ facts, qty: result.qty })
    else if (result.status === 'refused') refused.push(facts.pn)
  }
  return { lines, refused }
}
