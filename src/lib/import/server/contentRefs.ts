import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import { allLocaleDocs } from '@/lib/platform/allLocales'

import type { ContentSection } from '../contentFormat'
import { DOC_SPECS, REF_COLLECTION, type DocSpec, type RefKind } from './contentSpecs'
import { relationId } from './contentValues'
import type { Id } from './sync'

/**
 * The content import's references: for each kind of record that others point at (media,
 * files, icons, categories, series, resources, industries), natural key <-> id as stored and
 * as the import goes; each series page's category; and the message for a key that names
 * nothing.
 */

/** Which section holds the records of each kind of reference. */
export const SECTION_OF: Record<RefKind, ContentSection> = {
  media: 'media',
  files: 'files',
  icons: 'icons',
  categories: 'categories',
  series: 'series',
  resources: 'resources',
  industries: 'industries',
}

/** `no category with slug "wire-dct"` and the like. */
export const MISSING: Record<RefKind, (key: string) => string> = {
  media: (k) => `no media "${k}" in the media section or the database`,
  files: (k) => `no file "${k}" in the files section or the database`,
  icons: (k) => `no icon "${k}"`,
  categories: (k) => `no category with slug "${k}"`,
  series: (k) => `no series "${k}"`,
  resources: (k) => `no resource with slug "${k}"`,
  industries: (k) => `no industry with slug "${k}"`,
}

const REF_KIND_OF_COLLECTION = new Map(
  (Object.entries(REF_COLLECTION) as [RefKind, CollectionSlug][]).map(([kind, collection]) => [collection, kind]),
)
/** The kind of reference naming a section's records, if other records refer to them. */
export const refKindOf = (spec: DocSpec): RefKind | undefined => REF_KIND_OF_COLLECTION.get(spec.collection)

/** The importer's own read options. */
type ImporterRead = { req: PayloadRequest; overrideAccess: true; depth: 0; pagination: false; limit: 0 } // the import is a staff shell command: no user to check

/** Natural key <-> id of one kind of record, as stored and as the import goes. */
class RefMap {
  readonly byKey = new Map<string, Id>()
  readonly byId = new Map<Id, string>()
  set(key: string, id: Id) {
    if (!this.byKey.has(key)) this.byKey.set(key, id)
    this.byId.set(id, key)
  }
  drop(id: Id) {
    const key = this.byId.get(id)
    this.byId.delete(id)
    if (key !== undefined && this.byKey.get(key) === id) this.byKey.delete(key)
  }
}

export class ContentRefs {
  private readonly maps = Object.fromEntries((Object.keys(REF_COLLECTION) as RefKind[]).map((k) => [k, new RefMap()])) as Record<
    RefKind,
    RefMap
  >
  /** Each series page's category (for parts without a family of their own). */
  readonly seriesCategories = new Map<Id, Id | null>()

  /** Reads the stored keys of every kind. */
  async load(payload: Payload, read: ImporterRead) {
    for (const kind of Object.keys(REF_COLLECTION) as RefKind[]) {
      const spec = DOC_SPECS[SECTION_OF[kind] as keyof typeof DOC_SPECS]
      const field = kind === 'media' || kind === 'files' ? 'filename' : kind === 'icons' ? 'snake' : kind === 'series' ? 'series' : 'slug'
      const { docs } = await payload.find({
        collection: REF_COLLECTION[kind],
        ...read,
        locale: 'all',
        sort: 'id',
        select: (kind === 'series' ? { series: true, category: true } : { [field]: true }) as never,
      })
      for (const doc of allLocaleDocs(docs)) {
        const key = spec.keyOfDoc(doc)
        if (key !== undefined) this.maps[kind].set(key, doc.id as Id)
        if (kind === 'series') this.seriesCategories.set(doc.id as Id, relationId(doc.category) ?? null)
      }
    }
  }

  set(kind: RefKind, key: string, id: Id) {
    this.maps[kind].set(key, id)
  }

  drop(kind: RefKind, id: Id) {
    this.maps[kind].drop(id)
  }

  /** The keys known so far of one kind. */
  keys(kind: RefKind): Iterable<string> {
    return this.maps[kind].byKey.keys()
  }

  /** The id of a key the check found (null for no key). */
  idOf(kind: RefKind, key: string | undefined | null): Id | null {
    if (key === undefined || key === null) return null
    const id = this.maps[kind].byKey.get(key)
    if (id === undefined) throw new Error(`${MISSING[kind](key)} (should have been found by the check)`)
    return id
  }

  keyOfId = (kind: RefKind, id: Id) => this.maps[kind].byId.get(id)
}
