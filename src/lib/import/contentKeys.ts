import { isRecord } from '@/lib/platform/isRecord'

import { CONTENT_SECTIONS, fileNameOf, type ContentSection } from './contentFormat'
import { formatPath, type ImportProblem } from './problems'

/**
 * The natural keys of the content sections (docs/import-format-content.md): a file that names
 * one record twice is refused before anything is written (format.ts reads it with the schema
 * of ./contentFormat.ts).
 */

// ---- Natural keys -----------------------------------------------------------------------------

const trimmed = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined)
const at = (record: Record<string, unknown>, field: string[]): unknown =>
  field.reduce<unknown>((v, f) => (isRecord(v) ? v[f] : undefined), record)

type KeySpec = { field: string[]; label: string; key: (v: unknown) => string | undefined }
const bySlug: KeySpec[] = [
  { field: ['slug', 'en'], label: 'English slug', key: trimmed },
  { field: ['slug', 'es'], label: 'Spanish slug', key: trimmed },
]
const byFile: KeySpec[] = [{ field: ['file'], label: 'file name', key: (v) => (trimmed(v) ? fileNameOf(trimmed(v)!) : undefined) }]

/** What two records of a section must not share. */
const CONTENT_KEYS: Record<ContentSection, KeySpec[]> = {
  media: byFile,
  files: byFile,
  icons: [{ field: ['snake'], label: 'snake name', key: trimmed }],
  categories: bySlug,
  attributeTitles: [{ field: ['key'], label: 'key', key: trimmed }],
  series: [{ field: ['series'], label: 'series code', key: (v) => trimmed(v)?.toUpperCase() }, ...bySlug],
  resources: bySlug,
  industries: bySlug,
  articles: bySlug,
  whitePapers: bySlug,
  testimonials: bySlug,
  pages: bySlug,
  tstrings: [{ field: ['slug'], label: 'slug', key: trimmed }],
  menus: [{ field: ['slug'], label: 'slug', key: trimmed }],
  social: [],
}

/** Two records of a content section with the same key: the second is refused, naming the first. */
export function contentDuplicateProblems(file: Record<string, unknown>): ImportProblem[] {
  const problems: ImportProblem[] = []
  for (const section of CONTENT_SECTIONS) {
    const records = file[section]
    if (!Array.isArray(records)) continue
    for (const spec of CONTENT_KEYS[section]) {
      const seen = new Map<string, number>()
      records.forEach((record, index) => {
        if (!isRecord(record)) return
        const key = spec.key(at(record, spec.field))
        if (key === undefined) return
        const first = seen.get(key)
        if (first === undefined) seen.set(key, index)
        else
          problems.push({
            path: formatPath([section, index, ...spec.field]),
            reason: `repeats the ${spec.label} "${key}" of ${formatPath([section, first])}`,
          })
      })
    }
  }
  return problems
}
