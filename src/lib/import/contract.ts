import type { ImportSection } from './format'
import type { SectionCounts } from './server/sync'

/** What an import run takes and answers; the importers of each part (content, commerce) read these, importData.ts runs them. */

/** The file's sections, plus the categories made for new families and the price lists' entries. */
export type SummarySection = ImportSection | 'categories' | 'priceListEntries'
export type ImportSummary = Partial<Record<SummarySection, SectionCounts>>
export type ImportOptions = {
  /** Make every collection the file carries hold exactly the file's records (a full ERP snapshot). */
  replace?: boolean
  onProgress?: (section: SummarySection, done: number, total: number) => void
  /** The folder of the import file: the media and files sections' paths are relative to it (default: the working folder). */
  baseDir?: string
}
