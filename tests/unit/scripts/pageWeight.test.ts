import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pageWeight } from '../../../scripts/lib/pageWeight'

const appJs = 'console.log("app");'.repeat(50)
const polyfills = 'var polyfill = 1;'.repeat(500)
const html =
  '<!DOCTYPE html><html><head><script src="/polyfills.js" noModule=""></script>' +
  '<script src="/app.js" async=""></script><script src="/app.js" async=""></script></head><body>hello</body></html>'

let server: http.Server
let base = ''

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const body = req.url === '/' ? html : req.url === '/app.js' ? appJs : req.url === '/polyfills.js' ? polyfills : null
    res.writeHead(body === null ? 404 : 200).end(body ?? '')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('pageWeight', () => {
  it('counts each script a module-capable browser loads once, gzipped, and not the nomodule polyfills', async () => {
    const w = await pageWeight(base, '/')
    expect(w.htmlBytes).toBe(Buffer.byteLength(html))
    expect(w.scripts).toBe(1)
    expect(w.firstLoadJsGzipBytes).toBe(gzipSync(appJs).length)
  })
})
