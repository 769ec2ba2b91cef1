import { createLocalReq, type Payload } from 'payload'

import * as specs from '@/lib/commerce/server/specs'

import { ContentImporter } from './contentImport'
import type { ImportOptions, ImportSummary, SummarySection } from '../contract'
import type { ImportData, ImportProblem } from '../format'
import { crossProblems, importCrossReferences, importSupersessions } from './crossSection'
import { CommerceImporter } from './importCommerce'
import { context } from './sync'
import { beginTransaction } from './transaction'

export type { ImportOptions, ImportSummary, SummarySection } from '../contract'

/**
 * The file refers to records that exist neither in it nor in the database (found before
 * anything is written; the transaction is rolled back). The message lists `path: reason`.
 */
export class ImportProblemsError extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super(`The file refers to records that do not exist:\n${problems.map((p) => `  ${p.path}: ${p.reason}`).join('\n')}`)
    this.name = 'ImportProblemsError'
  }
}

/**
 * Imports a parsed file (see format.ts) in one transaction: an error anywhere changes
 * nothing. Records are upserted by their natural key; with `replace`, records of the
 * file's sections that the file does not hold are deleted. Unchanged records are not
 * written, so a second import of the same file reports no change.
 */
export async function importData(payload: Payload, data: ImportData, options: ImportOptions = {}): Promise<ImportSummary> {
  const req = await createLocalReq({ context }, payload)
  const transactionID = await beginTransaction(payload)
  req.transactionID = transactionID
  const summary: ImportSummary = {}
  const counts = (section: SummarySection) => (summary[section] ??= { created: 0, updated: 0, deleted: 0 })
  // The content and catalogue sections (contentImport.ts), and the commerce ones (importCommerce.ts).
  const content = new ContentImporter(payload, req, options, counts)
  const commerce = new CommerceImporter(payload, req, options, counts, content)
  try {
    await run(data, content, commerce)
    await payload.db.commitTransaction(transactionID)
    content.keepUploads()
    return summary
  } catch (error) {
    // Payload's operations already roll back on their own errors; this covers ours.
    await payload.db.rollbackTransaction(transactionID)
    // The upload folders are not in the transaction: the files the import wrote go back.
    content.undoUploads()
    throw error
  }
}

/** The sections in the order their references need: what is pointed at is written first. */
async function run(data: ImportData, content: ContentImporter, commerce: CommerceImporter): Promise<void> {
  const contentProblems = await content.check(data)
  if (contentProblems.length > 0) throw new ImportProblemsError(contentProblems)
  if (data.webUsers) {
    const problems = await commerce.webUserReferenceProblems(data, data.webUsers)
    if (problems.length > 0) throw new ImportProblemsError(problems)
  }
  const stockProblems = await commerce.stockReferenceProblems(data)
  if (stockProblems.length > 0) throw new ImportProblemsError(stockProblems)
  const crossReferenceProblems = await crossProblems(commerce, data)
  if (crossReferenceProblems.length > 0) throw new ImportProblemsError(crossReferenceProblems)
  if (data.settings) await commerce.settings(data.settings)
  // Media, files, icons, categories (and the parts' families), attribute titles, series pages: what parts and prefixes link to.
  await content.catalogue(data, () =>
    commerce.categoryIds([...new Set((data.products ?? []).map((p) => p.family).filter((f): f is string => Boolean(f)))].sort()),
  )
  if (data.partPrefixes) await commerce.section(specs.partPrefixes, data.partPrefixes)
  if (data.products) await commerce.products(data.products)
  // Warehouses, and the stock of parts in them (after the parts).
  if (data.warehouses) await commerce.section(specs.warehouses, data.warehouses)
  if (data.stock) await commerce.stock(data.stock)
  // Other makers' numbers and our old ones, after the parts and series pages (crossSection.ts).
  if (data.crossReferences) await importCrossReferences(commerce, data.crossReferences)
  if (data.supersessions) await importSupersessions(commerce, data.supersessions)
  // Resources, the series' links, industries, articles, white papers, testimonials, pages, tstrings, menus, social.
  await content.documents(data)
  if (data.priceLists) await commerce.priceLists(data.priceLists)
  if (data.customers) await commerce.section(specs.customers, Object.entries(data.customers))
  if (data.webUsers) await commerce.webUsers(data.webUsers)
  if (data.rateTable) await commerce.rateTable(data.rateTable)
  if (data.zones) await commerce.section(specs.zones, Object.entries(data.zones))
  if (data.boxRules) await commerce.section(specs.boxRules, data.boxRules)
  if (data.cartItemRules) await commerce.section(specs.cartItemRules, data.cartItemRules)
  if (data.taxRules) await commerce.section(specs.taxRules, data.taxRules)
  if (data.reps) await commerce.section(specs.reps, data.reps)
  if (data.carriers) await commerce.section(specs.carriers, data.carriers)
  if (data.countries) await commerce.section(specs.countries, data.countries)
}
