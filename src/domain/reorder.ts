/**
 * Reordering a past order (issue 14): which of its lines can go back into a cart today.
 * Pure: the service in src/lib/orders/server/reorder.ts reads the parts and writes the cart.
 */
import { normalizePn } from './partNumber'

/** Why a line of an old order cannot be ordered again. */
export type ReorderSkipReason = 'discontinued' | 'restricted' | 'not-orderable'
export type ReorderLine = { pn: string; qty: number }
export type ReorderSkip = ReorderLine & { reason: ReorderSkipReason }

/**
 * Splits an order's lines into those to add (one per part number, quantities of repeats
 * summed) and those skipped with the reason: the part no longer exists (`discontinued`),
 * or exists but may not be ordered online (`restricted`).
 * @example reorderPlan([{ pn: 'A', qty: 2 }, { pn: 'B', qty: 1 }], new Set(['A', 'B']), new Set(['A']))
 * // { add: [{ pn: 'A', qty: 2 }], skipped: [{ pn: 'B', qty: 1, reason: 'restricted' }] }
 */
export function reorderPlan(
  lines: readonly ReorderLine[],
  existing: ReadonlySet<string>,
  orderable: ReadonlySet<string>,
): { add: ReorderLine[]; skipped: ReorderSkip[] } {
  const add = new Map<string, number>()
  const skipped: ReorderSkip[] = []
  for (const line of lines) {
    const pn = normalizePn(line.pn)
    if (!pn || !(line.qty > 0)) continue
    if (!existing.has(pn)) skipped.push({ pn, qty: line.qty, reason: 'discontinued' })
    else if (!orderable.has(pn)) skipped.push({ pn, qty: line.qty, reason: 'restricted' })
    else add.set(pn, (add.get(pn) ?? 0) + line.qty)
  }
  return { add: [...add].map(([pn, qty]) => ({ pn, qty })), skipped }
}
