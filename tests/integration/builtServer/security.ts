import { spawn, type ChildProcess } from 'node:child_process'
import os from 'node:os'

import { afterAll, beforeAll, describe, expect } from 'vitest'

import { cliCommand } from '../../../scripts/lib/nodeFlags.mjs'
import { api, base } from '../../e2e/helpers/admin'
import { codeFor, unique } from '../../helpers/mailCodes'
import { both, REQUEST_PORT, requestContext, test, type Lang, type RequestContext } from '../helpers/builtServer'

/**
 * What a hostile visitor tries (issue: security and robustness), each class proved against
 * the production server: who is a client, where redirects go, what malformed input gets.
 * From tests/e2e/security.e2e.ts (the checks that need no browser) and buyerWeek.e2e.ts.
 */
const send = (request: RequestContext, email: string, ip: string, l: Lang = 'en') =>
  request.post('/api/auth/email-otp/send-verification-otp', {
    headers: { Origin: base, 'X-Forwarded-For': ip, 'x-switchyard-locale': l },
    data: { email, type: 'sign-in' },
  })
const verify = (request: RequestContext, email: string, otp: string, ip: string) =>
  request.post('/api/auth/sign-in/email-otp', { headers: { Origin: base, 'X-Forwarded-For': ip }, data: { email, otp } })
const ipOf = (n: number) => `198.51.${Math.floor(Math.random() * 250)}.${n}`

export function securityChecks() {
  describe('rate limits key on the address the trusted proxy saw', () => {
    test('a client-chosen X-Forwarded-For entry does not buy a fresh per-IP allowance', async ({ request }, info) => {
      const l = info.project.name as Lang
      const ip = ipOf(7)
      // The per-IP limit is 10 codes in 10 minutes, over any addresses.
      for (let i = 0; i < 10; i++) expect((await send(request, unique(l, `ip-${i}`), ip)).status()).toBe(200)
      expect((await send(request, unique(l, 'ip-over'), ip)).status()).toBe(429)
      // The proxy appends the real peer after whatever the client sent: still the same client.
      expect((await send(request, unique(l, 'ip-spoof'), `203.0.113.99, ${ip}`)).status()).toBe(429)
    })

    test('another client cannot spend a buyer’s code requests', async ({ request }, info) => {
      const l = info.project.name as Lang
      const victim = unique(l, 'victim-send')
      const attacker = ipOf(9)
      for (let i = 0; i < 3; i++) expect((await send(request, victim, attacker)).status()).toBe(200)
      expect((await send(request, victim, attacker)).status()).toBe(429)
      expect((await send(request, victim, ipOf(10))).status()).toBe(200)
    })

    test('another client’s wrong guesses cannot void a buyer’s code', async ({ request }, info) => {
      const l = info.project.name as Lang
      const victim = unique(l, 'victim-verify')
      const victimIp = ipOf(11)
      expect((await send(request, victim, victimIp)).status()).toBe(200)
      const code = await codeFor(victim, 0)
      const wrong = code === '000000' ? '111111' : '000000'
      const attacker = ipOf(12)
      for (let i = 0; i < 3; i++) expect((await verify(request, victim, wrong, attacker)).status()).toBeGreaterThanOrEqual(400)
      expect((await verify(request, victim, wrong, attacker)).status()).toBe(429)
      const signedIn = await verify(request, victim, code, victimIp)
      expect(signedIn.status()).toBe(200)
      expect(((await signedIn.json()) as { user: { email: string } }).user.email).toBe(victim)
    })

    test('the sign-in endpoints the shop does not use are closed', async ({ request }) => {
      const email = unique('en', 'closed')
      const headers = { Origin: base, 'X-Forwarded-For': ipOf(13) }
      for (const path of [
        'request-password-reset',
        'forget-password/email-otp',
        'email-otp/reset-password',
        'sign-up/email',
        'sign-in/email',
        'send-verification-email',
        'change-email',
        'update-user',
        'delete-user',
        'email-otp/verify-email',
      ]) {
        const res = await request.post(`/api/auth/${path}`, { headers, data: { email, password: 'hunter2hunter2', newEmail: email } })
        expect(res.status(), path).toBe(404)
      }
      // The code endpoint itself only sends sign-in codes.
      const reset = await request.post('/api/auth/email-otp/send-verification-otp', { headers, data: { email, type: 'forget-password' } })
      expect(reset.status()).toBe(400)
    })
  })

  describe('redirects stay on this site', () => {
    const tricks = [
      '/%09/evil.example/',
      '//evil.example/',
      '/%5Cevil.example',
      '/%5C/evil.example',
      'https://evil.example/',
      '/%0a/evil.example',
      '%2F%2Fevil.example',
    ]

    test('leaving a preview and switching language never leave the site, and never name localhost', async ({ request }) => {
      for (const trick of tricks) {
        const exit = await request.get(`/api/preview/exit?path=${trick}`, { maxRedirects: 0 })
        expect(exit.status(), trick).toBe(303)
        expect(exit.headers().location, trick).toBe('/')
        const locale = await request.get(`/api/public/locale?to=es&path=${trick}`, { maxRedirects: 0 })
        expect(locale.status(), trick).toBe(400)
      }
      // Behind a proxy the buyer stays on the host they used: the Location is relative.
      const switched = await request.get('/api/public/locale?to=es&path=/products', {
        maxRedirects: 0,
        headers: { Host: 'shop.example.com' },
      })
      expect(switched.status()).toBe(303)
      expect(switched.headers().location).toBe('/es/productos')
      const exit = await request.get('/api/preview/exit?path=/article/x', { maxRedirects: 0, headers: { Host: 'shop.example.com' } })
      expect(exit.headers().location).toBe('/article/x')
    })

    test('a redirect rule points at a path here or an https URL, nothing else', async ({ request }, info) => {
      const l = info.project.name as Lang
      for (const to of ['/\t/evil.example/', '/\\evil.example', 'http://evil.example/', 'javascript:alert(1)']) {
        await expect(
          api('POST', '/redirects', { from: `/sec-bad-${l}-${Date.now()}`, to, status: '302' }),
          JSON.stringify(to),
        ).rejects.toThrow(/400/)
      }
      const from = `/sec-ok-${l}-${Date.now()}`
      await api('POST', '/redirects', { from, to: 'https://partner.example/catalogue', status: '302' })
      await expect
        .poll(async () => (await request.get(from, { maxRedirects: 0 })).headers().location, { timeout: 5_000 })
        .toBe('https://partner.example/catalogue')
    })
  })

  describe('malformed input is a 4xx', () => {
    test('paths and parameters whose escapes do not decode', async ({ request }) => {
      for (const path of [
        '/%25',
        '/products/%25',
        '/es/%25',
        '/article/%25',
        '/a%25b',
        '/%zz',
        '/es/productos/%E0%A4%A',
        '/api/public/locale?to=es&path=/article/%25',
      ]) {
        const res = await request.get(path, { maxRedirects: 0 })
        expect(res.status(), path).toBeGreaterThanOrEqual(300)
        expect(res.status(), path).toBeLessThan(500)
      }
    })

    test('bodies over 1 MB, bodies without a length, bodies that are not JSON', async ({ request }) => {
      const big = JSON.stringify({ items: [{ pn: 'X'.repeat(1_100_000), qty: 1 }] })
      const tooBig = await request.post('/api/public/cart/quote', { headers: { 'Content-Type': 'application/json' }, data: big })
      expect(tooBig.status()).toBe(413)
      expect(((await tooBig.json()) as { error: { code: string } }).error.code).toBe('payload-too-large')
      const notJson = await request.post('/api/public/cart/quote', { headers: { 'Content-Type': 'application/json' }, data: '{"items": [' })
      expect(notJson.status()).toBe(400)
      // A chunked body (no Content-Length) is refused before anything reads it.
      const chunked = await fetch(`${base}/api/public/cart/quote`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"items":[]}'))
            controller.close()
          },
        }),
        duplex: 'half',
      } as RequestInit)
      expect(chunked.status).toBe(411)
    })
  })

  describe('the development mailbox', () => {
    // A server of the embedded mode's own (mail in the outbox, no trusted proxy), for both
    // languages: the mailbox answers by where a request comes from, not by language.
    let server: ChildProcess | undefined
    const port = REQUEST_PORT + 3
    const origin = `http://localhost:${port}`

    beforeAll(async () => {
      server = spawn(...cliCommand('serve-test'), {
        env: { ...process.env, E2E_PORT: String(port), E2E_MAIL: 'outbox', TRUSTED_PROXY: '0' },
        stdio: 'ignore',
      })
      const deadline = Date.now() + 280_000
      while (
        !(await fetch(`${origin}/api/public/redirects`).then(
          (r) => r.ok,
          () => false,
        ))
      ) {
        if (server.exitCode !== null) throw new Error(`the mailbox's server exited (${server.exitCode})`)
        if (Date.now() > deadline) throw new Error("the mailbox's server did not start")
        await new Promise((r) => setTimeout(r, 500))
      }
    }, 300_000)
    afterAll(async () => {
      if (!server || server.exitCode !== null || server.signalCode !== null) return
      const exited = new Promise((resolve) => server!.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    }, 60_000)

    test(
      'shows codes only to a browser on this machine talking straight to the shop',
      async ({ request }, info) => {
        const l = info.project.name as Lang
        const email = unique(l, 'outbox')
        const sent = await request.post(`${origin}/api/auth/email-otp/send-verification-otp`, {
          headers: { Origin: origin },
          data: { email, type: 'sign-in' },
        })
        expect(sent.status()).toBe(200)
        const local = await request.get(`${origin}${l === 'en' ? '' : '/es'}/dev/mailbox`)
        expect(local.status()).toBe(200)
        expect(await local.text()).toContain(email)
        // Through a proxy on this machine (it says whom it forwards for): not found.
        for (const header of ['X-Forwarded-For', 'X-Real-IP', 'Forwarded']) {
          const proxied = await request.get(`${origin}/dev/mailbox`, {
            headers: { [header]: header === 'Forwarded' ? 'for=192.0.2.60' : '192.0.2.60' },
          })
          expect(proxied.status(), header).toBe(404)
        }
        // DNS rebinding: a page of another site whose name now points at this machine connects
        // over loopback but names its own host. Not found.
        const rebound = await request.get(`${origin}/dev/mailbox`, { headers: { Host: `rebind.example:${port}` } })
        expect(rebound.status()).toBe(404)
        expect(await rebound.text()).not.toContain(email)
        // From another host on the network: not found.
        const lan = Object.values(os.networkInterfaces())
          .flat()
          .find((a) => a && a.family === 'IPv4' && !a.internal)
        if (lan) {
          const remote = await request.get(`http://${lan.address}:${port}/dev/mailbox`)
          expect(remote.status()).toBe(404)
          expect(await remote.text()).not.toContain(email)
        }
      },
      both,
    )
  })

  // From tests/e2e/buyerWeek.e2e.ts (it used Playwright's own request context, no browser).
  describe('session read refused (429)', () => {
    test('the session read is sized for an office of tabs behind one address', async () => {
      const ip = `10.77.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`
      const office = requestContext(base, { 'X-Forwarded-For': ip })
      // 300 reads in a minute (60 tabs each loading 5 pages): Better Auth's default of 100 refused two thirds.
      const statuses: number[] = []
      for (let batch = 0; batch < 10; batch++) {
        const answers = await Promise.all(Array.from({ length: 30 }, () => office.get('/api/auth/get-session')))
        statuses.push(...answers.map((a) => a.status()))
      }
      expect(statuses.filter((s) => s === 429)).toEqual([])
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(290)
    })
  })
}
