import { expect, test } from '@playwright/test'

import { api, base } from './helpers/admin'
import { buyer, signIn } from './helpers/buyer'
import { catalogue } from './helpers/catalogue'

// Issue 11, item 6: visitors read through the REST API only what the storefront shows
// them. The e2e catalogue has a prefix that is not public (E2ER-X, schedule E-1) and a
// published series whose every part is restricted (catalogue.restricted). What visitors get
// over REST and GraphQL without a browser: tests/integration/builtServer/apis.ts.

test.describe('what the REST API tells visitors', () => {
  test('no API names a hidden series: its id answers as a missing one (cart lines, favorites)', async ({ browser, request }) => {
    const found = await api<{ docs: { id: number }[] }>(
      'GET',
      `/products?where[slug][equals]=${encodeURIComponent(catalogue.restricted.en.slug)}&locale=en&limit=1&depth=0`,
    )
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
