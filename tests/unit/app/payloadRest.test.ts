import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { checkedPayloadRest, isDeadPayloadPath } from '@/lib/platform/http/server/payloadRest'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-unit-rest-'))
fs.mkdirSync(path.join(dataDir, 'files'))
fs.writeFileSync(path.join(dataDir, 'files', 'sheet.pdf'), '%PDF')
process.env.DATA_DIR = dataDir
process.env.PAYLOAD_SECRET ??= 'x'.repeat(32)
process.env.AUTH_SECRET ??= 'y'.repeat(32)

// The shape of the app's sanitized config that matters here.
const config = {
  collections: [
    { slug: 'products', versions: { drafts: true } },
    { slug: 'redirects', versions: false },
    { slug: 'files', upload: { staticDir: 'files' }, versions: false },
    // In S3 (src/lib/platform/server/uploadStorage.ts): nothing on disk, the storage's handler answers.
    { slug: 'media', upload: { staticDir: 'media', disableLocalStorage: true }, versions: false },
    { slug: 'users', auth: { verify: false }, versions: false },
  ],
  globals: [{ slug: 'shipping-settings', versions: false }],
} as unknown as SanitizedConfig

const context = (slug: string[]) => ({ params: Promise.resolve({ slug }) })
const reached = checkedPayloadRest(async () => new Response('payload', { status: 201 }), Promise.resolve(config))
const post = (contentType: string, body: string) =>
  new Request('http://localhost/api/menus', { method: 'POST', headers: { 'content-type': contentType }, body })

// Found by the fuzz: each of these made Payload answer 500 (501 for the migrations).
describe("Payload's REST: requests Payload would answer with a 5xx", () => {
  it('are 404: versions that are not kept, malformed version and duplicate ids, verification that is off, migrations, files not on disk', () => {
    for (const slug of [
      ['redirects', 'versions'],
      ['redirects', 'versions', '2'],
      ['products', 'versions', 'abc'],
      ['globals', 'shipping-settings', 'versions'],
      ['products', '1e309', 'duplicate'],
      ['users', 'verify', 'token'],
      ['payload-migrations'],
      ['payload-migrations', 'versions'],
      ['payload-locked-documents', 'where'],
      ['payload-locked-documents', 'e2e'],
      ['files', 'file', 'OEM'],
      ['files', 'file', '../secrets.json'],
      ['media', 'file', '../secrets.json'],
      ['constructor'],
      ['__proto__', 'x'],
      ['hasOwnProperty'],
    ]) {
      expect(isDeadPayloadPath(slug, config, dataDir), slug.join('/')).toBe(true)
    }
  })

  it('leave every real path to Payload', () => {
    for (const slug of [
      ['products'],
      ['products', '3'],
      ['products', 'versions'],
      ['products', 'versions', '12'],
      ['products', '3', 'duplicate'],
      ['files', 'file', 'sheet.pdf'],
      ['media', 'file', 'in-the-bucket.png'],
      ['users', 'login'],
      ['globals', 'shipping-settings'],
      ['payload-preferences', 'nav'],
      ['payload-locked-documents'],
      ['payload-locked-documents', '7'],
    ]) {
      expect(isDeadPayloadPath(slug, config, dataDir), slug.join('/')).toBe(false)
    }
  })

  it('answer a dead path 404 before Payload reads anything', async () => {
    const res = await reached(new Request('http://localhost/api/payload-migrations'), context(['payload-migrations']))
    expect(res.status).toBe(404)
    expect((await reached(new Request('http://localhost/api/products/3'), context(['products', '3']))).status).toBe(201)
  })

  it('answer paging, depth and id conditions that are no whole numbers 400 before Payload reads anything', async () => {
    for (const query of ['limit=1e309', 'page=-1', 'depth=x', 'where[id][in]=%F0%9D%87%A3', 'where[or][0][id][equals]=abc']) {
      const res = await reached(new Request(`http://localhost/api/tstrings?${query}`), context(['tstrings']))
      expect(res.status, query).toBe(400)
    }
    for (const query of ['limit=10&page=2&depth=0', 'where[id][in]=1,2,3', 'where[id][exists]=true', 'where[slug][like]=x'])
      expect((await reached(new Request(`http://localhost/api/tstrings?${query}`), context(['tstrings']))).status, query).toBe(201)
  })
})

describe("Payload's REST: multipart bodies", () => {
  it('answers 400 in Payload’s error shape when the body does not parse', async () => {
    for (const [type, body] of [
      ['multipart/form-data; boundary=x', 'a=1&b=%zz'],
      ['multipart/form-data', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--'],
    ]) {
      const res = await reached(post(type, body), context(['menus']))
      expect(res.status, body).toBe(400)
      expect(await res.json()).toEqual({ errors: [{ message: 'The request body is not valid multipart/form-data.' }] })
    }
  })

  it('hands a well-formed multipart body, and any other body, to Payload untouched', async () => {
    const form = new FormData()
    form.set('_payload', JSON.stringify({ title: 'x' }))
    const ok = await reached(new Request('http://localhost/api/menus', { method: 'POST', body: form }), context(['menus']))
    expect(ok.status).toBe(201)
    expect((await reached(post('application/json', '{"title":"x"}'), context(['menus']))).status).toBe(201)
  })
})
