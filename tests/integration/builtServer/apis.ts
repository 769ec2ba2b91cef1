import fs from 'node:fs'

import { describe, expect } from 'vitest'

import { api, base } from '../../e2e/helpers/admin'
import { catalogue } from '../../e2e/helpers/catalogue'
import { VECTORS_PATH } from '../../fixtures/vectorsPath'
import { both, test, type Lang, type RequestContext } from '../helpers/builtServer'
import { PA } from '../../fixtures/shipTo'

// The public and private APIs as a client without a browser meets them (browser tests until
// issue 24: each describe names the file it came from).

type Case = { fn: string; name: string; input: Record<string, unknown>; expected: Record<string, unknown> }
const vectors = JSON.parse(fs.readFileSync(VECTORS_PATH, 'utf8')) as { cases: Case[] }

// The server has the vectors' fixtures imported (scripts/commands/serveTest.ts).
const visitorQuotes = vectors.cases.filter((c) => c.fn === 'quote' && !c.input.customer)

const lang = (name: string) => name as Lang
const same = { Origin: base }
const required = {
  en: 'The request is not valid at q: a value is required.',
  es: 'La solicitud no es válida en q: falta un valor.',
}

export function apiChecks() {
  // From tests/e2e/api.e2e.ts.
  describe('quote API', () => {
    test('answers every visitor quote case of the vectors', async ({ request }) => {
      for (const c of visitorQuotes) {
        const { customer: _customer, ...body } = c.input
        const res = await request.post('/api/public/cart/quote', { data: body })
        const json = await res.json()
        if (typeof c.expected.error === 'string') {
          expect(res.status(), c.name).toBe(422)
          expect(json.error.code, c.name).toBe(c.expected.error)
          continue
        }
        expect(res.status(), c.name).toBe(200)
        for (const [key, value] of Object.entries(c.expected)) {
          if (key === 'lines') expect(json.lines, c.name).toMatchObject(value as object[])
          else expect(json[key], `${c.name}: ${key}`).toEqual(value)
        }
      }
    })

    test(
      'bad input gets a clear 4xx in the buyer language, never a 500',
      async ({ request }, info) => {
        const es = info.project.name === 'es'
        const headers = { 'Accept-Language': es ? 'es-MX' : 'en-US', 'Content-Type': 'application/json' }
        // A Buffer is sent as it is (Playwright would JSON-encode a string body).
        const post = (data: unknown) =>
          request.post('/api/public/cart/quote', { headers, data: Buffer.from(typeof data === 'string' ? data : JSON.stringify(data)) })

        const malformed = await post('{"items": [')
        expect(malformed.status()).toBe(400)
        expect((await malformed.json()).error.code).toBe('invalid-json')

        const wrongType = await post({ items: [{ pn: 'PB22-XG1', qty: 'two' }] })
        expect(wrongType.status()).toBe(400)
        expect((await wrongType.json()).error).toMatchObject({
          code: 'bad-request',
          path: 'items.0.qty',
          message: es
            ? 'La solicitud no es válida en items.0.qty: se esperaba un número.'
            : 'The request is not valid at items.0.qty: expected a number.',
        })

        const negative = await post({ items: [{ pn: 'PB22-XG1', qty: -3 }] })
        expect(negative.status()).toBe(422)
        expect((await negative.json()).error.code).toBe('invalid-quantity')

        const huge = await post({ items: [{ pn: 'PB22-XG1', qty: 1e9 }] })
        expect(huge.status()).toBe(422)
        expect((await huge.json()).error.code).toBe('invalid-quantity')

        const unknown = await post({ items: [{ pn: 'NOPE-123', qty: 1 }] })
        expect(unknown.status()).toBe(422)
        const unknownError = (await unknown.json()).error
        expect(unknownError.code).toBe('unknown-part')
        expect(unknownError.message).toBe(es ? 'Número de pieza desconocido: NOPE-123.' : 'Unknown part number: NOPE-123.')

        const restricted = await post({ items: [{ pn: 'RLU-2C-24D', qty: 1 }] })
        expect((await restricted.json()).error.code).toBe('unknown-part')

        const tooMany = await post({ items: Array.from({ length: 501 }, () => ({ pn: 'PB22-XG1', qty: 1 })) })
        expect(tooMany.status()).toBe(400)
        expect((await tooMany.json()).error.code).toBe('too-many-lines')

        const badZip = await post({ items: [{ pn: 'PB22-XG1', qty: 1 }], destination: { country: 'US', state: 'PA', postalCode: '15' } })
        expect(badZip.status()).toBe(422)
        expect((await badZip.json()).error.code).toBe('invalid-zip')
      },
      both,
    )
  })

  test('price API: OEM is public; other lists and unknown ones answer the same 404', async ({ request }) => {
    const oem = await request.get('/api/public/price?listName=OEM')
    expect(oem.status()).toBe(200)
    expect((await oem.json()).priceListEntries).toContainEqual({ item: null, schedule: 'E-1', valueType: '% Discount', value: 10 })
    expect((await request.get('/api/public/price?listName=select')).status()).toBe(200)
    // A contract list a visitor may not read answers exactly as a list that does not exist.
    const contract = await request.get('/api/public/price?listName=D1')
    const unknown = await request.get('/api/public/price?listName=NOSUCH')
    expect(contract.status()).toBe(404)
    expect(unknown.status()).toBe(404)
    expect(await contract.json()).toEqual(await unknown.json())
    expect((await request.get('/api/public/price')).status()).toBe(400)
  })

  describe('part lookup API (elastic-search)', () => {
    const search = (request: RequestContext, data: unknown) =>
      request.post('/api/public/elastic-search/search', {
        data: Buffer.from(typeof data === 'string' ? data : JSON.stringify(data)),
        headers: { 'Content-Type': 'application/json' },
      })

    test('answers a terms query on pn once per part number, never a restricted part', async ({ request }) => {
      const res = await search(request, {
        elasticIndex: 'products',
        elasticQuery: { size: 999, query: { terms: { pn: ['PB22-MG1', 'PB22-MG1', 'RLU-2C-24D', 'NO-SUCH-PART'] } } },
      })
      expect(res.status()).toBe(200)
      const json = (await res.json()) as { hits: { hits: { _source: { pn: string; listPrice: number } }[] } }
      expect(json.hits.hits.map((h) => h._source.pn)).toEqual(['PB22-MG1'])
      expect(json.hits.hits[0]._source.listPrice).toBeGreaterThan(0)
    })

    test("answers another maker's number and an old number of ours with our part, saying how it was found", async ({ request }) => {
      const n = `${Date.now() % 1e8}`
      const part = (await api<{ docs: { id: number }[] }>('GET', '/parts?where[pn][equals]=PB22-MG1&limit=1')).docs[0].id
      const cross = await api<{ doc: { id: number } }>('POST', '/cross-references?locale=en', {
        brand: 'Schneider Electric',
        competitorPn: `XB4-LK${n}`,
        part,
        match: 'functional',
      })
      const old = await api<{ doc: { id: number } }>('POST', '/supersessions?locale=en', {
        oldPn: `PB-OLD-${n}`,
        replacementPn: 'PB22-MG1',
        since: '2024-03-01T12:00:00.000Z',
      })
      try {
        const res = await search(request, {
          elasticIndex: 'products',
          elasticQuery: { query: { terms: { pn: [`xb4 lk${n}`, `PB-OLD-${n}`, 'NO-SUCH-PART'] } } },
        })
        expect(res.status()).toBe(200)
        const json = (await res.json()) as { hits: { hits: { _id: string; _source: Record<string, unknown> }[] } }
        expect(json.hits.hits.map((h) => [h._id, h._source.crossedFrom ?? h._source.replaces])).toEqual([
          ['PB22-MG1', { brand: 'Schneider Electric', pn: `XB4-LK${n}`, match: 'functional' }],
          ['PB22-MG1', { pn: `PB-OLD-${n}`, since: '2024-03-01T12:00:00.000Z' }],
        ])
      } finally {
        await api('DELETE', `/cross-references/${cross.doc.id}`)
        await api('DELETE', `/supersessions/${old.doc.id}`)
      }
    })

    test('refuses any other query, index or shape with 400', async ({ request }) => {
      const pns = (n: number) => Array.from({ length: n }, (_, i) => `PN-${i}`)
      for (const body of [
        '{not json',
        { elasticIndex: 'orders', elasticQuery: { query: { terms: { pn: ['PB22-MG1'] } } } },
        { elasticIndex: 'products', elasticQuery: { query: { match: { pn: 'PB22' } } } },
        { elasticIndex: 'products', elasticQuery: { query: { terms: { title: ['x'] } } } },
        { elasticIndex: 'products', elasticQuery: { query: { terms: { pn: pns(1000) } } } },
        { elasticIndex: 'products', elasticQuery: { size: 5000, query: { terms: { pn: ['PB22-MG1'] } } } },
        { elasticIndex: 'products', elasticQuery: { query: { terms: { pn: [] } } } },
      ]) {
        const res = await search(request, body)
        expect(res.status(), JSON.stringify(body).slice(0, 80)).toBe(400)
        expect(((await res.json()) as { error: { code: string } }).error.code).toMatch(/bad-request|invalid-json/)
      }
      const ok = await search(request, { elasticIndex: 'products', elasticQuery: { query: { terms: { pn: pns(999) } } } })
      expect(ok.status()).toBe(200)
    })
  })

  // From tests/e2e/search.e2e.ts.
  describe('search API', () => {
    test(
      '400 in the buyer language for an empty or too long query and a bad limit',
      async ({ request }, info) => {
        const l = lang(info.project.name)
        for (const q of ['', '%20%20']) {
          const res = await request.get(`/api/public/search?q=${q}&locale=${l}`)
          expect(res.status()).toBe(400)
          expect(await res.json()).toEqual({
            error: { code: 'bad-request', message: required[l], path: 'q', problem: 'required' },
          })
        }
        expect((await request.get(`/api/public/search?locale=${l}`)).status()).toBe(400)
        expect((await request.get(`/api/public/search?q=${'a'.repeat(101)}&locale=${l}`)).status()).toBe(400)
        expect((await request.get(`/api/public/search?q=${'a'.repeat(100)}&locale=${l}`)).status()).toBe(200)
        for (const limit of ['0', '51', 'x', '2.5']) {
          const res = await request.get(`/api/public/search?q=E2E&locale=${l}&limit=${limit}`)
          expect(res.status()).toBe(400)
          expect(((await res.json()) as { error: { path: string } }).error.path).toBe('limit')
        }
        expect((await request.get('/api/public/search?q=E2E&locale=fr')).status()).toBe(400)
      },
      both,
    )

    test(
      'groups and limits; Spanish words find the series on the English site too (issue 27)',
      async ({ request }, info) => {
        const l = lang(info.project.name)
        const res = await request.get(`/api/public/search?q=e2er&locale=${l}&limit=2`)
        const body = (await res.json()) as { query: string; parts: unknown[]; totals: { parts: number } }
        expect(body.query).toBe('e2er')
        expect(body.parts).toHaveLength(2)
        expect(body.totals.parts).toBeGreaterThanOrEqual(3)
        const spanish = (await (await request.get(`/api/public/search?q=canaleta%20bases%20rel%C3%A9s&locale=${l}`)).json()) as {
          products: { title: string }[]
        }
        expect(spanish.products.map((p) => p.title)).toContain(catalogue.sockets[l].title)
      },
      both,
    )

    test(
      "the trade's words: the starting synonyms, and a group the staff add, change or remove shows at once",
      async ({ request }, info) => {
        const l = lang(info.project.name)
        const titles = async (q: string) => {
          const res = await request.get(`/api/public/search?q=${encodeURIComponent(q)}&locale=${l}`)
          return ((await res.json()) as { products: { title: string }[] }).products.map((p) => p.title)
        }
        // Seeded by the migration: "relevador" (and a typo of it) for relays in Spanish, "relay base" for sockets in English;
        // each language's words work on both sites (issue 27: "relevador" found nothing on the English site).
        if (l === 'es') {
          expect(await titles('relevador')).toContain(catalogue.relays.es.title)
          expect(await titles('relevadr')).toContain(catalogue.relays.es.title)
          expect(await titles('relevador')).toContain(catalogue.sockets.es.title)
        } else {
          expect((await titles('relay base'))[0]).toBe(catalogue.sockets.en.title)
          expect(await titles('relevador')).toContain(catalogue.relays.en.title)
        }

        const stamp = `${l}${Date.now().toString(36)}`
        const word = `zorblatrix${stamp}`
        const target = l === 'en' ? 'sockets' : 'bases'
        expect(await titles(word)).toEqual([])
        const { doc } = await api<{ doc: { id: number } }>('POST', '/search-synonyms', { locale: l, terms: [word, target] })
        try {
          const started = Date.now()
          await expect.poll(() => titles(word), { timeout: 5_000, interval: 50 }).toContain(catalogue.sockets[l].title)
          expect(Date.now() - started).toBeLessThan(2_000)
          // A group of the other language counts here too (a buyer types either language on either site).
          await api('PATCH', `/search-synonyms/${doc.id}`, { locale: l === 'en' ? 'es' : 'en' })
          await expect.poll(() => titles(word), { timeout: 5_000, interval: 50 }).toContain(catalogue.sockets[l].title)
          await api('PATCH', `/search-synonyms/${doc.id}`, {
            locale: l,
            terms: [word, l === 'en' ? 'general-purpose relays' : 'relés de uso general'],
          })
          // Changed terms: the relays now (the shop's other general-purpose relays may come first in English).
          await expect.poll(() => titles(word), { timeout: 5_000, interval: 50 }).toContain(catalogue.relays[l].title)
        } finally {
          await api('DELETE', `/search-synonyms/${doc.id}`)
        }
        await expect.poll(() => titles(word), { timeout: 5_000, interval: 50 }).toEqual([])
      },
      both,
    )
  })

  // From tests/e2e/checkout-api.e2e.ts, orders.e2e.ts and stripe.e2e.ts.
  describe('checkout API', () => {
    test('refuses without a session and from another site', async ({ request }) => {
      expect((await request.get('/api/private/contacts')).status()).toBe(401)
      expect((await request.post('/api/private/contacts', { headers: same, data: PA })).status()).toBe(401)
      expect((await request.get('/api/private/orders/SY-100001')).status()).toBe(401)
      const foreign = await request.post('/api/private/orders', { headers: { Origin: 'https://evil.example' }, data: {} })
      expect(foreign.status()).toBe(403)
      expect((await request.post('/api/private/customer', { headers: { Origin: 'https://evil.example' }, data: {} })).status()).toBe(403)
    })
  })

  describe('order history', () => {
    test('refuses without a session and from another site', async ({ request }) => {
      expect((await request.get('/api/private/orders')).status()).toBe(401)
      expect((await request.post('/api/private/orders/SY-100001/reorder', { headers: same })).status()).toBe(401)
      expect((await request.post('/api/private/orders/SY-100001/reorder', { headers: { Origin: 'https://evil.example' } })).status()).toBe(
        403,
      )
    })
  })

  describe('card payment through Stripe Checkout', () => {
    test('a forged webhook is refused and pays nothing', async ({ request }) => {
      const body = JSON.stringify({
        id: 'evt_forged',
        object: 'event',
        type: 'checkout.session.completed',
        data: { object: { id: 'cs_x', metadata: { orderNumber: 'SY-100001' }, payment_intent: 'pi_x' } },
      })
      const unsigned = await request.post('/api/public/stripe/webhook', { headers: { 'Content-Type': 'application/json' }, data: body })
      expect(unsigned.status()).toBe(400)
      expect(((await unsigned.json()) as { error: { code: string } }).error.code).toBe('bad-signature')
      const forged = await request.post('/api/public/stripe/webhook', {
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
        data: body,
      })
      expect(forged.status()).toBe(400)
    })
  })

  // From tests/e2e/exposure.e2e.ts (issue 11, item 6): visitors read through the REST API only what
  // the storefront shows them. The e2e catalogue has a prefix that is not public (E2ER-X,
  // schedule E-1) and a published series whose every part is restricted (catalogue.restricted).
  describe('what the REST API tells visitors', () => {
    test('the admin collections and globals are the staff’s over REST and GraphQL', async ({ request }) => {
      for (const path of [
        '/api/part-prefixes',
        '/api/part-prefixes?where[isPublic][equals]=false',
        '/api/products?limit=100',
        '/api/products?draft=true',
        '/api/categories',
        '/api/attribute-titles',
        '/api/price-list-entries',
        '/api/tax-rules',
        '/api/redirects',
        '/api/globals/site-settings',
        '/api/globals/shipping-settings',
      ]) {
        const res = await request.get(path)
        expect(res.status(), path).toBe(403)
        const text = await res.text()
        expect(text, path).not.toContain('E2ER-X')
        expect(text, path).not.toContain(catalogue.restricted.en.title)
      }
      const graphql = await request.post('/api/graphql', {
        data: {
          query: '{ PartPrefixes(limit: 100) { docs { title discountSchedule isPublic } } Products(limit: 100) { docs { title } } }',
        },
      })
      const body = await graphql.text()
      expect(body).not.toContain('E2ER-X')
      expect(body).not.toContain(catalogue.restricted.en.title)
    })

    test('staff still read everything, and the storefront still shows its files', async ({ request }) => {
      const prefixes = await api<{ docs: { title: string; isPublic: boolean }[] }>('GET', '/part-prefixes?limit=100')
      expect(prefixes.docs).toContainEqual(expect.objectContaining({ title: 'E2ER-X', isPublic: false }))
      const products = await api<{ docs: { title: string }[] }>('GET', '/products?limit=100&locale=en')
      expect(products.docs.map((d) => d.title)).toContain(catalogue.restricted.en.title)
      // Uploads are served by Payload's REST: visitors read the files the pages show.
      expect((await request.get('/api/media/file/e2e-relay.png')).status()).toBe(200)
    })

    test('the storefront answers 404 for the restricted series it hides', async ({ request }) => {
      expect((await request.get(`/products/${catalogue.restricted.en.slug}`)).status()).toBe(404)
    })
  })
}
