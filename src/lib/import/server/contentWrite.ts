import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import { fileNameOf } from '../contentFormat'
import type { ContentRefs } from './contentRefs'
import { fieldOf, isLocalized, type Doc, type DocSpec, type FieldSpec } from './contentSpecs'
import type { Bi } from './contentValues'
import type { MarkdownConverter } from './markdown'
import { context, removeIds, same, type Id } from './sync'

/**
 * How the content import writes and deletes: a document created or updated in English with
 * the shared fields, then in Spanish for its localized ones, each only where it differs; and
 * a delete that first empties the references pointing at what goes. The sections' own
 * writers (contentImport.ts, contentSiteImport.ts, contentPartsImport.ts) go through it.
 */

export class ContentWriter {
  /** Set by the check (contentCheck.ts runs first), before anything is written. */
  md!: MarkdownConverter
  readonly read: { req: PayloadRequest; overrideAccess: true; depth: 0; pagination: false; limit: 0 } // the staff's importer reads as the system
  readonly write: { req: PayloadRequest; overrideAccess: true; depth: 0; context: typeof context } // the staff's import and export run as the system

  constructor(
    readonly payload: Payload,
    req: PayloadRequest,
    readonly refs: ContentRefs,
  ) {
    this.read = { req, overrideAccess: true, depth: 0, pagination: false, limit: 0 } // the staff's import and export run as the system
    this.write = { req, overrideAccess: true, depth: 0, context } // the staff's import and export run as the system
  }

  /** Creates (no id) or updates a document: English and the shared fields, then the Spanish of the localized ones. */
  async writeDoc(spec: DocSpec, id: Id | undefined, file: Doc, was: Doc | undefined, fields: FieldSpec[], filePath?: string): Promise<Id> {
    const collection = spec.collection
    const localized = fields.filter(isLocalized)
    const status: Doc = spec.drafts ? { _status: file.status ?? 'published' } : {}
    const upload = filePath ? { filePath, overwriteExistingFiles: true } : {}
    if (id === undefined) {
      const made = await this.payload.create({ collection, data: this.dataFor(file, fields, 'en'), ...upload, ...this.write, locale: 'en' })
      id = made.id as Id
    } else if (filePath || !was || !same(view(file, fields, 'en'), view(was, fields, 'en'))) {
      await this.payload.update({ collection, id, data: this.dataFor(file, fields, 'en'), ...upload, ...this.write, locale: 'en' })
    }
    if (localized.length > 0 && (!was || !same(view(file, fields, 'es'), view(was, fields, 'es')))) {
      await this.payload.update({
        collection,
        id,
        data: { ...this.dataFor(file, localized, 'es'), ...status },
        ...this.write,
        locale: 'es',
      })
    }
    return id
  }

  /** The data of a canonical record to write in one locale (defaults where the record leaves a field out). */
  dataFor(record: Doc, fields: FieldSpec[], locale: 'en' | 'es'): Doc {
    const data: Doc = {}
    for (const f of fields) {
      const value = record[f.name]
      const name = fieldOf(f)
      switch (f.kind) {
        case 'value':
          data[name] = value ?? f.default ?? null
          break
        case 'list':
          data[name] = value ?? []
          break
        case 'localized':
          data[name] = (value as Bi | undefined)?.[locale] ?? null
          break
        case 'markdown':
          data[name] = value ? this.md.toLexical((value as Bi)[locale]) : null
          break
        case 'date':
          data[name] = typeof value === 'string' ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value).toISOString() : null
          break
        case 'status':
          data[name] = value ?? 'published'
          break
        case 'ref':
          data[name] = this.refs.idOf(f.to, value as string | undefined)
          break
        case 'refs':
          data[name] = ((value as string[] | undefined) ?? []).map((key) => this.refs.idOf(f.to, key))
          break
        case 'mediaPath':
          data[name] = typeof value === 'string' ? this.refs.idOf('media', fileNameOf(value)) : null
          break
        case 'upload':
          break
      }
    }
    return data
  }

  async remove(collection: CollectionSlug, ids: Id[]) {
    await this.clearReferences(collection, ids)
    await removeIds(this.payload, this.write.req, collection, ids)
  }

  /**
   * Empties the single-record references (image, file, parent, category, industry…) to
   * records about to be deleted. The SQLite migrations made several of these columns plain
   * REFERENCES, with no ON DELETE SET NULL, so the delete would fail while one points at them.
   */
  private async clearReferences(target: CollectionSlug, ids: Id[]) {
    for (const { config } of Object.values(this.payload.collections)) {
      for (const field of config.fields) {
        if ((field.type !== 'upload' && field.type !== 'relationship') || field.hasMany || field.relationTo !== target) continue
        for (let i = 0; i < ids.length; i += 500) {
          const { errors } = await this.payload.update({
            collection: config.slug as CollectionSlug,
            where: { [field.name]: { in: ids.slice(i, i + 500) } },
            data: { [field.name]: null },
            ...this.write,
            locale: 'en',
          })
          if (errors.length > 0)
            throw new Error(`Could not clear ${config.slug}.${field.name}: ${errors.map((e) => `${e.id}: ${e.message}`).join('; ')}`)
        }
      }
    }
  }
}

/** The fields of a record that a list of field specs covers. */
export const pick = (record: Doc, fields: FieldSpec[]) => Object.fromEntries(fields.map((f) => [f.name, record[f.name]]))

/** What one locale's write covers: the shared fields and English, or the Spanish of the localized ones. */
function view(record: Doc, fields: FieldSpec[], locale: 'en' | 'es'): Doc {
  return Object.fromEntries(
    fields
      .filter((f) => locale === 'en' || isLocalized(f))
      .map((f) => [f.name, isLocalized(f) ? (record[f.name] as Bi | undefined)?.[locale] : record[f.name]]),
  )
}
