import fs from 'node:fs'
import path from 'node:path'

import fc from 'fast-check'
import type { FlattenedField } from 'payload'

import { loadEnv } from '../../../src/lib/platform/server/env'
import { root } from '../build'
import type { MultipartBody, MultipartPart } from './multipart'
import type { BodySpec, FuzzRequest } from './requests'

/**
 * The classes a hostile tester found answering 500 (issue 23, point 5), each a family of its
 * own: Payload filters with every operator on every field of every collection (and its
 * versions, and every global), multipart bodies to Payload's REST (good, a broken `_payload`,
 * a file sent as text, huge, no or the wrong boundary, cut short), characters outside Latin-1
 * in every parameter that ends up in a redirect, and the admin's server actions without a session.
 */
export type RefusalFamily = 'filters' | 'multipart' | 'redirects' | 'actions'
export type RefusalInventory = { filters: { target: string; paths: string[] }[]; actions: string[] }

export const OPERATORS = [
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
  'near',
  'within',
  'intersects',
]
/** Good and bad values for every kind of field: ids, numbers, dates, text, yes/no, choices, lists, geometry. */
export const FILTER_VALUES = [
  '1',
  '0',
  '-1',
  '1.5',
  '1e309',
  'NaN',
  'abc',
  '',
  'null',
  'true',
  'false',
  '2026-01-31',
  '2026-01-31T10:00:00.000Z',
  'notadate',
  '1,2',
  '1,2,3,4',
  '1,x',
  '50',
  '100',
  '%',
  '_',
  '€',
  '😀',
  'published',
  'en',
  '-73.9,40.7,1000',
]

/** Every path a where-clause can name in these fields: nested groups and arrays, locales, a step into a relation, a key inside JSON. */
function fieldPaths(fields: FlattenedField[], prefix = '', depth = 0): string[] {
  const out: string[] = []
  for (const field of fields) {
    const p = prefix ? `${prefix}.${field.name}` : field.name
    out.push(p)
    if ('flattenedFields' in field && depth < 2) out.push(...fieldPaths(field.flattenedFields, p, depth + 1))
    if ('localized' in field && field.localized) out.push(`${p}.es`)
    if (field.type === 'json') out.push(`${p}.color`)
    if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string')
      out.push(`${p}.id`, `${p}.createdAt`)
  }
  return out
}

/** The where-clause targets of the app's Payload config and the server actions of this build. */
export async function refusalInventory(): Promise<RefusalInventory> {
  const { buildSwitchyardConfig } = await import('../../../src/payload.config')
  const config = await buildSwitchyardConfig(
    loadEnv({ PAYLOAD_SECRET: 'f'.repeat(32), AUTH_SECRET: 'f'.repeat(32), DATA_DIR: path.join(root, '.next', 'fuzz-config') }),
  )
  const filters = config.collections.flatMap((c) => {
    const paths = ['id', '_id', ...fieldPaths(c.flattenedFields)]
    const targets = [
      { target: `/api/${c.slug}`, paths },
      { target: `/api/${c.slug}/count`, paths },
    ]
    if (c.versions)
      targets.push({
        target: `/api/${c.slug}/versions`,
        paths: ['id', 'parent', 'latest', 'createdAt', 'updatedAt', ...paths.map((p) => `version.${p}`)],
      })
    return targets
  })
  for (const g of config.globals) filters.push({ target: `/api/globals/${g.slug}`, paths: ['id', ...fieldPaths(g.flattenedFields)] })
  let actions: string[] = []
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, '.next', 'server', 'server-reference-manifest.json'), 'utf8')) as {
      node?: Record<string, unknown>
    }
    actions = Object.keys(manifest.node ?? {})
  } catch {
    // No build yet: the fuzz builds before it reads this.
  }
  return { filters, actions }
}

const enc = encodeURIComponent
const request = (
  family: RefusalFamily,
  route: string,
  method: string,
  target: string,
  headers: [string, string][] = [],
  body: BodySpec = { kind: 'none' },
  staff = false,
): FuzzRequest => ({
  family,
  route,
  method,
  target,
  headers,
  body,
  staff,
})

const filterValue = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...FILTER_VALUES) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()) },
)

/** One condition as query text: scalar, object, indexed or repeated list, GeoJSON, or no operator at all. */
const condition = (paths: string[]) =>
  fc
    .record({
      nest: fc.constantFrom('', '[and][0]', '[or][1]', '[or][0][and][0]'),
      path: fc.constantFrom(...paths),
      op: fc.oneof(
        { weight: 12, arbitrary: fc.constantFrom(...OPERATORS) },
        { weight: 1, arbitrary: fc.constantFrom('foo', 'EQUALS', '$gt') },
      ),
      shape: fc.constantFrom('scalar', 'scalar', 'scalar', 'object', 'indexed', 'repeated', 'geometry', 'bare'),
      a: filterValue,
      b: filterValue,
    })
    .map(({ nest, path: p, op, shape, a, b }) => {
      const key = `where${nest}[${p}]`
      switch (shape) {
        case 'object':
          return `${key}[${op}][a]=${enc(a)}`
        case 'indexed':
          return `${key}[${op}][0]=${enc(a)}&${key}[${op}][1]=${enc(b)}`
        case 'repeated':
          return `${key}[${op}][]=${enc(a)}&${key}[${op}][]=${enc(b)}`
        case 'geometry':
          return `${key}[${op}][type]=Point&${key}[${op}][coordinates][0]=${enc(a)}&${key}[${op}][coordinates][1]=${enc(b)}`
        case 'bare':
          return `${key}=${enc(a)}`
        default:
          return `${key}[${op}]=${enc(a)}`
      }
    })

const filterRequest = (inventory: RefusalInventory) =>
  fc.constantFrom(...inventory.filters).chain(({ target, paths }) =>
    fc
      .record({
        conditions: fc.array(condition(paths), { minLength: 1, maxLength: 3 }),
        extra: fc.constantFrom('', '&depth=0&limit=1', '&locale=es', '&sort=-createdAt'),
        via: fc.constantFrom('get', 'get', 'get', 'get', 'override', 'override-json'),
        staffRoll: fc.integer({ min: 0, max: 9 }),
      })
      .map(({ conditions, extra, via, staffRoll }) => {
        const query = `${conditions.join('&')}${extra}`
        const staff = staffRoll < 3
        if (via === 'get') return request('filters', `${target}?where`, 'GET', `${target}?${query}`, [], { kind: 'none' }, staff)
        // Payload's method override reads the query from a form body (or JSON) on a POST.
        const json = via === 'override-json'
        const body: BodySpec = {
          kind: 'text',
          contentType: json ? 'application/json' : 'application/x-www-form-urlencoded',
          text: json ? query.slice(0, 40) : query,
          label: `filters: method override (${json ? 'json' : 'form'})`,
        }
        return request('filters', `${target}?where`, 'POST', target, [['X-Payload-HTTP-Method-Override', 'GET']], body, false)
      }),
  )

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>'
const BROKEN_PAYLOADS = ['not json', '{"a":', 'null', '[1]', '1', '"x"', '', '{"email":1}', '\u0000', '{"__proto__":{"x":1}}']
const file = (size?: number): MultipartPart => ({
  name: 'file',
  filename: 'dot.svg',
  type: 'image/svg+xml',
  ...(size === undefined ? { text: SVG } : { size }),
})

const multipartBody = fc
  .record({
    kind: fc.constantFrom(
      'good',
      'good',
      'broken _payload',
      'broken _payload',
      'file as text',
      'huge',
      'no boundary',
      'boundary mismatch',
      'cut short',
    ),
    broken: fc.constantFrom(...BROKEN_PAYLOADS),
    size: fc.constantFrom(1_100_000, 2_500_000, 21_000_000),
    login: fc.boolean(),
  })
  .map(({ kind, broken, size, login }): MultipartBody => {
    const good = login ? '{"email":"nobody@example.test","password":"wrong-password"}' : '{"alt":"x","title":"x"}'
    const boundary = 'fuzzBoundary7MA4YWxk'
    const parts: MultipartPart[] =
      kind === 'broken _payload'
        ? [{ name: '_payload', text: broken }, file()]
        : kind === 'file as text'
          ? [
              { name: '_payload', text: good },
              { name: 'file', text: broken === 'not json' ? '{"filename":"a.png"}' : broken },
            ]
          : kind === 'huge'
            ? [{ name: '_payload', text: good }, file(size)]
            : [{ name: '_payload', text: good }, file()]
    const contentType =
      kind === 'no boundary'
        ? 'multipart/form-data'
        : kind === 'boundary mismatch'
          ? 'multipart/form-data; boundary=other'
          : `multipart/form-data; boundary=${boundary}`
    return { kind: 'multipart', contentType, boundary, parts, closed: kind !== 'cut short', label: `multipart: ${kind}` }
  })

const MULTIPART_TARGETS = [
  '/api/media',
  '/api/files',
  '/api/users/login',
  '/api/users',
  '/api/users/first-register',
  '/api/users/forgot-password',
  '/api/pages',
  '/api/globals/site-settings',
  '/api/media/1',
  '/api/parts',
]
const multipartRequest = fc
  .record({ target: fc.constantFrom(...MULTIPART_TARGETS), method: fc.constantFrom('POST', 'POST', 'PATCH'), body: multipartBody })
  .map(({ target, method, body }) => request('multipart', target, method, target, [['Content-Type', body.contentType]], body))

/** Paths and values with characters a header cannot carry (and some it can), as a browser would encode them, or raw. */
const NOT_LATIN1 = [
  '/€',
  '/😀',
  '/日本語',
  '/ñandú?x=€#ß',
  '/é',
  '/\u0100',
  '/a\u2028b',
  '/%E2%82%AC',
  '/products?f=€&sort=😀',
  '/article/€/x',
  '//€',
  '/\u202e',
]
const foreign = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NOT_LATIN1) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }).map((s) => `/${s}`) },
)

const redirectRequest = fc
  .record({ v: foreign, raw: fc.integer({ min: 0, max: 19 }), pick: fc.integer({ min: 0, max: 9 }), to: fc.constantFrom('en', 'es', 'xx') })
  .map(({ v, raw, pick, to }) => {
    // Now and then unencoded: Node's parser answers 400 to bytes outside ASCII in the request line.
    const e = raw === 0 ? (s: string) => s : enc
    const seg = e(v.slice(1))
    switch (pick) {
      case 0:
        return request('redirects', '/api/preview/exit?path=', 'GET', `/api/preview/exit?path=${e(v)}`)
      case 1:
        return request('redirects', '/api/public/locale?to=&path=', 'GET', `/api/public/locale?to=${to}&path=${e(v)}`)
      case 2:
        return request('redirects', '/api/preview?locale=', 'GET', `/api/preview?collection=pages&id=1&locale=${e(v)}`)
      case 3:
        return request(
          'redirects',
          '/my-account/[x] (sign-in return path)',
          'GET',
          `${to === 'es' ? '/es/mi-cuenta' : '/my-account'}/${seg}?next=${e(v)}`,
        )
      case 4: {
        const field = to === 'es' ? 'errorCallbackURL' : to === 'en' ? 'newUserCallbackURL' : 'callbackURL'
        const text = JSON.stringify({ provider: 'google', callbackURL: '/', [field]: v, disableRedirect: raw % 2 === 0 })
        return request('redirects', '/api/auth/sign-in/social (callbackURL)', 'POST', '/api/auth/sign-in/social', [], {
          kind: 'text',
          contentType: 'application/json',
          text,
          label: 'json: return paths outside Latin-1',
        })
      }
      case 5:
        return request(
          'redirects',
          '/api/auth/callback/[provider]?error=',
          'GET',
          `/api/auth/callback/google?error=${e(v)}&error_description=${e(v)}&state=${e(v)}`,
        )
      case 6:
        return request('redirects', '/api/auth/error?error=', 'GET', `/api/auth/error?error=${e(v)}`)
      case 7:
        return request('redirects', '/en/[x] (locale prefix)', 'GET', `/en/${seg}?x=${e(v)}`)
      case 8:
        return request('redirects', '/[x]/ (trailing slash)', 'GET', `/products/${seg}/?q=${e(v)}`)
      default:
        return request('redirects', '/es/products?x= (localized path)', 'GET', `/es/products?x=${e(v)}`)
    }
  })

const ACTION_BODIES = [
  '',
  '[]',
  '["es"]',
  'garbage',
  '{"a":1}',
  '[{"name":"render-list","args":{"collectionSlug":"media"}}]',
  '[{"name":"form-state","args":{"collectionSlug":"users","schemaPath":"users"}}]',
  '["$K1"]',
  '[{"name":"unknown"}]',
]
const actionRequest = (actions: string[]) =>
  fc
    .record({
      action: actions.length ? fc.constantFrom(...actions) : fc.constant('0'.repeat(42)),
      at: fc.constantFrom('/admin', '/admin/collections/media', '/admin/login', '/admin/account'),
      text: fc.constantFrom(...ACTION_BODIES),
      type: fc.constantFrom('text/plain;charset=UTF-8', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded'),
      cookie: fc.constantFrom('', 'i18n_redirected=es', 'payload-token='),
    })
    .map(({ action, at, text, type, cookie }) => {
      const headers: [string, string][] = [
        ['Next-Action', action],
        ['Accept', 'text/x-component'],
        ...(cookie ? [['Cookie', cookie] as [string, string]] : []),
      ]
      return request('actions', `${at} (server action)`, 'POST', at, headers, {
        kind: 'text',
        contentType: type,
        text,
        label: 'server action without a session',
      })
    })

/** One request of the refusal classes: filters most, then bodies and redirects, then actions. */
export function refusalRequest(inventory: RefusalInventory): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    { weight: 5, arbitrary: filterRequest(inventory) },
    { weight: 2, arbitrary: multipartRequest },
    { weight: 2, arbitrary: redirectRequest },
    { weight: 1, arbitrary: actionRequest(inventory.actions) },
  )
}
