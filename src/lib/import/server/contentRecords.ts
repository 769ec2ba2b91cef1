import { fileNameOf } from '../contentFormat'
import { fieldOf, type Doc, type DocSpec, type FieldSpec, type RefKind } from './contentSpecs'
import { dateOut, nonEmptyString, pair, relationId, type Bi } from './contentValues'
import type { MarkdownConverter } from './markdown'
import type { Id } from './sync'

/**
 * A document of a content section in canonical form (contentSpecs.ts says what that is),
 * from either side: a stored document as the exporter writes it (recordOfDoc), and a parsed
 * record of the file as the importer compares it (canonicalRecord). Equal forms mean the
 * importer has nothing to write.
 */

/** Ids to keys, for the records a document points to. */
export type KeyOfId = (kind: RefKind, id: Id) => string | undefined

/** A stored document (read with locale 'all', depth 0) as a record of the file, in canonical form. */
export function recordOfDoc(spec: DocSpec, doc: Doc, keyOfId: KeyOfId, md: MarkdownConverter): Doc {
  const out: Doc = {}
  for (const f of spec.fields) {
    const value = doc[fieldOf(f)]
    if (f.kind === 'date' || f.kind === 'status') {
      setDateOrStatus(out, f, value)
      continue
    }
    switch (f.kind) {
      case 'value': {
        const v = value ?? f.default
        if (v !== undefined && v !== null && v !== '' && v !== f.default) out[f.name] = v
        break
      }
      case 'list':
        out[f.name] = Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []
        break
      case 'localized': {
        const v = (value && typeof value === 'object' ? value : {}) as { en?: unknown; es?: unknown }
        const p = pair(nonEmptyString(v.en), nonEmptyString(v.es))
        if (p) out[f.name] = p
        break
      }
      case 'markdown': {
        const v = (value && typeof value === 'object' && !('root' in value) ? value : { en: value }) as { en?: unknown; es?: unknown }
        const p = pair(nonEmptyString(md.toMarkdown(v.en)), nonEmptyString(md.toMarkdown(v.es)))
        if (p) out[f.name] = p
        break
      }
      case 'ref': {
        const id = relationId(value)
        const key = id === undefined ? undefined : keyOfId(f.to, id)
        if (key !== undefined) out[f.name] = key
        break
      }
      case 'refs': {
        const keys = (Array.isArray(value) ? value : [])
          .map(relationId)
          .map((id) => (id === undefined ? undefined : keyOfId(f.to, id)))
          .filter((k): k is string => k !== undefined)
        if (keys.length > 0) out[f.name] = keys
        break
      }
      case 'upload':
        out[f.name] = `${f.dir}/${doc.filename}`
        break
      case 'mediaPath': {
        const id = relationId(value)
        const key = id === undefined ? undefined : keyOfId('media', id)
        if (key !== undefined) out[f.name] = `media/${key}`
        break
      }
    }
  }
  return out
}

/** A parsed record of the file in canonical form (the form recordOfDoc gives). */
export function canonicalRecord(spec: DocSpec, record: Doc, md: MarkdownConverter): Doc {
  const out: Doc = {}
  for (const f of spec.fields) {
    const value = record[f.name]
    if (f.kind === 'date' || f.kind === 'status') {
      setDateOrStatus(out, f, value)
      continue
    }
    switch (f.kind) {
      case 'value':
        if (value !== undefined && value !== null && value !== '' && value !== f.default) out[f.name] = value
        break
      case 'list':
        out[f.name] = Array.isArray(value) ? value : []
        break
      case 'localized':
        if (value) out[f.name] = value
        break
      case 'markdown': {
        const v = value as Bi | undefined
        const p = v && pair(md.normalize(v.en), md.normalize(v.es))
        if (p) out[f.name] = p
        break
      }
      case 'ref':
        if (value !== undefined && value !== null) out[f.name] = value
        break
      case 'refs':
        if (Array.isArray(value) && value.length > 0) out[f.name] = value
        break
      case 'upload':
        out[f.name] = `${f.dir}/${fileNameOf(value as string)}`
        break
      case 'mediaPath':
        if (typeof value === 'string') out[f.name] = `media/${fileNameOf(value)}`
        break
    }
  }
  return out
}

/** A date (2026-03-14) or a draft status: read the same from the database and from the file. */
function setDateOrStatus(out: Doc, f: FieldSpec, value: unknown) {
  if (f.kind === 'date') {
    const d = dateOut(value)
    if (d) out[f.name] = d
  } else if (f.kind === 'status' && value === 'draft') out[f.name] = 'draft'
}
