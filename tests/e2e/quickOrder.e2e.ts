import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { api } from './helpers/admin'

/**
 * The quick order pad with lines written as BOM exports and people write them (issue 27):
 * quantities read in every form, kept through a suggestion, editable and priced per line on
 * the server; adding moves only the resolved lines to the cart; focus never falls to the
 * body; on a phone quantity and price are in view and axe finds nothing. English only: the
 * quantity words are read in both languages whatever the site's (tests/unit/cart/bom.test.ts).
 */

/** The issue's part numbers (no prefix: list prices for everyone). */
const PARTS = [
  { pn: 'TB-S-B-2.5-1', listPrice: 0.9, pkgqty: 50 },
  { pn: 'GR2-24D-L', listPrice: 15, pkgqty: 1 },
  { pn: 'CT-9-24D-01', listPrice: 60, pkgqty: 1 },
  { pn: 'PB22-R-01-M', listPrice: 20, pkgqty: 1 },
]

const ISSUE_LINES = ['TB-S-B-2.5-1 50 pcs', 'GR2-24D-L x 8', 'CT-9-24D-01 qty 2', 'pb22-r-01-m 10 ea']

type Found = { docs: { id: number }[] }

test.beforeAll(async () => {
  for (const part of PARTS) {
    const found = await api<Found>('GET', `/parts?where[pn][equals]=${encodeURIComponent(part.pn)}&limit=1`)
    if (!found.docs[0]) await api('POST', '/parts?locale=en', part)
  }
})

const resolvedRow = (page: Page, pn: string) => page.locator(`[data-testid="bom-resolved"] tr[data-pn="${pn}"]`)
const qtyOf = (page: Page, pn: string) => resolvedRow(page, pn).getByTestId('bom-qty-input')

async function check(page: Page, lines: string[]) {
  await page.goto('/quick-order')
  await page.getByTestId('bom-input').fill(lines.join('\n'))
  await page.getByTestId('bom-check').click()
}

test.describe('quick order lines', () => {
  test('reads the issue’s quantities, keeps them through a suggestion, edits them, and adds only what resolved', async ({ page }) => {
    test.setTimeout(60_000)
    await check(page, ['Part number\tQty', ...ISSUE_LINES, 'pb22-r-01 3 pzas', 'NOPE-123 2', 'CT-9-24D-01 2.5'])
    // Focus goes to the results, never the body.
    await expect(page.getByRole('heading', { name: '4 parts found' })).toBeFocused()
    await expect(page.getByTestId('bom-resolved').locator('tbody tr')).toHaveCount(4)
    for (const [pn, qty] of [
      ['TB-S-B-2.5-1', '50'],
      ['GR2-24D-L', '8'],
      ['CT-9-24D-01', '2'],
      ['PB22-R-01-M', '10'],
    ]) {
      await expect(qtyOf(page, pn)).toHaveValue(qty)
    }
    const unresolved = page.getByTestId('bom-unresolved')
    await expect(unresolved).toContainText('we have no part NOPE-123')
    // The unreadable quantity is named; the part is not blamed.
    await expect(unresolved.locator('[data-testid="bom-problem"][data-line="8"]')).toContainText('we cannot read the quantity “2.5”')
    await expect(unresolved).not.toContainText('we have no part CT-9-24D-01')

    // A suggestion keeps the line's quantity; focus moves on to what is next (the add button here).
    await unresolved.locator('li[data-line="6"]').locator('[data-testid="bom-suggestion"][data-pn="PB22-R-01-M"]').click()
    await expect(page.getByTestId('bom-resolved').locator('tbody tr')).toHaveCount(5)
    await expect(page.locator('[data-testid="bom-resolved"] tr[data-line="6"]').getByTestId('bom-qty-input')).toHaveValue('3')
    await expect(page.getByTestId('bom-add')).toBeFocused()

    // Quantities are editable, by the package step, and priced again on the server.
    await expect(resolvedRow(page, 'GR2-24D-L').getByTestId('bom-line-total')).toContainText('$120.00')
    await qtyOf(page, 'GR2-24D-L').fill('12')
    await qtyOf(page, 'GR2-24D-L').press('Enter')
    await expect(resolvedRow(page, 'GR2-24D-L').getByTestId('bom-line-total')).toContainText('$180.00')
    await qtyOf(page, 'TB-S-B-2.5-1').fill('60')
    await qtyOf(page, 'TB-S-B-2.5-1').press('Tab')
    await expect(qtyOf(page, 'TB-S-B-2.5-1')).toHaveValue('100')
    await expect(resolvedRow(page, 'TB-S-B-2.5-1').getByTestId('bom-rounded')).toContainText('rounded up to packages of 50')
    await expect(resolvedRow(page, 'TB-S-B-2.5-1').getByTestId('bom-line-total')).toContainText('$90.00')
    await qtyOf(page, 'CT-9-24D-01').fill('0')
    await qtyOf(page, 'CT-9-24D-01').press('Enter')
    await expect(resolvedRow(page, 'CT-9-24D-01').getByTestId('bom-qty-refused')).toBeVisible()
    await expect(qtyOf(page, 'CT-9-24D-01')).toHaveValue('2')

    // Adding: the added lines leave; what needs attention stays, saying it was not added; nothing can be added twice.
    await page.getByTestId('bom-add').click()
    await expect(page.getByTestId('mini-cart-count')).toHaveText('4')
    await expect(page.getByTestId('bom-added')).toBeFocused()
    await expect(page.getByTestId('bom-resolved')).toHaveCount(0)
    await expect(page.getByTestId('bom-add')).toHaveCount(0)
    await expect(unresolved.locator('li')).toHaveCount(2)
    await expect(page.getByTestId('bom-not-added')).toBeVisible()

    await page.getByTestId('bom-go-cart').click()
    const cartQty = (pn: string) => page.locator(`[data-testid="cart-line"][data-pn="${pn}"]`).getByTestId('qty-input')
    await expect(cartQty('TB-S-B-2.5-1')).toHaveValue('100')
    await expect(cartQty('GR2-24D-L')).toHaveValue('12')
    await expect(cartQty('CT-9-24D-01')).toHaveValue('2')
    await expect(cartQty('PB22-R-01-M')).toHaveValue('13')
  })

  test('a check the server fails says so and leaves focus on the button', async ({ page }) => {
    await page.route(/\/api\/public\/parts\/resolve/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500))
      await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal' } }) })
    })
    await check(page, ISSUE_LINES)
    await expect(page.getByTestId('bom-error')).toBeVisible()
    await expect(page.getByTestId('bom-check')).toBeFocused()
  })

  test('on a 390 px phone: quantity and price in view, no axe violation on the results', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await check(page, [...ISSUE_LINES, 'pb22-r-01 3 pzas', 'NOPE-123 2'])
    await expect(page.getByTestId('bom-resolved').locator('tbody tr')).toHaveCount(4)
    await expect(resolvedRow(page, 'GR2-24D-L').getByTestId('bom-line-total')).toContainText('$120.00')
    for (const pn of PARTS.map((p) => p.pn)) {
      for (const id of ['bom-qty-input', 'bom-unit-price', 'bom-line-total']) {
        const box = await resolvedRow(page, pn).getByTestId(id).boundingBox()
        expect(box, `${pn} ${id}`).not.toBeNull()
        expect(box!.x + box!.width, `${pn} ${id} within the screen`).toBeLessThanOrEqual(390)
      }
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    const { violations } = await new AxeBuilder({ page }).include('main').analyze()
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
})
