import { createHash } from 'node:crypto'

/**
 * A small PDF 1.4 writer for the demo documents (data sheets, manuals, white papers): a
 * title, headings, wrapped paragraphs with **bold** runs, bullet and numbered lists and
 * simple tables, on US Letter pages in the standard Helvetica fonts. No dependencies: the
 * standard 14 fonts need no embedding, and WinAnsiEncoding covers Spanish (á é í ó ú ñ ü
 * ¿ ¡). Streams are left uncompressed so the files stay readable and testable. The output
 * is deterministic: the same input gives the same bytes.
 */

export type PdfBlock =
  | { type: 'heading'; text: string; level: 1 | 2 | 3 }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[]; ordered?: boolean }
  /** The first row is the header row. */
  | { type: 'table'; rows: string[][] }

export type PdfSpec = {
  title: string
  subtitle?: string
  /** Small text over every page, e.g. the maker and the document number. */
  header?: string
  /** Small text under every page, left of "Page n of N". */
  footer?: string
  author?: string
  subject?: string
  /** YYYY-MM-DD, written as the creation date (omitted when absent, to stay deterministic). */
  date?: string
  blocks: PdfBlock[]
}

// ---- WinAnsi encoding and font metrics -------------------------------------------------------

/** Unicode characters of WinAnsi's 0x80-0x9F range (the rest of 0x20-0xFF is Latin-1). */
const WIN_ANSI_HIGH: Record<string, number> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89, 'Š': 0x8a,
  '‹': 0x8b, 'Œ': 0x8c, 'Ž': 0x8e, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97,
  '˜': 0x98, '™': 0x99, 'š': 0x9a, '›': 0x9b, 'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
}

/** Characters outside WinAnsi that technical text uses, written the way a typist would. */
const SUBSTITUTES: Record<string, string> = {
  '≤': '<=', '≥': '>=', '→': '->', '←': '<-', '−': '-', '‑': '-', '≈': '~', 'Ω': 'ohm', '\u2009': ' ', '\u202f': ' ', '\t': ' ', '\n': ' ',
}

/** Maps text to WinAnsi bytes; throws on a character the standard fonts cannot show. */
export function encodeWinAnsi(text: string): Uint8Array {
  const bytes: number[] = []
  for (const ch of text.normalize('NFC')) {
    const sub = SUBSTITUTES[ch]
    if (sub !== undefined) {
      for (const s of sub) bytes.push(s.charCodeAt(0))
      continue
    }
    const cp = ch.codePointAt(0) ?? 0
    if ((cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff)) bytes.push(cp)
    else if (WIN_ANSI_HIGH[ch] !== undefined) bytes.push(WIN_ANSI_HIGH[ch])
    else throw new Error(`PDF text: "${ch}" (U+${cp.toString(16).toUpperCase().padStart(4, '0')}) is not in WinAnsiEncoding, in "${text.slice(0, 60)}"`)
  }
  return Uint8Array.from(bytes)
}

// Advance widths (1/1000 em) from the Adobe AFM files, by WinAnsi code from 32 to 255.
const ASCII_REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584,
  584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611,
  278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500,
  500, 500, 334, 260, 334, 584, 0,
]
const ASCII_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584,
  584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611,
  333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556,
  556, 500, 389, 280, 389, 584, 0,
]
const HIGH_REGULAR = [
  556, 0, 222, 556, 333, 1000, 556, 556, 333, 1000, 667, 333, 1000, 0, 611, 0, 0, 222, 222, 333, 333, 350, 556, 1000, 333, 1000, 500, 333, 944, 0, 500, 667,
  278, 333, 556, 556, 556, 556, 260, 556, 333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333, 333, 333, 556, 537, 278, 333, 333, 365, 556, 834, 834, 834, 611,
  667, 667, 667, 667, 667, 667, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611,
  556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278, 278, 278, 278, 556, 556, 556, 556, 556, 556, 556, 584, 611, 556, 556, 556, 556, 500, 556, 500,
]
const HIGH_BOLD = [
  556, 0, 278, 556, 500, 1000, 556, 556, 333, 1000, 667, 333, 1000, 0, 611, 0, 0, 278, 278, 500, 500, 350, 556, 1000, 333, 1000, 556, 333, 944, 0, 500, 667,
  278, 333, 556, 556, 556, 556, 280, 556, 333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333, 333, 333, 611, 556, 278, 333, 333, 365, 556, 834, 834, 834, 611,
  722, 722, 722, 722, 722, 722, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611,
  556, 556, 556, 556, 556, 556, 889, 556, 556, 556, 556, 556, 278, 278, 278, 278, 611, 611, 611, 611, 611, 611, 611, 584, 611, 611, 611, 611, 611, 556, 611, 556,
]
const WIDTHS = { regular: [...ASCII_REGULAR, ...HIGH_REGULAR], bold: [...ASCII_BOLD, ...HIGH_BOLD] }

export type FontStyle = 'regular' | 'bold'
const FONT_NAME: Record<FontStyle, string> = { regular: 'F1', bold: 'F2' }

/** Width of text in points, set in the given Helvetica style and size. */
export function textWidth(text: string, style: FontStyle, size: number): number {
  let units = 0
  for (const b of encodeWinAnsi(text)) units += WIDTHS[style][b - 32] ?? 556
  return (units * size) / 1000
}

// ---- Inline runs and line wrapping -----------------------------------------------------------

type Run = { text: string; style: FontStyle }
type Line = Run[]

/** '**bold** and plain' -> runs; *italic*, `code` and [links](url) are shown as plain text. */
export function parseInline(text: string): Run[] {
  const plain = text
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/(^|[^*])\*([^*\s][^*]*?)\*(?!\*)/g, '$1$2')
    .replace(/(^|\W)_([^_\s][^_]*?)_(?!\w)/g, '$1$2')
  const runs: Run[] = []
  plain.split(/(\*\*[^*]+\*\*)/).forEach((part) => {
    if (!part) return
    const bold = part.startsWith('**') && part.endsWith('**') && part.length > 4
    runs.push({ text: bold ? part.slice(2, -2) : part, style: bold ? 'bold' : 'regular' })
  })
  return runs
}

/** Greedy word wrap of styled runs to lines no wider than maxWidth (a too-long word gets its own line). */
export function wrapRuns(runs: Run[], size: number, maxWidth: number): Line[] {
  const words: Run[] = []
  for (const run of runs) {
    for (const token of run.text.split(/(\s+)/)) {
      if (token === '') continue
      if (/^\s+$/.test(token)) words.push({ text: ' ', style: run.style })
      else words.push({ text: token, style: run.style })
    }
  }
  const lines: Line[] = []
  let line: Run[] = []
  let width = 0
  const flush = () => {
    while (line.length && line[line.length - 1].text === ' ') line.pop()
    if (line.length) lines.push(mergeRuns(line))
    line = []
    width = 0
  }
  for (const word of words) {
    if (word.text === ' ') {
      if (line.length) {
        line.push(word)
        width += textWidth(' ', word.style, size)
      }
      continue
    }
    const w = textWidth(word.text, word.style, size)
    // The trailing space already counted belongs to the line; a new line drops it.
    if (line.length && width + w > maxWidth) flush()
    line.push(word)
    width += w
  }
  flush()
  return lines
}

function mergeRuns(runs: Run[]): Line {
  const out: Run[] = []
  for (const r of runs) {
    const last = out[out.length - 1]
    if (last && last.style === r.style) last.text += r.text
    else out.push({ ...r })
  }
  return out
}

export function wrapText(text: string, style: FontStyle, size: number, maxWidth: number): string[] {
  return wrapRuns([{ text, style }], size, maxWidth).map((line) => line.map((r) => r.text).join(''))
}

// ---- Markdown to blocks ----------------------------------------------------------------------

/**
 * Reads the Markdown the editorial content is written in: #..### headings, paragraphs,
 * "- " and "1. " lists, and | pipe | tables | (the |---| rule is skipped).
 */
export function markdownToBlocks(markdown: string): PdfBlock[] {
  const blocks: PdfBlock[] = []
  let paragraph: string[] = []
  let list: { items: string[]; ordered: boolean } | null = null
  let table: string[][] | null = null
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', text: paragraph.join(' ') })
    if (list) blocks.push({ type: 'list', items: list.items, ordered: list.ordered })
    if (table) blocks.push({ type: 'table', rows: table })
    paragraph = []
    list = null
    table = null
  }
  for (const raw of markdown.split('\n')) {
    const line = raw.trim()
    const heading = line.match(/^(#{1,3})\s+(.*)$/)
    const bullet = line.match(/^[-*]\s+(.*)$/)
    const numbered = line.match(/^\d+[.)]\s+(.*)$/)
    if (!line) flush()
    else if (heading) {
      flush()
      blocks.push({ type: 'heading', level: heading[1].length as 1 | 2 | 3, text: heading[2] })
    } else if (line.startsWith('|')) {
      if (!table) flush()
      const cells = line.replace(/^\||\|$/g, '').split('|').map((c) => c.trim())
      if (cells.every((c) => /^:?-{2,}:?$/.test(c))) continue
      table = table ?? []
      table.push(cells)
    } else if (bullet || numbered) {
      const ordered = Boolean(numbered)
      if (!list || list.ordered !== ordered) {
        flush()
        list = { items: [], ordered }
      }
      list.items.push((bullet ?? numbered)![1])
    } else if (list && raw.startsWith('  ')) {
      list.items[list.items.length - 1] += ` ${line}`
    } else {
      if (list || table) flush()
      paragraph.push(line)
    }
  }
  flush()
  return blocks
}

// ---- Layout -----------------------------------------------------------------------------------

const PAGE_W = 612
const PAGE_H = 792
const MARGIN_X = 56
const TOP = PAGE_H - 72
const BOTTOM = 64
const CONTENT_W = PAGE_W - 2 * MARGIN_X

const NAVY = '0.086 0.196 0.337'
const ACCENT = '0.925 0.478 0.047'
const INK = '0.15 0.15 0.17'
const MUTED = '0.42 0.44 0.47'
const RULE = '0.78 0.80 0.83'
const SHADE = '0.925 0.937 0.953'

const fmt = (n: number) => (Math.round(n * 100) / 100).toString()

/** A PDF literal string of WinAnsi bytes: printable ASCII as is, the rest as octal escapes. */
export function pdfString(text: string): string {
  let out = '('
  for (const b of encodeWinAnsi(text)) {
    if (b === 0x28 || b === 0x29 || b === 0x5c) out += `\\${String.fromCharCode(b)}`
    else if (b < 0x20 || b > 0x7e) out += `\\${b.toString(8).padStart(3, '0')}`
    else out += String.fromCharCode(b)
  }
  return `${out})`
}

class Layout {
  pages: string[][] = []
  private ops: string[] = []
  y = TOP

  constructor() {
    this.newPage()
  }

  newPage() {
    this.ops = []
    this.pages.push(this.ops)
    this.y = TOP
  }

  ensure(height: number) {
    if (this.y - height < BOTTOM) this.newPage()
  }

  /** One line of styled runs with its baseline at y. */
  line(runs: Line, x: number, y: number, size: number, color = INK) {
    let s = `BT ${color} rg ${fmt(x)} ${fmt(y)} Td`
    for (const r of runs) s += ` /${FONT_NAME[r.style]} ${fmt(size)} Tf ${pdfString(r.text)} Tj`
    this.ops.push(`${s} ET`)
  }

  rect(x: number, y: number, w: number, h: number, color: string) {
    this.ops.push(`${color} rg ${fmt(x)} ${fmt(y)} ${fmt(w)} ${fmt(h)} re f`)
  }

  rule(x1: number, y: number, x2: number, color = RULE, width = 0.5) {
    this.ops.push(`${color} RG ${fmt(width)} w ${fmt(x1)} ${fmt(y)} m ${fmt(x2)} ${fmt(y)} l S`)
  }

  /** Wrapped text from the cursor down; lines may run onto the next page. */
  flow(runs: Run[], x: number, width: number, size: number, leading: number, color = INK, firstLinePrefix?: { text: string; x: number }) {
    const lines = wrapRuns(runs, size, width)
    lines.forEach((l, i) => {
      this.ensure(leading)
      this.y -= leading
      if (i === 0 && firstLinePrefix) this.line([{ text: firstLinePrefix.text, style: 'regular' }], firstLinePrefix.x, this.y, size, color)
      this.line(l, x, this.y, size, color)
    })
  }
}

const HEADING = { 1: { size: 15, before: 16, color: NAVY }, 2: { size: 12.5, before: 12, color: NAVY }, 3: { size: 11, before: 8, color: INK } } as const
const BODY = { size: 10, leading: 14.2 }

/**
 * Column widths in proportion to each column's longest cell (capped at 60% of the table),
 * but never narrower than the column's longest word, so a part number is not cut.
 */
function columnWidths(rows: string[][], cols: number, size: number, pad: number): number[] {
  const cellWidth = (text: string, header: boolean) => textWidth(header ? text : parseInline(text).map((r) => r.text).join(''), header ? 'bold' : 'regular', size)
  const wordWidth = (text: string, header: boolean) => Math.max(0, ...text.split(/\s+/).map((w) => cellWidth(w, header)))
  const column = (c: number, measure: (t: string, h: boolean) => number) => Math.max(...rows.map((r, i) => measure(r[c] ?? '', i === 0))) + 2 * pad
  const natural = Array.from({ length: cols }, (_, c) => Math.min(column(c, cellWidth), CONTENT_W * 0.6))
  const minimum = Array.from({ length: cols }, (_, c) => Math.min(column(c, wordWidth), CONTENT_W / cols))
  const total = natural.reduce((a, b) => a + b, 0)
  const widths = natural.map((w, c) => Math.max((w / total) * CONTENT_W, minimum[c]))
  // Take what the widened columns gained from the others, in proportion to their slack.
  const excess = widths.reduce((a, b) => a + b, 0) - CONTENT_W
  const slack = widths.map((w, c) => w - minimum[c])
  const slackTotal = slack.reduce((a, b) => a + b, 0)
  return widths.map((w, c) => (slackTotal > 0 ? w - (excess * slack[c]) / slackTotal : CONTENT_W / cols))
}

function layoutTable(layout: Layout, rows: string[][]) {
  if (rows.length === 0) return
  const cols = Math.max(...rows.map((r) => r.length))
  const size = 9
  const leading = 12
  const pad = 4
  const widths = columnWidths(rows, cols, size, pad)

  const drawRow = (row: string[], header: boolean) => {
    const cells = Array.from({ length: cols }, (_, c) => wrapRuns(header ? [{ text: row[c] ?? '', style: 'bold' }] : parseInline(row[c] ?? ''), size, widths[c] - 2 * pad))
    const height = Math.max(1, ...cells.map((l) => l.length)) * leading + 2 * pad
    return { cells, height }
  }
  const header = drawRow(rows[0], true)
  const paint = (r: { cells: Line[][]; height: number }, shaded: boolean) => {
    const top = layout.y
    if (shaded) {
      layout.rect(MARGIN_X, top - r.height, CONTENT_W, r.height, SHADE)
      layout.rule(MARGIN_X, top, MARGIN_X + CONTENT_W, NAVY, 1)
    }
    let x = MARGIN_X
    r.cells.forEach((lines, c) => {
      lines.forEach((l, i) => layout.line(l, x + pad, top - pad - (i + 1) * leading + 3, size))
      x += widths[c]
    })
    layout.y = top - r.height
    layout.rule(MARGIN_X, layout.y, MARGIN_X + CONTENT_W)
  }
  layout.ensure(header.height + leading * 2 + 6)
  layout.y -= 6
  paint(header, true)
  for (const row of rows.slice(1)) {
    const r = drawRow(row, false)
    if (layout.y - r.height < BOTTOM) {
      layout.newPage()
      paint(header, true)
    }
    paint(r, false)
  }
  layout.y -= 4
}

function layoutDocument(spec: PdfSpec): string[][] {
  const layout = new Layout()
  // Title block: an accent bar, the title and the subtitle.
  layout.rect(MARGIN_X, layout.y + 8, 64, 5, ACCENT)
  layout.y -= 14
  for (const l of wrapText(spec.title, 'bold', 22, CONTENT_W)) {
    layout.y -= 26
    layout.line([{ text: l, style: 'bold' }], MARGIN_X, layout.y, 22, NAVY)
  }
  if (spec.subtitle) {
    layout.y -= 4
    layout.flow([{ text: spec.subtitle, style: 'regular' }], MARGIN_X, CONTENT_W, 12, 16, MUTED)
  }
  layout.y -= 10
  layout.rule(MARGIN_X, layout.y, MARGIN_X + CONTENT_W, RULE, 0.75)
  layout.y -= 4

  spec.blocks.forEach((block, index) => {
    if (block.type === 'heading') {
      const h = HEADING[block.level]
      // Keep a heading with the first lines of what follows it.
      const next = spec.blocks[index + 1]
      layout.ensure(h.before + h.size * 1.3 + (next ? BODY.leading * 3 : 0))
      layout.y -= h.before
      layout.flow([{ text: block.text, style: 'bold' }], MARGIN_X, CONTENT_W, h.size, h.size * 1.3, h.color)
      layout.y -= 2
    } else if (block.type === 'paragraph') {
      layout.y -= 5
      layout.flow(parseInline(block.text), MARGIN_X, CONTENT_W, BODY.size, BODY.leading)
    } else if (block.type === 'list') {
      layout.y -= 4
      block.items.forEach((item, i) => {
        const marker = block.ordered ? `${i + 1}.` : '•'
        layout.flow(parseInline(item), MARGIN_X + 16, CONTENT_W - 16, BODY.size, BODY.leading, INK, { text: marker, x: MARGIN_X + 3 })
        layout.y -= 2
      })
    } else {
      layoutTable(layout, block.rows)
    }
  })
  return layout.pages
}

/** Adds the running header and the "Page n of N" footer once the page count is known. */
function decorate(pages: string[][], spec: PdfSpec): string[] {
  return pages.map((ops, i) => {
    const chrome: string[] = []
    const top = PAGE_H - 40
    if (spec.header) chrome.push(`BT ${MUTED} rg /F1 8 Tf ${MARGIN_X} ${top} Td ${pdfString(spec.header)} Tj ET`)
    chrome.push(`${ACCENT} RG 1 w ${MARGIN_X} ${top - 6} m ${PAGE_W - MARGIN_X} ${top - 6} l S`)
    chrome.push(`${RULE} RG 0.5 w ${MARGIN_X} 44 m ${PAGE_W - MARGIN_X} 44 l S`)
    if (spec.footer) chrome.push(`BT ${MUTED} rg /F1 8 Tf ${MARGIN_X} 32 Td ${pdfString(spec.footer)} Tj ET`)
    const pageLabel = `Page ${i + 1} of ${pages.length}`
    const x = PAGE_W - MARGIN_X - textWidth(pageLabel, 'regular', 8)
    chrome.push(`BT ${MUTED} rg /F1 8 Tf ${fmt(x)} 32 Td ${pdfString(pageLabel)} Tj ET`)
    return [...chrome, ...ops].join('\n') + '\n'
  })
}

// ---- File structure ---------------------------------------------------------------------------

/** A PDF text string for the Info dictionary: UTF-16BE with a byte-order mark, in hex. */
function infoString(text: string): string {
  const units = [0xfeff, ...Array.from(text, (c) => c.charCodeAt(0))]
  return `<${units.map((u) => u.toString(16).toUpperCase().padStart(4, '0')).join('')}>`
}

/**
 * Writes the document as PDF 1.4 bytes.
 * @example createPdf({ title: 'Data sheet', blocks: markdownToBlocks('## Ratings\n\n- 10 A') })
 */
export function createPdf(spec: PdfSpec): Buffer {
  const contents = decorate(layoutDocument(spec), spec)
  const objects: string[] = []
  const add = (body: string) => objects.push(body) // object number = index + 1
  const pageCount = contents.length
  const firstPage = 7
  const kids = Array.from({ length: pageCount }, (_, i) => `${firstPage + 2 * i} 0 R`).join(' ')

  add('<< /Type /Catalog /Pages 2 0 R >>')
  add(`<< /Type /Pages /Kids [${kids}] /Count ${pageCount} /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] >>`)
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>')
  add('<< /Font << /F1 3 0 R /F2 4 0 R >> /ProcSet [/PDF /Text] >>')
  const info = [`/Title ${infoString(spec.title)}`, `/Producer ${infoString('Switchyard demo PDF writer')}`]
  if (spec.author) info.push(`/Author ${infoString(spec.author)}`)
  if (spec.subject) info.push(`/Subject ${infoString(spec.subject)}`)
  if (spec.date) info.push(`/CreationDate (D:${spec.date.replace(/-/g, '')}000000Z)`)
  add(`<< ${info.join(' ')} >>`)
  contents.forEach((stream, i) => {
    add(`<< /Type /Page /Parent 2 0 R /Resources 5 0 R /Contents ${firstPage + 2 * i + 1} 0 R >>`)
    add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}endstream`)
  })

  // Everything above is ASCII (text bytes are octal-escaped), so latin1 lengths are byte offsets.
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%', 'latin1'), Buffer.from([0xe2, 0xe3, 0xcf, 0xd3, 0x0a])]
  let offset = chunks.reduce((n, c) => n + c.length, 0)
  const offsets: number[] = []
  objects.forEach((body, i) => {
    const chunk = Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1')
    offsets.push(offset)
    chunks.push(chunk)
    offset += chunk.length
  })
  const id = createHash('md5').update(Buffer.concat(chunks)).digest('hex').toUpperCase()
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R /ID [<${id}> <${id}>] >>\nstartxref\n${offset}\n%%EOF\n`
  chunks.push(Buffer.from(xref, 'latin1'))
  return Buffer.concat(chunks)
}

/** The Markdown shortcut: createPdf with the body read by markdownToBlocks. */
export function pdfFromMarkdown(spec: Omit<PdfSpec, 'blocks'> & { markdown: string }): Buffer {
  const { markdown, ...rest } = spec
  return createPdf({ ...rest, blocks: markdownToBlocks(markdown) })
}
