import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import type { ImportData, ImportFile } from '@/lib/import/format'

/**
 * What a commerce spec is (the shape every file of this folder fills in), and the small
 * helpers the specs share: sort orders, relation ids, localized fields read with locale 'all'.
 */

export type Id = number
export type Data = Required<ImportData>
export type File = Required<ImportFile>
/** A `[key, value]` entry of a keyed section (customers, zones). */
export type Entry<T> = T extends Record<string, infer V> ? [string, V] : never

/** How the importer and the exporter read a collection: as the system, every record, no depth. */
export type ReadOptions = { req?: PayloadRequest; overrideAccess: true; depth: 0; pagination: false; limit: 0 } // the importer/exporter (staff CLI), never a buyer's request

/** What a file's record may need to become a row: another collection's ids, and the stored row of its key. */
export type FromFileLinks<Row> = {
  /** A customer's id by name (web users name their customers). */
  customerId: (name: string) => Id
  /** The series page a part prefix names (absent: as stored). */
  prefixProduct: (series: string | null | undefined, stored: Id | null | undefined) => Id | null
  /** The stored row with this key, if any. */
  stored: (key: string) => Row | undefined
}

/** What a stored record may need to become a record of the file. */
export type ToFileLinks = {
  customerName: (id: Id) => string | undefined
  seriesOf: (id: Id) => string | undefined
}

export type CommerceSpec<Doc extends { id: Id }, Row, Rec, Out> = {
  section: keyof Data
  collection: CollectionSlug
  /** The stored records, with the fields this spec maps (locale 'all' where one is localized). */
  read: (payload: Payload, options: ReadOptions) => Promise<Doc[]>
  /** A row's natural key. */
  keyOf: (row: Row) => string
  /** A stored record's key, where it is not keyOf(stored(doc)). */
  storedKey?: (doc: Doc) => string
  /** A stored record as the row the importer compares with the file's. */
  stored: (doc: Doc) => Row
  /** A record of the parsed file (a `[key, value]` entry for keyed sections) as that row. */
  fromFile: (record: Rec, index: number, links: FromFileLinks<Row>) => Row
  /** A stored record as the exporter writes it. */
  toFile: (doc: Doc, links: ToFileLinks) => Out
  /** The exported file's order. */
  exportOrder: (a: Doc, b: Doc) => number
  /** The importer sorts the file's rows first (the order records are created in). */
  importOrder?: (a: Row, b: Row) => number
  /** A field kept in both languages: written in English with the rest, then in Spanish. */
  localized?: 'title' | 'name'
}

export const spec = <Doc extends { id: Id }, Row, Rec, Out>(s: CommerceSpec<Doc, Row, Rec, Out>) => s

const compare = (x: string | number, y: string | number) => (x < y ? -1 : x > y ? 1 : 0)
export const by =
  <T>(key: (row: T) => string | number) =>
  (a: T, b: T) =>
    compare(key(a), key(b))

export const relationId = (v: number | { id: number } | null | undefined): Id | null =>
  v == null ? null : typeof v === 'object' ? v.id : v

/** A localized field read with `locale: 'all'` (Payload types it as its plain value): { en, es }, '' where empty. */
export function localized(value: unknown): { en: string; es: string } {
  const v = (value && typeof value === 'object' ? value : { en: value }) as { en?: unknown; es?: unknown }
  return { en: typeof v.en === 'string' ? v.en : '', es: typeof v.es === 'string' ? v.es : '' }
}
