import fs from 'node:fs'

import { expect, test } from '@playwright/test'

import { VECTORS_PATH } from '../fixtures/vectorsPath'

type Case = { fn: string; name: string; input: Record<string, unknown>; expected: Record<string, unknown> }
const vectors = JSON.parse(
  fs.readFileSync(VECTORS_PATH, 'utf8'),
) as { cases: Case[] }

// The browser tests' server has the vectors' fixtures imported (scripts/commands/serveTest.ts).
const visitorQuotes = vectors.cases.filter((c) => c.fn === 'quote' && !c.input.customer)

test.describe('quote API', () => {
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

  test('bad input gets a clear 4xx in the buyer language, never a 500', async ({ request }, info) => {
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
      message: es ? 'La solicitud no es válida en items.0.qty: se esperaba un número.' : 'The request is not valid at items.0.qty: expected a number.',
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
    expect(unknownError.message).toBe(es ? 'Número de parte desconocido: NOPE-123.' : 'Unknown part number: NOPE-123.')

    const restricted = await post({ items: [{ pn: 'RLU-2C-24D', qty: 1 }] })
    expect((await restricted.json()).error.code).toBe('unknown-part')

    const tooMany = await post({ items: Array.from({ length: 501 }, () => ({ pn: 'PB22-XG1', qty: 1 })) })
    expect(tooMany.status()).toBe(400)
    expect((await tooMany.json()).error.code).toBe('too-many-lines')

    const badZip = await post({ items: [{ pn: 'PB22-XG1', qty: 1 }], destination: { country: 'US', state: 'PA', postalCode: '15' } })
    expect(badZip.status()).toBe(422)
    expect((await badZip.json()).error.code).toBe('invalid-zip')
  })
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

test('rep API and the sales-rep finder page', async ({ page, request }, info) => {
  const rep = await request.get('/api/public/rep?phone=(412)%20555-0100&state=NY&country=US')
  expect(await rep.json()).toEqual({ label: 'East', territory: 'E1', rep: 'Ann East' })
  expect((await (await request.get('/api/public/rep?state=FL&country=US')).json()).rep).toBe('House Account')

  const es = info.project.name === 'es'
  await page.goto(es ? '/es/representantes' : '/sales-reps')
  await page.getByRole('textbox', { name: es ? 'Estado' : 'State', exact: true }).fill('CA')
  await page.getByRole('button', { name: es ? 'Buscar representante' : 'Find my rep' }).click()
  await expect(page.getByTestId('rep-result')).toContainText('Will West')
  await expect(page).toHaveURL(/state=CA/)
})

test.describe('part lookup API (elastic-search)', () => {
  const search = (request: import('@playwright/test').APIRequestContext, data: unknown) =>
    request.post('/api/public/elastic-search/search', { data: Buffer.from(typeof data === 'string' ? data : JSON.stringify(data)), headers: { 'Content-Type': 'application/json' } })

  test('answers a terms query on pn once per part number, never a restricted part', async ({ request }) => {
    const res = await search(request, { elasticIndex: 'products', elasticQuery: { size: 999, query: { terms: { pn: ['PB22-MG1', 'PB22-MG1', 'RLU-2C-24D', 'NO-SUCH-PART'] } } } })
    expect(res.status()).toBe(200)
    const json = (await res.json()) as { hits: { hits: { _source: { pn: string; listPrice: number } }[] } }
    expect(json.hits.hits.map((h) => h._source.pn)).toEqual(['PB22-MG1'])
    expect(json.hits.hits[0]._source.listPrice).toBeGreaterThan(0)
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
