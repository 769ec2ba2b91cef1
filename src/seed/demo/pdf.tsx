import { Document, Font, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer'

// Words are never broken with a hyphen (part numbers, titles and prices stay whole and searchable).
Font.registerHyphenationCallback((word) => [word])

/**
 * The demo documents (data sheets, catalogues, white papers) as PDFs, drawn with
 * @react-pdf/renderer like the order PDF: a title block, headings, paragraphs with **bold**
 * runs, bullet and numbered lists and simple tables, on US Letter pages in Helvetica, with a
 * running header and "Page n of N". Given a `date`, the output is deterministic: the same
 * input gives the same bytes (the date is the creation date the file and its ID derive from).
 */

export type PdfBlock =
  | { type: 'heading'; text: string; level: 1 | 2 | 3 }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[]; ordered?: boolean }
  /** The first row is the header row. */
  | { type: 'table'; rows: string[][] }
  /** Lines in a fixed-width font, as written (a long listing: one text, laid out far faster than a table of cells). */
  | { type: 'pre'; lines: string[] }

export type PdfSpec = {
  title: string
  subtitle?: string
  /** Small text over every page, e.g. the maker and the document number. */
  header?: string
  /** Small text under every page, left of "Page n of N". */
  footer?: string
  author?: string
  subject?: string
  /** YYYY-MM-DD, written as the creation date. */
  date?: string
  blocks: PdfBlock[]
}

type Run = { text: string; bold: boolean }

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
    runs.push({ text: bold ? part.slice(2, -2) : part, bold })
  })
  return runs
}

/** The Markdown the demo's documents are written in: #-headings, paragraphs, - and 1. lists, | tables |, ``` fixed-width listings ```. */
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
  let pre: string[] | null = null
  for (const raw of markdown.split('\n')) {
    if (raw.trim().startsWith('```')) {
      flush()
      if (pre) blocks.push({ type: 'pre', lines: pre })
      pre = pre ? null : []
      continue
    }
    if (pre) {
      pre.push(raw)
      continue
    }
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
      const cells = line
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((c) => c.trim())
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

const NAVY = '#16325a'
const ACCENT = '#ec7a0c'
const INK = '#26262b'
const MUTED = '#6b7078'
const RULE = '#c7ccd4'
const SHADE = '#eceff3'

const s = StyleSheet.create({
  // No lineHeight on the page: react-pdf then drops the absolutely placed, fixed header and footer.
  page: { paddingTop: 72, paddingBottom: 64, paddingHorizontal: 56, fontFamily: 'Helvetica', fontSize: 10, color: INK },
  header: {
    position: 'absolute',
    top: 32,
    left: 56,
    right: 56,
    fontSize: 8,
    color: MUTED,
    borderBottomWidth: 1,
    borderBottomColor: ACCENT,
    paddingBottom: 4,
  },
  footer: {
    position: 'absolute',
    bottom: 28,
    left: 56,
    right: 56,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 8,
    color: MUTED,
    borderTopWidth: 0.5,
    borderTopColor: RULE,
    paddingTop: 4,
  },
  bar: { width: 64, height: 5, backgroundColor: ACCENT, marginBottom: 10 },
  title: { fontFamily: 'Helvetica-Bold', fontSize: 22, color: NAVY, lineHeight: '26pt' },
  subtitle: { fontSize: 12, color: MUTED, marginTop: 4, lineHeight: '16pt' },
  titleRule: { borderBottomWidth: 0.75, borderBottomColor: RULE, marginTop: 10, marginBottom: 4 },
  h1: { fontFamily: 'Helvetica-Bold', fontSize: 15, color: NAVY, marginTop: 16, marginBottom: 2 },
  h2: { fontFamily: 'Helvetica-Bold', fontSize: 12.5, color: NAVY, marginTop: 12, marginBottom: 2 },
  h3: { fontFamily: 'Helvetica-Bold', fontSize: 11, color: INK, marginTop: 8, marginBottom: 2 },
  paragraph: { marginTop: 5, lineHeight: '14.2pt' },
  item: { flexDirection: 'row', marginTop: 3 },
  marker: { width: 16, paddingLeft: 3 },
  itemText: { flex: 1, lineHeight: '14.2pt' },
  bold: { fontFamily: 'Helvetica-Bold' },
  table: { marginTop: 8, marginBottom: 4, fontSize: 9 },
  headRow: {
    flexDirection: 'row',
    backgroundColor: SHADE,
    borderTopWidth: 1,
    borderTopColor: NAVY,
    borderBottomWidth: 0.5,
    borderBottomColor: RULE,
  },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: RULE },
  cell: { flex: 1, padding: 4, lineHeight: '11.7pt' },
  pre: { marginTop: 6, fontFamily: 'Courier', fontSize: 7.5, lineHeight: '10pt' },
})

function Inline({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((r, i) =>
        r.bold ? (
          <Text key={i} style={s.bold}>
            {r.text}
          </Text>
        ) : (
          r.text
        ),
      )}
    </>
  )
}

function Block({ block }: { block: PdfBlock }) {
  switch (block.type) {
    case 'heading':
      // Kept with the first lines of what follows (minPresenceAhead).
      return (
        <Text style={s[`h${block.level}`]} minPresenceAhead={40}>
          {block.text}
        </Text>
      )
    case 'paragraph':
      return (
        <Text style={s.paragraph}>
          <Inline text={block.text} />
        </Text>
      )
    case 'list':
      return (
        <View style={{ marginTop: 4 }}>
          {block.items.map((item, i) => (
            <View key={i} style={s.item} wrap={false}>
              <Text style={s.marker}>{block.ordered ? `${i + 1}.` : '•'}</Text>
              <Text style={s.itemText}>
                <Inline text={item} />
              </Text>
            </View>
          ))}
        </View>
      )
    case 'pre':
      return <Text style={s.pre}>{block.lines.join('\n')}</Text>
    case 'table': {
      const [head, ...rows] = block.rows
      const cols = Math.max(...block.rows.map((r) => r.length))
      const cells = (row: string[]) => Array.from({ length: cols }, (_, c) => row[c] ?? '')
      return (
        <View style={s.table}>
          <View style={s.headRow} fixed={false} wrap={false}>
            {cells(head).map((c, i) => (
              <Text key={i} style={[s.cell, s.bold]}>
                {c}
              </Text>
            ))}
          </View>
          {rows.map((row, r) => (
            <View key={r} style={s.row} wrap={false}>
              {cells(row).map((c, i) => (
                <Text key={i} style={s.cell}>
                  <Inline text={c} />
                </Text>
              ))}
            </View>
          ))}
        </View>
      )
    }
  }
}

function DemoDocument({ spec }: { spec: PdfSpec }) {
  const date = spec.date ? new Date(`${spec.date}T00:00:00Z`) : undefined
  return (
    <Document
      title={spec.title}
      author={spec.author}
      subject={spec.subject}
      creator="Switchyard demo documents"
      producer="Switchyard demo documents"
      creationDate={date}
      modificationDate={date}
    >
      <Page size="LETTER" style={s.page}>
        {spec.header ? (
          <Text style={s.header} fixed>
            {spec.header}
          </Text>
        ) : null}
        <View style={s.footer} fixed>
          <Text>{spec.footer ?? ''}</Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
        <View style={s.bar} />
        <Text style={s.title}>{spec.title}</Text>
        {spec.subtitle ? <Text style={s.subtitle}>{spec.subtitle}</Text> : null}
        <View style={s.titleRule} />
        {spec.blocks.map((block, i) => (
          <Block key={i} block={block} />
        ))}
      </Page>
    </Document>
  )
}

/** Renders the document as PDF bytes. */
export function createPdf(spec: PdfSpec): Promise<Buffer> {
  return renderToBuffer(<DemoDocument spec={spec} />)
}

/** The Markdown shortcut: createPdf with the body read by markdownToBlocks. */
export function pdfFromMarkdown(spec: Omit<PdfSpec, 'blocks'> & { markdown: string }): Promise<Buffer> {
  const { markdown, ...rest } = spec
  return createPdf({ ...rest, blocks: markdownToBlocks(markdown) })
}
