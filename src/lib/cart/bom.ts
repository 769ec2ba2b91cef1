/**
 * Lines pasted from a bill of materials or read from a CSV: `PN qty`, `qty PN`, commas,
 * semicolons, tabs or spaces between, any case, dashes optional (the resolver matches
 * without punctuation). A line without a quantity orders one package (qty null).
 */
export type BomLine = { line: number; text: string; pn: string; qty: number | null }
export type BomProblem = { line: number; text: string; problem: 'no-part-number' | 'bad-quantity' }

const INTEGER = /^\d{1,9}$/
/** A quantity as people write it: 10, 10x, x10, 10pcs, 10 ea. */
const QTY = /^(?:x\s*)?(\d{1,9})(?:\s*(?:x|pcs?|ea|un|uds?|u))?$/i
const HEADER = /^(?:part|pn|p\/n|part\s*(?:no|number|#)|n[uú]mero|pieza|cantidad|qty|quantity|cant\.?)$/i

function quantityOf(token: string): number | null {
  const m = QTY.exec(token.trim())
  return m ? Number(m[1]) : null
}

export function parseBom(text: string, maxLines = 500): { lines: BomLine[]; problems: BomProblem[] } {
  const lines: BomLine[] = []
  const problems: BomProblem[] = []
  const rows = text.replace(/\r\n?/g, '\n').split('\n')
  for (const [i, raw] of rows.entries()) {
    const textLine = raw.trim()
    if (!textLine || textLine.startsWith('#')) continue
    if (lines.length >= maxLines) break
    const line = i + 1
    const delimited = /[,;\t]/.test(textLine)
    const fields = (delimited ? textLine.split(/[,;\t]/) : textLine.split(/\s+/))
      .map((f) =>
        f
          .trim()
          .replace(/^"(.*)"$/, '$1')
          .trim(),
      )
      .filter(Boolean)
    // A header row (Part, Qty…) is skipped.
    if (fields.every((f) => HEADER.test(f))) continue
    let qty: number | null = null
    let pnFields: string[]
    if (delimited) {
      // Columns: the first field that is not a number is the part; the first number after or before it, the quantity.
      const pnAt = fields.findIndex((f) => quantityOf(f) === null)
      if (pnAt < 0) {
        problems.push({ line, text: textLine, problem: 'no-part-number' })
        continue
      }
      pnFields = [fields[pnAt]]
      const q = fields.find((f, at) => at !== pnAt && quantityOf(f) !== null)
      qty = q === undefined ? null : quantityOf(q)
    } else if (fields.length >= 2 && quantityOf(fields[0]) !== null && !INTEGER.test(fields[1])) {
      qty = quantityOf(fields[0])
      pnFields = fields.slice(1)
    } else if (fields.length >= 2 && quantityOf(fields[fields.length - 1]) !== null) {
      qty = quantityOf(fields[fields.length - 1])
      pnFields = fields.slice(0, -1)
    } else {
      pnFields = fields
    }
    const pn = pnFields.join(' ').trim()
    if (!pn || quantityOf(pn) !== null) {
      problems.push({ line, text: textLine, problem: 'no-part-number' })
      continue
    }
    if (qty !== null && (qty < 1 || qty > 99_999)) {
      problems.push({ line, text: textLine, problem: 'bad-quantity' })
      continue
    }
    lines.push({ line, text: textLine, pn, qty })
  }
  return { lines, problems }
}

/** A part number without punctuation or spaces, upper-cased: `wd 1x2-g` → `WD1X2G`. */
export const looseKey = (pn: string) => pn.toUpperCase().replace(/[^A-Z0-9]/g, '')
