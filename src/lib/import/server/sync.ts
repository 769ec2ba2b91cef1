import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

/**
 * The one way the importer writes a section: compare the file's records with the stored
 * ones by natural key, create what is missing, update what differs, and (in a replace)
 * delete what the file lacks. Shared by the commerce sections (importCommerce.ts) and the
 * content sections (contentImport.ts).
 */

/** Record ids (numbers on both adapters, as payload-types.ts says). */
export type Id = number

export type SectionCounts = { created: number; updated: number; deleted: number }

/** A stored record: its id, natural key, and the row it is compared as. */
export type Existing<Row> = { id: Id; key: string; row: Row }

/** Collection hooks read this: there is no Next cache to expire in a script. */
export const context = { disableRevalidate: true }

/** How many ids one bulk delete names. */
export const DELETE_CHUNK = 500

/** A JSON form with sorted keys, to compare a stored record with the file's. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  )
}

/** Whether two records are the same once their keys are sorted. */
export const same = (a: unknown, b: unknown) => canonical(a) === canonical(b)

/** Deletes by id, in chunks; a bulk delete reports its failures instead of throwing, so they are thrown here. */
export async function removeIds(payload: Payload, req: PayloadRequest, collection: CollectionSlug, ids: readonly Id[]): Promise<void> {
  for (let i = 0; i < ids.length; i += DELETE_CHUNK) {
    // overrideAccess: the importer is a staff script run from the shell, not a visitor's request.
    const { errors } = await payload.delete({
      collection,
      where: { id: { in: ids.slice(i, i + DELETE_CHUNK) } },
      req,
      overrideAccess: true, // the import is a staff shell command: no user to check
      depth: 0,
      context,
      locale: 'en',
    }) // the staff's import runs as the system
    if (errors.length > 0) throw new Error(`Could not delete from ${collection}: ${errors.map((e) => `${e.id}: ${e.message}`).join('; ')}`)
  }
}

/**
 * Upserts one section: creates the file's rows that are missing, updates those that differ,
 * and with `deleteAbsent` deletes the stored ones the file lacks, and stored duplicates of a
 * key (possible where the key is not unique).
 */
export async function sync<Row>(args: {
  rows: readonly Row[]
  keyOf: (row: Row) => string
  existing: readonly Existing<Row>[]
  create: (row: Row, index: number) => Promise<unknown>
  update: (id: Id, row: Row, stored: Row, index: number) => Promise<unknown>
  remove: (ids: Id[]) => Promise<unknown>
  deleteAbsent: boolean
  counts: SectionCounts
  onProgress?: (done: number, total: number) => void
}): Promise<void> {
  const { counts } = args
  const stored = new Map<string, Existing<Row>>()
  const extra: Id[] = []
  for (const record of args.existing) {
    if (stored.has(record.key)) extra.push(record.id)
    else stored.set(record.key, record)
  }
  const seen = new Set<string>()
  let done = 0
  for (const [index, row] of args.rows.entries()) {
    const key = args.keyOf(row)
    seen.add(key)
    const current = stored.get(key)
    if (!current) {
      await args.create(row, index)
      counts.created++
    } else if (!same(current.row, row)) {
      await args.update(current.id, row, current.row, index)
      counts.updated++
    }
    args.onProgress?.(++done, args.rows.length)
  }
  if (args.deleteAbsent) {
    const absent = [...stored.values()].filter((r) => !seen.has(r.key)).map((r) => r.id)
    const ids = [...absent, ...extra]
    for (let i = 0; i < ids.length; i += DELETE_CHUNK) await args.remove(ids.slice(i, i + DELETE_CHUNK))
    counts.deleted += ids.length
  }
}
