import { parseImportFile, type ImportProblem, type ParseResult } from './format'

/**
 * A distributor's cross-reference table as CSV (docs/import-format-crosses.md, "CSV"): one cross
 * a line under a header of brand, competitor_pn, our_pn, our_series, match, note_en, note_es and
 * attributes (`key=value;key=value`, a value `en|es` when it differs by language), read into the
 * `crossReferences` section and checked as the JSON file is. Every problem names its line and
 * column; `csvProblems` names those the import finds later (a part that does not exist) the same way.
 */

export const CROSS_CSV_COLUMNS = ['brand', 'competitor_pn', 'our_pn', 'our_series', 'match', 'note_en', 'note_es', 'attributes'] as const
type Column = (typeof CROSS_CSV_COLUMNS)[number]
const REQUIRED: readonly Column[] = ['brand', 'competitor_pn', 'match']
const FIELD_OF: Record<string, Column> = {
  brand: 'brand',
  competitorPn: 'competitor_pn',
  pn: 'our_pn',
  series: 'our_series',
  match: 'match',
  note: 'note_en',
  attributes: 'attributes',
}

/** The records of an RFC 4180 text (quotes, doubled quotes, commas and line breaks inside quotes), each with the line it starts on. */
export function csvRecords(text: string): { line: number; cells: string[] }[] | { error: string } {
  const records: { line: number; cells: string[] }[] = []
  let cells: string[] = []
  let cell = ''
  let quoted = false
  let line = 1
  let start = 1
  let atCellStart = true
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"'
        i++
      } else if (ch === '"') quoted = false
      else {
        if (ch === '\n') line++
        cell += ch
      }
      continue
    }
    if (ch === '"' && atCellStart) {
      quoted = true
      atCellStart = false
    } else if (ch === ',') {
      cells.push(cell)
      cell = ''
      atCellStart = true
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++
      cells.push(cell)
      if (cells.length > 1 || cells[0] !== '') records.push({ line: start, cells })
      cells = []
      cell = ''
      atCellStart = true
      start = ++line
    } else {
      cell += ch
      atCellStart = false
    }
  }
  if (quoted) return { error: `line ${start}: a quoted cell is not closed` }
  cells.push(cell)
  if (cells.length > 1 || cells[0] !== '') records.push({ line: start, cells })
  return records
}

/** `color=Green|Verde;contacts=1 NO` → { color: { en, es }, contacts: '1 NO' }; a problem for a pair without `=`. */
function attributesOf(text: string): Record<string, unknown> | string {
  const out: Record<string, unknown> = {}
  for (const pair of text.split(';').map((p) => p.trim())) {
    if (!pair) continue
    const at = pair.indexOf('=')
    if (at <= 0) return `expects key=value pairs separated by ";", got "${pair}"`
    const key = pair.slice(0, at).trim()
    const value = pair.slice(at + 1).trim()
    const [en, es, ...rest] = value.split('|').map((v) => v.trim())
    out[key] = es !== undefined && rest.length === 0 ? { en, es } : value
  }
  return out
}

/** The line and column of a problem of `crossReferences[i]` read from CSV: `line 12, column match: …`. */
export function csvProblems(problems: readonly ImportProblem[], lines: readonly number[]): ImportProblem[] {
  return problems.map((p) => {
    const match = /^crossReferences\[(\d+)\](?:\.(\w+))?(?:\.(en|es))?/.exec(p.path)
    if (!match) return p
    const column = match[2] === 'note' && match[3] === 'es' ? 'note_es' : FIELD_OF[match[2] ?? '']
    return { path: `line ${lines[Number(match[1])]}${column ? `, column ${column}` : ''}`, reason: p.reason }
  })
}

/**
 * Reads a cross-reference CSV into the import's data, or every problem by line and column.
 * `lines` gives each record's line, for naming the problems the import itself finds.
 */
export function parseCrossReferenceCsv(text: string): ParseResult & { lines: number[] } {
  const read = csvRecords(text)
  if ('error' in read) return { ok: false, problems: [{ path: '(file)', reason: read.error }], lines: [] }
  const [header, ...rows] = read
  const names = (header?.cells ?? []).map((h) => h.trim().toLowerCase())
  const problems: ImportProblem[] = []
  const unknown = names.filter((n) => !(CROSS_CSV_COLUMNS as readonly string[]).includes(n))
  if (unknown.length > 0)
    problems.push({ path: 'line 1', reason: `has columns that are not ${CROSS_CSV_COLUMNS.join(', ')}: ${unknown.join(', ')}` })
  const missing = REQUIRED.filter((c) => !names.includes(c))
  if (missing.length > 0)
    problems.push({ path: 'line 1', reason: `lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}` })
  if (problems.length > 0) return { ok: false, problems, lines: [] }

  const records = rows.map(({ line, cells }) => {
    if (cells.length !== names.length)
      problems.push({ path: `line ${line}`, reason: `has ${cells.length} cells where the header has ${names.length}` })
    const cell = (c: Column) => {
      const v = cells[names.indexOf(c)]?.trim()
      return v ? v : undefined
    }
    const attributes = cell('attributes') === undefined ? undefined : attributesOf(cell('attributes')!)
    if (typeof attributes === 'string') problems.push({ path: `line ${line}, column attributes`, reason: attributes })
    const note = cell('note_en') || cell('note_es') ? { en: cell('note_en'), es: cell('note_es') } : undefined
    return {
      brand: cell('brand'),
      competitorPn: cell('competitor_pn'),
      pn: cell('our_pn'),
      series: cell('our_series'),
      match: cell('match')?.toLowerCase(),
      attributes: typeof attributes === 'string' ? undefined : attributes,
      note,
    }
  })
  const lines = rows.map((r) => r.line)
  const parsed = parseImportFile({ crossReferences: records })
  const all = [...problems, ...(parsed.ok ? [] : csvProblems(parsed.problems, lines))]
  if (all.length > 0) return { ok: false, problems: all, lines }
  return { ...(parsed as Extract<ParseResult, { ok: true }>), lines }
}
