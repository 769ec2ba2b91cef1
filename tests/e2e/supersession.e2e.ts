import { expect, test } from '@playwright/test'

import { api, base } from './helpers/admin'
import { buyer, signIn, unique } from './helpers/buyer'
import { expectNoAxeViolations, fillCart } from './helpers/checkout'
import type { Lang } from './helpers/content'
import { inLang } from './helpers/pages'

type Created = { doc: { id: number } }

const words = {
  en: { replaces: (pn: string) => new RegExp(`^Replaces ${pn}, superseded on Jan 15, 2026: the part you had is no longer sold`) },
  es: { replaces: (pn: string) => new RegExp(`^Reemplaza a ${pn}, sustituida el 15 ene 2026: la pieza que tenía ya no se vende`) },
}

let counter = 0

/** A published series of its own with an old part and the part that will replace it. */
async function seriesWithParts() {
  const n = `${Date.now() % 1e8}${counter++}`
  const slug = { en: `e2e-superseded-${n}`, es: `e2e-sustituida-${n}` }
  const { doc: series } = await api<Created>('POST', '/products?locale=en', {
    title: `E2E superseded ${n}`,
    slug: slug.en,
    series: `E2ES${n}`,
    _status: 'published',
  })
  await api('PATCH', `/products/${series.id}?locale=es`, { title: `E2E sustituida ${n}`, slug: slug.es, _status: 'published' })
  const part = async (pn: string, listPrice: number) => api<Created>('POST', '/parts', { pn, listPrice, pkgqty: 1, product: series.id })
  const old = `E2ES-${n}-OLD`
  const now = `E2ES-${n}-NEW`
  await part(old, 10)
  await part(now, 12)
  return { old, now, slug }
}

/*
 * A number of ours superseded after the buyer put it in his cart and favorites
 * (docs/cross-references.md): the cart and the favorites show the part sold today, priced,
 * with a notice naming the number he had; the old number's address answers 301 to the series
 * of its replacement.
 */
test('a superseded number in the cart and favorites: the replacement, priced, with a notice; its old address 301 @both', async ({
  browser,
}, info) => {
  test.setTimeout(120_000)
  const l = info.project.name as Lang
  const { old, now, slug } = await seriesWithParts()
  const email = unique(l, 'superseded')
  const page = await (await buyer(browser, l)).newPage()
  await page.goto(inLang(l, '/', '/es'))
  await signIn(page, l, email, { first: 'Sol', last: 'Superseded' })
  await fillCart(page, email, [{ pn: old, qty: 3 }])
  const favorites = await page.request.post('/api/private/hubKV', {
    headers: { Origin: base },
    data: { key: `${email}:favorites`, feature: 'favorites', version: 0, favorites: [{ pn: old }] },
  })
  expect(favorites.status()).toBe(200)

  await api('POST', '/supersessions?locale=en', {
    oldPn: old,
    replacementPn: now,
    since: '2026-01-15T12:00:00.000Z',
    reason: 'New coil design',
  })

  await page.goto(inLang(l, '/cart', '/es/carrito'))
  const line = page.locator(`[data-testid="cart-line"][data-pn="${now}"]`)
  await expect(line.getByTestId('line-replaces')).toHaveText(words[l].replaces(old))
  await expect(line.getByTestId('line-price')).toContainText('12.00')
  await expect(page.locator(`[data-testid="cart-line"][data-pn="${old}"]`)).toHaveCount(0)
  await expectNoAxeViolations(page, `the cart with a replaced line (${l})`)

  await page.goto(inLang(l, '/my-account/favorites', '/es/mi-cuenta/favoritos'))
  await expect(page.locator(`[data-testid="favorites"] li[data-pn="${now}"] [data-testid="line-replaces"]`)).toHaveText(
    words[l].replaces(old),
  )

  // The old number's address: 301 to the series of the part sold today; the new one's 302 to its own.
  const oldAddress = await page.request.get(inLang(l, `/part/${old}`, `/es/pieza/${old}`), { maxRedirects: 0 })
  expect(oldAddress.status()).toBe(301)
  expect(oldAddress.headers().location).toBe(inLang(l, `/products/${slug.en}#parts`, `/es/productos/${slug.es}#parts`))
  const nowAddress = await page.request.get(inLang(l, `/part/${now}`, `/es/pieza/${now}`), { maxRedirects: 0 })
  expect(nowAddress.status()).toBe(302)
})
