import type { Payload } from 'payload'

import { crossKey, followSupersessions, supersessionMap, type Supersession } from '@/domain'

import { crossRecordKey, type CrossReferenceRecord, type SupersessionRecord } from '../crossFormat'
import { formatPath, type ImportData, type ImportProblem } from '../format'
import type { CommerceImporter } from './importCommerce'
import { sync, type Id } from './sync'

/*
 * The `crossReferences` and `supersessions` sections (docs/import-format-crosses.md): checked
 * before anything is written (a cross to a part or series that does not exist, a supersession
 * chain that comes back on itself or does not end at one of our parts), then written through
 * Payload, after the parts and series. Supersessions are written from the end of each chain
 * back, so the collection's own check (src/hooks/crossReferenceChecks.ts) passes at each save.
 */

type Text = { en: string; es: string }
type CrossRow = {
  brand: string
  competitorPn: string
  part: Id | null
  series: Id | null
  match: string
  attributes: Record<string, unknown> | null
  note: Text
}
type SupersessionRow = { oldPn: string; replacementPn: string; since: string | null; reason: Text }

/** A localized field read with locale 'all': { en, es }, '' where empty. */
export function bothLanguages(value: unknown): Text {
  const v = (value && typeof value === 'object' ? value : {}) as { en?: unknown; es?: unknown }
  return { en: typeof v.en === 'string' ? v.en : '', es: typeof v.es === 'string' ? v.es : '' }
}

/** Part numbers and series codes by id and back, as stored. */
export async function catalogueKeys(payload: Payload, req?: CommerceImporter['read']['req']) {
  const read = { overrideAccess: true, depth: 0, pagination: false, limit: 0, req } as const // the staff's import and export run as the system
  const [parts, series] = await Promise.all([
    payload.find({ collection: 'parts', ...read, select: { pn: true } }),
    payload.find({ collection: 'products', ...read, locale: 'en', select: { series: true } }),
  ])
  const seriesDocs = series.docs.filter((d): d is typeof d & { series: string } => typeof d.series === 'string' && d.series.trim() !== '')
  return {
    partId: new Map(parts.docs.map((d) => [d.pn, d.id])),
    pnOf: new Map(parts.docs.map((d) => [d.id, d.pn])),
    seriesId: new Map(seriesDocs.map((d) => [d.series.trim().toUpperCase(), d.id])),
    codeOf: new Map(seriesDocs.map((d) => [d.id, d.series.trim().toUpperCase()])),
  }
}

const supersessionOf = (r: { oldPn: string; replacementPn: string }): Supersession => ({ oldPn: r.oldPn, replacementPn: r.replacementPn })

/**
 * Before anything is written: each cross names a part or series of the file or the database
 * (kept by the import), and each supersession, with those stored and kept, leads to one of our
 * parts without coming back on itself. Every problem names its record.
 */
export async function crossProblems(importer: CommerceImporter, data: ImportData): Promise<ImportProblem[]> {
  if (!data.crossReferences && !data.supersessions) return []
  const { replace } = importer
  const stored = await catalogueKeys(importer.payload, importer.read.req)
  const parts = new Set(data.products?.map((p) => p.pn))
  const series = new Set(data.series?.map((s) => s.series))
  if (!(replace && data.products)) for (const pn of stored.partId.keys()) parts.add(pn)
  if (!(replace && data.series)) for (const code of stored.seriesId.keys()) series.add(code)
  const problems: ImportProblem[] = []
  data.crossReferences?.forEach((cross, index) => {
    if (cross.pn !== undefined && !parts.has(cross.pn))
      problems.push({
        path: formatPath(['crossReferences', index, 'pn']),
        reason: `names no part of the file or the database: "${cross.pn}"`,
      })
    if (cross.series !== undefined && !series.has(cross.series))
      problems.push({
        path: formatPath(['crossReferences', index, 'series']),
        reason: `names no series of the file or the database: "${cross.series}"`,
      })
  })
  if (data.supersessions) problems.push(...(await supersessionProblems(importer, data.supersessions, parts)))
  return problems
}

async function supersessionProblems(importer: CommerceImporter, rows: readonly SupersessionRecord[], parts: ReadonlySet<string>) {
  const fileKeys = new Set(rows.map((r) => crossKey(r.oldPn)))
  const kept = importer.replace ? [] : (await readSupersessions(importer)).filter((d) => !fileKeys.has(crossKey(d.oldPn)))
  const byOld = supersessionMap([...kept, ...rows].map(supersessionOf))
  const problems: ImportProblem[] = []
  const cycles = new Set<string>()
  rows.forEach((row, index) => {
    const path = formatPath(['supersessions', index, 'replacementPn'])
    if (crossKey(row.oldPn) === crossKey(row.replacementPn)) {
      problems.push({ path, reason: `"${row.oldPn}" cannot replace itself` })
      return
    }
    const chain = followSupersessions(byOld, row.oldPn)
    if ('cycle' in chain) {
      // Named once, at the first of its records in the file.
      const id = [...new Set(chain.cycle.map(crossKey))].sort().join(' ')
      if (chain.cycle.some((pn) => crossKey(pn) === crossKey(row.oldPn)) && !cycles.has(id)) {
        cycles.add(id)
        problems.push({ path, reason: `makes a cycle of replacements: ${chain.cycle.join(' → ')}` })
      }
      return
    }
    if (!parts.has(chain.pn.trim().toUpperCase())) {
      const through = chain.steps.length > 1 ? ` (${[row.oldPn, ...chain.steps.map((s) => s.replacementPn)].join(' → ')})` : ''
      problems.push({ path, reason: `leads to "${chain.pn}", which is no part of the file or the database${through}` })
    }
  })
  return problems
}

async function readSupersessions(importer: Pick<CommerceImporter, 'payload' | 'read'>) {
  const { docs } = await importer.payload.find({
    collection: 'supersessions',
    ...importer.read,
    locale: 'all',
    select: { oldPn: true, replacementPn: true, since: true, reason: true },
  })
  return docs
}

const noteOf = (t: { en?: string; es?: string } | undefined): Text => ({ en: t?.en ?? '', es: t?.es ?? '' })

/** Writes a row's localized text: English with the rest, then Spanish (the shared request would keep the last locale). */
async function writeLocalized(
  importer: CommerceImporter,
  collection: 'cross-references' | 'supersessions',
  field: 'note' | 'reason',
  id: Id | undefined,
  row: Record<string, unknown>,
  text: Text,
  was?: Text,
) {
  const data = { ...row, [field]: text.en || null }
  const made = id
    ? await importer.payload.update({ collection, id, data: data as never, ...importer.write, locale: 'en' })
    : await importer.payload.create({ collection, data: data as never, ...importer.write, locale: 'en' })
  if (text.es !== (was?.es ?? ''))
    await importer.payload.update({ collection, id: made.id, data: { [field]: text.es || null } as never, ...importer.write, locale: 'es' })
}

/** Upserts the crosses by natural key; with `replace`, deletes the stored ones the file lacks. */
export async function importCrossReferences(importer: CommerceImporter, records: readonly CrossReferenceRecord[]): Promise<void> {
  const keys = await catalogueKeys(importer.payload, importer.read.req)
  const { docs } = await importer.payload.find({
    collection: 'cross-references',
    ...importer.read,
    locale: 'all',
    select: { brand: true, competitorPn: true, part: true, series: true, match: true, attributes: true, note: true },
  })
  const keyOfRow = (r: CrossRow) =>
    crossRecordKey({
      brand: r.brand,
      competitorPn: r.competitorPn,
      pn: r.part && keys.pnOf.get(r.part),
      series: r.series && keys.codeOf.get(r.series),
    }) ?? ''
  const id = (v: unknown) => (v == null ? null : typeof v === 'object' ? (v as { id: Id }).id : (v as Id))
  const existing = docs.map((d) => {
    const row: CrossRow = {
      brand: d.brand,
      competitorPn: d.competitorPn,
      part: id(d.part),
      series: id(d.series),
      match: d.match,
      attributes: (d.attributes as Record<string, unknown> | null) ?? null,
      note: bothLanguages(d.note),
    }
    return { id: d.id, key: keyOfRow(row), row }
  })
  const rows = records.map((r): CrossRow => ({
    brand: r.brand,
    competitorPn: r.competitorPn,
    // Checked up front (crossProblems): every part and series named exists by now.
    part: r.pn === undefined ? null : keys.partId.get(r.pn)!,
    series: r.series === undefined ? null : keys.seriesId.get(r.series)!,
    match: r.match,
    attributes: r.attributes && Object.keys(r.attributes).length > 0 ? r.attributes : null,
    note: noteOf(r.note),
  }))
  await sync({
    rows,
    keyOf: keyOfRow,
    existing,
    counts: importer.counts('crossReferences'),
    deleteAbsent: importer.replace,
    onProgress: importer.progress('crossReferences'),
    create: ({ note, ...row }) => writeLocalized(importer, 'cross-references', 'note', undefined, row, note),
    update: (docId, { note, ...row }, was) => writeLocalized(importer, 'cross-references', 'note', docId, row, note, was.note),
    remove: (ids) => importer.remove('cross-references', ids),
  })
}

/** Upserts the supersessions by old number, each chain from its end back; with `replace`, deletes the stored ones the file lacks. */
export async function importSupersessions(importer: CommerceImporter, records: readonly SupersessionRecord[]): Promise<void> {
  const existing = (await readSupersessions(importer)).map((d) => ({
    id: d.id,
    key: crossKey(d.oldPn),
    row: { oldPn: d.oldPn, replacementPn: d.replacementPn, since: d.since ? d.since.slice(0, 10) : null, reason: bothLanguages(d.reason) },
  }))
  const byOld = supersessionMap(records.map(supersessionOf))
  // Checked up front (crossProblems): every chain ends; fewer steps to its end come first.
  const steps = (r: SupersessionRecord) => {
    const chain = followSupersessions(byOld, r.oldPn)
    return 'steps' in chain ? chain.steps.length : 0
  }
  const rows = [...records]
    .map((r) => ({ r, n: steps(r) }))
    .sort((a, b) => a.n - b.n)
    .map(({ r }): SupersessionRow => ({ oldPn: r.oldPn, replacementPn: r.replacementPn, since: r.since ?? null, reason: noteOf(r.reason) }))
  const stored = (row: Omit<SupersessionRow, 'reason'>) => ({ ...row, since: row.since ? `${row.since}T12:00:00.000Z` : null })
  await sync({
    rows,
    keyOf: (r) => crossKey(r.oldPn),
    existing,
    counts: importer.counts('supersessions'),
    deleteAbsent: importer.replace,
    onProgress: importer.progress('supersessions'),
    create: ({ reason, ...row }) => writeLocalized(importer, 'supersessions', 'reason', undefined, stored(row), reason),
    update: (docId, { reason, ...row }, was) => writeLocalized(importer, 'supersessions', 'reason', docId, stored(row), reason, was.reason),
    remove: (ids) => importer.remove('supersessions', ids),
  })
}
