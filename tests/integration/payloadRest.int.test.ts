import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { checkedPayloadRest } from '@/lib/platform/http/server/payloadRest'

import { testDatabases, type TestDatabase } from './helpers/databases'
import { OPERATORS } from '../../scripts/lib/fuzz/refusals'

/**
 * Payload's REST handler as the app serves it (src/app/(payload)/api/[...slug]/route.ts: the
 * same wrapper around Payload's handler), called in process on each test database.
 * Found by a hostile tester: filters a field cannot take and multipart bodies whose
 * `_payload` is not JSON answered 500, anonymously.
 */
const databases = testDatabases()
afterAll(async () => {
  for (const db of databases) await db.drop()
})

/** Good and bad values for every kind of field: ids, numbers, dates, text, yes/no, choices, lists, geometry. */
const VALUES = ['1', '-1', '1.5', '1e309', 'abc', '', 'null', 'true', '2026-01-31T10:00:00.000Z', 'notadate', '1,2,3,4', '50', '€']
/** Values that are no scalar: an object, an array by index, a repeated key. */
const SHAPES = ['[a]=1', '[0]=1', '[]=1&where[P][O][]=x', '[type]=Point&where[P][O][coordinates][0]=1']

/** Every type of field media and files have: id, text (localized too), number, date, upload, select, a group and a field in it, a path through the upload. */
const VISITOR_FIELDS = {
  media: ['id', 'alt.es', 'filename', 'filesize', 'createdAt', 'imageEs', 'imageEs.createdAt', 'desktopWidth', 'sizes', 'sizes.w480.width'],
  files: ['id', 'title', 'filesize', 'updatedAt'],
}
/** The types visitors cannot reach, as staff: relationship (one and many), checkbox, JSON (whole and a path in it), rich text, a draft's status, a version's fields. */
const STAFF_FIELDS = {
  parts: ['product', 'tariff', 'attributes', 'attributes.color'],
  products: ['industries', 'gallery', '_status', 'content'],
  'products/versions': ['version.title', 'parent', 'latest'],
  // A polymorphic relationship (a document of any collection): the fuzz found `in [50, 2026-01-31]` answering 500.
  'payload-locked-documents': ['document'],
}

/**
 * Every operator on the field, each with good and bad values and a shape. `npm run test:long`
 * (PAYLOAD_REST_ALL=1) sends every value and shape with every operator; `npm test` sends each
 * operator 3 values and 1 shape, taken in turn so that over the fields of a collection every
 * value and shape meets every operator's kind of check.
 */
const ALL = process.env.PAYLOAD_REST_ALL === '1'
const queries = (pathName: string, field: number) => {
  const pick = <T>(list: T[], o: number, n: number) =>
    ALL ? list : Array.from({ length: n }, (_, j) => list[(field * 7 + o * 3 + j) % list.length])
  return [
    ...OPERATORS.flatMap((o, i) => pick(VALUES, i, 3).map((v) => `where[${pathName}][${o}]=${encodeURIComponent(v)}`)),
    ...OPERATORS.flatMap((o, i) =>
      pick(SHAPES, i, 1).map((s) => `where[${pathName}][${o}]${s}`.replaceAll('[P]', `[${pathName}]`).replaceAll('[O]', `[${o}]`)),
    ),
  ]
}

type Rest = (method: string, target: string, init?: { headers?: Record<string, string>; body?: BodyInit }) => Promise<Response>

/** The app's REST route (its checks, then Payload's handler) for this database's Payload. */
function restFor(db: TestDatabase, payload: Payload): Rest {
  const config = Promise.resolve(payload.config)
  const handler = checkedPayloadRest(
    async (request, { params }) =>
      handleEndpoints({
        config,
        path: `/api/${(await params).slug.map(encodeURIComponent).join('/')}`,
        payloadInstanceCacheKey: db.key,
        request,
      }),
    config,
  )
  return (method, target, init = {}) => {
    const url = new URL(target, 'http://localhost')
    const slug = url.pathname
      .replace(/^\/api\//, '')
      .split('/')
      .map(decodeURIComponent)
    return handler(new Request(url, { method, ...init }), { params: Promise.resolve({ slug }) })
  }
}

/** Sends every query, 6 at a time, and gives back the ones answered 5xx, with their status. */
async function fiveXx(rest: Rest, collection: string, fields: string[], headers: Record<string, string> = {}): Promise<string[]> {
  const failed: string[] = []
  const pending = fields.flatMap((f, i) => queries(f, i))
  const worker = async () => {
    for (let q = pending.pop(); q !== undefined; q = pending.pop()) {
      const res = await rest('GET', `/api/${collection}?${q}&depth=0&limit=1`, { headers })
      await res.arrayBuffer()
      if (res.status >= 500) failed.push(`${res.status} ${collection}?${q}`)
    }
  }
  await Promise.all(Array.from({ length: 6 }, worker))
  return failed.sort()
}

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>'
const PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\nxref\n0 3\ntrailer<</Root 1 0 R>>\nstartxref\n0\n%%EOF\n'

describe.each(databases)('Payload REST on $name: filters and bodies it cannot take', (db) => {
  let rest: Rest
  let staff: Record<string, string>

  beforeAll(async () => {
    const payload = await db.open()
    rest = restFor(db, payload)
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-it-rest-'))
    fs.writeFileSync(path.join(dir, 'dot.svg'), SVG)
    fs.writeFileSync(path.join(dir, 'sheet.pdf'), PDF)
    const write = { overrideAccess: true, context: { disableRevalidate: true } }
    await payload.create({ collection: 'media', data: { alt: 'A dot' }, filePath: path.join(dir, 'dot.svg'), ...write })
    await payload.create({ collection: 'files', data: { title: 'A sheet' }, filePath: path.join(dir, 'sheet.pdf'), ...write })
    const admin = { email: 'rest-admin@switchyard.test', password: 'rest-password-123' }
    await payload.create({ collection: 'users', data: admin, ...write })
    const login = await rest('POST', '/api/users/login', { headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) })
    staff = { authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  })

  it('answers every operator on every field of media and files, with good and bad values, below 500 (visitors)', async () => {
    for (const [collection, fields] of Object.entries(VISITOR_FIELDS)) expect(await fiveXx(rest, collection, fields)).toEqual([])
  }, 600_000)

  it('answers every operator on relationship, checkbox, JSON, rich-text and version fields below 500 (staff)', async () => {
    for (const [collection, fields] of Object.entries(STAFF_FIELDS)) expect(await fiveXx(rest, collection, fields, staff)).toEqual([])
  }, 600_000)

  it('finds with filters that fit, and refuses the others with 400 naming the field', async () => {
    const count = async (q: string) => {
      const res = await rest('GET', `/api/media?${q}`)
      expect(res.status, q).toBe(200)
      return ((await res.json()) as { totalDocs: number }).totalDocs
    }
    expect(await count('where[createdAt][greater_than]=2000-01-01')).toBe(1)
    expect(await count('where[createdAt][less_than]=2000-01-01T00:00:00Z')).toBe(0)
    expect(await count('where[imageEs][exists]=false&where[filesize][greater_than]=10')).toBe(1)
    expect(await count('where[id][in]=1,2,3&where[desktopWidth][in]=100,50')).toBe(1)
    expect(await count('where[or][0][filename][like]=dot&where[or][1][alt][contains]=nothing')).toBe(1)
    expect(await count('where[imageEs][equals]=null&where[mimeType][not_equals]=x')).toBe(1)
    for (const q of [
      'where[createdAt][equals]=notadate',
      'where[filename][near]=1,2',
      'where[alt][within]=x',
      'where[filesize][intersects]=x',
      'where[imageEs][equals]=abc',
      'where[desktopWidth][equals]=7',
      'where[and][0][createdAt][in]=2026-01-31,x',
    ]) {
      const res = await rest('GET', `/api/media?${q}`, { headers: { 'accept-language': 'es-MX' } })
      expect(res.status, q).toBe(400)
      const { errors } = (await res.json()) as { errors: { message: string }[] }
      expect(errors[0].message, q).toMatch(/campo|valor/)
    }
  })

  it('refuses a multipart body whose _payload is not a JSON object, or whose file is no file, with 400', async () => {
    const form = (fields: Record<string, string>) => {
      const f = new FormData()
      for (const [k, v] of Object.entries(fields)) f.set(k, v)
      return f
    }
    for (const target of ['/api/media', '/api/files', '/api/users/login', '/api/users', '/api/pages', '/api/globals/site-settings']) {
      const bodies: Record<string, string>[] = [
        { _payload: 'not json' },
        { _payload: '{"a":' },
        { _payload: 'null' },
        { _payload: '[1]' },
        { _payload: '"x"' },
        { file: '{"filename":"a.png"}' },
        { file: 'x' },
      ]
      for (const fields of bodies) {
        const res = await rest('POST', target, { body: form(fields) })
        expect(res.status, `${target} ${JSON.stringify(fields)}`).toBe(400)
        expect(((await res.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(/_payload|file/)
      }
    }
    // Well formed, it reaches Payload: a visitor may not upload; the login reads its fields.
    const upload = form({ _payload: '{"alt":"x"}' })
    upload.set('file', new Blob([SVG], { type: 'image/svg+xml' }), 'x.svg')
    expect((await rest('POST', '/api/media', { body: upload })).status).toBe(403)
    expect(
      (
        await rest('POST', '/api/users/login', {
          body: form({ _payload: '{"email":"rest-admin@switchyard.test","password":"rest-password-123"}' }),
        })
      ).status,
    ).toBe(200)
  })

  it('refuses a method-override read whose body does not parse, and checks its filters as a query’s', async () => {
    const override = (type: string, body: string) =>
      rest('POST', '/api/media', { headers: { 'x-payload-http-method-override': 'GET', 'content-type': type }, body })
    expect((await override('application/json', 'not json')).status).toBe(400)
    expect((await override('application/x-www-form-urlencoded', 'where[createdAt][equals]=notadate')).status).toBe(400)
    expect((await override('application/x-www-form-urlencoded', 'where[createdAt][greater_than]=2000-01-01')).status).toBe(200)
  })
})
