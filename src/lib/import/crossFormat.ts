import { z } from 'zod'

import { MATCH_LEVELS, crossKey } from '@/domain'

import { seriesCode } from './contentFormat'
import { partNumber, text } from './formatFields'
import { calendarDay } from './stockFormat'

/**
 * The cross-reference sections of the data-import file (docs/import-format-crosses.md): other
 * makers' part numbers with ours (`crossReferences`) and our own old numbers with what replaced
 * them (`supersessions`). Whether a part, a series or a chain's end exists is checked at import
 * time (src/lib/import/server/crossSection.ts), when the database is at hand.
 */

/** A text per language, either or both (a note, a reason). */
const perLanguage = () =>
  z.strictObject(
    { en: text().optional(), es: text().optional() },
    { error: (issue) => (issue.input === undefined ? 'is required' : 'expects { "en": "…", "es": "…" }') },
  )

const attributeValue = z.union([text(), z.strictObject({ en: text(), es: text() })], {
  error: (issue) => (issue.input === undefined ? 'is required' : 'expects text, or { "en": "…", "es": "…" }'),
})

const MATCH_MESSAGE = `must be one of ${MATCH_LEVELS.map((m) => `"${m}"`).join(', ')}`

/**
 * `crossReferences` [brand + competitor number + our part or series]: another maker's part and
 * ours (`pn`), or our series (`series`, its code) when the match is a family: one of the two.
 */
export const crossReferenceSchema = z
  .strictObject({
    brand: text(),
    competitorPn: text(),
    pn: partNumber().optional(),
    series: seriesCode().optional(),
    match: z.enum(MATCH_LEVELS, { error: (issue) => (issue.input === undefined ? 'is required' : MATCH_MESSAGE) }),
    attributes: z.record(z.string().trim().min(1, 'an attribute key must not be empty'), attributeValue).optional(),
    note: perLanguage().optional(),
  })
  .superRefine((record, ctx) => {
    if ((record.pn === undefined) === (record.series === undefined))
      ctx.addIssue({ code: 'custom', path: ['pn'], message: 'names our part (pn) or our series (series): one of them' })
  })

/** `supersessions` [old number]: one of our old part numbers and the number that replaced it. */
export const supersessionSchema = z.strictObject({
  oldPn: text(),
  replacementPn: text(),
  since: calendarDay().optional(),
  reason: perLanguage().optional(),
})

export type CrossReferenceRecord = z.output<typeof crossReferenceSchema>
export type SupersessionRecord = z.output<typeof supersessionSchema>

const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : undefined)

/** A cross's natural key: the brand (any case), the competitor's number (normal form) and our part or series. */
export function crossRecordKey(r: Record<string, unknown>): string | undefined {
  const brand = upper(r.brand)
  const number = typeof r.competitorPn === 'string' ? crossKey(r.competitorPn) : ''
  const target = upper(r.pn) ? `part ${upper(r.pn)}` : upper(r.series) ? `series ${upper(r.series)}` : undefined
  return brand && number && target ? `${brand} ${number} → ${target}` : undefined
}

/** A supersession's natural key: its old number's normal form. */
export const supersessionRecordKey = (r: Record<string, unknown>) => (typeof r.oldPn === 'string' && crossKey(r.oldPn)) || undefined
