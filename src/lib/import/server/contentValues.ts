import type { Id } from './sync'

/**
 * How a stored value reads as the file writes it: non-empty text, a localized pair with one
 * language standing in for a missing other, a date as 2026-03-14, a relation as its id.
 */

/** A localized pair as the file carries it: English and Spanish. */
export type Bi = { en: string; es: string }

export const nonEmptyString = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined)

/** A localized pair as the file carries it: both languages, one standing in for a missing other; undefined when both are empty. */
export function pair(en: string | undefined, es: string | undefined): Bi | undefined {
  if (!en && !es) return undefined
  return { en: (en || es)!, es: (es || en)! }
}

/** 2026-03-14T00:00:00.000Z -> 2026-03-14 (other times stay ISO). */
export function dateOut(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value) return undefined
  const time = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value)
  if (Number.isNaN(time)) return undefined
  const iso = new Date(time).toISOString()
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso
}

export const relationId = (v: unknown): Id | undefined =>
  typeof v === 'number'
    ? v
    : v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'number'
      ? (v as { id: number }).id
      : undefined

/** A localized field read with locale 'all' (a plain value stands for English) as a pair; undefined when both are empty. */
export function pairOf(value: unknown): Bi | undefined {
  const v = (value && typeof value === 'object' ? value : { en: value }) as { en?: unknown; es?: unknown }
  return pair(nonEmptyString(v.en), nonEmptyString(v.es))
}
