import type { Payload } from 'payload'

import { parseImportFile } from '@/lib/import/format'
import { importData } from '@/lib/import/importData'
import { demoCommerce } from '@/seed/demo/commerce'

/**
 * Loads the demo shop's pricing, shipping, tax, rep, country and customer data into an
 * empty database, through the same importer the staff use. Does nothing once the shop
 * has price lists of its own.
 */
export async function seedDemoCommerce(payload: Payload): Promise<'seeded' | 'kept'> {
  // overrideAccess: a start-up count, before any request; there is no user to check.
  const { totalDocs } = await payload.count({ collection: 'price-lists', overrideAccess: true })
  if (totalDocs > 0) return 'kept'
  const parsed = parseImportFile(demoCommerce)
  if (!parsed.ok) {
    throw new Error(`The demo data does not fit the import format: ${parsed.problems.map((p) => `${p.path}: ${p.reason}`).join('; ')}`)
  }
  await importData(payload, parsed.data)
  return 'seeded'
}
