import fc from 'fast-check'

import { LOCALE_COOKIE } from '../../../src/i18n/locales'
import { sessionCookieName } from '../../../src/lib/accounts/cookies'
import { TRACKING_COOKIE } from '../../../src/lib/cart/tracking'
import { multipartBytes, type MultipartBody } from './multipart'
import type { RawRequest } from './rawHttp'
import type { RefusalFamily } from './refusals'
import { fillRoute, type RouteInventory } from './routes'

/** What a body is, kept small until it is sent (a 2 MB string is built only then). */
export type BodySpec =
  | { kind: 'none' }
  | { kind: 'text'; contentType?: string; text: string; label: string }
  | { kind: 'bytes'; contentType?: string; bytes: number[]; label: string }
  | { kind: 'huge'; contentType?: string; size: number; wrap: 'json-string' | 'json-array' | 'form' | 'raw'; label: string }
  | { kind: 'nested'; contentType?: string; depth: number; open: '[' | '{"a":'; label: string }
  | MultipartBody

export type FuzzRequest = {
  family: keyof RouteInventory | 'anywhere' | RefusalFamily
  route: string
  method: string
  target: string
  headers: [string, string][]
  body: BodySpec
  staff: boolean
}

/** Path segments and values that broke or nearly broke servers before: bad and overlong encodings, traversal, controls, unicode. */
export const HOSTILE = [
  '%25',
  '%',
  '%zz',
  '%2',
  '%%32%35',
  '%c0%af',
  '%e0%80%af',
  '%c0%ae%c0%ae',
  '%f0%80%80%af',
  '%ff%fe',
  '%ed%a0%80',
  '%80',
  '..',
  '%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  '%2f',
  '%5c',
  '\\',
  '%00',
  '%0a',
  '%0d%0a',
  '%09',
  '%20',
  '%u0041',
  ';',
  ';a=b',
  '~',
  '.',
  '...',
  'index.php',
  'wp-login.php',
  '.env',
  '.git%2fconfig',
  '%E2%80%AE',
  'ñandú',
  '日本語',
  '😀',
  'İ',
  'ß',
  'a'.repeat(300),
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  'undefined',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  "'",
  '"',
  '<script>',
  '$where',
  '*',
]
const encodeSome = (s: string) => encodeURIComponent(s).replace(/%2F/g, () => '/')

/** A segment: a real-looking word, a hostile one, or random unicode (encoded, or raw without controls). */
const segment = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '1',
      '2',
      '3',
      '42',
      '999999',
      'e2e',
      'about',
      'contactors',
      'push-buttons',
      'profile',
      'saved-carts',
      'OEM',
      'PB22-XG1',
    ),
  },
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }).map(encodeSome) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 8 }).map((s) => s.replace(/[\s#?]/g, '')) },
)

/** A change to a good path: appended or replaced segments, doubled slashes, traversal, a trailing dot-extension, a tab. */
const mutatePath = (path: string) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.constant(path) },
    { weight: 3, arbitrary: segment.map((s) => `${path.replace(/\/$/, '')}/${s}`) },
    { weight: 2, arbitrary: segment.map((s) => path.replace(/\/[^/]*$/, `/${s}`) || `/${s}`) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('//', '/./', '/../', '/%2e/', '/%2e%2e/', '\t', '%09')
        .map((glue) => path.replace(/\//g, (m, i) => (i ? glue : m))),
    },
    { weight: 1, arbitrary: fc.constantFrom('.php', '.json', '.xml', '.', '%00.png', '.rsc', '.txt').map((ext) => `${path}${ext}`) },
    { weight: 1, arbitrary: fc.constantFrom('/', '//', '/%2f').map((tail) => `${path}${tail}`) },
  )

const QUERY_KEYS = [
  'q',
  'locale',
  'to',
  'path',
  'listName',
  'page',
  'sort',
  'limit',
  'depth',
  'draft',
  'select[title]',
  'populate[media]',
  'where[title][equals]',
  'where[or][0][slug][like]',
  'where[id][in]',
  'where[_status][not_equals]',
  'phone',
  'state',
  'country',
  'id',
  'collection',
  'token',
  'secret',
  'keys',
  'callbackURL',
  'redirectTo',
  'from',
  'view',
  'f',
  'fallback-locale',
  'trash',
  'pagination',
  'utm_source',
  'utm_campaign',
  '_rsc',
  'email',
  'code',
]
const queryValue = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'en',
      'es',
      'xx',
      '1',
      '0',
      '-1',
      '100000',
      '1e309',
      'true',
      'OEM',
      'D1',
      'relay',
      '/',
      '//evil.example',
      'https://evil.example/',
    ),
  },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }).map(encodeSome) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 12_000 }).map((n) => 'x'.repeat(n)) },
)
const deepWhere = fc.integer({ min: 5, max: 400 }).map((depth) => `where${'[and][0]'.repeat(depth)}[title][equals]=x`)
const queryString = fc.oneof(
  { weight: 4, arbitrary: fc.constant('') },
  {
    weight: 5,
    arbitrary: fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), segment), queryValue), { minLength: 1, maxLength: 6 })
      .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`),
  },
  { weight: 1, arbitrary: deepWhere.map((w) => `?${w}`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '?',
      '?&&&',
      '?=',
      '?a',
      '?a[]=1&a[]=2',
      '?a[b][c][d][e][f]=1',
      '?%',
      '?%zz=%zz',
      '?q=%ff',
      '?__proto__[x]=1',
    ),
  },
)

const SESSION = sessionCookieName(false)
const headerValue = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ unit: 'grapheme', maxLength: 60 }).map((s) => s.replace(/[\r\n]/g, '')),
)
const HEADERS: fc.Arbitrary<[string, string]>[] = [
  fc
    .constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      'text/x-component',
      '*/*',
      'garbage',
    )
    .map((v) => ['Content-Type', v]),
  fc.oneof(fc.constantFrom('es-MX', 'en-US,en;q=0.5', '*', 'xx', 'es;q=nope', ';;;'), headerValue).map((v) => ['Accept-Language', v]),
  fc.oneof(fc.constantFrom('text/html', 'application/json', 'text/x-component', '*/*'), headerValue).map((v) => ['Accept', v]),
  fc.oneof(fc.constantFrom('http://evil.example', 'null', 'http://127.0.0.1', 'http://localhost'), headerValue).map((v) => ['Origin', v]),
  fc
    .oneof(fc.constantFrom('1.2.3.4', '::1', '127.0.0.1, 10.0.0.1', 'unknown', '999.999.1.1'), headerValue)
    .map((v) => ['X-Forwarded-For', v]),
  fc.constantFrom('https', 'http', 'gopher', '').map((v) => ['X-Forwarded-Proto', v]),
  fc
    .oneof(fc.constantFrom('JWT x', 'JWT eyJhbGciOiJub25lIn0.e30.', 'Bearer x', 'Basic Og==', 'users API-Key x'), headerValue)
    .map((v) => ['Authorization', v]),
  fc
    .tuple(
      fc.constantFrom(SESSION, `__Secure-${SESSION}`, 'payload-token', LOCALE_COOKIE, TRACKING_COOKIE, 'NEXT_LOCALE', '__prerender_bypass'),
      fc.oneof(headerValue, fc.constantFrom('[{"path":1}]', '%7B', 'x.y.z', 'a'.repeat(3000))),
    )
    .map(([k, v]) => ['Cookie', `${k}=${v}`]),
  fc.constantFrom('1', '0', 'x').map((v) => ['RSC', v]),
  fc.oneof(fc.constantFrom('%5B%22%22%5D', '[]', '{}', 'x'), headerValue).map((v) => ['Next-Router-State-Tree', v]),
  fc.oneof(fc.constantFrom('0'.repeat(40), '7f'.repeat(21), 'x'), headerValue).map((v) => ['Next-Action', v]),
  fc.constantFrom('bytes=0-1', 'bytes=-1', 'bytes=9999999-', 'bytes=x', 'bytes=0-1,2-3,4-5').map((v) => ['Range', v]),
  fc.constantFrom('gzip', 'br', 'identity', 'x').map((v) => ['Accept-Encoding', v]),
  fc.constantFrom('1').map((v) => ['Next-Router-Prefetch', v]),
  headerValue.map((v) => ['User-Agent', v]),
  fc.constantFrom('*', '"x"', 'W/"x"').map((v) => ['If-None-Match', v]),
]
const headers: fc.Arbitrary<[string, string][]> = fc
  .subarray(
    HEADERS.map((_, i) => i),
    { maxLength: 5 },
  )
  .chain((picked) =>
    picked.length ? fc.tuple(...picked.map((i) => HEADERS[i])).map((pairs) => [...pairs]) : fc.constant<[string, string][]>([]),
  )

const JSON_SHAPES = [
  '{"items":"two"}',
  '{"items":[{"pn":1,"qty":"two"}]}',
  '{"items":[{"pn":"PB22-XG1","qty":1e309}]}',
  '{"items":null}',
  '[]',
  'null',
  '1',
  '"x"',
  '{"email":"a@b.c","type":"sign-in"}',
  '{"email":["x"]}',
  '{"email":"a@b.c","otp":{"$gt":""}}',
  '{"email":"admin@switchyard.local","password":"x"}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '{"key":"cart","value":{"lines":"x"}}',
  '{"query":"{ __schema { types { name } } }"}',
  '{"items":[',
  '{"a":1,}',
  '{"a":"\\ud800"}',
  "{'a':1}",
  '\u0000',
  '',
  ' ',
]
const body: fc.Arbitrary<BodySpec> = fc.oneof(
  { weight: 6, arbitrary: fc.constant<BodySpec>({ kind: 'none' }) },
  {
    weight: 6,
    arbitrary: fc
      .constantFrom(...JSON_SHAPES)
      .map((text): BodySpec => ({ kind: 'text', contentType: 'application/json', text, label: 'json: shapes of the wrong type' })),
  },
  {
    weight: 4,
    arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v): BodySpec => ({
      kind: 'text',
      contentType: 'application/json',
      text: JSON.stringify(v) ?? 'null',
      label: 'json: random values',
    })),
  },
  {
    weight: 2,
    arbitrary: fc
      .string({ unit: 'grapheme', maxLength: 200 })
      .map((text): BodySpec => ({ kind: 'text', contentType: 'application/json', text, label: 'unicode text as json' })),
  },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 })
      .map((bytes): BodySpec => ({ kind: 'bytes', contentType: 'application/json', bytes, label: 'invalid utf-8 bytes' })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('a=1&b=%zz', 'items=x', '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nxx\r\n--x--')
      .map((text): BodySpec => ({ kind: 'text', contentType: 'multipart/form-data; boundary=x', text, label: 'forms, broken multipart' })),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.integer({ min: 50, max: 200_000 }), fc.constantFrom<'[' | '{"a":'>('[', '{"a":'))
      .map(([depth, open]): BodySpec => ({ kind: 'nested', contentType: 'application/json', depth, open, label: 'deep nesting' })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(900_000, 1_000_000 - 64, 1_048_000, 1_048_576 + 1, 1_100_000, 2_500_000),
        fc.constantFrom<'json-string' | 'json-array' | 'form' | 'raw'>('json-string', 'json-array', 'form', 'raw'),
      )
      .map(([size, wrap]): BodySpec => ({
        kind: 'huge',
        contentType: wrap === 'form' ? 'application/x-www-form-urlencoded' : 'application/json',
        size,
        wrap,
        label: 'huge (near and above 1 MB)',
      })),
  },
)

const METHODS = fc.oneof(
  { weight: 10, arbitrary: fc.constant('GET') },
  { weight: 6, arbitrary: fc.constant('POST') },
  { weight: 2, arbitrary: fc.constantFrom('PUT', 'PATCH', 'DELETE') },
  { weight: 1, arbitrary: fc.constantFrom('HEAD', 'OPTIONS') },
  // Not CONNECT: Node answers a tunnel request by closing the socket, before the app.
  { weight: 1, arbitrary: fc.constantFrom('TRACE', 'TRACK', 'PROPFIND', 'get', 'FOO') },
)

/** One generated request against one of the shop's route families. */
export function fuzzRequest(inventory: RouteInventory): fc.Arbitrary<FuzzRequest> {
  const family = fc.oneof(
    { weight: 34, arbitrary: fc.constant<keyof RouteInventory>('pages') },
    { weight: 30, arbitrary: fc.constant<keyof RouteInventory>('api') },
    { weight: 24, arbitrary: fc.constant<keyof RouteInventory>('payload') },
    { weight: 8, arbitrary: fc.constant<keyof RouteInventory>('admin') },
  )
  const routed = family.chain((f) =>
    fc.record({
      family: fc.constant<FuzzRequest['family']>(f),
      route: fc.constantFrom(...inventory[f]),
    }),
  )
  const anywhere = fc
    .array(segment, { minLength: 1, maxLength: 4 })
    .map((segs) => ({ family: 'anywhere' as const, route: `/${segs.join('/')}` }))
  return fc
    .record({
      where: fc.oneof({ weight: 19, arbitrary: routed }, { weight: 1, arbitrary: anywhere }),
      fills: fc.array(segment, { minLength: 4, maxLength: 4 }),
      method: METHODS,
      query: queryString,
      headers,
      body,
      staffRoll: fc.integer({ min: 0, max: 99 }),
    })
    .chain(({ where, fills, method, query, headers, body, staffRoll }) => {
      let i = 0
      const path = fillRoute(where.route, () => fills[i++ % fills.length])
      return mutatePath(path).map((mutated): FuzzRequest => {
        // Some reads carry the staff's token, so Payload parses and runs their whole query.
        const staff = method === 'GET' && (where.family === 'payload' || where.family === 'api') && staffRoll < 10
        return {
          family: where.family,
          route: where.route,
          method,
          target: `${mutated}${query}`,
          headers,
          body: method === 'GET' || method === 'HEAD' ? (staffRoll < 3 ? body : { kind: 'none' }) : body,
          staff,
        }
      })
    })
}

/** The bytes of a body, built when it is sent. */
export function bodyBytes(spec: BodySpec): Buffer | undefined {
  switch (spec.kind) {
    case 'none':
      return undefined
    case 'text':
      return Buffer.from(spec.text, 'utf8')
    case 'bytes':
      return Buffer.from(spec.bytes)
    case 'multipart':
      return multipartBytes(spec)
    case 'nested':
      return Buffer.from(`${spec.open.repeat(spec.depth)}1${(spec.open === '[' ? ']' : '}').repeat(spec.depth)}`)
    case 'huge': {
      const filler = 'ñ'.repeat(Math.floor(spec.size / 4)) + 'a'.repeat(spec.size - Math.floor(spec.size / 4) * 2)
      if (spec.wrap === 'json-string') return Buffer.from(JSON.stringify({ items: [{ pn: 'PB22-XG1', qty: 1 }], q: filler }))
      if (spec.wrap === 'json-array') return Buffer.from(`[${'1,'.repeat(Math.floor(spec.size / 2))}1]`)
      if (spec.wrap === 'form') return Buffer.from(`q=${filler}`)
      return Buffer.from(filler)
    }
  }
}

/** The request as sent on the wire. */
export function toRaw(request: FuzzRequest, staffAuthorization: string): RawRequest {
  const bytes = bodyBytes(request.body)
  const headers: [string, string][] = [...request.headers]
  if (request.body.kind !== 'none' && request.body.contentType && !headers.some(([k]) => k === 'Content-Type'))
    headers.push(['Content-Type', request.body.contentType])
  if (request.staff) headers.push(['Authorization', staffAuthorization])
  return { method: request.method, target: request.target, headers, body: bytes }
}
