import { expect, test, type Page } from '@playwright/test'

import { base } from './helpers/admin'
import { seriesPath } from './helpers/catalogue'
import type { Lang } from './helpers/content'
import { buyer, codeFor, signIn, unique } from './helpers/buyer'
import { addresses, contactFor, customerFor } from './helpers/checkout'
import { mailsTo } from './helpers/services'

/** Issue 17, "A buyer's week": the account's Spanish paths and a session read refused for an office behind one address. */
const row = (page: Page, pn: string) => page.locator(`tr[data-pn="${pn}"]`)

const tabs = {
  en: { profile: '/my-account/profile', favorites: '/my-account/favorites', saved: '/my-account/saved-carts' },
  es: { profile: '/es/mi-cuenta/perfil', favorites: '/es/mi-cuenta/favoritos', saved: '/es/mi-cuenta/carritos-guardados' },
}

test.describe('account paths', () => {
  test("every account tab has the page's words, and the old Spanish paths answer 308 to them", async ({ browser, request }, info) => {
    const l = info.project.name as Lang
    // Old Spanish paths (English tab words under /es/mi-cuenta) move permanently, the query kept.
    if (l === 'es') {
      for (const [old, now] of [
        ['/es/mi-cuenta/profile', '/es/mi-cuenta/perfil'],
        ['/es/mi-cuenta/favorites?x=1', '/es/mi-cuenta/favoritos?x=1'],
        ['/es/mi-cuenta/saved-carts', '/es/mi-cuenta/carritos-guardados'],
        ['/es/mi-cuenta/addresses', '/es/mi-cuenta/direcciones'],
        ['/es/mi-cuenta/orders', '/es/mi-cuenta/pedidos'],
      ]) {
        const res = await request.get(old, { maxRedirects: 0 })
        expect(res.status(), old).toBe(308)
        expect(new URL(res.headers().location, base).pathname + new URL(res.headers().location, base).search).toBe(now)
      }
      // The English words under /es go to the Spanish ones too (next-intl's own redirect).
      const en = await request.get('/es/my-account/saved-carts', { maxRedirects: 0 })
      expect(en.status()).toBeGreaterThanOrEqual(300)
      expect(new URL(en.headers().location, base).pathname).toBe('/es/mi-cuenta/carritos-guardados')
    }

    const context = await buyer(browser, l)
    const page = await context.newPage()
    await page.goto(l === 'en' ? '/' : '/es')
    await signIn(page, l, unique(l, 'paths'), { first: 'Pat', last: 'Paths' })
    // The header's menu, then the tabs: every link is the page's language.
    await page.getByTestId('user-menu').click()
    const menu = page.getByRole('menu')
    await expect(menu.locator(`a[href="${tabs[l].profile}"]`)).toHaveCount(1)
    await expect(menu.locator(`a[href="${tabs[l].favorites}"]`)).toHaveCount(1)
    await expect(menu.locator(`a[href="${tabs[l].saved}"]`)).toHaveCount(1)
    await menu.locator(`a[href="${tabs[l].saved}"]`).click()
    await expect(page).toHaveURL(`${base}${tabs[l].saved}`)
    const nav = page.getByRole('navigation', { name: l === 'en' ? 'Account sections' : 'Secciones de la cuenta' })
    const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual(
      l === 'en'
        ? [
            '/my-account/profile',
            '/my-account/orders',
            '/my-account/quotes',
            '/my-account/addresses',
            '/my-account/favorites',
            '/my-account/saved-carts',
          ]
        : [
            '/es/mi-cuenta/perfil',
            '/es/mi-cuenta/pedidos',
            '/es/mi-cuenta/cotizaciones',
            '/es/mi-cuenta/direcciones',
            '/es/mi-cuenta/favoritos',
            '/es/mi-cuenta/carritos-guardados',
          ],
    )
    // The profile tab's heading sits where every other tab's does: above the tabs.
    const headingTop = async () => (await page.getByRole('heading', { level: 1 }).boundingBox())!.y
    const navTop = async () => (await nav.boundingBox())!.y
    const savedAt = [await headingTop(), await navTop()]
    await nav.getByRole('link').first().click()
    await expect(page).toHaveURL(`${base}${tabs[l].profile}`)
    expect([await headingTop(), await navTop()]).toEqual(savedAt)
    await context.close()
  })
})

test.describe('session read refused (429)', () => {
  test('a signed-in buyer stays signed in with the cart, and the read is tried again until it answers', async ({ browser }, info) => {
    test.setTimeout(90_000)
    const l = info.project.name as Lang
    const context = await buyer(browser, l)
    const page = await context.newPage()
    await page.goto(seriesPath('relays', l))
    await signIn(page, l, unique(l, 'office'), { first: 'Olga', last: 'Office' })
    await row(page, 'E2ER-G24').getByTestId('add-to-cart').click()
    await expect(page.getByTestId('mini-cart-count')).toHaveText('1')
    await expect(row(page, 'E2ER-G24').getByTestId('in-cart')).toBeVisible()

    // The office's address is over the limit: the next three session reads are refused.
    let refused = 0
    let answered = 0
    await page.route('**/api/auth/get-session', async (route) => {
      if (refused < 3) {
        refused++
        return route.fulfill({
          status: 429,
          headers: { 'Retry-After': '1' },
          contentType: 'application/json',
          body: JSON.stringify({ code: 'rate-limited', message: 'Too many requests' }),
        })
      }
      answered++
      return route.continue()
    })
    await page.reload()
    await expect(page.getByTestId('user-menu')).toBeVisible()
    await expect(page.getByTestId('signin-button')).toHaveCount(0)
    await expect(page.getByTestId('mini-cart-count')).toHaveText('1')
    // Backoff: 1 s, 2 s, 4 s (at least the Retry-After), then the server answers.
    await expect.poll(() => answered, { timeout: 20_000 }).toBeGreaterThan(0)
    expect(refused).toBe(3)
    await expect(page.getByTestId('user-menu')).toBeVisible()
    await expect(page.getByTestId('mini-cart-count')).toHaveText('1')
    await context.close()
  })
})

const w = {
  en: {
    quickOrder: '/quick-order',
    didYouMean: 'Did you mean one of these?',
    relays: 'E2E general-purpose relays',
    surcharge: 'import tariffs',
    cart: '/cart',
    search: '/search',
  },
  es: {
    quickOrder: '/es/pedido-rapido',
    didYouMean: '¿Quiso decir alguna de estas?',
    relays: 'Relés de uso general E2E',
    surcharge: 'aranceles de importación',
    cart: '/es/carrito',
    search: '/es/buscar',
  },
}

test.describe('quick order', () => {
  test('from the header on every page; real examples; prices per line; suggestions say what they are', async ({ page }, info) => {
    const l = info.project.name as Lang
    // 1280 px: in the header's bar, on a content page as on the home page.
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(seriesPath('relays', l))
    await page.getByTestId('header-quick-order').click()
    await expect(page).toHaveURL(`${base}${w[l].quickOrder}`)
    // 390 px: first in the header's menu row.
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto(l === 'en' ? '/' : '/es')
    await expect(page.getByTestId('header-quick-order')).toBeHidden()
    await page.getByTestId('menu-quick-order').click()
    await expect(page).toHaveURL(`${base}${w[l].quickOrder}`)
    await page.setViewportSize({ width: 1280, height: 900 })

    // The examples are the catalogue's own part numbers: pasted as they are, every line matches.
    const input = page.getByTestId('bom-input')
    const example = (await input.getAttribute('placeholder')) ?? ''
    expect(example.split('\n')).toHaveLength(3)
    await input.fill(example)
    await page.getByTestId('bom-check').click()
    await expect(page.getByTestId('bom-resolved').locator('tbody tr')).toHaveCount(3)
    await expect(page.getByTestId('bom-unresolved')).toHaveCount(0)

    // A matched line shows its unit price and line total (a visitor's: the OEM price, 10% off list).
    await input.fill('E2ER-G24 3\nE2ER-G2 1')
    await page.getByTestId('bom-check').click()
    const line = page.locator('[data-testid="bom-resolved"] tr[data-pn="E2ER-G24"]')
    await expect(line.getByTestId('bom-unit-price')).toHaveText(/27\.00/)
    await expect(line.getByTestId('bom-line-total')).toHaveText(/81\.00/)
    // What did not match: "Did you mean…?" with what each suggestion is.
    const unresolved = page.getByTestId('bom-unresolved')
    await expect(unresolved).toContainText(w[l].didYouMean)
    const suggestion = unresolved.locator('[data-testid="bom-suggestion"][data-pn="E2ER-G24"]')
    await expect(suggestion.getByTestId('bom-suggestion-title')).toHaveText(w[l].relays)
    // Part numbers never break at their hyphens.
    for (const pn of [line.locator('span.font-mono').first(), suggestion.locator('span.font-mono')]) {
      expect(await pn.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('nowrap')
    }
    await suggestion.click()
    await expect(page.getByTestId('bom-resolved').locator('tbody tr')).toHaveCount(2)
  })
})

test.describe('404', () => {
  test('keeps the header and footer and offers to search for the words of the missing path', async ({ page, browser }, info) => {
    const l = info.project.name as Lang
    const path = l === 'en' ? '/red-pilot-light_22mm' : '/es/luz-piloto-roja_22mm'
    const words = l === 'en' ? 'red pilot light 22mm' : 'luz piloto roja 22mm'
    const res = await page.goto(path)
    expect(res?.status()).toBe(404)
    for (const id of ['search-button', 'language-switch', 'mini-cart', 'logo-link', 'footer-menu'])
      await expect(page.getByTestId(id)).toBeVisible()
    const form = page.getByTestId('not-found-search')
    await expect(form.getByRole('searchbox')).toHaveValue(words)
    await form.getByRole('button').click()
    await expect(page).toHaveURL(`${base}${w[l].search}?q=${encodeURIComponent(words).replace(/%20/g, '+')}`)

    // Without script the words are in the HTML already.
    const context = await browser.newContext({ javaScriptEnabled: false })
    const bare = await context.newPage()
    expect((await bare.goto(path))?.status()).toBe(404)
    await expect(bare.getByTestId('not-found-search').getByRole('searchbox')).toHaveValue(words)
    await context.close()
  })
})

test.describe('cart fees', () => {
  test('the tariff surcharge says what it is, in the buyer language', async ({ page }, info) => {
    const l = info.project.name as Lang
    await page.goto(seriesPath('relays', l))
    await row(page, 'E2ER-G24').getByTestId('add-to-cart').click()
    await expect(page.getByTestId('mini-cart-count')).toHaveText('1')
    await page.goto(w[l].cart)
    await expect(page.getByTestId('total-global-tariff')).toBeVisible()
    await expect(page.getByTestId('total-global-tariff-note')).toContainText(w[l].surcharge)
  })
})

test.describe('modals and phones', () => {
  test('the complete-profile dialog makes the page behind it inert', async ({ browser }, info) => {
    const l = info.project.name as Lang
    const context = await buyer(browser, l)
    const page = await context.newPage()
    await page.goto(l === 'en' ? '/' : '/es')
    await signIn(page, l, unique(l, 'inert'))
    await page.goto(tabs[l].profile)
    const modal = page.getByTestId('profile-modal')
    await expect(modal).toBeVisible({ timeout: 10_000 })
    // The profile form behind the dialog cannot be focused nor typed into.
    const behind = page.locator('main').getByTestId('profile-nameFirst')
    await expect(page.locator('main')).toHaveJSProperty('inert', true)
    await expect(page.locator('header')).toHaveJSProperty('inert', true)
    await behind.focus().catch(() => undefined)
    await expect(behind).not.toBeFocused()
    await page.keyboard.type('Mallory')
    await expect(behind).not.toHaveValue('Mallory')
    // Tab stays in the dialog.
    await modal.getByTestId('profile-nameFirst').focus()
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      expect(await modal.evaluate((m) => m.contains(document.activeElement) || document.activeElement === document.body)).toBe(true)
    }
    await modal.getByTestId('profile-nameFirst').fill('Ines')
    await modal.getByTestId('profile-nameLast').fill('Inert')
    await modal.getByTestId('profile-submit').click()
    await expect(modal).toHaveCount(0)
    await expect(page.locator('main')).toHaveJSProperty('inert', false)
    await context.close()
  })

  test('tap targets are at least 44 x 44 px on a phone, and the menu row shows that it scrolls', async ({ page }, info) => {
    const l = info.project.name as Lang
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto(l === 'en' ? '/' : '/es')
    for (const id of ['search-button', 'language-switch', 'theme-toggle', 'signin-button', 'mini-cart', 'menu-quick-order']) {
      const box = (await page.getByTestId(id).boundingBox())!
      expect(box.width, id).toBeGreaterThanOrEqual(44)
      expect(box.height, id).toBeGreaterThanOrEqual(44)
    }
    // The header's bar fits the phone: nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    const row = page.locator('header nav.scroll-hint')
    const overflow = await row.evaluate((el) => el.scrollWidth > el.clientWidth)
    if (overflow) expect(await row.evaluate((el) => getComputedStyle(el).maskImage)).toContain('gradient')
  })
})

/** Whether the focused element shows where focus is (an outline or a ring). */
const focusShows = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    // Past the last stop focus leaves the page for a moment (the browser's own controls).
    if (!el || el === document.body) return true
    const s = getComputedStyle(el)
    return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none'
  })

/** Tabs to a target (at most 80 presses), checking at each stop that focus can be seen. */
async function tabTo(page: Page, target: ReturnType<Page['getByTestId']>) {
  await expect(target).toBeVisible()
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
    const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160))
    expect(await focusShows(page), `focus visible at stop ${i}: ${at}`).toBe(true)
  }
  throw new Error(`not reachable by Tab: ${target}`)
}

test.describe('keyboard alone', () => {
  test('sign in, search, add to the cart, quick order and checkout, with focus always visible', async ({ browser }, info) => {
    test.setTimeout(120_000)
    const l = info.project.name as Lang
    const email = unique(l, 'keys')
    const customer = await customerFor(email, 'NET 30')
    await contactFor(customer.id, addresses.pittsburgh)
    const context = await buyer(browser, l)
    const page = await context.newPage()
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(l === 'en' ? '/' : '/es')

    // Sign in: the header's button, the address, the mailed code, the name.
    await tabTo(page, page.getByTestId('signin-button'))
    const before = mailsTo(email).length
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('signin-email')).toBeFocused()
    await page.keyboard.type(email)
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('signin-code-step')).toBeVisible()
    const code = await codeFor(email, before)
    await expect(page.getByTestId('otp-digit').first()).toBeFocused()
    await page.keyboard.type(code)
    await page.keyboard.press('Enter')
    const profile = page.getByTestId('profile-modal')
    await expect(profile).toBeVisible({ timeout: 15_000 })
    await tabTo(page, profile.getByTestId('profile-nameFirst'))
    await page.keyboard.type('Kay')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Board')
    await page.keyboard.press('Enter')
    await expect(profile).toHaveCount(0)

    // Search: "/" opens it; the first part found opens its series page.
    await page.locator('body').press('/')
    await expect(page.getByTestId('search-input')).toBeFocused()
    await page.keyboard.type('E2ER-G24')
    await expect(page.getByTestId('search-option').first()).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(seriesPath('relays', l).replace(/[/.]/g, '\\$&')))

    // Add to the cart from the parts table.
    await tabTo(page, row(page, 'E2ER-G24').getByTestId('add-to-cart'))
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('mini-cart-count')).toHaveText('1')

    // Quick order from the header.
    await tabTo(page, page.getByTestId('header-quick-order'))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`${base}${w[l].quickOrder}`)
    await tabTo(page, page.getByTestId('bom-input'))
    await page.keyboard.type('E2ER-R24 2')
    await tabTo(page, page.getByTestId('bom-check'))
    await page.keyboard.press('Enter')
    await tabTo(page, page.getByTestId('bom-add'))
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('mini-cart-count')).toHaveText('2')

    // The cart, then checkout: on account with a PO, placed by keyboard.
    await tabTo(page, page.getByTestId('bom-go-cart'))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`${base}${w[l].cart}`)
    await tabTo(page, page.getByTestId('checkout-button'))
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('step-shipping')).toContainText('100 Liberty Ave')
    await tabTo(page, page.getByTestId('po-number'))
    await page.keyboard.type(`PO-KEYS-${l}`)
    await tabTo(page, page.getByTestId('place-order'))
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('order-done')).toBeVisible({ timeout: 15_000 })
    await context.close()
  })
})
