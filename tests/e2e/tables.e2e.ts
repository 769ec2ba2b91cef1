import { expect, test, type Locator, type Page } from '@playwright/test'

import { buyer } from './helpers/buyer'
import { catalogue, categoryPath, seriesPath } from './helpers/catalogue'
import type { Lang } from './helpers/content'

// Ordering from the tables (issue 17): a quantity per row and "Add all filled rows", the
// phone's part cards, series cards counted part by part under filters, and the product
// list's filters folded behind one button on phones. The catalogue is helpers/catalogue.ts.

const words = {
  en: {
    cart: '/cart',
    qtyOf: (pn: string) => `Quantity of ${pn}`,
    addAll: 'Add all filled rows',
    nothing: 'Type a quantity in at least one row first.',
    added: '2 lines added to the cart: 3 × E2ER-G24 and 2 × E2ER-R24.',
    rounded: 'Rounded up to 20',
    refused: 'Not added (enter 1 to 99,999): E2ER-G120.',
    matching: (n: number, total: number) => `${n} of ${total} parts`,
    parts: (n: number) => `${n} parts`,
    from: 'from',
    filters: 'Filters',
  },
  es: {
    cart: '/es/carrito',
    qtyOf: (pn: string) => `Cantidad de ${pn}`,
    addAll: 'Agregar todas las filas con cantidad',
    nothing: 'Escriba primero una cantidad en al menos una fila.',
    added: '2 líneas agregadas al carrito: 3 × E2ER-G24 y 2 × E2ER-R24.',
    rounded: 'Redondeado a 20',
    refused: 'No se agregaron (escriba de 1 a 99.999): E2ER-G120.',
    matching: (n: number, total: number) => `${n} de ${total} piezas`,
    parts: (n: number) => `${n} piezas`,
    from: 'desde',
    filters: 'Filtros',
  },
}

const lang = (name: string) => name as Lang
const row = (page: Page, pn: string) => page.locator(`tr[data-pn="${pn}"]`)
const line = (page: Page, pn: string) => page.locator(`[data-testid="cart-line"][data-pn="${pn}"]`)

/** An element's box lies inside the viewport's width (nothing to swipe for). */
async function inView(locator: Locator, width: number) {
  const box = await locator.boundingBox()
  expect(box).not.toBeNull()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(width)
}

test.describe('ordering from the parts tables', () => {
  test.describe.configure({ timeout: 90_000 })

  test('each row takes a quantity rounded to its package; "Add all filled rows" adds them in one go', async ({ browser }, info) => {
    const l = lang(info.project.name)
    const w = words[l]
    const context = await buyer(browser, l)
    const page = await context.newPage()

    // Sockets come in tens: a typed 15 is rounded up to 20 and said so; the arrow keys move by the step.
    await page.goto(seriesPath('sockets', l))
    const box = page.getByRole('textbox', { name: w.qtyOf('E2EP-8') })
    await box.focus()
    await box.press('ArrowUp')
    await expect(box).toHaveValue('10')
    await box.press('ArrowUp')
    await expect(box).toHaveValue('20')
    await box.press('ArrowDown')
    await expect(box).toHaveValue('10')
    await box.fill('15')
    await box.press('Tab')
    await expect(box).toHaveValue('20')
    await expect(row(page, 'E2EP-8').getByTestId('row-qty-note')).toContainText(w.rounded)
    // The row's own Add takes the box's quantity and empties it.
    await row(page, 'E2EP-8').getByTestId('add-to-cart').click()
    await expect(box).toHaveValue('')
    await expect(row(page, 'E2EP-8').getByTestId('in-cart')).toContainText('20')

    // The relays: nothing typed says so; then three boxes, one out of range, by keyboard.
    await page.goto(seriesPath('relays', l))
    const addAll = page.getByRole('button', { name: w.addAll })
    await addAll.click()
    await expect(page.getByTestId('add-all-status')).toHaveText(w.nothing)
    await page.getByRole('textbox', { name: w.qtyOf('E2ER-G24') }).fill('3')
    await page.getByRole('textbox', { name: w.qtyOf('E2ER-R24') }).fill('2')
    await page.getByRole('textbox', { name: w.qtyOf('E2ER-G120') }).fill('0')
    await addAll.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('add-all-status')).toHaveText(`${w.added} ${w.refused}`)
    // The added rows' boxes are empty again; the refused one keeps its text to be corrected.
    for (const pn of ['E2ER-G24', 'E2ER-R24']) await expect(page.getByRole('textbox', { name: w.qtyOf(pn) })).toHaveValue('')
    await expect(page.getByRole('textbox', { name: w.qtyOf('E2ER-G120') })).toHaveValue('0')
    await page.getByRole('textbox', { name: w.qtyOf('E2ER-G120') }).fill('')
    await expect(page.getByTestId('mini-cart-count')).toHaveText('3')
    // Once more: quantities add to the lines already there.
    await page.getByRole('textbox', { name: w.qtyOf('E2ER-G24') }).fill('2')
    await addAll.click()
    await expect(row(page, 'E2ER-G24').getByTestId('in-cart')).toContainText('5')

    await page.goto(w.cart)
    await expect(line(page, 'E2EP-8').getByTestId('qty-input')).toHaveValue('20')
    await expect(line(page, 'E2ER-G24').getByTestId('qty-input')).toHaveValue('5')
    await expect(line(page, 'E2ER-R24').getByTestId('qty-input')).toHaveValue('2')
    await expect(page.getByTestId('cart-line')).toHaveCount(3)
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('switchyard.cart.guest') ?? '{}'))
    expect(stored.cartItems.map((i: { pn: string; prod_quantity: number }) => [i.pn, i.prod_quantity])).toEqual([
      ['E2EP-8', 20],
      ['E2ER-G24', 5],
      ['E2ER-R24', 2],
    ])
    await context.close()
  })

  test('the search results page takes quantities too, rounded to the package', async ({ browser }, info) => {
    const l = lang(info.project.name)
    const w = words[l]
    const context = await buyer(browser, l)
    const page = await context.newPage()
    await page.goto(`${l === 'en' ? '/search' : '/es/buscar'}?q=E2EP`)
    const box = page.getByRole('textbox', { name: w.qtyOf('E2EP-8') })
    // Typed once the page is live: leaving the box rounds 11 up to the package of 10.
    await expect(async () => {
      await box.fill('11')
      await box.press('Tab')
      await expect(box).toHaveValue('20', { timeout: 1000 })
    }).toPass()
    await page.getByRole('button', { name: w.addAll }).click()
    await expect(page.getByTestId('add-all-status')).toContainText('20 × E2EP-8')
    await expect(box).toHaveValue('')
    await page.goto(w.cart)
    await expect(line(page, 'E2EP-8').getByTestId('qty-input')).toHaveValue('20')
    await context.close()
  })

  test('on a 390 px phone each part is a card with its price, lead time, quantity and add in view', async ({ browser }, info) => {
    const l = lang(info.project.name)
    const context = await buyer(browser, l)
    const page = await context.newPage()
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(seriesPath('relays', l))
    const card = row(page, 'E2ER-G24')
    await expect(card.getByTestId('part-price')).toHaveText('$27.00')
    await expect(card.getByText(catalogue.leadTime[l])).toBeVisible()
    for (const part of [
      card.locator('th'),
      card.getByTestId('part-price'),
      card.getByText(catalogue.leadTime[l]),
      card.getByRole('textbox'),
      card.getByTestId('add-to-cart'),
      card.getByTestId('favorite-toggle'),
    ]) {
      await inView(part, 390)
    }
    // Nothing hides behind a sideways swipe; the phone's tap targets are 44 px.
    const region = page.getByTestId('parts-scroll')
    const [scroll, client] = await region.evaluate((el) => [el.scrollWidth, el.clientWidth])
    expect(scroll).toBeLessThanOrEqual(client)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    for (const target of [
      card.getByRole('textbox'),
      card.getByTestId('add-to-cart'),
      card.getByTestId('favorite-toggle'),
      page.getByTestId('add-all-rows'),
    ]) {
      expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    }
    // The values read with their column's title.
    const colour = await card
      .locator('td', { hasText: l === 'en' ? 'Green' : 'Verde' })
      .evaluate((el) => getComputedStyle(el, '::before').content)
    expect(colour).toContain(catalogue.titles.e2e_color[l])
    await context.close()
  })
})

test.describe('filtered product lists', () => {
  test('a series card counts and prices only the parts that match the filters', async ({ page }, info) => {
    const l = lang(info.project.name)
    const w = words[l]
    const relays = page.getByTestId('category-products').locator(':scope > li').filter({ hasText: catalogue.relays[l].title })
    await page.goto(categoryPath(l))
    await expect(relays).toContainText(w.parts(3))
    await expect(relays.getByTestId('series-from-price')).toHaveText(`${w.from} $18.00`)
    // Green: two of the three relays; the cheaper red one no longer sets the price (green 120 V is call for price).
    await page.goto(`${categoryPath(l)}?e2e_color=green`)
    await expect(relays).toContainText(w.matching(2, 3))
    await expect(relays.getByTestId('series-from-price')).toHaveText(`${w.from} $27.00`)
    // Red and 120 V: the series has both values but no part has them together, so it is not listed.
    await page.goto(`${categoryPath(l)}?e2e_color=red&e2e_voltage=120-v-ac`)
    await expect(relays).toHaveCount(0)
    // And the filters offer no value that would lead there: with red on, 120 V is not offered.
    await page.goto(`${categoryPath(l)}?e2e_color=red`)
    await expect(relays).toContainText(w.matching(1, 3))
    const voltages = page.locator('[data-attribute="e2e_voltage"] .facets a')
    await expect(voltages.filter({ hasText: '120 V AC' })).toHaveCount(0)
    await expect(voltages.filter({ hasText: '24 V DC' })).toHaveText('24 V DC1')
  })

  test('on a phone the categories and filters fold behind one Filters button and the results come first', async ({ browser }, info) => {
    const l = lang(info.project.name)
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({
        locale: l === 'en' ? 'en-US' : 'es-ES',
        viewport: { width: 390, height: 844 },
        javaScriptEnabled,
      })
      const page = await context.newPage()
      await page.goto(`${categoryPath(l)}?e2e_color=green`)
      const toggle = page.getByTestId('filters-toggle')
      await expect(toggle).toBeVisible()
      await expect(toggle).toContainText(words[l].filters)
      await expect(page.getByTestId('attribute-filters')).toBeHidden()
      await expect(page.getByTestId('product-categories')).toBeHidden()
      // The first result is on the first screen.
      const top = await page
        .getByTestId('category-products')
        .locator(':scope > li')
        .first()
        .evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
      expect(top).toBeLessThan(844)
      expect((await toggle.boundingBox())!.height).toBeGreaterThanOrEqual(44)
      await toggle.click()
      await expect(page.getByTestId('attribute-filters')).toBeVisible()
      await expect(page.getByTestId('product-categories')).toBeVisible()
      await context.close()
    }
    // Beside the results (1280 px) there is no button and the filters show, with or without script.
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({
        locale: l === 'en' ? 'en-US' : 'es-ES',
        viewport: { width: 1280, height: 800 },
        javaScriptEnabled,
      })
      const page = await context.newPage()
      await page.goto(categoryPath(l))
      await expect(page.getByTestId('filters-toggle')).toBeHidden()
      await expect(page.getByTestId('attribute-filters')).toBeVisible()
      await expect(page.getByTestId('product-categories')).toBeVisible()
      await context.close()
    }
  })

  test('on a phone the Filters panel stays open after a filter is picked, with focus on the value picked', async ({ browser }, info) => {
    const l = lang(info.project.name)
    const context = await browser.newContext({ locale: l === 'en' ? 'en-US' : 'es-ES', viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto(categoryPath(l))
    await page.getByTestId('filters-toggle').click()
    const green = page.locator('[data-attribute="e2e_color"] .facets a').first()
    const label = (await green.evaluate((a) => a.firstChild?.textContent ?? '')).trim()
    await green.click()
    await page.waitForURL(/e2e_color=/)
    await expect(page.getByTestId('attribute-filters')).toBeVisible()
    const picked = page.locator('[data-attribute="e2e_color"] .facets a[aria-current="true"]')
    await expect(picked).toContainText(label)
    await expect(picked).toBeFocused()
    // Only the next page: a page reached otherwise starts with the panel closed, results first.
    await page.reload()
    await expect(page.getByTestId('attribute-filters')).toBeHidden()
    await context.close()
  })

  test("skip links reach a series' first quantity box and a list's filters and results in a few keys", async ({ page }, info) => {
    const l = lang(info.project.name)
    /** Presses Tab until `done` holds; the number of presses. */
    const tabsUntil = async (done: () => Promise<boolean>) => {
      for (let n = 1; n <= 60; n++) {
        await page.keyboard.press('Tab')
        if (await done()) return n
      }
      return Infinity
    }
    const focusedIs = (selector: string) => () => page.evaluate((s) => Boolean(document.activeElement?.matches(s)), selector)
    const focusedName = (name: RegExp) => async () => name.test((await page.evaluate(() => document.activeElement?.textContent)) ?? '')

    await page.goto(seriesPath('relays', l))
    const quantities = '[data-testid="parts-table"] tbody input'
    await expect(page.locator(quantities).first()).toBeVisible()
    const toSkip = await tabsUntil(focusedName(l === 'en' ? /Skip to the parts/ : /Ir a las piezas/))
    await page.keyboard.press('Enter')
    const toQuantity = await tabsUntil(focusedIs(quantities))
    expect(toSkip + 1 + toQuantity).toBeLessThanOrEqual(8)

    await page.goto(categoryPath(l))
    await expect(page.locator('[data-attribute="e2e_color"] .facets a').first()).toBeVisible()
    const toFilters = await tabsUntil(focusedName(l === 'en' ? /Skip to the filters/ : /Ir a los filtros/))
    await page.keyboard.press('Enter')
    const toFacet = await tabsUntil(focusedIs('#filters a'))
    expect(toFilters + 1 + toFacet).toBeLessThanOrEqual(8)
  })
})

test("Enter in a part row's quantity box adds the part", async ({ browser }, info) => {
  const l = lang(info.project.name)
  const context = await buyer(browser, l)
  const page = await context.newPage()
  await page.goto(seriesPath('relays', l))
  const box = row(page, 'E2ER-G24').getByRole('textbox')
  await box.fill('3')
  await box.press('Enter')
  await expect(page.getByTestId('add-all-status')).toContainText('E2ER-G24')
  await expect(box).toHaveValue('')
  await context.close()
})
