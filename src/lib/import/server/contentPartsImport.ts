import type { ContentRefs } from './contentRefs'
import type { Doc } from './contentSpecs'
import { relationId } from './contentValues'
import type { ContentWriter } from './contentWrite'
import type { ImportData } from '../format'
import type { Id } from './sync'

/**
 * The content fields of parts (series page, attributes, lead-time note in both languages),
 * which the commerce importer (importCommerce.ts) compares and writes with the rest of a
 * part: the stored ones, the file's (what a record leaves out stays as stored), and the
 * write of a part in English then Spanish.
 */

/** A part's content fields as compared and written. */
export type PartContent = {
  product: Id | null
  attributes: Record<string, unknown> | null
  leadTimeNote: { en: string | null; es: string | null } | null
}

/** A stored part's content fields (read with locale 'all'). */
export function storedPart(doc: { product?: unknown; attributes?: unknown; leadTimeNote?: unknown }): PartContent {
  const note = (doc.leadTimeNote && typeof doc.leadTimeNote === 'object' ? doc.leadTimeNote : { en: doc.leadTimeNote }) as {
    en?: unknown
    es?: unknown
  }
  const en = typeof note.en === 'string' && note.en !== '' ? note.en : null
  const es = typeof note.es === 'string' && note.es !== '' ? note.es : null
  const attributes =
    doc.attributes && typeof doc.attributes === 'object' && !Array.isArray(doc.attributes) && Object.keys(doc.attributes).length > 0
      ? (doc.attributes as Record<string, unknown>)
      : null
  return { product: relationId(doc.product) ?? null, attributes, leadTimeNote: en === null && es === null ? null : { en, es } }
}

/** A part's content fields from the file: what the record leaves out stays as stored. */
export function partContent(
  refs: ContentRefs,
  part: NonNullable<ImportData['products']>[number],
  stored: PartContent | undefined,
): PartContent {
  const attributes =
    part.attributes === undefined
      ? (stored?.attributes ?? null)
      : part.attributes && Object.keys(part.attributes).length > 0
        ? part.attributes
        : null
  return {
    product: part.series === undefined ? (stored?.product ?? null) : refs.idOf('series', part.series),
    attributes,
    leadTimeNote: part.leadTimeNote === undefined ? (stored?.leadTimeNote ?? null) : part.leadTimeNote,
  }
}

/** Creates or updates a part: its lead-time note in English with the rest, then in Spanish. */
export async function writePart(
  w: ContentWriter,
  id: Id | undefined,
  row: Doc & { leadTimeNote: PartContent['leadTimeNote'] },
  stored?: { leadTimeNote: PartContent['leadTimeNote'] },
) {
  const collection = 'parts'
  const { leadTimeNote, ...rest } = row
  const data = { ...rest, leadTimeNote: leadTimeNote?.en ?? null }
  if (id === undefined) id = (await w.payload.create({ collection, data: data as never, ...w.write, locale: 'en' })).id
  else await w.payload.update({ collection, id, data: data as never, ...w.write, locale: 'en' })
  if ((leadTimeNote?.es ?? null) !== (stored?.leadTimeNote?.es ?? null)) {
    await w.payload.update({ collection, id, data: { leadTimeNote: leadTimeNote?.es ?? null }, ...w.write, locale: 'es' })
  }
}
