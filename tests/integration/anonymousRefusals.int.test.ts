import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { Events, OAuth2Server } from 'oauth2-mock-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startOnFreshDatabase } from '../../scripts/lib/demoServer'
import type { RunningServer } from '../../scripts/lib/server'

/**
 * The production server (the build, behind src/server/serve.mjs), as a hostile tester met it:
 * anonymous requests that answered 500 (redirects to a path outside Latin-1, the admin's server
 * actions without a session, Payload filters and bodies it cannot take) and refusals that each
 * wrote an ERROR with a stack. Needs a build (`npm test` builds before the integration tests);
 * its port is the fuzz's (free until the fuzz runs), or REFUSALS_PORT.
 */
const built = fs.existsSync(path.join(process.cwd(), '.next', 'BUILD_ID'))
const PORT = Number(process.env.REFUSALS_PORT ?? process.env.FUZZ_PORT ?? 3240)
const ADMIN = { email: 'refusals-admin@switchyard.test', password: 'refusals-password-123' }
const NOT_LATIN1 = ['/€', '/😀', '/a?q=日本語', '/é#ñ', '/products?f=€']

const GOOGLE_USER = {
  sub: 'google-refusals',
  email: 'refusals.buyer@example.test',
  email_verified: true,
  given_name: 'Ada',
  family_name: 'Refusal',
  name: 'Ada Refusal',
}

const stripAnsi = (s: string) => s.replace(/\u001b\[[0-9;]*m/g, '')

describe.runIf(built)('the production server, to anonymous requests', () => {
  const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-refusals-log-')), 'server.log')
  const oidc = new OAuth2Server()
  let server: RunningServer
  let base = ''

  beforeAll(async () => {
    await oidc.issuer.keys.generate('RS256')
    oidc.service.on(Events.BeforeTokenSigning, (token) => Object.assign(token.payload, GOOGLE_USER))
    oidc.service.on(Events.BeforeUserinfo, (response) => {
      response.body = { ...GOOGLE_USER }
    })
    await oidc.start(undefined, 'localhost')
    server = await startOnFreshDatabase(PORT, {
      folder: 'switchyard-refusals-',
      admin: ADMIN,
      logFile,
      vars: {
        GOOGLE_CLIENT_ID: 'refusals',
        GOOGLE_CLIENT_SECRET: 'refusals-secret',
        GOOGLE_DISCOVERY_URL: `${oidc.issuer.url}/.well-known/openid-configuration`,
      },
      fill: async () => {},
    })
    base = server.url
  }, 180_000)

  afterAll(async () => {
    await server?.stop()
    await oidc.stop()
    fs.rmSync(path.dirname(logFile), { recursive: true, force: true })
  }, 60_000)

  it('redirects to a path outside Latin-1 with its characters percent-encoded, never a 500', async () => {
    for (const target of NOT_LATIN1) {
      const exit = await fetch(`${base}/api/preview/exit?path=${encodeURIComponent(target)}`, { redirect: 'manual' })
      expect(exit.status, target).toBe(303)
      expect(exit.headers.get('location'), target).toMatch(/^\/[\x21-\x7e]*$/)
      const locale = await fetch(`${base}/api/public/locale?to=es&path=${encodeURIComponent(target)}`, { redirect: 'manual' })
      expect(locale.status, target).toBe(303)
      const preview = await fetch(`${base}/api/preview?collection=pages&id=1&locale=${encodeURIComponent(target)}`, { redirect: 'manual' })
      expect(preview.status, target).toBe(400)
      // The sign-in return path: the account area keeps the wanted path in a cookie.
      const account = await fetch(`${base}/my-account${encodeURI(target)}`, { redirect: 'manual' })
      expect(account.status, target).toBe(307)
    }
    expect((await fetch(`${base}/api/preview/exit?path=%2F%E2%82%AC`, { redirect: 'manual' })).headers.get('location')).toBe('/%E2%82%AC')
  })

  it('refuses a Google sign-in whose return paths are outside printable ASCII, so its callback cannot fail', async () => {
    for (const field of ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL']) {
      const start = await fetch(`${base}/api/auth/sign-in/social`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ provider: 'google', callbackURL: '/', [field]: '/€', disableRedirect: true }),
      })
      if (start.status === 200) {
        // Accepted: go through Google (the stand-in) and back, as a browser would.
        const { url } = (await start.json()) as { url: string }
        const cookie = start.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ')
        const callback = (await fetch(url, { redirect: 'manual' })).headers.get('location') ?? ''
        const back = await fetch(callback, { headers: { cookie }, redirect: 'manual' })
        expect(back.status, `${field}: the callback`).toBeLessThan(500)
      }
      expect(start.status, field).toBe(400)
    }
  })

  it('answers an admin server action without a staff session 401 or 404, whatever its body', async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(process.cwd(), '.next', 'server', 'server-reference-manifest.json'), 'utf8')) as {
      node: Record<string, unknown>
    }
    const actions = Object.keys(manifest.node)
    expect(actions.length).toBeGreaterThan(0)
    const post = (action: string, body: string, cookie?: string) =>
      fetch(`${base}/admin`, {
        method: 'POST',
        headers: {
          'next-action': action,
          'content-type': 'text/plain;charset=UTF-8',
          accept: 'text/x-component',
          ...(cookie ? { cookie } : {}),
        },
        body,
      })
    for (const action of actions) {
      for (const body of ['', '[]', '["es"]', '[{"name":"render-list","args":{"collectionSlug":"media"}}]', 'garbage']) {
        expect((await post(action, body)).status, `${action} ${body}`).toBe(401)
      }
    }
    // A session cookie that is no staff's (forged, expired): Payload's own check refuses, as 404;
    // form and table state answer their errors in the body instead (200), by Payload's design.
    const [serverFunction] = actions.filter((a) => (manifest.node[a] as { filename: string }).filename.endsWith('layout.tsx'))
    const forged = 'payload-token=forged.token.value'
    const call = (name: string) =>
      post(serverFunction, JSON.stringify([{ name, args: { collectionSlug: 'media', schemaPath: 'media' } }]), forged)
    for (const name of ['render-list', 'render-document']) expect((await call(name)).status, name).toBe(404)
    for (const name of [
      'form-state',
      'table-state',
      'render-field',
      'render-document-slots',
      'copy-data-from-locale',
      'get-folder-results-component-and-data',
      'get-upcoming-scheduled-publish',
      'schedule-publish',
      'slugify',
      'render-widget',
      'get-default-layout',
    ]) {
      expect((await call(name)).status, name).toBeLessThan(500)
    }
  })

  it('refuses Payload filters and bodies it cannot take with 400', async () => {
    for (const q of [
      'where[createdAt][equals]=notadate',
      'where[filename][near]=1,2',
      'where[filename][within]=x',
      'where[alt][intersects]=x',
      'where[imageEs][in]=abc',
    ]) {
      expect((await fetch(`${base}/api/media?${q}`)).status, q).toBe(400)
    }
    for (const target of ['/api/media', '/api/users/login']) {
      const form = new FormData()
      form.set('_payload', 'not json')
      expect((await fetch(`${base}${target}`, { method: 'POST', body: form })).status, target).toBe(400)
    }
  })

  it('logs an anonymous refusal as at most one info line, never an error or a stack', async () => {
    const refusals = [
      '/api/parts',
      '/api/media/999999',
      '/api/users',
      '/api/pages/1',
      '/api/orders',
      '/api/globals/site-settings/x',
      '/api/media?where[createdAt][equals]=notadate',
    ]
    await Promise.all(refusals.map((p) => fetch(`${base}${p}`).then((r) => r.arrayBuffer())))
    const before = fs.statSync(logFile).size
    const sent: string[] = []
    for (let i = 0; i < 4; i++) {
      for (const p of refusals) {
        const res = await fetch(`${base}${p}`)
        await res.arrayBuffer()
        expect(res.status, p).toBeGreaterThanOrEqual(400)
        expect(res.status, p).toBeLessThan(500)
        sent.push(p)
      }
    }
    await new Promise((r) => setTimeout(r, 1500))
    const written = stripAnsi(fs.readFileSync(logFile).subarray(before).toString('utf8'))
    // Besides the access log's line for each request (README, "Operating the shop", Logs).
    const lines = written
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l) as { level: string; component?: string })
      .filter((l) => l.component !== 'access')
    expect(lines.length, written).toBeLessThanOrEqual(sent.length)
    for (const line of lines) expect(line.level, written).toBe('info')
    expect(written).not.toMatch(/"level":"(error|fatal)"|^\s+at |"stack"/m)
  })
})
