import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closePayload, openPayload } from '@/lib/platform/bootstrap/server/prepareDatabase'
import { ensureAdmin } from '@/lib/platform/bootstrap/server/ensureAdmin'
import { loadEnv } from '@/lib/platform/server/env'

import { startServer, type RunningServer } from '../../scripts/lib/server'
import { sharedInstanceVars, throwawayDatabase } from '../../scripts/lib/services'

/**
 * Two production instances (ports 3334 and 3335) on one PostgreSQL database and one Redis,
 * each with a data folder of its own, uploads in one S3 bucket (an s3rver stand-in): an edit
 * through one shows on the other's cached page, and in its search index (an in-process cache),
 * within a second; a file uploaded through one is served by the other. Needs both services
 * and a build (`npm run build`).
 */
const built = fs.existsSync(path.join(process.cwd(), '.next', 'BUILD_ID'))
const enabled = process.env.SWITCHYARD_TEST_PG === '1' && process.env.SWITCHYARD_TEST_REDIS === '1' && built
const PORTS = [Number(process.env.PAIR_PORT_A ?? 3334), Number(process.env.PAIR_PORT_B ?? 3335)]
const ADMIN = { email: 'pair-admin@switchyard.test', password: 'pair-password-123' }

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now()
  for (;;) {
    if (await check()) return Date.now() - started
    if (Date.now() - started > timeoutMs) throw new Error(`${what} did not happen within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

// Skipped only without PostgreSQL, Redis or a build (npm test sets both flags and builds first; with CI=true they must be reachable).
describe.runIf(enabled)('two instances on one database and one Redis', () => {
  // skipped only without PostgreSQL and Redis (CI=true requires both)
  const database = throwawayDatabase('switchyard_pair')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-pair-'))
  const vars = sharedInstanceVars(database.url, dataDir, ADMIN)
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(dataDir, 's3'),
    configureBuckets: [{ name: 'pair' }],
  })
  const servers: RunningServer[] = []
  let pageId = ''

  beforeAll(async () => {
    const { port: s3Port } = await s3.run()
    // s3rver's own key pair.
    const s3Vars = {
      S3_BUCKET: 'pair',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    }
    await database.create()
    const env = loadEnv({ ...vars, NODE_ENV: 'test' })
    const payload = await openPayload(env, `pair-${database.name}`)
    try {
      await ensureAdmin(payload, env)
      const page = await payload.create({
        collection: 'pages',
        locale: 'en',
        data: { title: 'Pair check', slug: 'pair-check', summary: 'Served by two instances', _status: 'published' },
        context: { disableRevalidate: true },
      })
      pageId = String(page.id)
    } finally {
      await closePayload(payload)
    }
    // TRUSTED_PROXY=1: a request names its client in X-Forwarded-For, so the sign-in limits below stay this test's own.
    // Each instance its own disk, as on two machines: only the bucket is shared.
    for (const port of PORTS) {
      const own = {
        DATA_DIR: path.join(dataDir, String(port)),
        PORT: String(port),
        PUBLIC_URL: `http://localhost:${port}`,
        TRUSTED_PROXY: '1',
      }
      servers.push(await startServer(port, { ...vars, ...s3Vars, ...own }, true))
    }
  }, 180_000)

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()))
    await s3.close()
    await database.drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }, 60_000)

  it('serves the page from each instance’s cache, and an edit through one shows on both within a second', async () => {
    const [a, b] = servers
    for (const s of servers) {
      const first = await fetch(`${s.url}/pair-check`)
      expect(first.status).toBe(200)
      expect(await first.text()).toContain('Pair check')
      const again = await fetch(`${s.url}/pair-check`)
      expect(again.headers.get('x-nextjs-cache')).toBe('HIT')
      // A CDN in front keeps it 5 minutes (CDN_MAX_AGE_S), not Next's year.
      expect(again.headers.get('cache-control')).toBe('public, s-maxage=300, stale-while-revalidate=60')
      expect(again.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/)
      await again.arrayBuffer()
      // From then on the front server answers it without Next (src/server/responseCache.mjs):
      // the edit below must reach that cache on both instances too.
      // It answers only while the proxy's redirect rules are under a second old or reloading,
      // so on a loaded machine one request may go to Next (which reloads them) first.
      let third = await fetch(`${s.url}/pair-check`)
      for (let i = 0; i < 4 && third.headers.get('x-switchyard-cache') !== 'hit'; i++) {
        await third.arrayBuffer()
        third = await fetch(`${s.url}/pair-check`)
      }
      expect(third.headers.get('x-switchyard-cache')).toBe('hit')
      expect(third.headers.get('cache-control')).toBe('public, s-maxage=300, stale-while-revalidate=60')
      expect(await third.text()).toContain('Pair check')
    }
    // The search index of instance b is built before the edit, so it must be told.
    expect(await (await fetch(`${b.url}/api/public/search?q=pair&locale=en`)).text()).toContain('Pair check')

    const login = await fetch(`${a.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    const { token } = (await login.json()) as { token: string }
    const marker = `Quorum${Date.now().toString(36)}`
    const edit = await fetch(`${a.url}/api/pages/${pageId}?locale=en`, {
      method: 'PATCH',
      headers: { Authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: `Pair check ${marker}` }),
    })
    expect(edit.status).toBe(200)

    const shows = (s: RunningServer) => async () => (await (await fetch(`${s.url}/pair-check`)).text()).includes(marker)
    const onA = await waitFor('the edit on instance a', shows(a), 1000)
    const onB = await waitFor('the edit on instance b', shows(b), 1000)
    const searchB = await waitFor(
      'the edit in instance b’s search',
      async () => (await (await fetch(`${b.url}/api/public/search?q=${marker.toLowerCase()}&locale=en`)).text()).includes(marker),
      1000,
    )
    expect(Math.max(onA, onB, searchB)).toBeLessThan(1000)
  }, 60_000)

  // Issue 23, point 4: a client's wrong staff passwords count once over every instance.
  it('refuses a client its 11th wrong staff password when its tries were split over both instances', async () => {
    const [a, b] = servers
    const client = `10.77.${randomBytes(1)[0]}.${randomBytes(1)[0]}`
    // An address no one has (the limits treat it as any staff address), new each run: Redis keeps the counts for the hour.
    const email = `nobody-${randomBytes(4).toString('hex')}@switchyard.test`
    const login = (s: RunningServer, body: object, from?: string) =>
      fetch(`${s.url}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(from ? { 'x-forwarded-for': from } : {}) },
        body: JSON.stringify(body),
      })
    for (let i = 0; i < 10; i++)
      expect((await login(i % 2 ? b : a, { email, password: `wrong-${i}` }, client)).status, `try ${i + 1}`).toBe(401)
    // Each instance has seen 5 of them: only a shared count refuses the next.
    for (const s of servers) {
      const refused = await login(s, { email, password: 'wrong-again' }, client)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    // The staff, from their own address, still sign in on either instance.
    for (const s of servers) expect((await login(s, ADMIN)).status).toBe(200)
  }, 60_000)

  // Issue 26: uploads in S3 (S3_BUCKET), so every instance serves every file at the same URL.
  it('serves an image uploaded through one instance, and its resized width, from the other', async () => {
    const [a, b] = servers
    const { token } = (await (
      await fetch(`${a.url}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      })
    ).json()) as { token: string }
    const png = await sharp({ create: { width: 600, height: 8, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `pair-bar-${Date.now()}.png`)
    form.append('_payload', JSON.stringify({ alt: 'A red bar' }))
    const created = await fetch(`${a.url}/api/media?locale=en`, { method: 'POST', headers: { Authorization: `JWT ${token}` }, body: form })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { url: string; sizes: { w480: { url: string } } } }

    // The URL names instance a (its PUBLIC_URL; one shop has one): the same path on b.
    const onB = (url: string) => `${b.url}${new URL(url, a.url).pathname}${new URL(url, a.url).search}`
    const original = await fetch(onB(doc.url))
    expect(original.status).toBe(200)
    expect(Buffer.from(await original.arrayBuffer()).equals(png)).toBe(true)
    // Resized by sharp on instance a, served by b.
    const resized = await fetch(onB(doc.sizes.w480.url))
    expect(resized.status).toBe(200)
    expect((await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).width).toBe(480)
  }, 60_000)

  // Issue 28: each instance keeps its own availability snapshot; a stock change through one shows on the other within a minute.
  it('answers a stock change made through one instance on the other’s availability API', async () => {
    const [a, b] = servers
    const { token } = (await (
      await fetch(`${a.url}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      })
    ).json()) as { token: string }
    const admin = async (path: string, body: unknown) => {
      const res = await fetch(`${a.url}/api${path}`, {
        method: 'POST',
        headers: { Authorization: `JWT ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      expect(res.status, path).toBe(201)
      return ((await res.json()) as { doc: { id: number } }).doc.id
    }
    const pn = `PAIR-${Date.now().toString(36).toUpperCase()}`
    const onHand = async (s: RunningServer) => {
      const res = await fetch(`${s.url}/api/public/availability`, { method: 'POST', body: JSON.stringify({ lines: [{ pn, qty: 1 }] }) })
      return ((await res.json()) as { data: { onHand?: number; unknown?: true }[] }).data[0]
    }
    const part = await admin('/parts', { pn, listPrice: 5, pkgqty: 1 })
    // Both instances have loaded a snapshot with the part, made to order, before the stock arrives.
    for (const s of servers) await waitFor(`the part on ${s.url}`, async () => (await onHand(s)).onHand === 0, 60_000)
    const warehouse = await admin('/warehouses', { code: 'PAIR', name: 'Pair', sequence: 1 })
    await admin('/stock', { part, warehouse, onHand: 42 })
    await waitFor('the stock on instance a', async () => (await onHand(a)).onHand === 42, 60_000)
    await waitFor('the stock on instance b', async () => (await onHand(b)).onHand === 42, 60_000)
  }, 180_000)
})
