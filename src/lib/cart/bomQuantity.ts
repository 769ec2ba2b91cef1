import { MAX_QUANTITY } from './keys'

/*
 * How a quantity is written on a line of a bill of materials, in English or Spanish whatever
 * the site's language: `50`, `50 pcs`, `10pzas`, `x 8`, `×10`, `8x`, `qty 2`, `qty: 2`,
 * `cant. 10`, `cantidad 10`, `1,000`. The number is read after (readQuantity), so a quantity
 * written in the right place but not readable (`2.5`, `1.000`, `0`) is reported as such,
 * never blamed on the part number.
 */

/** "Pieces" after the number: pcs, pc, pieces, ea, each, units, pzas, pza, piezas, pz, uds, ud, un, u (a dot after is allowed). */
const UNIT = String.raw`(?:pcs|pc|pieces?|ea|each|units?|pzas?|pzs?|piezas?|unidad(?:es)?|uds?|un|u)\.?`
/** "Quantity" before the number: qty, qty:, quantity, q'ty, cant., cantidad, ctd. */
const WORD = String.raw`(?:qty|q'ty|quantity|cantidad|cant|ctd)\.?\s*:?`
/** Times: x, X, ×, * (before or after the number). */
const TIMES = '[x×*]'
/** Anything written as a number, readable or not: 10, 1,000, 2.5, 1.000, -3. */
const NUMBER = String.raw`[-−]?\d[\d.,]*`

const body = (group: string) => String.raw`(?:${WORD}\s*)?(?:${TIMES}\s*)?(?<${group}>${NUMBER})\s*(?:${TIMES}|${UNIT})?`

/** A whole field that is a quantity (`7`, `50 pcs`, `qty: 2`). */
const FIELD = new RegExp(`^${body('n')}$`, 'i')
/** A line ending with its quantity: `PN 50 pcs`, `PN x 8`, `PN qty: 2`. */
const TRAILING = new RegExp(String.raw`^(?<pn>.+?)\s+(?<q>${body('n')})$`, 'i')
/** A line starting with its quantity: `10 PN`, `10x PN`, `10 x PN`, `10 pzas PN`. */
const LEADING = new RegExp(String.raw`^(?<q>${body('n')})\s+(?<pn>\S.*)$`, 'i')
/** A quantity word followed by something that is no number: `PN qty ten`, `PN cant.`. */
const WORD_ONLY = new RegExp(String.raw`^(?<pn>.+?)\s+(?<q>(?:qty|q'ty|quantity|cantidad|cant|ctd)(?:[.:\s].*)?)$`, 'i')

/** The quantity a number stands for: digits, with commas only between groups of three (`1,000`); anything else is null. */
export function readQuantity(written: string): number | null {
  const digits = /^\d{1,3}(?:,\d{3})+$/.test(written) ? written.replace(/,/g, '') : written
  if (!/^\d{1,9}$/.test(digits)) return null
  const n = Number(digits)
  return n >= 1 && n <= MAX_QUANTITY ? n : null
}

/** What a field or a line says about its quantity: none, a quantity, or one written but unreadable. */
export type QuantityRead = { kind: 'none' } | { kind: 'ok'; qty: number; written: string } | { kind: 'bad'; written: string }

function reading(written: string, number: string): QuantityRead {
  const qty = readQuantity(number)
  return qty === null ? { kind: 'bad', written: written.trim() } : { kind: 'ok', qty, written: written.trim() }
}

/** A field of a delimited line read as a quantity (`7`, `50 pcs`, `qty 2`), or none when it is not one. */
export function fieldQuantity(field: string): QuantityRead {
  const m = FIELD.exec(field.trim())
  return m?.groups ? reading(m[0], m.groups.n) : { kind: 'none' }
}

/**
 * A line separated by spaces split into its part number and quantity: the quantity at the end
 * (`PN 50 pcs`), else at the start (`10 x PN`); a line with neither is a part number alone, a
 * quantity alone has no part number (pn '').
 */
export function splitSpaced(text: string): { pn: string; quantity: QuantityRead } {
  // A quantity alone (`10 pcs`) names no part.
  const alone = fieldQuantity(text)
  if (alone.kind !== 'none') return { pn: '', quantity: alone }
  const trailing = TRAILING.exec(text)
  if (trailing?.groups) return { pn: trailing.groups.pn.trim(), quantity: reading(trailing.groups.q, trailing.groups.n) }
  const leading = LEADING.exec(text)
  if (leading?.groups) return { pn: leading.groups.pn.trim(), quantity: reading(leading.groups.q, leading.groups.n) }
  const word = WORD_ONLY.exec(text)
  if (word?.groups) return { pn: word.groups.pn.trim(), quantity: { kind: 'bad', written: word.groups.q.trim() } }
  return { pn: text, quantity: { kind: 'none' } }
}
