/** The languages a resource's file may be in (the `resources` collection's `language`). */
export const RESOURCE_LANGUAGES = ['en', 'es', 'en-es'] as const
export type ResourceLanguage = (typeof RESOURCE_LANGUAGES)[number]

export const RESOURCE_KIND_ORDER = ['datasheet', 'drawing', 'manual', 'certificate', 'guide', 'catalogue'] as const

/** A document a series page may list, as its loader reads it. */
export type FamilyDocument = { id: string; title: string; kind: string | null }

/**
 * A series page's documents: its own, in the order the staff gave, then those of the rest
 * of its family (linked from another series of its category, or to one), by kind (data
 * sheets, then drawings, manuals, certificates, guides, catalogues) and title; each once.
 */
export function orderSeriesDocuments<T extends FamilyDocument>(own: readonly T[], family: readonly T[], locale: string): T[] {
  const seen = new Set(own.map((d) => d.id))
  const rank = (kind: string | null) => {
    const i = (RESOURCE_KIND_ORDER as readonly string[]).indexOf(kind ?? '')
    return i < 0 ? RESOURCE_KIND_ORDER.length : i
  }
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true })
  const rest = family
    .filter((d) => !seen.has(d.id) && (seen.add(d.id), true))
    .sort((a, b) => rank(a.kind) - rank(b.kind) || collator.compare(a.title, b.title))
  return [...own, ...rest]
}
