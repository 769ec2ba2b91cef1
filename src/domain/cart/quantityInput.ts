import type { Part } from '../types'
import { isValidQuantity, normalizeQuantity, type PkgQtyType } from './quantity'

export interface QuantityInputResult {
  /** 'ignored': empty or not numeric; 'refused': out of range. Both keep the old value. */
  status: 'ok' | 'ignored' | 'refused'
  qty: number
  pkgQtyType: PkgQtyType
}

/**
 * What typing into a line's quantity box does: empty or non-numeric input is ignored (the
 * old value stays); otherwise the integer part is taken, checked against 1..max, then
 * normalized (rounded up to the step, or kept for wire duct).
 * @example parseQuantityInput('7', 10, { pn: 'TB-UK5', listPrice: 1, pkgqty: 50 }, 99_999) // { status: 'ok', qty: 50, ... }
 */
export function parseQuantityInput(
  raw: string | null | undefined,
  previous: number,
  part: Pick<Part, 'pn' | 'family' | 'pkgqty'>,
  max: number,
): QuantityInputResult {
  const text = (raw ?? '').trim()
  const value = Number(text)
  const keep = (status: 'ignored' | 'refused') => ({ status, ...normalizeQuantity(previous, part) })
  if (text === '' || !Number.isFinite(value)) return keep('ignored')
  const typed = Math.trunc(value)
  if (!isValidQuantity(typed, max)) return keep('refused')
  const normalized = normalizeQuantity(typed, part)
  // Rounding up to the step may cross the maximum: refuse rather than exceed it.
  if (normalized.qty > max) return keep('refused')
  return { status: 'ok', ...normalized }
}
