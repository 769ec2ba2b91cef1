import { expect, test, type Page } from '@playwright/test'

import { catalogue } from './helpers/catalogue'
import type { Lang } from './helpers/content'

/*
 * Issue 27 in the browser: the search box in the header at both widths, a near-miss part
 * number offered as "did you mean", the results page's box showing the query it shows, a
 * visible focus ring on the search field, and the dialog's close button named by its word.
 * English, except the header's width, which depends on the language.
 */
const modal = (page: Page) => page.getByRole('dialog')

async function searchFor(page: Page, query: string) {
  await modal(page).getByRole('combobox').fill(query)
  await expect(modal(page)).toHaveAttribute('data-status', 'done')
  await expect(modal(page)).toHaveAttribute('data-query', query.trim())
}

test('the header shows a search box at 390 and 1280 px (with its word at 1280), without overflowing @both', async ({ page }, info) => {
  const l = info.project.name as Lang
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto(l === 'en' ? '/' : '/es')
    const box = page.getByTestId('search-button')
    await expect(box, `${width}`).toBeVisible()
    // The word from 640 px: a phone's bar has no room for it (it overflowed by 40 px).
    if (width >= 640) await expect(box, `${width}`).toHaveText(l === 'en' ? 'Search' : 'Buscar')
    const size = (await box.boundingBox())!
    // A field's shape, not a square icon; a phone's tap target at least.
    expect(size.width, `${width}`).toBeGreaterThanOrEqual(width < 640 ? 44 : 120)
    expect(size.height, `${width}`).toBeGreaterThanOrEqual(width < 640 ? 44 : 32)
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}`).toBeLessThanOrEqual(width)
  }
})

test('a part number with a typo finds the part and says "did you mean", in the dialog and on the results page', async ({ page }) => {
  await page.goto('/')
  await page.getByTestId('search-button').click()
  await searchFor(page, 'E2ER-GZ4')
  await expect(modal(page).getByTestId('search-did-you-mean')).toHaveText('Did you mean E2ER-G24?')
  const first = modal(page).getByRole('group', { name: 'Parts' }).getByRole('option').first()
  await expect(first).toContainText('E2ER-G24')
  // Its attribute values and list price.
  await expect(first.getByTestId('search-part-facts')).toContainText('24 V DC')
  await expect(first.getByTestId('search-part-facts')).toContainText('List price $30.00')

  await page.goto('/search?q=E2ER-GZ4')
  await expect(page.getByTestId('search-did-you-mean')).toHaveText('Did you mean E2ER-G24?')
  await expect(page.getByTestId('search-parts-list').locator('[data-pn]').first()).toHaveAttribute('data-pn', 'E2ER-G24')
  await page.getByTestId('search-did-you-mean').getByRole('link').click()
  await expect(page).toHaveURL(/\/search\?q=E2ER-G24$/)
})

test("the results page's box shows the query searched from the header, not the last one", async ({ page }) => {
  await page.goto('/search?q=E2ER-G24')
  const box = page.getByRole('searchbox', { name: 'Search for a part number, product or topic' })
  await expect(box).toHaveValue('E2ER-G24')
  // The buyer starts another number in the page's box, then searches from the header instead.
  await box.fill('E2ER-G1')
  await page.getByTestId('search-button').click()
  await searchFor(page, catalogue.relays.en.title)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(catalogue.relays.en.title)
  await expect(box).toHaveValue(catalogue.relays.en.title)
})

test('the search field shows a focus ring; the close button is named by the word it shows', async ({ page }) => {
  await page.goto('/')
  await page.getByTestId('search-button').click()
  const field = modal(page).getByRole('combobox')
  await expect(field).toBeFocused()
  const ring = await field.evaluate((el) => {
    const s = getComputedStyle(el)
    return { style: s.outlineStyle, width: parseFloat(s.outlineWidth) }
  })
  expect(ring.style).not.toBe('none')
  expect(ring.width).toBeGreaterThanOrEqual(2)

  const close = page.getByTestId('search-close')
  await expect(close).toBeVisible()
  const visible = (await close.innerText()).replace(/×/g, '').trim()
  expect(visible).toBe('Close')
  await expect(close).toHaveAccessibleName(new RegExp(visible))
  await close.click()
  await expect(modal(page)).toBeHidden()

  // The results page's field too.
  await page.goto('/search?q=E2ER')
  await page.getByRole('searchbox', { name: 'Search for a part number, product or topic' }).focus()
  await page.keyboard.press('End')
  const pageRing = await page.locator('#search-page-q').evaluate((el) => getComputedStyle(el).outlineStyle)
  expect(pageRing).not.toBe('none')
})
