import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { base } from './helpers/admin'
import { buyer, signIn, unique } from './helpers/buyer'
import { catalogue, seriesPath } from './helpers/catalogue'
import type { Lang } from './helpers/content'

const words = {
  en: {
    cart: '/cart',
    quick: '/quick-order',
    favorites: '/my-account/favorites',
    saved: '/my-account/saved-carts',
    merged: 'added to your saved cart',
    signInToSave: 'Sign in to keep favorites',
    nonStandard: 'Non-standard length',
    callForPrice: 'Call for price',
    atCheckout: 'At checkout',
    empty: 'Your cart is empty.',
    roundedUp: 'Rounded up to 100',
    unknown: 'we have no part NOPE-123',
    found: '3 parts found',
  },
  es: {
    cart: '/es/carrito',
    quick: '/es/pedido-rapido',
    favorites: '/es/mi-cuenta/favoritos',
    saved: '/es/mi-cuenta/carritos-guardados',
    merged: 'a su carrito guardado',
    signInToSave: 'Inicie sesión para guardar favoritos',
    nonStandard: 'Longitud no estándar',
    callForPrice: 'Consultar precio',
    atCheckout: 'Al finalizar la compra',
    empty: 'Su carrito está vacío.',
    roundedUp: 'Redondeado a 100',
    unknown: 'no tenemos la pieza NOPE-123',
    found: '3 piezas encontradas',
  },
}

const line = (page: Page, pn: string) => page.locator(`[data-testid="cart-line"][data-pn="${pn}"]`)
const row = (page: Page, pn: string) => page.locator(`tr[data-pn="${pn}"]`)
const same = { Origin: base }

/** The stored value, for polls: a dropped keep-alive connection is asked again, not failed. */
async function stored(request: APIRequestContext, email: string, feature: string) {
  try {
    return await hub(request, email, feature)
  } catch {
    return null
  }
}

async function hub(request: APIRequestContext, email: string, feature: string) {
  const res = await request.get(`/api/private/hubKV?key=${encodeURIComponent(`${email}:${feature}`)}`)
  expect(res.status()).toBe(200)
  return (await res.json()) as Record<string, unknown> & { version: number }
}

async function pasteBom(page: Page, l: Lang, text: string) {
  await page.goto(words[l].quick)
  await page.getByTestId('bom-input').fill(text)
  await page.getByTestId('bom-check').click()
}

test.describe('cart', () => {
  // Whole journeys: sign-in by mailed code, several pages.
  test.describe.configure({ timeout: 90_000 })

  test('a visitor adds from a series page, changes quantities by the step, and the cart survives a reload', async ({ browser }, info) => {
    const l = info.project.name as Lang
    const context = await buyer(browser, l)
    const page = await context.newPage()
    // Landing from a campaign: its UTM fields travel with the lines added.
    await page.goto(`${seriesPath('relays', l)}?utm_source=e2e-news&utm_campaign=fall`)
    await expect(page.getByTestId('mini-cart-count')).toHaveCount(0)
    await row(page, 'E2ER-G24').getByTestId('add-to-cart').click()
    await expect(page.getByTestId('mini-cart-count')).toHaveText('1')
    await expect(row(page, 'E2ER-G24').getByTestId('in-cart')).toBeVisible()
    await row(page, 'E2ER-G120').getByTestId('add-to-cart').click()
    await expect(page.getByTestId('mini-cart-count')).toHaveText('2')

    await page.getByTestId('mini-cart').click()
    await expect(page).toHaveURL(new RegExp(`${words[l].cart}$`))
    // A visitor sees one price per line: the one they pay (no list price beside it).
    await expect(line(page, 'E2ER-G24').getByTestId('line-list-price')).toHaveCount(0)
    await expect(line(page, 'E2ER-G24').getByTestId('line-price')).toContainText('27.00')
    await expect(line(page, 'E2ER-G120').getByTestId('line-price')).toHaveText(words[l].callForPrice)
    await expect(line(page, 'E2ER-G24').getByTestId('line-lead-time')).toHaveText(catalogue.leadTime[l])
    await expect(page.getByTestId('total-shipping')).toHaveText(words[l].atCheckout)
    // + and - move by the step (1 here) and never below it.
    const g24 = line(page, 'E2ER-G24')
    await g24.getByTestId('qty-plus').click()
    await expect(g24.getByTestId('qty-input')).toHaveValue('2')
    await expect(g24.getByTestId('line-total')).toContainText('54.00')
    await g24.getByTestId('qty-minus').click()
    await expect(g24.getByTestId('qty-input')).toHaveValue('1')
    await expect(g24.getByTestId('qty-minus')).toBeDisabled()
    // Typed: junk is ignored, out of range refused; the old value stays.
    await g24.getByTestId('qty-input').fill('abc')
    await g24.getByTestId('qty-input').press('Enter')
    await expect(g24.getByTestId('qty-input')).toHaveValue('1')
    await g24.getByTestId('qty-input').fill('100000')
    await g24.getByTestId('qty-input').press('Enter')
    await expect(g24.getByTestId('qty-note')).toBeVisible()
    await expect(g24.getByTestId('qty-input')).toHaveValue('1')
    await g24.getByTestId('qty-input').fill('4')
    await g24.getByTestId('qty-input').press('Enter')
    await expect(g24.getByTestId('line-total')).toContainText('108.00')
    // A ZIP and country show shipping and tax before checkout.
    await page.getByTestId('destination-zip').fill('15201')
    await page.getByTestId('destination-state').fill('PA')
    await page.getByTestId('destination-apply').click()
    await expect(page.getByTestId('total-shipping')).not.toHaveText(words[l].atCheckout)
    await expect(page.getByTestId('total-tax')).toContainText('$')

    await page.reload()
    await expect(line(page, 'E2ER-G24').getByTestId('qty-input')).toHaveValue('4')
    await expect(page.getByTestId('mini-cart-count')).toHaveText('2')
    // The line keeps the spec's fields.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('switchyard.cart.guest') ?? '{}'))
    expect(stored.cartItems[0]).toMatchObject({ pn: 'E2ER-G24', prod_quantity: 4, pkgqty: 1, pkgQtyType: 'standard' })
    expect(stored.cartItems[0].createdAt).toBeTruthy()
    expect(stored.cartItems[0].parent).toBe(catalogue.relays[l].slug)
    expect(stored.cartItems[0]).toMatchObject({ utmSource: 'e2e-news', utmCampaign: 'fall', utmMedium: null })
    await page.getByTestId('empty-cart').click()
    await page.getByTestId('empty-cart-confirm').click()
    await expect(page.getByTestId('cart-empty')).toHaveText(new RegExp(words[l].empty))
    await context.close()
  })

  test('quick order resolves pasted BOM lines, suggests for the rest, and adds them in one step', async ({ browser }, info) => {
    const l = info.project.name as Lang
    const context = await buyer(browser, l)
    const page = await context.newPage()
    await pasteBom(page, l, 'Part,Qty\npb22xg1 3\n5, ct09-a10\nTB-UK5\t70\nWD-1X2-G 15\nNOPE-123 2\nPB22-XG 1\nRLU-2C-24D 1')
    await expect(page.getByTestId('bom-resolved').locator('tbody tr')).toHaveCount(4)
    await expect(page.getByTestId('bom-resolved').locator('tr[data-pn="TB-UK5"] [data-testid="bom-qty-input"]')).toHaveValue('100')
    const unresolved = page.getByTestId('bom-unresolved')
    await expect(unresolved).toContainText(words[l].unknown)
    // The restricted part is never named nor suggested.
    await expect(unresolved).toContainText('RLU-2C-24D')
    await expect(unresolved.getByTestId('bom-suggestion').filter({ hasText: 'RLU' })).toHaveCount(0)
    await unresolved.locator('li[data-input="PB22-XG"]').getByTestId('bom-suggestion').filter({ hasText: 'PB22-XG1' }).click()
    await expect(page.getByTestId('bom-resolved').locator('tbody tr')).toHaveCount(5)
    await page.getByTestId('bom-add').click()
    await expect(page.getByTestId('mini-cart-count')).toHaveText('4')
    // A CSV file reads the same way.
    await page
      .getByTestId('bom-file')
      .setInputFiles({ name: 'bom.csv', mimeType: 'text/csv', buffer: Buffer.from('Part,Qty\r\nEN-1210-S,2\r\n') })
    await expect(page.getByTestId('bom-resolved').locator('tbody tr')).toHaveCount(1)
    await expect(page.getByTestId('bom-input')).toHaveValue(/EN-1210-S,2/)
    await page.getByTestId('bom-add').click()
    await expect(page.getByTestId('mini-cart-count')).toHaveText('5')
    await page.getByTestId('bom-go-cart').click()
    await expect(line(page, 'EN-1210-S').getByTestId('qty-input')).toHaveValue('2')
    await expect(line(page, 'PB22-XG1').getByTestId('qty-input')).toHaveValue('4')
    await expect(line(page, 'CT09-A10').getByTestId('qty-input')).toHaveValue('5')
    await expect(line(page, 'TB-UK5').getByTestId('qty-input')).toHaveValue('100')
    // Wire duct off its package quantity is flagged and says why a fee applies.
    await expect(line(page, 'WD-1X2-G').getByTestId('line-non-standard')).toContainText(words[l].nonStandard)
    await expect(page.getByTestId('total-non-standard-fee')).toContainText('10.00')
    // A typed terminal-block quantity rounds up to its package of 50.
    await line(page, 'TB-UK5').getByTestId('qty-input').fill('51')
    await line(page, 'TB-UK5').getByTestId('qty-input').press('Enter')
    await expect(line(page, 'TB-UK5').getByTestId('qty-note')).toContainText(words[l].roundedUp)
    await expect(line(page, 'TB-UK5').getByTestId('qty-input')).toHaveValue('100')
    await context.close()
  })

  test('signing in merges the visitor cart into the saved cart; two tabs lose no line', async ({ browser }, info) => {
    const l = info.project.name as Lang
    const context = await buyer(browser, l)
    const page = await context.newPage()
    const email = unique(l, 'cart-merge')
    await page.goto(words[l].cart)
    await signIn(page, l, email, { first: 'Merge', last: 'Tester' })
    // The saved cart holds PB22-XG1 × 3 and CT09-A10 × 1.
    const before = await hub(page.request, email, 'liveCart')
    expect(before).toMatchObject({ liveCart: null, version: 0 })
    const saved = await page.request.post('/api/private/hubKV', {
      headers: same,
      data: {
        key: `${email}:liveCart`,
        feature: 'liveCart',
        version: 0,
        liveCart: {
          cartItems: [
            { pn: 'PB22-XG1', prod_quantity: 3 },
            { pn: 'CT09-A10', prod_quantity: 1 },
          ],
        },
      },
    })
    expect(saved.status()).toBe(200)
    const savedBody = await saved.json()
    // Prices and derived fields come from the server, whatever the client sends.
    expect(savedBody.liveCart.cartItems[0]).toMatchObject({
      pn: 'PB22-XG1',
      list_price: 18.5,
      sale_price: 16.65,
      subtotals: 49.95,
      pkgqty: 1,
      pkgQtyType: 'standard',
    })
    await page.getByTestId('user-menu').click()
    await page.getByTestId('signout').click()
    await expect(page.getByTestId('signin-button')).toBeVisible()
    // As a visitor: PB22-XG1 × 7 and WD-1X2-G × 10.
    await pasteBom(page, l, 'PB22-XG1 7\nWD-1X2-G 10')
    await page.getByTestId('bom-add').click()
    await expect(page.getByTestId('mini-cart-count')).toHaveText('2')
    await signIn(page, l, email)
    await expect(page.getByText(words[l].merged)).toBeVisible()
    await page.goto(words[l].cart)
    await expect(page.getByTestId('cart-line')).toHaveCount(3)
    await expect(line(page, 'PB22-XG1').getByTestId('qty-input')).toHaveValue('7')
    await expect(line(page, 'CT09-A10').getByTestId('qty-input')).toHaveValue('1')
    await expect(line(page, 'WD-1X2-G').getByTestId('qty-input')).toHaveValue('10')
    expect(await page.evaluate(() => localStorage.getItem('switchyard.cart.guest'))).toBeNull()

    // Another device writes first: this tab's next change is refused as stale (409), and applied again on the current cart.
    const current = await hub(page.request, email, 'liveCart')
    const elsewhere = await page.request.post('/api/private/hubKV', {
      headers: same,
      data: {
        key: `${email}:liveCart`,
        feature: 'liveCart',
        version: current.version,
        liveCart: {
          ...(current.liveCart as object),
          cartItems: [...(current.liveCart as { cartItems: object[] }).cartItems, { pn: 'EN-1210-S', prod_quantity: 2 }],
        },
      },
    })
    expect(elsewhere.status()).toBe(200)
    const stale = await page.request.post('/api/private/hubKV', {
      headers: same,
      data: { key: `${email}:liveCart`, feature: 'liveCart', version: current.version, liveCart: { cartItems: [] } },
    })
    expect(stale.status()).toBe(409)
    expect((await stale.json()).liveCart.cartItems).toHaveLength(4)
    await line(page, 'CT09-A10').getByTestId('qty-plus').click()
    await expect
      .poll(async () =>
        (
          (await stored(page.request, email, 'liveCart'))?.liveCart as { cartItems: { pn: string; prod_quantity: number }[] } | undefined
        )?.cartItems
          .map((i) => `${i.pn}:${i.prod_quantity}`)
          .sort(),
      )
      .toEqual(['CT09-A10:2', 'EN-1210-S:2', 'PB22-XG1:7', 'WD-1X2-G:10'])
    await expect(page.getByTestId('cart-line')).toHaveCount(4)

    // A second tab adds a line; the first, which has not reloaded, adds another: both stay.
    const second = await context.newPage()
    await second.goto(seriesPath('relays', l))
    await row(second, 'E2ER-R24').getByTestId('add-to-cart').click()
    await expect(second.getByTestId('mini-cart-count')).toHaveText('5')
    await page.goto(seriesPath('sockets', l))
    await page.locator('tr[data-pn] [data-testid="add-to-cart"]').first().click()
    await expect
      .poll(
        async () => ((await stored(page.request, email, 'liveCart'))?.liveCart as { cartItems: unknown[] } | undefined)?.cartItems.length,
      )
      .toBe(6)

    // A failed load keeps the last cart known on this device, and says so.
    await page.route('**/api/private/hubKV?key=*liveCart*', (route) => route.fulfill({ status: 503, body: 'unavailable' }))
    await page.goto(words[l].cart)
    await expect(page.getByTestId('cart-load-failed')).toBeVisible()
    await expect(page.getByTestId('cart-line')).toHaveCount(6)
    await page.unroute('**/api/private/hubKV?key=*liveCart*')

    // Emptying the cart deletes the saved cart.
    await page.goto(words[l].cart)
    await page.getByTestId('empty-cart').click()
    await page.getByTestId('empty-cart-confirm').click()
    await expect(page.getByTestId('cart-empty')).toBeVisible()
    expect(await hub(page.request, email, 'liveCart')).toMatchObject({ liveCart: null, version: 0 })
    await context.close()
  })

  test('favorites: the heart toggles a part and a series, listed in the account; visitors are asked to sign in', async ({
    browser,
  }, info) => {
    const l = info.project.name as Lang
    const context = await buyer(browser, l)
    const page = await context.newPage()
    await page.goto(seriesPath('relays', l))
    await row(page, 'E2ER-G24').getByTestId('favorite-toggle').click()
    await expect(page.getByText(words[l].signInToSave)).toBeVisible()
    const email = unique(l, 'favorites')
    await signIn(page, l, email, { first: 'Fav', last: 'Buyer' })
    const heart = row(page, 'E2ER-G24').getByTestId('favorite-toggle')
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await page.locator('h1 + [data-testid="favorite-toggle"]').click()
    await expect(page.locator('h1 + [data-testid="favorite-toggle"]')).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(async () => ((await stored(page.request, email, 'favorites'))?.favorites as unknown[] | null)?.length ?? 0).toBe(2)
    await page.goto(words[l].favorites)
    const list = page.getByTestId('favorites')
    await expect(list.locator('li[data-pn="E2ER-G24"]')).toContainText(catalogue.relays[l].title)
    await expect(list.locator('li[data-product]')).toContainText(catalogue.relays[l].title)
    // Adding one already there removes it.
    await list.locator('li[data-pn="E2ER-G24"]').getByTestId('favorite-toggle').click()
    await expect(list.locator('li[data-pn="E2ER-G24"]')).toHaveCount(0)
    await expect.poll(async () => ((await stored(page.request, email, 'favorites'))?.favorites as unknown[] | null)?.length).toBe(1)
    await context.close()
  })

  test('saved carts: save, rename, load (replace and add) and delete', async ({ browser }, info) => {
    const l = info.project.name as Lang
    const context = await buyer(browser, l)
    const page = await context.newPage()
    const email = unique(l, 'saved-carts')
    await page.goto(words[l].quick)
    await signIn(page, l, email, { first: 'Saved', last: 'Carts' })
    await pasteBom(page, l, 'PB22-XG1 2\nCT09-A10 1')
    await page.getByTestId('bom-add').click()
    await expect(page.getByTestId('mini-cart-count')).toHaveText('2')
    await page.goto(words[l].cart)
    await page.getByTestId('save-cart-name').fill('Panel 12')
    // Leave the page only once the save is stored: navigating away would abort it.
    const saving = page.waitForResponse((r) => r.url().includes('/api/private/hubKV') && r.request().method() === 'POST' && r.ok())
    await page.getByTestId('save-cart').click()
    await saving
    await page.goto(words[l].saved)
    const saved = page.getByTestId('saved-cart')
    await expect(saved).toHaveCount(1)
    await expect(saved.getByTestId('saved-cart-name')).toHaveText('Panel 12')
    await saved.getByTestId('saved-cart-rename').click()
    await saved.getByTestId('saved-cart-name-input').fill('Panel 12B')
    await saved.getByTestId('saved-cart-rename-save').click()
    await expect(saved.getByTestId('saved-cart-name')).toHaveText('Panel 12B')
    const stored = await hub(page.request, email, 'savedCarts')
    expect((stored.savedCarts as { name: string; createdAt: string; cartItems: unknown[] }[])[0]).toMatchObject({
      name: 'Panel 12B',
      selectedBillingId: null,
      selectedShippingId: null,
    })

    // Empty the cart, then load the saved one in its place; adding it again doubles the quantities.
    await page.goto(words[l].cart)
    await page.getByTestId('empty-cart').click()
    await page.getByTestId('empty-cart-confirm').click()
    await expect(page.getByTestId('cart-empty')).toBeVisible()
    await page.goto(words[l].saved)
    await page.getByTestId('saved-cart-load').click()
    await expect(page).toHaveURL(new RegExp(`${words[l].cart}$`))
    await expect(line(page, 'PB22-XG1').getByTestId('qty-input')).toHaveValue('2')
    await page.goto(words[l].saved)
    await page.getByTestId('saved-cart-add').click()
    await expect(page).toHaveURL(new RegExp(`${words[l].cart}$`))
    await expect(line(page, 'PB22-XG1').getByTestId('qty-input')).toHaveValue('4')
    await page.goto(words[l].saved)
    await page.getByTestId('saved-cart-delete').click()
    await page.getByTestId('saved-cart-delete-confirm').click()
    await expect(page.getByTestId('saved-carts-empty')).toBeVisible()
    await context.close()
  })
})

test.describe('hubKV API', () => {
  test('401 without a session, 404 for another e-mail, 400 for bad payloads', async ({ browser, request }, info) => {
    const l = info.project.name as Lang
    expect((await request.get('/api/private/hubKV?key=a@b.test:liveCart')).status()).toBe(401)
    expect(
      (
        await request.post('/api/private/hubKV', {
          headers: same,
          data: { key: 'a@b.test:liveCart', feature: 'liveCart', version: 0, liveCart: { cartItems: [] } },
        })
      ).status(),
    ).toBe(401)
    expect((await request.delete('/api/private/hubKV?email=a@b.test&feature=liveCart', { headers: same })).status()).toBe(401)

    const context = await buyer(browser, l)
    const page = await context.newPage()
    const email = unique(l, 'hubkv')
    await page.goto(l === 'en' ? '/' : '/es')
    await signIn(page, l, email, { first: 'Api', last: 'Rules' })
    const other = 'someone-else@example.test'
    expect((await page.request.get(`/api/private/hubKV?key=${other}:liveCart`)).status()).toBe(404)
    expect(
      (
        await page.request.post('/api/private/hubKV', {
          headers: same,
          data: { key: `${other}:favorites`, feature: 'favorites', version: 0, favorites: [] },
        })
      ).status(),
    ).toBe(404)
    expect((await page.request.delete(`/api/private/hubKV?email=${other}&feature=liveCart`, { headers: same })).status()).toBe(404)
    // From another site: refused before anything is read.
    expect(
      (
        await page.request.post('/api/private/hubKV', {
          headers: { Origin: 'https://evil.example' },
          data: { key: `${email}:favorites`, feature: 'favorites', version: 0, favorites: [] },
        })
      ).status(),
    ).toBe(403)

    const post = (data: object) =>
      page.request.post('/api/private/hubKV', {
        headers: same,
        data: { key: `${email}:liveCart`, feature: 'liveCart', version: 0, ...data },
      })
    const unknownPart = await post({
      liveCart: {
        cartItems: [
          { pn: 'PB22-XG1', prod_quantity: 1 },
          { pn: 'NO-SUCH-PART', prod_quantity: 1 },
        ],
      },
    })
    expect(unknownPart.status()).toBe(400)
    expect((await unknownPart.json()).error).toMatchObject({ code: 'unknown-part', path: 'liveCart.cartItems.1.pn' })
    const restricted = await post({ liveCart: { cartItems: [{ pn: 'RLU-2C-24D', prod_quantity: 1 }] } })
    expect((await restricted.json()).error).toMatchObject({ code: 'unknown-part', path: 'liveCart.cartItems.0.pn' })
    const zero = await post({ liveCart: { cartItems: [{ pn: 'PB22-XG1', prod_quantity: 0 }] } })
    expect(zero.status()).toBe(400)
    expect((await zero.json()).error.path).toBe('liveCart.cartItems.0.prod_quantity')
    const tooMany = await post({
      liveCart: { cartItems: Array.from({ length: 501 }, () => ({ pn: 'PB22-XG1', prod_quantity: 1 })) },
    })
    expect(tooMany.status()).toBe(400)
    const badFavorite = await page.request.post('/api/private/hubKV', {
      headers: same,
      data: { key: `${email}:favorites`, feature: 'favorites', version: 0, favorites: [{ pn: 'NOPE' }] },
    })
    expect((await badFavorite.json()).error).toMatchObject({ code: 'unknown-part', path: 'favorites.0.pn' })
    // Nothing was stored by the refused writes.
    expect(await hub(page.request, email, 'liveCart')).toMatchObject({ liveCart: null, version: 0 })
    await context.close()
  })
})
