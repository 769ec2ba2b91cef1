import type { CompareRow, CrossedFrom, Replaces } from './crossIndex'
import type { DocLocaleRecord, DocRecord } from './documentIndex'

/* What the search answers: a part, a document, the groups of one query (./searchIndex.ts). */

export type PartHit = {
  pn: string
  href: string
  series: { id: string; title: string; href: string }
  /** The list price (the same for everyone; a signed-in buyer's own is asked for by the page), or null. */
  listPrice: number | null
  /** The part's first attribute values in the locale ("Green", "1 NO", "Momentary"). */
  values: string[]
  /** Found through another maker's number: its brand, number and match level, and the side-by-side table of its key attributes. */
  crossedFrom?: CrossedFrom
  compare?: CompareRow[]
  /** Found through an old number of ours that this part replaces (since a date, or null). */
  replaces?: Replaces
}
/** A series page, category or content; a series found through another maker's number says which (a family cross). */
export type DocHit = {
  id: string
  collection: string
  title: string
  summary: string | null
  href: string
  crossedFrom?: CrossedFrom
  compare?: CompareRow[]
}
export type SearchResults = {
  parts: PartHit[]
  products: DocHit[]
  content: DocHit[]
  /** Matches per group before the limit. */
  totals: { parts: number; products: number; content: number }
  /** The part number the query was probably meant to be, when the parts found are near misses of it; else null. */
  didYouMean: string | null
}

const SUMMARY_LENGTH = 160

const shorten = (text: string | null | undefined) => {
  const t = (text ?? '').replace(/\s+/g, ' ').trim()
  if (!t) return null
  return t.length > SUMMARY_LENGTH ? `${t.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…` : t
}

export const docHit = (doc: DocRecord, here: DocLocaleRecord): DocHit => ({
  id: doc.id,
  collection: doc.collection,
  title: here.title,
  summary: shorten(here.summary ?? here.text),
  href: here.href,
})
