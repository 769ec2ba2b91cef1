import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { it } from 'vitest'

/**
 * The checks that need no browser, against the browser tests' server (`serve-test`: the
 * production build on a fresh embedded database with the e2e fixtures and stand-ins), started
 * once by tests/integration/builtServer.int.test.ts on REQUEST_PORT (3360 unless set; its
 * stand-ins take +1, +15, +16 and +17, the development mailbox's server +3 and up).
 *
 * The checks were Playwright tests that used only its `request` fixture: `test` below gives
 * each a fresh request context with the same method names (get, post…; status(), json(),
 * headers(), maxRedirects) and the language it runs in as `info.project.name`, so their
 * bodies read as they did.
 */
export const REQUEST_PORT = Number(process.env.REQUEST_PORT ?? 3360)
export const built = fs.existsSync(path.join(process.cwd(), '.next', 'BUILD_ID'))

export type Lang = 'en' | 'es'

type Options = {
  headers?: Record<string, string>
  /** An object is sent as JSON; a string or a Buffer as it is. */
  data?: unknown
  /** 0: a redirect is the answer (Playwright follows up to 20). */
  maxRedirects?: number
}

export type Answer = {
  status(): number
  ok(): boolean
  url(): string
  /** Lower-case names; repeated headers joined with ", " (Set-Cookie with newlines), as Playwright does. */
  headers(): Record<string, string>
  body(): Promise<Buffer>
  text(): Promise<string>
  // Playwright's APIResponse.json() is `Promise<any>` too: the ported bodies read fields off it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json(): Promise<any>
}

export type RequestContext = Record<
  'get' | 'post' | 'put' | 'patch' | 'delete' | 'head',
  (url: string, options?: Options) => Promise<Answer>
> & {
  fetch: (url: string, options?: Options & { method?: string }) => Promise<Answer>
}

function encode(data: unknown, headers: Record<string, string>): Buffer | undefined {
  if (data === undefined) return undefined
  if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
    headers['Content-Type'] = Buffer.isBuffer(data)
      ? 'application/octet-stream'
      : typeof data === 'string'
        ? 'text/plain'
        : 'application/json'
  }
  return Buffer.isBuffer(data) ? data : Buffer.from(typeof data === 'string' ? data : JSON.stringify(data))
}

/**
 * An HTTP client in the manner of Playwright's APIRequestContext: relative URLs against
 * `baseURL`, `extraHTTPHeaders` on every request, cookies kept per host across its requests,
 * redirects followed unless `maxRedirects: 0`. Plain node:http, so no header is added behind
 * the test's back (no Accept-Language, no Sec-Fetch-*), and Host can be set.
 */
export function requestContext(baseURL: string, extraHTTPHeaders: Record<string, string> = {}): RequestContext {
  const jars = new Map<string, Map<string, string>>()
  const keep = (host: string, setCookie: string[] | undefined) => {
    const jar = jars.get(host) ?? new Map<string, string>()
    jars.set(host, jar)
    for (const line of setCookie ?? []) {
      const [pair, ...attributes] = line.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq).trim()
      const value = pair.slice(eq + 1).trim()
      const gone =
        attributes.some((a) => /^\s*max-age\s*=\s*(0|-\d+)\s*$/i.test(a)) ||
        attributes.some((a) => /^\s*expires\s*=/i.test(a) && Date.parse(a.split('=')[1]) < Date.now())
      if (gone) jar.delete(name)
      else jar.set(name, value)
    }
  }

  const once = (method: string, url: URL, headers: Record<string, string>, body: Buffer | undefined) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const jar = jars.get(url.hostname)
      const cookie = jar?.size ? [...jar].map(([k, v]) => `${k}=${v}`).join('; ') : undefined
      const all: Record<string, string> = {
        'User-Agent': 'switchyard-integration',
        Accept: '*/*',
        ...(cookie ? { Cookie: cookie } : {}),
        ...extraHTTPHeaders,
        ...headers,
      }
      if (body) all['Content-Length'] = String(body.length)
      const req = http.request(url, { method, headers: all }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
        res.on('error', reject)
      })
      req.on('error', reject)
      req.end(body)
    })

  const send = async (method: string, target: string, { headers = {}, data, maxRedirects = 20 }: Options = {}): Promise<Answer> => {
    const own = { ...headers }
    let body = encode(data, own)
    let url = new URL(target, baseURL)
    let answer = await once(method, url, own, body)
    keep(url.hostname, answer.headers['set-cookie'])
    for (let left = maxRedirects; left > 0 && answer.status >= 300 && answer.status < 400 && answer.headers.location; left--) {
      // 303, and 301/302 after a POST, go on as a GET without the body (as browsers and Playwright do).
      if (answer.status === 303 || ((answer.status === 301 || answer.status === 302) && method === 'POST')) {
        method = 'GET'
        body = undefined
        for (const h of Object.keys(own)) if (h.toLowerCase() === 'content-type') delete own[h]
      }
      url = new URL(answer.headers.location, url)
      answer = await once(method, url, own, body)
      keep(url.hostname, answer.headers['set-cookie'])
    }
    const { status, headers: raw, body: bytes } = answer
    const flat: Record<string, string> = {}
    for (const [name, value] of Object.entries(raw))
      if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(name === 'set-cookie' ? '\n' : ', ') : value
    const final = url.toString()
    return {
      status: () => status,
      ok: () => status >= 200 && status < 300,
      url: () => final,
      headers: () => ({ ...flat }),
      body: async () => bytes,
      text: async () => bytes.toString('utf8'),
      json: async () => JSON.parse(bytes.toString('utf8')),
    }
  }

  return {
    get: (url, options) => send('GET', url, options),
    post: (url, options) => send('POST', url, options),
    put: (url, options) => send('PUT', url, options),
    patch: (url, options) => send('PATCH', url, options),
    delete: (url, options) => send('DELETE', url, options),
    head: (url, options) => send('HEAD', url, options),
    fetch: (url, { method = 'GET', ...options } = {}) => send(method, url, options),
  }
}

/** What a ported test body receives: `request` and, as Playwright's second argument, `info.project.name` (the language). */
type Body = (fixtures: { request: RequestContext }, info: { project: { name: Lang } }) => Promise<void>

/**
 * A Playwright `test(title, async ({ request }, info) => …)` as a vitest test: a fresh request
 * context against the shared server for each run, in each language of `langs` (the title
 * names it when there are two).
 */
export function test(title: string, body: Body, { langs = ['en'], timeout }: { langs?: Lang[]; timeout?: number } = {}) {
  for (const lang of langs) {
    it(
      langs.length > 1 ? `${title} (${lang})` : title,
      () => body({ request: requestContext(`http://localhost:${REQUEST_PORT}`) }, { project: { name: lang } }),
      timeout,
    )
  }
}

/** Both languages: for the checks whose words or paths depend on the language. */
export const both: { langs: Lang[] } = { langs: ['en', 'es'] }
