import { getLocalizedPaths, type FlattenedField, type Payload, type SanitizedCollectionConfig } from 'payload'
import { validOperatorSet } from 'payload/shared'

/**
 * Which operators and values each kind of field takes in a `where` clause. Payload checks
 * that a path exists and may be read, not that its operator or value suits the column:
 * `createdAt equals notadate`, `filename near 1,2` or `imageEs equals abc` reach the
 * database and fail there (a 500). These rules say what a column can be compared with;
 * anything else is the caller's mistake (400).
 */

export type WhereProblem = { path: string; operator: string; reason: Reason }
export type Reason = 'operator' | 'value' | 'shape' | 'list' | 'path'

type Kind = 'text' | 'select' | 'number' | 'date' | 'id' | 'checkbox' | 'json' | 'jsonPath' | 'point' | 'poly' | 'other'
type Scalar = string | number | boolean | null

const ORDER = ['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal']
const BASE = ['equals', 'not_equals', 'in', 'not_in', 'exists']
const OPERATORS: Record<Kind, ReadonlySet<string>> = {
  text: new Set([...BASE, ...ORDER, 'like', 'not_like', 'contains']),
  select: new Set(BASE),
  number: new Set([...BASE, ...ORDER]),
  date: new Set([...BASE, ...ORDER]),
  id: new Set([...BASE, ...ORDER]),
  checkbox: new Set(BASE),
  // A JSON document as a whole compares as one value (PostgreSQL has no ILIKE on jsonb); a
  // path inside it (`attributes.color`) also matches text, but no list or `contains`.
  json: new Set(['equals', 'not_equals', 'exists']),
  jsonPath: new Set(['equals', 'not_equals', 'exists', 'like', 'not_like']),
  // Geometry operators need a point column (PostgreSQL only; no collection has one today).
  point: new Set(['equals', 'not_equals', 'exists', 'near', 'within', 'intersects']),
  // A relationship to several collections: Payload's SQL adapters answer 500 on any value compared with it (its
  // columns are one per collection); whether it is set is the one question they answer.
  poly: new Set(['exists']),
  // A group, array, tab or block as a whole is no column.
  other: new Set(['exists']),
}
/**
 * `contains` matches one of a has-many field's values. `all` is refused on every field:
 * Payload's SQL adapters have no `all` operator (drizzle's operatorMap leaves it out), so it fails in the query builder.
 */
const HAS_MANY = ['contains']
const LISTS = new Set(['in', 'not_in'])
/** More values than this in one list is no filter a page makes (and SQLite takes at most 32,766 parameters). */
export const MAX_LIST = 1000

// ISO 8601 as the admin and API clients send it: a date, optionally a time and a zone.
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/
const MAX_TIME = 8.64e15

const isScalar = (v: unknown): v is Scalar => v === null || ['string', 'number', 'boolean'].includes(typeof v)
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date)
const isNullish = (v: unknown) => v === null || v === 'null'
const isFiniteNumber = (v: unknown) =>
  typeof v === 'number' ? Number.isFinite(v) : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))
const isWholeId = (v: unknown) =>
  typeof v === 'number' ? Number.isSafeInteger(v) && v >= 0 : typeof v === 'string' && /^\d{1,15}$/.test(v)
const isDate = (v: unknown) =>
  v instanceof Date
    ? !Number.isNaN(v.getTime())
    : typeof v === 'number'
      ? Math.abs(v) <= MAX_TIME
      : typeof v === 'string' && ISO_DATE.test(v) && !Number.isNaN(Date.parse(v))

type Resolved = { kind: Kind; field: FlattenedField; hasMany: boolean; numericIds: boolean; related?: string }

function kindOf(field: FlattenedField, payload: Payload): Resolved {
  const hasMany = 'hasMany' in field && field.hasMany === true
  const base = { field, hasMany, numericIds: false }
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
      return { ...base, kind: 'text' }
    case 'select':
    case 'radio':
      return { ...base, kind: 'select' }
    case 'number':
      // The id Payload makes up for a path `id` (serial keys here) is a number field named id.
      return field.name === 'id' ? { ...base, kind: 'id', numericIds: true } : { ...base, kind: 'number' }
    case 'date':
      return { ...base, kind: 'date' }
    case 'checkbox':
      return { ...base, kind: 'checkbox' }
    case 'json':
    case 'richText':
      return { ...base, kind: 'json' }
    case 'point':
      return { ...base, kind: 'point' }
    case 'relationship':
    case 'upload': {
      if (typeof field.relationTo !== 'string') return { ...base, kind: 'poly' }
      const related = (payload.collections as Record<string, (typeof payload.collections)[keyof typeof payload.collections] | undefined>)[
        field.relationTo
      ]
      const idType = related?.customIDType ?? payload.db.defaultIDType
      return { ...base, kind: 'id', numericIds: idType === 'number', related: field.relationTo }
    }
    default:
      return { ...base, kind: 'other' }
  }
}

/** Whether one value may stand for this field (a list's element, or the value of a comparison). */
function valueFits(r: Resolved, v: unknown): boolean {
  if (!isScalar(v) && !(v instanceof Date)) return false
  switch (r.kind) {
    case 'text':
    case 'json':
    case 'jsonPath':
    case 'poly':
      return v !== null
    case 'select': {
      const options = 'options' in r.field ? r.field.options.map((o) => (typeof o === 'string' ? o : o.value)) : []
      return options.includes(String(v))
    }
    case 'number':
      return isFiniteNumber(v)
    case 'date':
      return isDate(v)
    case 'id':
      return r.numericIds ? isWholeId(v) : typeof v === 'string' || typeof v === 'number'
    case 'checkbox':
      return v === true || v === false || v === 'true' || v === 'false'
    default:
      return false
  }
}

/** The values of `in`, `not_in` and `all`: a comma-separated string, a number or an array of scalars. */
function listOf(v: unknown): unknown[] | null {
  if (typeof v === 'string') return v.split(',')
  if (typeof v === 'number') return [v]
  return Array.isArray(v) ? v : null
}

const nearFits = (v: unknown) => {
  const parts = typeof v === 'string' ? v.split(',') : Array.isArray(v) ? v : null
  return parts !== null && parts.length >= 2 && parts.length <= 4 && parts.every(isFiniteNumber)
}
const geometryFits = (v: unknown) => isPlainObject(v) && typeof v.type === 'string' && Array.isArray(v.coordinates)

export type WhereContext = { payload: Payload; fields: FlattenedField[]; collectionSlug?: string; locale?: string }

/** The first operator or value of `where` that its field cannot take, or null. Paths Payload does not know are left to Payload. */
export function whereProblem(where: unknown, ctx: WhereContext): WhereProblem | null {
  if (!isPlainObject(where)) return null
  for (const [key, constraint] of Object.entries(where)) {
    if (['and', 'or'].includes(key.toLowerCase())) {
      if (!Array.isArray(constraint)) continue
      for (const item of constraint) {
        const problem = whereProblem(item, ctx)
        if (problem) return problem
      }
      continue
    }
    if (!isPlainObject(constraint)) continue
    for (const [operator, value] of Object.entries(constraint)) {
      const problem = conditionProblem(key, operator, value, ctx)
      if (problem) return problem
    }
  }
  return null
}

function resolve(path: string, ctx: WhereContext): Resolved | 'unsupported' | null {
  const incomingPath = path === '_id' ? 'id' : path.replace(/__/g, '.')
  try {
    const paths = getLocalizedPaths({
      collectionSlug: ctx.collectionSlug,
      fields: ctx.fields,
      incomingPath,
      locale: ctx.locale,
      overrideAccess: true, // only names the field a path reaches (no document is read); Payload then checks the user's field access on the query itself
      payload: ctx.payload,
    })
    const last = paths.at(-1)
    if (!last || last.invalid || !last.field) return null
    const resolved = kindOf(last.field, ctx.payload)
    // A path that goes on inside a JSON field names a value in the document.
    return resolved.kind === 'json' && !incomingPath.endsWith(last.field.name) ? { ...resolved, kind: 'jsonPath' } : resolved
  } catch {
    // Payload throws (a 500) on paths it cannot follow, such as through a polymorphic join.
    return 'unsupported'
  }
}

function conditionProblem(path: string, operator: string, value: unknown, ctx: WhereContext): WhereProblem | null {
  const resolved = resolve(path, ctx)
  if (resolved === 'unsupported') return { path, operator, reason: 'path' }
  // An unknown path or operator: Payload answers 400 itself, naming it.
  if (resolved === null || !validOperatorSet.has(operator as never)) return null
  const allowed = OPERATORS[resolved.kind].has(operator) || (resolved.hasMany && HAS_MANY.includes(operator) && resolved.kind !== 'other')
  if (!allowed) return { path, operator, reason: 'operator' }
  const problem = (reason: Reason): WhereProblem => ({ path, operator, reason })

  if (operator === 'near') return nearFits(value) ? null : problem('value')
  if (operator === 'within' || operator === 'intersects') return geometryFits(value) ? null : problem('value')
  if (operator === 'exists') {
    if (!isScalar(value)) return problem('shape')
    return resolved.kind === 'poly' && !['true', 'false', true, false].includes(value as never) ? problem('value') : null
  }
  // A has-many relationship's `contains` may hold a query on the related collection.
  if (operator === 'contains' && resolved.related && resolved.hasMany && isPlainObject(value)) {
    const related = (ctx.payload.collections as Record<string, { config: SanitizedCollectionConfig } | undefined>)[resolved.related]?.config
    return related ? whereProblem(value, { ...ctx, collectionSlug: related.slug, fields: related.flattenedFields }) : problem('path')
  }
  if (LISTS.has(operator)) {
    const list = listOf(value)
    if (list === null) return problem('shape')
    if (list.length > MAX_LIST) return problem('list')
    return list.every((v) => valueFits(resolved, v)) ? null : problem('value')
  }
  if (!isScalar(value) && !(value instanceof Date)) return problem('shape')
  // `equals null` asks for documents without a value; Payload turns it into IS NULL.
  if ((operator === 'equals' || operator === 'not_equals') && isNullish(value) && !['select', 'checkbox'].includes(resolved.kind))
    return null
  return valueFits(resolved, value) ? null : problem('value')
}
