import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'

import { ERP_BODY_LIMIT } from '../../src/lib/platform/net/bodyLimits.mjs'
import { rawRows } from '../../src/lib/platform/db/server/rawSql'
import { loadEnv } from '../../src/lib/platform/server/env'
import { stockFeedRoute } from '../../src/lib/stock/server/feedRoute'
import { buildDemoCatalogue } from '../../src/seed/demo/products'
import { DEMO_WAREHOUSES } from '../../src/seed/demo/products/stock'
import { root } from '../lib/build'
import { postgresReachable, throwawayDatabase } from '../lib/services'
import { step } from '../lib/step'

/**
 * `npm run bench -- --erp-only`: the ERP's stock feed (PUT /api/erp/stock) applying 50,000 rows,
 * on a fresh SQLite database and a fresh PostgreSQL one (127.0.0.1:5432), each holding the
 * 50,000-part demo catalogue's part numbers and its three warehouses. The feed goes through the
 * route's own handler in this process (body read, JSON, every row checked, part numbers
 * resolved, the write in one transaction), not over HTTP. Three feeds one after another: the
 * first fills an empty stock table, the second changes every count (a later asOf), the third
 * is the second again (nothing to write). The target: under 15 s each.
 */

const ROWS = 50_000
const TOKEN = randomBytes(24).toString('hex')

type Item = { pn: string; warehouse: string; onHand: number; nextReceipt: { date: string; qty: number } | null }
export type ErpFigure = {
  database: string
  feed: string
  rows: number
  bodyBytes: number
  seconds: number
  answer: Record<string, unknown>
}

/** The large demo catalogue's part numbers, and 50,000 of its stock rows as the ERP sends them. */
function feedData() {
  const { data } = buildDemoCatalogue({ large: true, today: new Date() })
  const pns = (data.products as { pn: string }[]).map((p) => p.pn)
  const stock = (data.stock as { pn: string; warehouse: string; onHand: number; nextReceipt?: { date: string; qty: number } }[]).slice(
    0,
    ROWS,
  )
  const items: Item[] = stock.map((r) => ({ pn: r.pn, warehouse: r.warehouse, onHand: r.onHand, nextReceipt: r.nextReceipt ?? null }))
  return { pns, items }
}

/**
 * The parts written straight into the table, 500 to a statement: the feed reads a part's id and
 * number only, and 50,000 parts through Payload (the importer) take minutes on SQLite.
 */
async function fillParts(payload: Payload, pns: string[]) {
  for (let i = 0; i < pns.length; i += 500) {
    const chunk = pns.slice(i, i + 500)
    await rawRows(payload, {
      sqlite: sqliteSql`INSERT INTO parts (pn, list_price, pkgqty) VALUES ${sqliteSql.join(
        chunk.map((pn) => sqliteSql`(${pn}, 10, 1)`),
        sqliteSql`, `,
      )}`,
      postgres: pgSql`INSERT INTO parts (pn, list_price, pkgqty) VALUES ${pgSql.join(
        chunk.map((pn) => pgSql`(${pn}, 10, 1)`),
        pgSql`, `,
      )}`,
    })
  }
  for (const w of DEMO_WAREHOUSES) {
    const made = await payload.create({
      collection: 'warehouses',
      data: { ...w, name: w.name.en },
      overrideAccess: true,
      locale: 'en',
      context: { disableRevalidate: true },
    }) // bench fixture
    await payload.update({
      collection: 'warehouses',
      id: made.id,
      data: { name: w.name.es },
      overrideAccess: true,
      locale: 'es',
      context: { disableRevalidate: true },
    }) // bench fixture
  }
}

async function timeFeed(payload: Payload, feed: { asOf: string; items: Item[] }) {
  const PUT = stockFeedRoute({ token: () => TOKEN, payload: async () => payload })
  const body = JSON.stringify(feed)
  const started = performance.now()
  const answer = await PUT(
    new NextRequest('http://bench.test/api/erp/stock', {
      method: 'PUT',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body,
    }),
    { params: Promise.resolve({}) },
  )
  const json = (await answer.json()) as Record<string, unknown>
  const seconds = (performance.now() - started) / 1000
  if (answer.status !== 200) throw new Error(`the feed answered ${answer.status}: ${JSON.stringify(json).slice(0, 500)}`)
  return {
    bodyBytes: Buffer.byteLength(body),
    seconds: Math.round(seconds * 100) / 100,
    answer: { ...json, unknown: (json.unknown as unknown[]).length },
  }
}

async function onDatabase(name: string, databaseUrl: string | undefined, data: ReturnType<typeof feedData>): Promise<ErpFigure[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-bench-erp-'))
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    AUTH_SECRET: randomBytes(32).toString('hex'),
  })
  const { closePayload, openPayload } = await import('../../src/lib/platform/bootstrap/server/prepareDatabase')
  const payload = await step(`Migrating a fresh ${name} database`, () => openPayload(env, path.basename(dataDir)))
  const figures: ErpFigure[] = []
  try {
    await step(`Writing ${data.pns.length.toLocaleString('en')} parts and 3 warehouses (${name})`, () => fillParts(payload, data.pns))
    const later = data.items.map((item, i) => ({
      ...item,
      onHand: item.onHand + 1 + (i % 7),
      nextReceipt: i % 5 === 0 ? null : item.nextReceipt,
    }))
    const feeds = [
      { feed: 'first (empty stock table)', body: { asOf: new Date(Date.now() - 3_600_000).toISOString(), items: data.items } },
      { feed: 'second (every count changed)', body: { asOf: new Date().toISOString(), items: later } },
    ]
    for (const { feed, body } of [...feeds, { feed: 'third (the second again)', body: feeds[1].body }]) {
      const figure = await step(`Applying the ${feed} feed of ${body.items.length.toLocaleString('en')} rows (${name})`, () =>
        timeFeed(payload, body),
      )
      figures.push({ database: name, feed, rows: body.items.length, ...figure })
    }
  } finally {
    await closePayload(payload)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  return figures
}

export async function benchErp(): Promise<ErpFigure[]> {
  const data = await step('Building the 50,000-part catalogue and its stock', () => feedData())
  const figures = await onDatabase('SQLite', undefined, data)
  if (await postgresReachable()) {
    const database = throwawayDatabase('switchyard_bench_erp')
    await database.create()
    try {
      figures.push(...(await onDatabase('PostgreSQL', database.url, data)))
    } finally {
      await database.drop()
    }
  } else console.log('  PostgreSQL is not reachable at 127.0.0.1:5432: its figures are left out')
  console.log('')
  for (const f of figures) {
    console.log(
      `  ERP stock feed, ${f.database.padEnd(10)} ${f.feed.padEnd(30)} ${f.rows.toLocaleString('en')} rows, ` +
        `${(f.bodyBytes / 1024 / 1024).toFixed(1)} MB of ${(ERP_BODY_LIMIT / 1024 / 1024).toFixed(0)}: ${f.seconds.toFixed(2)} s ${JSON.stringify(f.answer)}`,
    )
  }
  const out = path.join(root, 'bench', 'erp.json')
  fs.mkdirSync(path.dirname(out), { recursive: true })
  fs.writeFileSync(out, `${JSON.stringify({ at: new Date().toISOString(), node: process.version, figures }, null, 2)}\n`)
  console.log(`\nWritten to ${out}`)
  return figures
}
