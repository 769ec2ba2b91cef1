import { randomBytes } from 'node:crypto'
import net from 'node:net'

import pg from 'pg'

export const TEST_PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

export async function postgresReachable(url = TEST_PG_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** A PING over a plain socket: no client library needed to know Redis is there. */
export function redisReachable(url = TEST_REDIS_URL): Promise<boolean> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) })
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(3000, () => done(false))
    socket.on('error', () => done(false))
    socket.on('connect', () => socket.write('PING\r\n'))
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')))
  })
}

/** Runs one statement on the test PostgreSQL as its admin (CREATE or DROP DATABASE). */
export async function adminSql(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_PG_URL })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/**
 * A new database on the test PostgreSQL, named `{prefix}_{time}_{random}` so runs never
 * collide: its name and URL, and the statements that create and drop it.
 */
export function throwawayDatabase(prefix: string) {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`
  const url = new URL(TEST_PG_URL)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    create: () => adminSql(`CREATE DATABASE "${name}"`),
    drop: () => adminSql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  }
}

/**
 * The variables of production instances sharing one PostgreSQL database and one Redis (the
 * bench's pair, the two-instances test): this process's, plus the data folder, both services,
 * fresh secrets and the admin the first start creates. Each instance adds its PORT and PUBLIC_URL.
 */
export function sharedInstanceVars(databaseUrl: string, dataDir: string, admin: { email: string; password: string }): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: TEST_REDIS_URL,
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    AUTH_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  }
}
