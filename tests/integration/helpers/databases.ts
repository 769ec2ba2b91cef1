import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import type { Payload } from 'payload'

import { closePayload, openPayload } from '@/lib/bootstrap/prepareDatabase'
import { loadEnv, type Env } from '@/lib/env'

export type TestDatabase = { name: 'sqlite' | 'postgres'; env: Env; open: () => Promise<Payload>; drop: () => Promise<void> }

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

function baseEnv(dataDir: string, databaseUrl?: string, overrides: Partial<Env> = {}): Env {
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    AUTH_SECRET: randomBytes(32).toString('hex'),
  })
  return { ...env, ...overrides }
}

function sqlite(overrides?: Partial<Env>): TestDatabase {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-it-'))
  const env = baseEnv(dataDir, undefined, overrides)
  let payload: Payload | undefined
  return {
    name: 'sqlite',
    env,
    open: async () => (payload ??= await openPayload(env, `it-sqlite-${path.basename(dataDir)}`)),
    drop: async () => {
      if (payload) await closePayload(payload)
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** A fresh PostgreSQL database per run, so runs never collide; dropped at the end. */
function postgres(overrides?: Partial<Env>): TestDatabase {
  const database = `switchyard_it_${Date.now()}_${randomBytes(3).toString('hex')}`
  const url = new URL(adminUrl)
  url.pathname = `/${database}`
  const env = baseEnv(fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-it-pg-')), url.toString(), overrides)
  let payload: Payload | undefined
  let created = false
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  return {
    name: 'postgres',
    env,
    open: async () => {
      if (!created) {
        await admin(`CREATE DATABASE "${database}"`)
        created = true
      }
      return (payload ??= await openPayload(env, `it-${database}`))
    },
    drop: async () => {
      if (payload) await closePayload(payload)
      await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
    },
  }
}

/** SQLite always; PostgreSQL when the test runner found it reachable. `overrides` replace parts of the parsed configuration (the order webhook). */
export function testDatabases(overrides?: (name: 'sqlite' | 'postgres') => Partial<Env>): TestDatabase[] {
  const pick = (name: 'sqlite' | 'postgres') => overrides?.(name)
  return process.env.SWITCHYARD_TEST_PG === '1' ? [sqlite(pick('sqlite')), postgres(pick('postgres'))] : [sqlite(pick('sqlite'))]
}
