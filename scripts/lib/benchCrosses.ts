import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { crossKey, type MatchLevel } from '../../src/domain'
import type { LocalizedText } from '../../src/lib/catalogue/values'
import type { CrossRecord, OldNumberRecord } from '../../src/lib/search/server/searchIndex'
import { prng } from './prng'

/*
 * The search benchmark's other numbers (npm run bench:search): 100,000 cross-references from
 * six makers' number styles to the generated catalogue's parts, and 5,000 old numbers of ours,
 * generated from a seed like the parts themselves; the same records go into the index in
 * process and, by SQL in one transaction per 1,000 rows, into the API run's database.
 */

export const CROSS_COUNT = 100_000
export const OLD_COUNT = 5_000
const BATCH = 1_000

const code = (n: number) => n.toString(36).toUpperCase().padStart(4, '0')
/** Each maker's number style, numbered so every number is its own. */
const MAKERS: { brand: string; number: (n: number, d: number) => string }[] = [
  { brand: 'Allen-Bradley', number: (n, d) => `800FP-${code(n)}${'GRBYW'[d % 5]}` },
  { brand: 'Schneider', number: (n, d) => `XB4-B${code(n)}${d}` },
  { brand: 'Siemens', number: (n, d) => `3SU1${code(n)}-0AA${d}0` },
  { brand: 'Eaton', number: (n, d) => `M22-${code(n)}-${'GRBYW'[d % 5]}` },
  { brand: 'IDEC', number: (n, d) => `YW1B-${code(n)}${d}` },
  { brand: 'ABB', number: (n, d) => `1SFA${code(n)}R${d}` },
]
const COLOURS: LocalizedText[] = [
  { en: 'Green', es: 'Verde' },
  { en: 'Red', es: 'Rojo' },
  { en: 'Black', es: 'Negro' },
  { en: 'Yellow', es: 'Amarillo' },
]

/** The attribute titles the crosses' attributes name. */
export const benchTitles = new Map<string, LocalizedText>([['color', { en: 'Colour', es: 'Color' }]])

export type BenchCross = CrossRecord & { pn: string }

/** The crosses and old numbers, over the visible parts given (a cross or an old number names one of them). */
export function benchCrosses(parts: readonly { pn: string }[], seed: number): { crosses: BenchCross[]; oldNumbers: OldNumberRecord[] } {
  const rng = prng(seed)
  const counters = MAKERS.map(() => 0)
  const crosses: BenchCross[] = []
  for (let i = 0; i < CROSS_COUNT; i++) {
    const m = rng.int(0, MAKERS.length - 1)
    const roll = rng.next()
    const match: MatchLevel = roll < 0.6 ? 'exact' : roll < 0.9 ? 'functional' : 'partial'
    crosses.push({
      brand: MAKERS[m].brand,
      competitorPn: MAKERS[m].number(counters[m]++, rng.int(0, 9)),
      match,
      pn: rng.pick(parts).pn,
      seriesId: null,
      attributes: { color: rng.pick(COLOURS) },
    })
  }
  const oldNumbers: OldNumberRecord[] = []
  for (let i = 0; i < OLD_COUNT; i++) {
    const year = rng.int(2005, 2024)
    oldNumbers.push({ oldPn: `Z${code(i)}-${rng.pick(parts).pn}`, pn: rng.pick(parts).pn, since: `${year}-0${rng.int(1, 9)}-01` })
  }
  return { crosses, oldNumbers }
}

type Runner = { run: (query: ReturnType<typeof sql>) => Promise<unknown> }

/** Writes the crosses and old numbers straight into the embedded database (the importer would take minutes for 100,000 rows). */
export async function insertBenchCrosses(payload: Payload, { crosses, oldNumbers }: ReturnType<typeof benchCrosses>): Promise<void> {
  const db = payload.db.drizzle as unknown as Runner
  for (let at = 0; at < crosses.length; at += BATCH) {
    const rows = crosses
      .slice(at, at + BATCH)
      .map((c) => sql`(${c.brand}, ${c.competitorPn}, ${crossKey(c.competitorPn)}, ${c.match}, ${JSON.stringify(c.attributes)}, ${c.pn})`)
    await db.run(
      sql`INSERT INTO cross_references (brand, competitor_pn, competitor_key, match, attributes, part_id)
          SELECT v.column1, v.column2, v.column3, v.column4, v.column5, p.id FROM (VALUES ${sql.join(rows, sql`, `)}) AS v
          JOIN parts p ON p.pn = v.column6`,
    )
  }
  for (let at = 0; at < oldNumbers.length; at += BATCH) {
    const rows = oldNumbers
      .slice(at, at + BATCH)
      .map((o) => sql`(${o.oldPn}, ${crossKey(o.oldPn)}, ${o.pn}, ${crossKey(o.pn)}, ${`${o.since}T00:00:00.000Z`})`)
    await db.run(sql`INSERT INTO supersessions (old_pn, old_key, replacement_pn, replacement_key, since) VALUES ${sql.join(rows, sql`, `)}`)
  }
}
