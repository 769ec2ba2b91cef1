/*
 * The cart's answer types, shared by its server loaders (partDetails.ts, resolve.ts), the
 * public API's schemas and the browser's cart components. Types only: nothing here runs.
 */

/** What a cart line shows beside its prices: the part's series page in the buyer's language, its step and lead-time note. */
export type PartDetail = {
  pn: string
  /** The series code (e.g. SY22-PL), or null. */
  series: string | null
  /** The series page's title and localized slug (`parent`), or null when it is not published. */
  title: string | null
  parent: string | null
  href: string | null
  pkgqty: number
  family: string | null
  tariff: boolean
  leadTimeNote: string | null
}

export type SeriesLink = { id: string; title: string; slug: string | null; series: string | null; href: string | null }

/** How one typed part number resolved: exactly, after normalizing, or not (with suggestions). */
export type Resolution = { input: string; pn: string | null; match: 'exact' | 'normalized' | null; suggestions: string[] }
