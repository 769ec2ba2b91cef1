import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'

import { crossKey, followSupersessions, supersessionMap, type Supersession } from '@/domain'
import { answerCrossRequests } from '@/lib/crossref/server/requests'
import { wakeDeliveriesSoon } from '@/lib/platform/deliveries/server/runner'
import type { CrossReference } from '@/payload-types'

/** A cross names our part or our series, one of them (the field's check, shown at the part field). */
export const checkCrossTarget = (value: unknown, { siblingData }: { siblingData?: { series?: unknown } }): true | string => {
  const hasPart = value != null && value !== ''
  const hasSeries = siblingData?.series != null && siblingData.series !== ''
  if (hasPart === hasSeries) return 'Choose our part, or our series when the match is a family: one of them.'
  return true
}

const refuse = (path: string, message: string): never => {
  throw new ValidationError({ collection: 'supersessions', errors: [{ path, message }] })
}

/**
 * Before a supersession is written: its chain, with every other supersession, must end at one
 * of our parts and never come back on itself (docs/cross-references.md). Reads the other
 * supersessions and the part in the save's own transaction.
 */
export const checkSupersession: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const row: Supersession = {
    oldPn: String(data.oldPn ?? originalDoc?.oldPn ?? '').trim(),
    replacementPn: String(data.replacementPn ?? originalDoc?.replacementPn ?? '').trim(),
  }
  if (crossKey(row.oldPn) === crossKey(row.replacementPn)) refuse('replacementPn', 'A part number cannot replace itself.')
  const others = await req.payload.find({
    collection: 'supersessions',
    pagination: false,
    depth: 0,
    select: { oldPn: true, replacementPn: true },
    ...(originalDoc?.id ? { where: { id: { not_equals: originalDoc.id } } } : {}),
    overrideAccess: true, // reason: a check across every supersession, run for a staff save
    req,
  })
  const all = [...others.docs.map((d) => ({ oldPn: d.oldPn, replacementPn: d.replacementPn })), row]
  const path = followSupersessions(supersessionMap(all), row.oldPn)
  if ('cycle' in path) return refuse('replacementPn', `This would make a cycle: ${path.cycle.join(' → ')}.`)
  const part = await req.payload.find({
    collection: 'parts',
    where: { pn: { equals: path.pn.toUpperCase() } },
    limit: 1,
    depth: 0,
    select: { pn: true },
    overrideAccess: true, // reason: whether the part exists, restricted or not, for a staff save
    req,
  })
  if (part.docs.length === 0) refuse('replacementPn', `${path.pn} is not one of our part numbers.`)
  return data
}

/**
 * Before a cross is written: the part or series it names exists (a save naming an id that is
 * gone, or an API call with a wrong one, answers which field is wrong rather than the
 * database's foreign-key error). Reads in the save's own transaction.
 */
export const checkCrossTargetExists: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const idOf = (v: unknown) => (v && typeof v === 'object' ? (v as { id?: unknown }).id : v)
  for (const [field, collection, what] of [
    ['part', 'parts', 'part'],
    ['series', 'products', 'series'],
  ] as const) {
    const id = idOf(field in data ? data[field] : originalDoc?.[field])
    if (id == null || id === '') continue
    const found = await req.payload.count({
      collection,
      where: { id: { equals: id } },
      overrideAccess: true, // reason: whether the part or series exists, restricted or not, for a staff save
      req,
    })
    if (found.totalDocs === 0)
      throw new ValidationError({
        collection: 'cross-references',
        errors: [{ path: field, message: `There is no ${what} with id ${String(id)}: choose one of ours.` }],
      })
  }
  return data
}

/**
 * After a cross-reference is saved: the buyers' open requests for its number are answered by
 * mail, each once (src/lib/crossref/server/requests.ts), in the save's transaction; the outbox
 * is woken once it has committed.
 */
export const answerRequests: CollectionAfterChangeHook<CrossReference> = async ({ doc, req }) => {
  if (await answerCrossRequests(req.payload, doc, req)) wakeDeliveriesSoon(req.payload)
  return doc
}
