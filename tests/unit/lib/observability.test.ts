import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'

import pino from 'pino'
import { describe, expect, it } from 'vitest'

import { cleanLogMethod, levelOf, loggerOptions, requestContext, wantsPretty } from '@/lib/platform/observability/server/log.mjs'
import { metricsAccess } from '@/server/metricsAccess.mjs'
import { requestIdOf } from '@/server/requestId.mjs'
import { routeClassifier } from '@/server/routes.mjs'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('the request id (X-Request-Id)', () => {
  it('is kept from a trusted proxy when it looks sane', () => {
    expect(requestIdOf('lb-7f3a.9:01_x', 1)).toBe('lb-7f3a.9:01_x')
    expect(requestIdOf('a'.repeat(128), 2)).toBe('a'.repeat(128))
  })

  it('is made anew without a trusted proxy, whatever the client sent', () => {
    expect(requestIdOf('chosen-by-client', 0)).toMatch(UUID)
    expect(requestIdOf(undefined, 0)).toMatch(UUID)
  })

  it('is made anew for a value that is too long, empty, repeated or has other characters', () => {
    for (const bad of ['a'.repeat(129), '', 'two words', 'x\r\ninjected: 1', 'ümlaut', '{"json":1}'])
      expect(requestIdOf(bad, 1), JSON.stringify(bad)).toMatch(UUID)
    expect(requestIdOf(['a', 'b'], 1)).toMatch(UUID)
    expect(requestIdOf(undefined, 1)).not.toBe(requestIdOf(undefined, 1))
  })
})

describe('who may read /metrics', () => {
  const direct = { host: 'localhost:3000' }
  it('is this machine over loopback by default, by the socket peer only', () => {
    const allowed = metricsAccess(undefined)
    expect(allowed('127.0.0.1', direct)).toBe(true)
    expect(allowed('::1', { host: '[::1]:3000' })).toBe(true)
    expect(allowed('::ffff:127.0.0.1', direct)).toBe(true)
    expect(allowed('203.0.113.9', direct)).toBe(false)
    expect(allowed('10.0.0.5', { ...direct, 'x-forwarded-for': '127.0.0.1' })).toBe(false)
    // A reverse proxy on this machine (its headers) or a page rebinding its own name to 127.0.0.1.
    expect(allowed('127.0.0.1', { ...direct, 'x-forwarded-for': '203.0.113.9' })).toBe(false)
    expect(allowed('127.0.0.1', { host: 'evil.example:3000' })).toBe(false)
    expect(allowed(undefined, direct)).toBe(false)
  })

  it('is also the addresses and CIDRs of METRICS_ALLOW', () => {
    const allowed = metricsAccess(' 10.1.0.0/16, 192.0.2.7 ,2001:db8::/32, nonsense, 10.9.9.9/99')
    expect(allowed('10.1.200.3', {})).toBe(true)
    expect(allowed('::ffff:10.1.0.1', {})).toBe(true)
    expect(allowed('10.2.0.1', {})).toBe(false)
    expect(allowed('192.0.2.7', {})).toBe(true)
    expect(allowed('192.0.2.8', {})).toBe(false)
    expect(allowed('2001:db8:1::5', {})).toBe(true)
    expect(allowed('2001:db9::5', {})).toBe(false)
    expect(allowed('10.9.9.9', {})).toBe(false)
  })
})

describe('the route a request is counted under', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'routes-'))
  fs.mkdirSync(path.join(dir, '.next'))
  fs.writeFileSync(
    path.join(dir, '.next', 'app-path-routes-manifest.json'),
    JSON.stringify({
      '/(frontend)/[locale]/(default)/products/page': '/[locale]/products',
      '/(frontend)/[locale]/(default)/products/[slug]/page': '/[locale]/products/[slug]',
      '/(frontend)/[locale]/(default)/[...slug]/page': '/[locale]/[...slug]',
      '/(frontend)/[locale]/page': '/[locale]',
      '/(frontend)/[locale]/sitemap.xml/route': '/[locale]/sitemap.xml',
      '/api/public/search/route': '/api/public/search',
      '/api/private/orders/[number]/route': '/api/private/orders/[number]',
      '/(payload)/api/[...slug]/route': '/api/[...slug]',
      '/(payload)/admin/[[...segments]]/page': '/admin/[[...segments]]',
    }),
  )
  const routeOf = routeClassifier(dir)

  it('is the Next route pattern, with or without the locale prefix', () => {
    expect(routeOf('/')).toBe('/[locale]')
    expect(routeOf('/es')).toBe('/[locale]')
    expect(routeOf('/products')).toBe('/[locale]/products')
    expect(routeOf('/es/products/relay-x1')).toBe('/[locale]/products/[slug]')
    expect(routeOf('/some/cms/page')).toBe('/[locale]/[...slug]')
    expect(routeOf('/sitemap.xml')).toBe('/[locale]/sitemap.xml')
    expect(routeOf('/api/public/search')).toBe('/api/public/search')
    expect(routeOf('/api/private/orders/SY-100107')).toBe('/api/private/orders/[number]')
    expect(routeOf('/api/pages/12')).toBe('/api/[...slug]')
    expect(routeOf('/admin')).toBe('/admin/[[...segments]]')
    expect(routeOf('/admin/collections/orders/3')).toBe('/admin/[[...segments]]')
  })

  it("is a coarse class for the server's own paths, Next's files and public files: never the raw path", () => {
    expect(routeOf('/healthz')).toBe('/healthz')
    expect(routeOf('/_next/static/chunks/abc123.js')).toBe('/_next/static')
    expect(routeOf('/_next/image')).toBe('/_next/image')
    expect(routeOf('/favicon.svg')).toBe('(file)')
    expect(routeClassifier(path.join(dir, 'missing'))('/whatever/x')).toBe('(other)')
  })
})

/** A logger with the shared options writing into an array of parsed lines. */
function capture(env: Record<string, string> = {}) {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)))
      done()
    },
  })
  return { log: pino(loggerOptions(env as NodeJS.ProcessEnv), stream), lines }
}

describe('the log lines', () => {
  it('take LOG_LEVEL (info unless it names a level)', () => {
    expect(levelOf(undefined)).toBe('info')
    expect(levelOf(' DEBUG ')).toBe('debug')
    expect(levelOf('verbose')).toBe('info')
    const { log, lines } = capture({ LOG_LEVEL: 'warn' })
    log.info('not kept')
    log.warn('kept')
    expect(lines.map((l) => [l.level, l.msg])).toEqual([['warn', 'kept']])
    expect(typeof lines[0].time).toBe('string')
  })

  it('never carry personal data or secrets by their keys, at any of the first three levels', () => {
    const { log, lines } = capture()
    log.info(
      {
        email: 'buyer@example.test',
        order: { shipTo: { street: '1 Main St', phone: '+1 555 0100', postal: '19103' }, number: 'SY-1' },
        headers: { cookie: 'switchyard.session_token=abc', authorization: 'Bearer t', 'set-cookie': ['s=1'] },
        body: { otp: '123456' },
      },
      'placed',
    )
    const text = JSON.stringify(lines)
    for (const secret of ['buyer@example', '1 Main St', '555 0100', '19103', 'session_token', 'Bearer', 's=1', '123456'])
      expect(text).not.toContain(secret)
    expect(text).toContain('SY-1')
  })

  it("keep of an error its class, cleaned message and codes: never a query's parameters, an address or a connection's keys", () => {
    const { log, lines } = capture()
    const cause = Object.assign(new Error('duplicate key'), {
      code: '23505',
      detail: 'Key (email)=(x@y.test) exists',
      client: { secretKey: 4242 },
    })
    const error = new Error(
      'Failed query: insert into "deliveries" ("input") values ($1)\nparams: {"street":"9 Elm Rd","phone":"5550199"}',
      {
        cause,
      },
    )
    log.error(error)
    log.error({ err: new Error('550 rejected <ann@example.test>') }, 'mail failed')
    const text = JSON.stringify(lines)
    for (const secret of ['9 Elm Rd', '5550199', 'x@y.test', '4242', 'ann@example.test']) expect(text).not.toContain(secret)
    expect(lines[0]).toMatchObject({ level: 'error', err: { type: 'Error', cause: { errorCode: '23505', message: 'duplicate key' } } })
    expect(String(lines[0].msg)).toContain('params: [redacted]')
    expect(lines[1]).toMatchObject({ msg: 'mail failed', err: { message: '550 rejected <[email]>' } })
  })

  it('carry the id of the request they were written for', () => {
    const { log, lines } = capture()
    requestContext().run({ id: 'req-1' }, () => log.warn('inside'))
    log.warn('outside')
    expect(lines[0].reqId).toBe('req-1')
    expect(lines[1].reqId).toBeUndefined()
  })

  it('clean messages given as strings too', () => {
    const seen: unknown[][] = []
    cleanLogMethod.call({}, ['sent to %s', 'a@b.test'], (...args: unknown[]) => seen.push(args))
    expect(seen).toEqual([['sent to [email]']])
  })
})

describe('pretty lines', () => {
  it('are for a person at a terminal outside production only', () => {
    expect(wantsPretty({ NODE_ENV: 'development' } as NodeJS.ProcessEnv, true)).toBe(true)
    expect(wantsPretty({ NODE_ENV: 'production' } as NodeJS.ProcessEnv, true)).toBe(false)
    expect(wantsPretty({ NODE_ENV: 'development' } as NodeJS.ProcessEnv, false)).toBe(false)
  })
})
