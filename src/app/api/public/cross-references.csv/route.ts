import { crossCsvRoute } from '@/lib/crossref/server/crossCsvExport'
import { publicCrossTable } from '@/lib/crossref/server/crossTable'

export const dynamic = 'force-dynamic'

/**
 * GET /api/public/cross-references.csv[?locale=es]: the public cross table for distributors
 * (docs/api.md, docs/cross-references.md), never a restricted part; built from the cached
 * public table, which expires when crosses, supersessions, parts, prefixes or series change.
 */
export const GET = crossCsvRoute(publicCrossTable)
