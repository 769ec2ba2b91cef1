import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BASE_SECURITY_HEADERS, HSTS } from '@/lib/platform/security/headers.mjs'
import { withSecurityHeaders } from '@/server/securityHeaders.mjs'

// Issue 23, 6d: Next's 308 for a trailing slash left without any of the shop's headers. The
// front server gives them to every answer that lacks them, however it was written.
const answers: Record<string, (res: ServerResponse) => void> = {
  // As Next's router answers a trailing slash: status and Location set, then end().
  '/redirect': (res) => {
    res.statusCode = 308
    res.setHeader('Location', '/products')
    res.end('/products')
  },
  '/object': (res) => {
    res.writeHead(404, { 'Content-Type': 'text/plain' })
    res.end('x')
  },
  '/list': (res) => {
    res.writeHead(400, 'Bad', ['Content-Type', 'text/plain', 'X-Frame-Options', 'SAMEORIGIN'])
    res.end('x')
  },
  // A page's own policy is kept.
  '/page': (res) => {
    res.setHeader('Content-Security-Policy', "default-src 'self'")
    res.end('<html></html>')
  },
}

let base = ''
const server = createServer((req, res) => {
  withSecurityHeaders(res, req.headers['x-forwarded-proto'] === 'https')
  answers[req.url ?? '']?.(res)
})
beforeAll(
  () =>
    new Promise<void>((resolve) =>
      server.listen(0, '127.0.0.1', () => ((base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`), resolve())),
    ),
)
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('the security headers of every answer', () => {
  it('are added to an answer that lacks them, HSTS over https only', async () => {
    for (const path of ['/redirect', '/object', '/list']) {
      for (const https of [true, false]) {
        const res = await fetch(`${base}${path}`, { redirect: 'manual', headers: https ? { 'x-forwarded-proto': 'https' } : {} })
        for (const { key, value } of BASE_SECURITY_HEADERS) {
          if (path === '/list' && key === 'X-Frame-Options') continue
          expect(res.headers.get(key), `${path} ${key}`).toBe(value)
        }
        expect(res.headers.get('strict-transport-security'), path).toBe(https ? HSTS : null)
      }
    }
  })

  it('keep what the answer set itself', async () => {
    expect((await fetch(`${base}/list`)).headers.get('x-frame-options')).toBe('SAMEORIGIN')
    const page = await fetch(`${base}/page`)
    expect(page.headers.get('content-security-policy')).toBe("default-src 'self'")
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
