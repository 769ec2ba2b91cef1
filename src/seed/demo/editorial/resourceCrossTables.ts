import { followSupersessions, supersessionMap } from '@/domain'

import { buildDemoCatalogue } from '../products'
import type { DemoCross, DemoSupersession } from '../products/crosses'

/**
 * The cross-reference guide PDF's tables (resourceCrossReference.ts): every public cross of the
 * demo, a table per brand, and our replaced numbers with the part sold today, in the Markdown
 * the demo PDF writer draws. The page shows the same from the database (src/components/crossref).
 */

const MATCH = { exact: 'Exact', functional: 'Functional', partial: 'Partial' }
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** `text` in lines of at most `width` characters, each after `indent` spaces. */
function wrapped(text: string, width: number, indent: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines.map((l) => `${' '.repeat(indent)}${l}`)
}

/**
 * Rows as a fixed-width listing (a ``` block: the PDF draws it in Courier as one text, where a
 * table of hundreds of rows took the seed 40 s more); a row's note, if any, on the lines under it.
 */
function listing(head: string[], rows: { cells: string[]; note?: string }[], widths: number[]): string {
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd()
  const body = rows.flatMap((r) => [line(r.cells), ...(r.note ? wrapped(r.note, 96, 4) : [])])
  return ['```', line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body, '```'].join('\n')
}

export function crossTablesMarkdown(): string {
  const { data } = buildDemoCatalogue({ today: new Date('2026-01-05T12:00:00Z') })
  const restricted = new Set((data.partPrefixes as { series: string; isPublic: boolean }[]).filter((p) => !p.isPublic).map((p) => p.series))
  const seriesOf = new Map((data.products as { pn: string; series: string }[]).map((p) => [p.pn, p.series]))
  const crosses = (data.crossReferences as DemoCross[])
    .filter((c) => !restricted.has(c.pn ? (seriesOf.get(c.pn) ?? '') : (c.series ?? '')))
    .sort((a, b) => compare(a.brand, b.brand) || compare(a.competitorPn, b.competitorPn))
  const brands = [...new Set(crosses.map((c) => c.brand))]
  const sections = brands.map((brand) => {
    const rows = crosses
      .filter((c) => c.brand === brand)
      .map((c) => ({ cells: [c.competitorPn, c.pn ?? `${c.series} series`, MATCH[c.match]], note: c.note?.en }))
    return [`### ${brand}`, '', listing(['Their part number', 'Our part number', 'Match'], rows, [24, 16, 10])].join('\n')
  })
  const supersessions = data.supersessions as DemoSupersession[]
  const byOld = supersessionMap(supersessions)
  const replaced = [...supersessions]
    .sort((a, b) => compare(a.oldPn, b.oldPn))
    .map((s) => {
      const path = followSupersessions(byOld, s.oldPn)
      return { cells: [s.oldPn, 'pn' in path ? path.pn : '', s.since], note: s.reason.en }
    })
  return [
    '## Cross-reference table',
    '',
    `${crosses.length} part numbers of ${brands.length} other makers and the part of ours that replaces each. Type any of them in the search or the quick order to find ours; the table is also on the guide’s page and as CSV at /api/public/cross-references.csv.`,
    '',
    ...sections.flatMap((s) => [s, '']),
    '## Our replaced part numbers',
    '',
    'Part numbers of ours that were renumbered or redesigned, and the part sold today in their place, and why.',
    '',
    listing(['Old part number', 'Sold today', 'Since'], replaced, [16, 16, 10]),
  ].join('\n')
}
