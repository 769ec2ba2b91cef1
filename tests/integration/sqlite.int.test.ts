import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { Kysely, sql } from 'kysely'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { KeptLibsqlDialect, SQLITE_BUSY_TIMEOUT_MS } from '@/lib/platform/db/server/sqliteConnections'
import { inTransaction } from '@/lib/orders/server/transaction'

import { testDatabases } from './helpers/databases'
import { sys } from './helpers/shop'

type Client = { execute(q: string): Promise<{ rows: Record<string, unknown>[] }> }

/** The first value of a one-row answer. */
const value = async (client: Client, q: string) => Object.values((await client.execute(q)).rows[0])[0]

/**
 * Runs `statement` on the database file from another process, as an operator's `sqlite3`
 * would: its own connection, no busy timeout. Resolves with its exit code and what it printed
 * (the rows as JSON, or the error).
 */
function fromAnotherProcess(file: string, statement: string): Promise<{ code: number | null; output: string }> {
  const program = `import { createClient } from '@libsql/client'
const c = createClient({ url: ${JSON.stringify(`file:${file}`)} })
try { console.log(JSON.stringify((await c.execute(${JSON.stringify(statement)})).rows)) } catch (e) { console.error(e.message); process.exit(1) }`
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', program], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

/**
 * Issue 25's SQLite points: rollback-journal mode and no busy timeout made a backup during
 * traffic fail (and the app's own writes with it). Both databases of DATA_DIR run in WAL
 * mode, and every connection the app opens waits for a lock instead of failing at once.
 */
describe('SQLite in WAL mode with a busy timeout on every connection', () => {
  const [db] = testDatabases()
  let payload: Payload
  let client: Client
  const file = path.join(db.env.dataDir, 'switchyard.db')

  beforeAll(async () => {
    payload = await db.open()
    client = (payload.db as unknown as { client: Client }).client
  }, 180_000)

  afterAll(() => db.drop())

  it('Payload’s database: WAL, and the busy timeout still set after transactions (each leaves a new connection behind)', async () => {
    expect(await value(client, 'PRAGMA journal_mode')).toBe('wal')
    expect(await value(client, 'PRAGMA busy_timeout')).toBe(SQLITE_BUSY_TIMEOUT_MS)
    for (let i = 0; i < 3; i++)
      await inTransaction(payload, (req) =>
        payload.create({ collection: 'redirects', data: { from: `/wal-${i}`, to: '/products', status: '301' }, req, ...sys }),
      )
    expect(await value(client, 'PRAGMA busy_timeout')).toBe(SQLITE_BUSY_TIMEOUT_MS)
  })

  it('Better Auth’s and the carts’ database (auth.db): WAL, and the busy timeout after transactions', async () => {
    const auth = new Kysely<Record<string, never>>({ dialect: new KeptLibsqlDialect(`file:${path.join(db.env.dataDir, 'auth.db')}`) })
    try {
      const pragma = async (name: string) => Object.values((await sql.raw(`PRAGMA ${name}`).execute(auth)).rows[0] as object)[0]
      expect(await pragma('journal_mode')).toBe('wal')
      for (let i = 0; i < 3; i++) await auth.transaction().execute(async (tx) => void (await sql`SELECT 1`.execute(tx)))
      expect(await pragma('busy_timeout')).toBe(SQLITE_BUSY_TIMEOUT_MS)
    } finally {
      await auth.destroy()
    }
  })

  it('an online backup (VACUUM INTO, from another process) succeeds every time during a stream of writes, and so does every write', async () => {
    const backups = fs.mkdtempSync(path.join(db.env.dataDir, 'backups-'))
    let writing = true
    let written = 0
    const writer = (async () => {
      // Transactions as the orders take them (BEGIN IMMEDIATE), each a few rows, a few milliseconds apart.
      while (writing) {
        await new Promise((r) => setTimeout(r, 5))
        const n = written++
        await inTransaction(payload, async (req) => {
          for (let i = 0; i < 5; i++)
            await payload.create({
              collection: 'redirects',
              data: { from: `/busy-${n}-${i}`, to: '/products', status: '301' },
              req,
              ...sys,
            })
        })
      }
    })()
    const results = []
    try {
      for (let i = 0; i < 6; i++) results.push(await fromAnotherProcess(file, `VACUUM INTO '${path.join(backups, `b${i}.db`)}'`))
    } finally {
      writing = false
      await writer
    }
    expect(results.filter((r) => r.code !== 0).map((r) => r.output.trim())).toEqual([])
    expect(results).toHaveLength(6)
    expect(written).toBeGreaterThan(6)
    // Each copy is whole: it passes SQLite's own check and holds the rows committed before it.
    const last = path.join(backups, 'b5.db')
    const check = await fromAnotherProcess(
      last,
      'SELECT (SELECT group_concat(integrity_check) FROM pragma_integrity_check) AS integrity, (SELECT count(*) FROM redirects) AS redirects',
    )
    const [row] = JSON.parse(check.output) as { integrity: string; redirects: number }[]
    expect(row.integrity).toBe('ok')
    expect(row.redirects).toBeGreaterThan(0)
  })
})
