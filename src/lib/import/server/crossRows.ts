import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { crossKey } from '@/domain'
import { isSqlite, rawRows } from '@/lib/platform/db/server/rawSql'

/*
 * The cross_references table and its notes in bulk, in plain SQL on the import's transaction
 * (src/lib/import/server/crossSection.ts): a distributor's table of 100,000 crosses is written in
 * seconds this way, where Payload would take three statements a row. What Payload's save adds
 * is done here: the number's normal form (`competitor_key`, crossKey) and the times of writing.
 * The page caches are expired by the import command as after any import (it asks the running
 * server to expire every tag).
 */

type Text = { en: string; es: string }
/** A cross as the importer compares them: ids for our part or series, the note per language ('' when none). */
export type CrossRow = {
  brand: string
  competitorPn: string
  part: number | null
  series: number | null
  match: string
  attributes: Record<string, unknown> | null
  note: Text
}
export type StoredCrossRow = CrossRow & { id: number }

/** A cross's key among stored rows: brand (any case), the number's normal form, and our part or series. */
export const crossRowKey = (r: Pick<CrossRow, 'brand' | 'competitorPn' | 'part' | 'series'>) =>
  `${r.brand.trim().toUpperCase()}\u0000${crossKey(r.competitorPn)}\u0000${r.part ?? ''}\u0000${r.series ?? ''}`

/** Rows per INSERT: 9 values each, far below SQLite's 32,766 and PostgreSQL's 65,535 parameters. */
const CHUNK = 500

const numberOrNull = (v: unknown) => (v == null ? null : Number(v))
const jsonOf = (v: unknown): Record<string, unknown> | null => {
  if (v == null || v === '') return null
  const parsed: unknown = typeof v === 'string' ? JSON.parse(v) : v
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null
}

/** Every stored cross with its notes. */
export async function readCrossRows(payload: Payload, db?: unknown): Promise<StoredCrossRow[]> {
  const columns = 'id, brand, competitor_pn, part_id, series_id, match, attributes'
  const [rows, notes] = await Promise.all([
    rawRows(
      payload,
      {
        sqlite: sqliteSql.raw(`SELECT ${columns} FROM cross_references ORDER BY id`),
        postgres: pgSql.raw(`SELECT ${columns} FROM cross_references ORDER BY id`),
      },
      db,
    ),
    rawRows(
      payload,
      {
        sqlite: sqliteSql.raw('SELECT _parent_id, _locale, note FROM cross_references_locales'),
        postgres: pgSql.raw('SELECT _parent_id, _locale, note FROM cross_references_locales'),
      },
      db,
    ),
  ])
  const noteOf = new Map<number, Text>()
  for (const n of notes) {
    const id = Number(n._parent_id)
    const text = noteOf.get(id) ?? { en: '', es: '' }
    if ((n._locale === 'en' || n._locale === 'es') && typeof n.note === 'string') text[n._locale] = n.note
    noteOf.set(id, text)
  }
  return rows.map((r) => ({
    id: Number(r.id),
    brand: String(r.brand),
    competitorPn: String(r.competitor_pn),
    part: numberOrNull(r.part_id),
    series: numberOrNull(r.series_id),
    match: String(r.match),
    attributes: jsonOf(r.attributes),
    note: noteOf.get(Number(r.id)) ?? { en: '', es: '' },
  }))
}

function insertStatement(sqlite: boolean, chunk: readonly CrossRow[]) {
  const now = new Date().toISOString()
  if (sqlite) {
    const values = chunk.map(
      (r) =>
        sqliteSql`(${r.brand}, ${r.competitorPn}, ${crossKey(r.competitorPn)}, ${r.part}, ${r.series}, ${r.match}, ${r.attributes ? JSON.stringify(r.attributes) : null}, ${now}, ${now})`,
    )
    return {
      sqlite: sqliteSql`INSERT INTO cross_references (brand, competitor_pn, competitor_key, part_id, series_id, match, attributes, updated_at, created_at)
        VALUES ${sqliteSql.join(values, sqliteSql`, `)} RETURNING id, brand, competitor_pn, part_id, series_id`,
      postgres: undefined,
    }
  }
  const values = chunk.map(
    (r) =>
      pgSql`(${r.brand}, ${r.competitorPn}, ${crossKey(r.competitorPn)}, ${r.part}::integer, ${r.series}::integer, ${r.match}::enum_cross_references_match, ${r.attributes ? JSON.stringify(r.attributes) : null}::jsonb, clock_timestamp(), clock_timestamp())`,
  )
  return {
    sqlite: undefined,
    postgres: pgSql`INSERT INTO cross_references (brand, competitor_pn, competitor_key, part_id, series_id, match, attributes, updated_at, created_at)
      VALUES ${pgSql.join(values, pgSql`, `)} RETURNING id, brand, competitor_pn, part_id, series_id`,
  }
}

/** The notes of crosses by id, in both languages where written (an empty one is no row). */
async function insertNotes(payload: Payload, db: unknown, notes: readonly { id: number; note: Text }[]) {
  const rows = notes.flatMap(({ id, note }) =>
    (['en', 'es'] as const).filter((l) => note[l]).map((l) => ({ id, locale: l, text: note[l] })),
  )
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK)
    await rawRows(
      payload,
      {
        sqlite: sqliteSql`INSERT INTO cross_references_locales (note, _locale, _parent_id) VALUES ${sqliteSql.join(
          chunk.map((r) => sqliteSql`(${r.text}, ${r.locale}, ${r.id})`),
          sqliteSql`, `,
        )} RETURNING id`,
        postgres: pgSql`INSERT INTO cross_references_locales (note, _locale, _parent_id) VALUES ${pgSql.join(
          chunk.map((r) => pgSql`(${r.text}, ${r.locale}::_locales, ${r.id}::integer)`),
          pgSql`, `,
        )} RETURNING id`,
      },
      db,
    )
  }
}

/** Inserts crosses and their notes, 500 to a statement. */
export async function insertCrossRows(payload: Payload, db: unknown, rows: readonly CrossRow[]): Promise<void> {
  const sqlite = isSqlite(payload)
  const noteOf = new Map(rows.map((r) => [crossRowKey(r), r.note]))
  for (let i = 0; i < rows.length; i += CHUNK) {
    const made = await rawRows(payload, insertStatement(sqlite, rows.slice(i, i + CHUNK)), db)
    // The returned rows are matched by key, not by order (SQLite does not promise the order).
    const notes = made.map((m) => {
      const key = crossRowKey({
        brand: String(m.brand),
        competitorPn: String(m.competitor_pn),
        part: numberOrNull(m.part_id),
        series: numberOrNull(m.series_id),
      })
      return { id: Number(m.id), note: noteOf.get(key) ?? { en: '', es: '' } }
    })
    await insertNotes(payload, db, notes)
  }
}

/** Deletes crosses (and their notes) by id, 500 to a statement. */
export async function deleteCrossRows(payload: Payload, db: unknown, ids: readonly number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK)
    for (const table of ['cross_references_locales', 'cross_references'] as const) {
      const column = table === 'cross_references' ? 'id' : '_parent_id'
      await rawRows(
        payload,
        {
          sqlite: sqliteSql`DELETE FROM ${sqliteSql.raw(table)} WHERE ${sqliteSql.raw(column)} IN (${sqliteSql.join(chunk, sqliteSql`, `)}) RETURNING id`,
          postgres: pgSql`DELETE FROM ${pgSql.raw(table)} WHERE ${pgSql.raw(column)} IN (${pgSql.join(chunk, pgSql`, `)}) RETURNING id`,
        },
        db,
      )
    }
  }
}

/** Rewrites changed crosses: each one's row in place (its id kept), its notes anew. */
export async function updateCrossRows(payload: Payload, db: unknown, rows: readonly StoredCrossRow[]): Promise<void> {
  const sqlite = isSqlite(payload)
  const now = new Date().toISOString()
  for (const r of rows) {
    const attributes = r.attributes ? JSON.stringify(r.attributes) : null
    await rawRows(
      payload,
      {
        sqlite: sqlite
          ? sqliteSql`UPDATE cross_references SET brand = ${r.brand}, competitor_pn = ${r.competitorPn}, competitor_key = ${crossKey(r.competitorPn)},
              part_id = ${r.part}, series_id = ${r.series}, match = ${r.match}, attributes = ${attributes}, updated_at = ${now} WHERE id = ${r.id} RETURNING id`
          : undefined,
        postgres: sqlite
          ? undefined
          : pgSql`UPDATE cross_references SET brand = ${r.brand}, competitor_pn = ${r.competitorPn}, competitor_key = ${crossKey(r.competitorPn)},
              part_id = ${r.part}::integer, series_id = ${r.series}::integer, match = ${r.match}::enum_cross_references_match,
              attributes = ${attributes}::jsonb, updated_at = clock_timestamp() WHERE id = ${r.id}::integer RETURNING id`,
      },
      db,
    )
  }
  const ids = rows.map((r) => r.id)
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK)
    await rawRows(
      payload,
      {
        sqlite: sqliteSql`DELETE FROM cross_references_locales WHERE _parent_id IN (${sqliteSql.join(chunk, sqliteSql`, `)}) RETURNING id`,
        postgres: pgSql`DELETE FROM cross_references_locales WHERE _parent_id IN (${pgSql.join(chunk, pgSql`, `)}) RETURNING id`,
      },
      db,
    )
  }
  await insertNotes(
    payload,
    db,
    rows.map((r) => ({ id: r.id, note: r.note })),
  )
}
