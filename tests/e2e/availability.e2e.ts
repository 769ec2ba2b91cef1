import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type Page } from '@playwright/test'

import { catalogue, listPath, seriesPath } from './helpers/catalogue'
import type { Lang } from './helpers/content'
import { setStock, stockRows } from './helpers/stock'

/*
 * The ship-date promise on the catalogue's surfaces (issue 28): each row's words come from
 * POST /api/public/availability, one request per page, in the page's language; the room is kept
 * before they come (no layout shift); the countdown ticks without a reload; the product list
 * filters and counts by stock, and a stock change reaches it within a minute. The stock is the
 * tests' own (helpers/stock.ts, from globalSetup): E2ER-G24 40 on hand, E2ER-R24 3 with a
 * receipt due, E2ER-G120 made to order. The words of every case are unit tests
 * (tests/unit/availability/words.test.ts).
 */

const lang = (name: string) => name as Lang
const WIDTHS = [1280, 390] as const

const words = {
  en: {
    g24: /^40 in stock · ships \S/,
    r24: /^3 in stock · ships \S/,
    r24Split: /^3 ship .+, 7 (on|tomorrow)/,
    made: /^Made to order · ships in \d+ days$/,
    inStock: 'In stock',
    seriesStock: '2 parts in stock',
    search: '/search?q=E2ER',
    quickOrder: '/quick-order',
    quantityOf: (pn: string) => `Quantity of ${pn}`,
  },
  es: {
    g24: /^40 en existencia · se envía \S/,
    r24: /^3 en existencia · se envía \S/,
    r24Split: /^3 se envían .+, 7 (el|mañana)/,
    made: /^Fabricación bajo pedido · se envía en \d+ días$/,
    inStock: 'En existencia',
    seriesStock: '2 piezas en existencia',
    search: '/es/buscar?q=E2ER',
    quickOrder: '/es/pedido-rapido',
    quantityOf: (pn: string) => `Cantidad de ${pn}`,
  },
}

const promiseOf = (page: Page, pn: string) => page.locator(`[data-pn="${pn}"] [data-testid="ship-promise"]`).first()

/** A page at a width that keeps every layout shift and counts its availability requests. */
async function watched(browser: Browser, l: Lang, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: l === 'en' ? 'en-US' : 'es-ES' })
  const page = await context.newPage()
  // The shifts of what shows promises (parts table, search results' parts, quick order lines, product list), not of the header's own.
  await page.addInitScript((roots) => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] }
    const w = window as unknown as { __shifts: number[] }
    w.__shifts = []
    const inRoots = (node: Node | null) => (node instanceof Element ? node : node?.parentElement)?.closest(roots)
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Shift[])
        if (!e.hadRecentInput && e.sources.some((s) => inRoots(s.node))) w.__shifts.push(e.value)
    }).observe({ type: 'layout-shift', buffered: true })
  }, '#parts, #results, [data-testid="search-section-parts"], [data-testid="bom-resolved"]')
  const asked: string[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/api/public/availability')) asked.push(r.postData() ?? '')
  })
  return { context, page, asked }
}

const shifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)

async function noViolations(page: Page, selector: string) {
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

test.describe('the ship-date promise', () => {
  test('on every part row of a series page, in the page language, one request for the page, no layout shift @both', async ({
    browser,
  }, info) => {
    const l = lang(info.project.name)
    const w = words[l]
    for (const width of WIDTHS) {
      const { context, page, asked } = await watched(browser, l, width)
      await page.goto(seriesPath('relays', l))
      await expect(promiseOf(page, 'E2ER-G24')).toHaveText(w.g24)
      await expect(promiseOf(page, 'E2ER-R24')).toHaveText(w.r24)
      await expect(promiseOf(page, 'E2ER-G120')).toHaveText(w.made)
      // Plain text in its row, with the free-text lead-time note kept under it; never announced as it ticks.
      await expect(page.locator('tr[data-pn="E2ER-G24"]')).toContainText(catalogue.leadTime[l])
      expect(
        await promiseOf(page, 'E2ER-G24').evaluate((e) => e.closest('[aria-live],[role="status"],[role="timer"],[role="log"]')),
      ).toBeNull()
      expect(asked, 'one request for every row of the page').toHaveLength(1)
      expect(JSON.parse(asked[0]).lines).toHaveLength(catalogue.relayParts.length)
      expect(await shifts(page), `layout shifts at ${width} px`).toEqual([])
      await noViolations(page, '#parts')
      if (width === 1280) {
        // A quantity above the stock: asked again for the row's quantity, the rest promised apart.
        const box = page.getByRole('textbox', { name: w.quantityOf('E2ER-R24') })
        await box.fill('10')
        await box.press('Tab')
        await expect(promiseOf(page, 'E2ER-R24')).toHaveText(w.r24Split)
        expect(asked).toHaveLength(2)
        expect(JSON.parse(asked[1]).lines).toContainEqual({ pn: 'E2ER-R24', qty: 10 })
      }
      await context.close()
    }
  })

  test('in search results, quick order lines and the product list, in the page language, at 390 and 1280 px @both', async ({
    browser,
  }, info) => {
    test.setTimeout(60_000)
    const l = lang(info.project.name)
    const w = words[l]
    for (const width of WIDTHS) {
      const { context, page, asked } = await watched(browser, l, width)
      await page.goto(w.search)
      const hits = page.getByTestId('search-parts-list')
      await expect(hits.locator('[data-pn="E2ER-G24"] [data-testid="ship-promise"]')).toHaveText(w.g24)
      await expect(hits.locator('[data-pn="E2ER-G120"] [data-testid="ship-promise"]')).toHaveText(w.made)
      expect(asked).toHaveLength(1)
      expect(await shifts(page), `search results at ${width} px`).toEqual([])
      await noViolations(page, 'main')

      await page.goto(w.quickOrder)
      await page.getByTestId('bom-input').fill('E2ER-G24 5\nE2ER-R24 10\nE2ER-G120')
      await page.getByTestId('bom-check').click()
      const rows = page.getByTestId('bom-resolved')
      await expect(rows.locator('tr[data-pn="E2ER-R24"] [data-testid="ship-promise"]')).toHaveText(w.r24Split)
      await expect(rows.locator('tr[data-pn="E2ER-G24"] [data-testid="ship-promise"]')).toHaveText(w.g24)
      await expect(rows.locator('tr[data-pn="E2ER-G120"] [data-testid="ship-promise"]')).toHaveText(w.made)
      expect(asked.length, 'one more request for the three lines').toBe(2)
      await noViolations(page, 'main')

      // The product list: an "In stock" filter with its count, like the attributes', and what each card has in stock.
      await page.goto(listPath(l))
      // On a phone the filters fold behind one button.
      if (width < 1024) await page.getByTestId('filters-toggle').click()
      const inStock = page.locator('[data-attribute="stock"] .facets a', { hasText: w.inStock })
      await expect(inStock).toHaveText(new RegExp(`^${w.inStock}\\d+$`))
      await inStock.click()
      await expect(page).toHaveURL(/[?&]stock=in-stock\b/)
      const relays = page.getByTestId('product-list').locator(':scope > li').filter({ hasText: catalogue.relays[l].title })
      await expect(relays.getByTestId('series-stock')).toHaveText(new RegExp(`^${w.seriesStock}`))
      await expect(page.getByTestId('active-filters')).toContainText(w.inStock)
      await noViolations(page, 'main')
      await context.close()
    }
  })

  test('a stock change reaches the product list’s stock filter within a minute', async ({ page }) => {
    test.setTimeout(120_000)
    // E2EP-8 (the sockets' one part, 10 a package) goes in or out of stock, whichever it is not now.
    const had = (await stockRows('E2EP-8')) > 0
    await page.goto(`${listPath('en')}?stock=in-stock`)
    const sockets = page.getByTestId('product-list').locator(':scope > li').filter({ hasText: catalogue.sockets.en.title })
    await expect(sockets).toHaveCount(had ? 1 : 0)
    const started = Date.now()
    if (had) await stockRows('E2EP-8', true)
    else await setStock('E2EP-8', 30)
    await expect
      .poll(
        async () => {
          await page.reload()
          return sockets.count()
        },
        { timeout: 60_000, intervals: [2_000] },
      )
      .toBe(had ? 0 : 1)
    console.log(`E2EP-8 ${had ? 'out of' : 'into'} stock showed on the list after ${Date.now() - started} ms`)
    if (!had) await expect(sockets.getByTestId('series-stock')).toHaveText('1 part in stock')
  })

  test('counts down to the cutoff minute by minute without a reload, then says the next ship day', async ({ page }) => {
    // A Tuesday, 13:47 in the shop's time zone (America/Chicago); the cutoff is 16:00 (22:00 UTC).
    await page.clock.install({ time: new Date('2026-12-01T19:47:00Z') })
    const cutoff = Date.parse('2026-12-01T22:00:00Z')
    let answers = 0
    // The server's answer as it would be before and after the cutoff (the rules are unit tests of their own).
    await page.route('**/api/public/availability', async (route) => {
      answers++
      const now = await page.evaluate(() => Date.now())
      const before = now < cutoff
      const lines = JSON.parse(route.request().postData() ?? '{}').lines as { pn: string; qty: number }[]
      const data = lines.map(({ pn }) => ({
        pn,
        onHand: 40,
        shipsOn: before ? '2026-12-01' : '2026-12-02',
        shipsToday: before,
        cutoffAt: before ? new Date(cutoff).toISOString() : null,
        backordered: 0,
        backorderShipsOn: null,
        madeToOrder: false,
        stale: false,
      }))
      await route.fulfill({ json: { data } })
    })
    await page.goto(seriesPath('relays', 'en'))
    const promise = promiseOf(page, 'E2ER-G24')
    await expect(promise).toHaveText('40 in stock · ships today if ordered in 2 h 13 min')
    // Time jumps as when a laptop wakes: the timers due fire once, and the words follow the clock.
    await page.clock.fastForward(60_000)
    await expect(promise).toHaveText('40 in stock · ships today if ordered in 2 h 12 min')
    await page.clock.fastForward('02:10:00')
    await expect(promise).toHaveText('40 in stock · ships today if ordered in 2 min')
    const before = answers
    // Past the cutoff it stops, asks for the next ship day, and says it.
    await page.clock.fastForward('02:30')
    await expect(promise).toHaveText('40 in stock · ships tomorrow')
    expect(answers).toBeGreaterThan(before)
  })
})
