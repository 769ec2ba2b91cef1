import { fieldQuantity, splitSpaced, type QuantityRead } from './bomQuantity'

/**
 * Lines pasted from a bill of materials or read from a CSV, each a part number and a quantity
 * (docs/carts.md, "Quick order"):
 * - Columns: tabs or semicolons separate columns when a line has any (then `1,000` inside a
 *   column is one thousand); otherwise commas do, CSV-style with "quoted" fields; otherwise
 *   spaces, the quantity written last (`PN 50 pcs`, `PN x 8`, `PN qty: 2`) or first (`10 x PN`).
 * - Thousands: a comma between a number's digits followed by exactly three digits groups
 *   thousands (`PN 1,000`, `PN,1,000` are 1000, and so is `5,100`); any other comma separates
 *   columns (`PN,10`, `10,PN`, `CT09-A10,100`). A dot never groups thousands (`1.000` is refused
 *   as unreadable: it is one in a US export, a thousand in a Spanish one).
 * - Quantity words in English and Spanish whatever the site's language (./bomQuantity.ts).
 * - A first row naming columns (`Part number,Qty`, `Número de pieza;Cantidad`, `PN QTY`) is
 *   skipped, as are blank lines and `#` comments. A line without a quantity orders one
 *   package (qty null). A quantity written but unreadable, 0 or over 99,999 is a problem that
 *   names the quantity; a line that is only a quantity names no part.
 */
export type BomLine = { line: number; text: string; pn: string; qty: number | null }
export type BomProblem =
  { line: number; text: string; problem: 'no-part-number' } | { line: number; text: string; problem: 'bad-quantity'; quantity: string }

/** A column naming the part number or the quantity, in a header row (which has no digits anywhere). */
const HEADER =
  /^(?:part(?:\s*(?:no\.?|number|num|#))?|pn|p\/n|item|sku|n[uú]mero(?:\s+de\s+(?:pieza|parte))?|no\.?\s+de\s+(?:pieza|parte)|pieza|parte|c[oó]digo|qty|quantity|cant\.?|cantidad)$/i
/** A number with thousands commas where a value starts (line start, space, quote or column): `1,000`, `12,500,000`. */
const THOUSANDS = /(?<=^|[\s",;])\d{1,3}(?:,\d{3})+(?!\d)/g

/** Splits on the separators outside "quotes" ("" inside quotes is one quote); empty fields dropped. */
function splitFields(text: string, separator: (c: string) => boolean): string[] {
  const fields: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"' && field.trim() === '') {
      quoted = true
      field = ''
    } else if (separator(c)) {
      fields.push(field)
      field = ''
    } else field += c
  }
  fields.push(field)
  return fields.map((f) => f.trim().replace(/\s+/g, ' ')).filter(Boolean)
}

/** Whether a separator occurs outside "quotes". */
function hasOutsideQuotes(text: string, separator: (c: string) => boolean): boolean {
  let quoted = false
  for (const c of text) {
    if (c === '"') quoted = !quoted
    else if (!quoted && separator(c)) return true
  }
  return false
}

const tabOrSemicolon = (c: string) => c === '\t' || c === ';'
const comma = (c: string) => c === ','

/** The columns of a line, or null when it is separated by spaces only. */
function columnsOf(text: string): string[] | null {
  if (hasOutsideQuotes(text, tabOrSemicolon)) return splitFields(text, tabOrSemicolon)
  const ungrouped = text.replace(THOUSANDS, (n) => n.replace(/,/g, ''))
  return hasOutsideQuotes(ungrouped, comma) ? splitFields(ungrouped, comma) : null
}

/**
 * A line's part number and quantity from its columns: the part is the first column that is
 * not a quantity, the quantity the first other column that is one; with no such column, the
 * part's own column is read as a spaced line (`PN 50 pcs;note`).
 */
function fromColumns(fields: string[]): { pn: string; quantity: QuantityRead } {
  const reads = fields.map(fieldQuantity)
  const pnAt = reads.findIndex((r) => r.kind === 'none')
  if (pnAt < 0) return { pn: '', quantity: reads[0] ?? { kind: 'none' } }
  const quantity = reads.find((r, at) => at !== pnAt && r.kind !== 'none')
  return quantity ? { pn: fields[pnAt], quantity } : splitSpaced(fields[pnAt])
}

const isHeader = (fields: string[]) => !fields.some((f) => /\d/.test(f)) && fields.some((f) => HEADER.test(f))

export function parseBom(text: string, maxLines = 500): { lines: BomLine[]; problems: BomProblem[] } {
  const lines: BomLine[] = []
  const problems: BomProblem[] = []
  let first = true
  for (const [i, raw] of text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .entries()) {
    const textLine = raw.trim()
    if (!textLine || textLine.startsWith('#')) continue
    if (lines.length >= maxLines) break
    const line = i + 1
    const columns = columnsOf(textLine)
    const spaced = textLine.replace(/"/g, '').replace(/\s+/g, ' ')
    // The first row may name the columns (Part, Qty…): it is skipped.
    if (first && isHeader(columns ?? spaced.split(' '))) continue
    first = false
    const { pn, quantity } = columns ? fromColumns(columns) : splitSpaced(spaced)
    if (!pn || fieldQuantity(pn).kind !== 'none') problems.push({ line, text: textLine, problem: 'no-part-number' })
    else if (quantity.kind === 'bad') problems.push({ line, text: textLine, problem: 'bad-quantity', quantity: quantity.written })
    else lines.push({ line, text: textLine, pn, qty: quantity.kind === 'ok' ? quantity.qty : null })
  }
  return { lines, problems }
}

/** A part number without punctuation or spaces, upper-cased: `wd 1x2-g` → `WD1X2G`. */
export const looseKey = (pn: string) => pn.toUpperCase().replace(/[^A-Z0-9]/g, '')
