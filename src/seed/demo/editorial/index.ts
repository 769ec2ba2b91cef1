import { pdfFromMarkdown } from '../pdf'
import { FAMILIES } from '../products/families'
import { ARTICLES } from './articles'
import { MAKER, PDF_FOOTER, PDF_HEADER } from './company'
import { INDUSTRIES } from './industries'
import { buildMedia } from './media'
import { PAGES } from './pages'
import { RESOURCES } from './resources'
import { MENUS, SETTINGS, SOCIAL, TSTRINGS } from './site'
import { TESTIMONIALS } from './testimonials'
import type { EditorialData, EditorialFile, FileRecord, PdfSource } from './types'
import { WHITE_PAPERS } from './whitePapers'

export type { EditorialData, EditorialFile } from './types'

/**
 * The series a family document is linked to: the first public series of each family named
 * (of every family without a parent for 'all'; accessories families show their parent's).
 */
function familySeries(families: readonly string[] | 'all'): string[] {
  return FAMILIES.filter((f) => (families === 'all' ? !f.parent : families.includes(f.slug))).flatMap((f) => {
    const series = f.series.find((s) => s.isPublic !== false)
    return series ? [series.code] : []
  })
}

/** The date written into the resource PDFs (white papers use their publication date). */
const RESOURCE_DATE = '2026-01-12'

async function renderPdf(source: PdfSource, date: string, author?: string): Promise<EditorialFile> {
  return {
    path: `files/${source.fileName}`,
    contents: await pdfFromMarkdown({
      title: source.title.en,
      subtitle: source.subtitle,
      header: PDF_HEADER,
      footer: PDF_FOOTER,
      author: author ?? MAKER,
      subject: source.title.en,
      date,
      markdown: source.markdown,
    }),
  }
}

/**
 * The demo shop's editorial content, in the content sections of the import format
 * (docs/import-format-content.md), and the files those sections name: SVG illustrations
 * under media/ and PDFs under files/, paths relative to the import file. Deterministic:
 * two calls give identical data and identical bytes.
 */
export async function buildDemoEditorial(): Promise<{ data: EditorialData; files: EditorialFile[] }> {
  const media = buildMedia()
  const pdfs = [
    ...RESOURCES.map((r) => ({ source: r.pdf, date: RESOURCE_DATE, author: undefined as string | undefined })),
    ...WHITE_PAPERS.map((w) => ({ source: w.pdf, date: w.record.publishedAt ?? RESOURCE_DATE, author: w.record.author ?? undefined })),
  ]
  const files: EditorialFile[] = []
  for (const p of pdfs) files.push(await renderPdf(p.source, p.date, p.author))
  const fileRecords: FileRecord[] = pdfs.map((p, i) => ({ file: files[i].path, title: p.source.title }))

  const data: EditorialData = {
    media: media.records,
    files: fileRecords,
    pages: PAGES,
    articles: ARTICLES,
    industries: INDUSTRIES,
    resources: RESOURCES.map((r) => ({ ...r.record, ...(r.families ? { products: familySeries(r.families) } : {}) })),
    whitePapers: WHITE_PAPERS.map((w) => w.record),
    testimonials: TESTIMONIALS,
    tstrings: TSTRINGS,
    menus: MENUS,
    social: SOCIAL,
    settings: SETTINGS,
  }
  // A fresh copy each call, so a caller that edits the data cannot change the next build.
  return { data: structuredClone(data), files: [...media.files, ...files] }
}
