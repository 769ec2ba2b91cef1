import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

import { closePayload, openPayload } from '@/lib/platform/bootstrap/server/prepareDatabase'
import { loadEnv, type Env } from '@/lib/platform/server/env'

import { adminSql, throwawayDatabase } from '../../../scripts/lib/services'
import { copySqliteTemplate, migratedPostgres } from './templates'

/** `key` is the Payload instance's cache key: Payload's REST handler (handleEndpoints) finds the opened instance by it. */
export type TestDatabase = { name: 'sqlite' | 'postgres'; env: Env; key: string; open: () => Promise<Payload>; drop: () => Promise<void> }

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
  const key = `it-sqlite-${path.basename(dataDir)}`
  let payload: Payload | undefined
  return {
    name: 'sqlite',
    env,
    key,
    open: async () => {
      if (!payload) await copySqliteTemplate(dataDir)
      return (payload ??= await openPayload(env, key))
    },
    drop: async () => {
      if (payload) await closePayload(payload)
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** A fresh PostgreSQL database per run, so runs never collide; dropped at the end. */
function postgres(overrides?: Partial<Env>): TestDatabase {
  const database = throwawayDatabase('switchyard_it')
  const env = baseEnv(fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-it-pg-')), database.url, overrides)
  let payload: Payload | undefined
  let created = false
  const key = `it-${database.name}`
  return {
    name: 'postgres',
    env,
    key,
    open: async () => {
      if (!created) {
        // A copy of a migrated database (./templates.ts): the migrations below find nothing to do.
        await adminSql(`CREATE DATABASE "${database.name}" TEMPLATE "${await migratedPostgres()}"`)
        created = true
      }
      return (payload ??= await openPayload(env, key))
    },
    drop: async () => {
      if (payload) await closePayload(payload)
      await database.drop()
    },
  }
}

/** SQLite always; PostgreSQL when the test runner found it reachable. `overrides` replace parts of the parsed configuration (the order webhook). */
export function testDatabases(overrides?: (name: 'sqlite' | 'postgres') => Partial<Env>): TestDatabase[] {
  const pick = (name: 'sqlite' | 'postgres') => overrides?.(name)
  return process.env.SWITCHYARD_TEST_PG === '1' ? [sqlite(pick('sqlite')), postgres(pick('postgres'))] : [sqlite(pick('sqlite'))]
}
