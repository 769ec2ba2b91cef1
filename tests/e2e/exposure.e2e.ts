import { expect, test } from '@playwright/test'

import { api, base } from './helpers/admin'
import { buyer, signIn } from './helpers/buyer'
import { catalogue } from './helpers/catalogue'

// Issue 11, item 6: visitors read through the REST API only what the storefront shows
// them. The e2e catalogue has a prefix that is not public (E2ER-X, schedule E-1) and a
// published series whose every part is restricted (catalogue.restricted).

test.describe('what the REST API tells visitors', () => {

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
      data: { query: '{ PartPrefixes(limit: 100) { docs { title discountSchedule isPublic } } Products(limit: 100) { docs { title } } }' },
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

  test('no API names a hidden series: its id answers as a missing one (cart lines, favorites)', async ({ browser, request }) => {
    const found = await api<{ docs: { id: number }[] }>('GET', `/products?where[slug][equals]=${encodeURIComponent(catalogue.restricted.en.slug)}&locale=en&limit=1&depth=0`)
    const hidden = found.docs[0].id
    const missing = 987_654_321
    const lines = async (id: number) => {
      const res = await request.post('/api/public/cart/lines?locale=en', { data: { pns: [], products: [id] } })
      expect(res.status()).toBe(200)
      return res.text()
    }
    const [hiddenLines, missingLines] = [await lines(hidden), await lines(missing)]
    expect(hiddenLines).not.toContain(catalogue.restricted.en.title)
    expect(JSON.parse(hiddenLines)).toEqual(JSON.parse(missingLines))

    // Favorites refuse a hidden series exactly as an id that does not exist: no existence oracle.
    const context = await buyer(browser, 'en')
    const page = await context.newPage()
    await page.goto('/')
    const email = `hidden-series-${Date.now()}@example.test`
    await signIn(page, 'en', email, { first: 'Hidden', last: 'Series' })
    const favorite = async (id: number) => {
      const res = await page.request.post('/api/private/hubKV', {
        headers: { Origin: base },
        data: { key: `${email}:favorites`, feature: 'favorites', version: 0, favorites: [{ product: id }] },
      })
      return { status: res.status(), body: await res.json() }
    }
    const [hiddenFavorite, missingFavorite] = [await favorite(hidden), await favorite(missing)]
    expect(hiddenFavorite.status).toBe(400)
    expect(hiddenFavorite).toEqual(missingFavorite)
    await context.close()
  })
})
