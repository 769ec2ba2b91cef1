import { expect, test, type Locator, type Page } from '@playwright/test'

import { base } from './helpers/admin'
import { catalogue, categoryPath, listPath, seriesPath } from './helpers/catalogue'
import type { Lang } from './helpers/content'

// The catalogue these tests read is created once by globalSetup (helpers/catalogue.ts). What the
// pages send without a browser (restricted parts, structured data): tests/integration/builtServer/pages.ts.

const lang = (name: string) => name as Lang
const other = (l: Lang): Lang => (l === 'en' ? 'es' : 'en')
const words = {
  en: {
    parts: (n: number) => `${n} parts`,
    from: 'from',
    sortDesc: 'Price: high to low',
    color: 'Coil colour',
    voltage: 'Coil voltage',
    apply: 'Apply filters',
  },
  es: {
    parts: (n: number) => `${n} piezas`,
    from: 'desde',
    sortDesc: 'Precio: mayor a menor',
    color: 'Color de bobina',
    voltage: 'Tensión de bobina',
    apply: 'Aplicar filtros',
  },
}

const cards = (page: Page, testId: string) => page.getByTestId(testId).locator(':scope > li')
/** The series titles shown, in order (waits for the list to match). */
const expectTitles = (page: Page, testId: string, titles: string[]) => expect(cards(page, testId).locator('h2')).toHaveText(titles)
/** The family's two series in name order: English "E2E general…" before "E2E relay…", Spanish "Bases…" before "Relés…". */
/** A filter value's link in `scope`, by its label in the page's language (its count follows it). */
const facet = (scope: Locator | Page, en: string, es: string, l: Lang) =>
  scope.locator('.facets a', { hasText: new RegExp(`^${l === 'en' ? en : es}\\d+$`) })

const byName = (l: Lang) =>
  l === 'en' ? [catalogue.relays.en.title, catalogue.sockets.en.title] : [catalogue.sockets.es.title, catalogue.relays.es.title]

test.describe('product list and category pages', () => {
  test('a category lists its visible series with part counts and the lowest OEM price', async ({ page }, info) => {
    const l = lang(info.project.name)
    const response = await page.goto(categoryPath(l))
    expect(response?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveText(catalogue.category[l].title)
    await expectTitles(page, 'category-products', byName(l))
    const relays = cards(page, 'category-products').filter({ hasText: catalogue.relays[l].title })
    await expect(relays).toContainText(words[l].parts(3))
    await expect(relays.getByTestId('series-from-price')).toHaveText(`${words[l].from} $18.00`)
    await expect(page.getByTestId('category-products')).not.toContainText(catalogue.restricted[l].title)
    // The family appears in the category navigation with its two series, marked as the current page.
    const nav = page.getByTestId('product-categories').getByRole('link', { name: catalogue.category[l].title })
    await expect(nav).toHaveAttribute('aria-current', 'page')
    await expect(nav).toContainText('2')
  })

  test('the product list has every visible series and the family in its navigation', async ({ page }, info) => {
    const l = lang(info.project.name)
    // Other tests' series are on the list too, maybe on several pages.
    const all: string[] = []
    for (let path: string | null = listPath(l), pages = 0; path; pages++) {
      expect(pages).toBeLessThan(50)
      await page.goto(path)
      await expect(page.getByTestId('product-list')).toBeVisible()
      all.push(...(await cards(page, 'product-list').locator('h2').allTextContents()).map((t) => t.trim()))
      const next = page.locator('a[rel="next"]')
      path = (await next.count()) ? await next.first().getAttribute('href') : null
    }
    expect(all).toContain(catalogue.relays[l].title)
    expect(all).toContain(catalogue.sockets[l].title)
    expect(all).not.toContain(catalogue.restricted[l].title)
    await page.goto(listPath(l))
    await expect(page.getByTestId('product-categories').getByRole('link', { name: catalogue.category[l].title })).toContainText('2')
  })

  test('attribute filters narrow the list, show counts in the page language and live in the URL', async ({ page }, info) => {
    const l = lang(info.project.name)
    await page.goto(categoryPath(l))
    const filters = page.getByTestId('attribute-filters')
    const group = filters.locator('[data-attribute="e2e_color"]')
    await expect(group.getByRole('heading')).toHaveText(words[l].color)
    // Values in the page's language, each with how many series it leaves.
    const green = facet(group, 'Green', 'Verde', l)
    await expect(green).toContainText(l === 'en' ? 'Green' : 'Verde')
    await expect(green).toContainText('1')
    await expect(facet(group, 'Black', 'Negro', l)).toBeVisible()
    // The title that is not public is no filter.
    await expect(filters).not.toContainText(catalogue.titles.e2e_secret[l])
    await green.click()
    await expect(page).toHaveURL(`${base}${categoryPath(l)}?e2e_color=green`)
    await expectTitles(page, 'category-products', [catalogue.relays[l].title])
    await expect(page.getByTestId('active-filters')).toContainText(l === 'en' ? 'Green' : 'Verde')
    // The language switch keeps the filter, then comes back to it.
    await page.getByTestId('language-switch').click()
    await expect(page).toHaveURL(`${base}${categoryPath(other(l))}?e2e_color=green`)
    await expectTitles(page, 'category-products', [catalogue.relays[other(l)].title])
    await page.getByTestId('language-switch').click()
    await expect(page).toHaveURL(`${base}${categoryPath(l)}?e2e_color=green`)
    // With colour = green, the voltage counts count the relays; black would leave the sockets only.
    await expect(facet(filters.locator('[data-attribute="e2e_voltage"]'), '24 V DC', '24 V DC', l)).toContainText('1')
    await expect(facet(group, 'Black', 'Negro', l)).toContainText('1')
    // The series link carries the filter to its parts table.
    await cards(page, 'category-products').getByRole('link', { name: catalogue.relays[l].title }).click()
    await expect(page).toHaveURL(`${base}${seriesPath('relays', l)}?e2e_color=green`)
    await expect(page.getByTestId('parts-table').locator('tbody tr')).toHaveCount(2)
  })

  test('sorting by price puts the cheaper series first or last, and a shared link shows the same view', async ({ page }, info) => {
    const l = lang(info.project.name)
    await page.goto(`${categoryPath(l)}?sort=price-asc`)
    await expectTitles(page, 'category-products', [catalogue.sockets[l].title, catalogue.relays[l].title])
    await page.getByRole('link', { name: words[l].sortDesc }).click()
    await expect(page).toHaveURL(`${base}${categoryPath(l)}?sort=price-desc`)
    await expectTitles(page, 'category-products', [catalogue.relays[l].title, catalogue.sockets[l].title])
    // Unknown values are ignored rather than failing.
    const res = await page.goto(`${categoryPath(l)}?e2e_color=purple&sort=bogus&page=x`)
    expect(res?.status()).toBe(200)
    await expectTitles(page, 'category-products', byName(l))
  })

  test('filters and pages work without JavaScript', async ({ browser }, info) => {
    const l = lang(info.project.name)
    const context = await browser.newContext({ javaScriptEnabled: false, locale: l === 'en' ? 'en-US' : 'es-ES' })
    const page = await context.newPage()
    await page.goto(categoryPath(l))
    await facet(page.locator('[data-attribute="e2e_color"]'), 'Black', 'Negro', l).click()
    await expect(page).toHaveURL(`${base}${categoryPath(l)}?e2e_color=black`)
    await expectTitles(page, 'category-products', [catalogue.sockets[l].title])
    await page.goto(seriesPath('relays', l))
    await page.getByTestId('parts-filter').getByLabel(words[l].voltage).selectOption('24-v-dc')
    await page.getByRole('button', { name: words[l].apply }).click()
    // A plain GET form also sends the selects left at "any", as empty values; they are ignored.
    await expect.poll(() => new URL(page.url()).searchParams.get('e2e_voltage')).toBe('24-v-dc')
    expect(new URL(page.url()).pathname).toBe(seriesPath('relays', l))
    await expect(page.getByTestId('parts-table').locator('tbody tr')).toHaveCount(2)
    await context.close()
  })
})

test.describe('series page', () => {
  test("lists the visible parts with attribute columns, one price (the visitor's) and the availability column with the lead-time note", async ({
    page,
  }, info) => {
    const l = lang(info.project.name)
    const response = await page.goto(seriesPath('relays', l))
    expect(response?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveText(catalogue.relays[l].title)
    const table = page.getByTestId('parts-table')
    await expect(table.locator('thead th')).toHaveText([
      l === 'en' ? 'Part number' : 'Número de pieza',
      l === 'en' ? 'Order' : 'Pedido',
      words[l].color,
      words[l].voltage,
      l === 'en' ? 'Pkg qty' : 'Cant. por paquete',
      // A visitor sees one price: the one they would pay (issue 27: "List price" beside "Your price" left them guessing).
      l === 'en' ? 'Price' : 'Precio',
      // The ship-date promise, over the lead-time note (issue 28).
      l === 'en' ? 'Availability' : 'Disponibilidad',
    ])
    const rows = table.locator('tbody tr')
    await expect(rows.locator('th')).toHaveText(catalogue.relayParts.map((p) => p.pn))
    for (const part of catalogue.relayParts) {
      const row = table.locator(`tr[data-pn="${part.pn}"]`)
      await expect(row.getByTestId('part-price')).toHaveText(part.price ?? catalogue.callForPrice[l])
    }
    await expect(table.locator('tr[data-pn="E2ER-G24"]')).toContainText(catalogue.leadTime[l])
    await expect(table.locator('tr[data-pn="E2ER-R24"]')).toContainText(l === 'en' ? 'Red' : 'Rojo')
    await expect(table.locator('tr[data-pn="E2ER-R24"]')).toContainText('24 V DC')
  })

  test('filters its parts by attribute with counts, in the URL', async ({ page }, info) => {
    const l = lang(info.project.name)
    await page.goto(seriesPath('relays', l))
    const colour = page.getByTestId('parts-filter').getByLabel(words[l].color)
    await expect(colour.locator('option')).toHaveText([
      l === 'en' ? 'Any' : 'Cualquiera',
      ...(l === 'en' ? ['Green (2)', 'Red (1)'] : ['Rojo (1)', 'Verde (2)']),
    ])
    await colour.selectOption('green')
    await page.getByRole('button', { name: words[l].apply }).click()
    await expect(page).toHaveURL(new RegExp(`\\?e2e_color=green`))
    await expect(page.getByTestId('parts-table').locator('tbody th')).toHaveText(['E2ER-G24', 'E2ER-G120'])
    await expect(page.getByTestId('parts-count')).toContainText('2')
    // Voltage counts follow the colour chosen: 120 V AC has one green part.
    await expect(page.getByTestId('parts-filter').getByLabel(words[l].voltage).locator('option', { hasText: '120 V AC' })).toHaveText(
      '120 V AC (1)',
    )
  })

  test('shows its images responsively, its documents and its accessories', async ({ page, request }, info) => {
    const l = lang(info.project.name)
    await page.goto(seriesPath('relays', l))
    const gallery = page.getByTestId('series-gallery')
    const main = gallery.locator('img').first()
    await expect(main).toHaveAttribute('alt', l === 'en' ? 'E2E relay, front' : 'Relé E2E, de frente')
    await expect(main).toHaveAttribute('width', '1600')
    await expect(main).toHaveAttribute('height', '1200')
    await expect(main).toHaveAttribute('loading', 'eager')
    const srcset = (await main.getAttribute('srcset')) ?? ''
    for (const w of ['480w', '960w', '1440w']) expect(srcset).toContain(w)
    expect(await main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    // The SVG drawing is served as it is, lazily.
    const svg = gallery.locator('img[src$=".svg"]')
    await expect(svg).toHaveAttribute('loading', 'lazy')
    expect(await svg.getAttribute('srcset')).toBeNull()

    const docs = page.getByTestId('series-documents')
    await expect(docs).toContainText(catalogue.datasheet[l].title)
    const href = await docs.getByTestId('document-download').getAttribute('href')
    const file = await request.get(href!)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toContain('application/pdf')

    await page.getByTestId('series-accessories').getByRole('link', { name: catalogue.sockets[l].title }).click()
    await expect(page.locator('h1')).toHaveText(catalogue.sockets[l].title)
    await expect(page.getByTestId('parts-table').locator('tr[data-pn="E2EP-8"] td').nth(2)).toHaveText('10')
  })

  test('its parts fit a 390 px screen as cards (tables.e2e.ts), and neither the table nor the page scrolls sideways', async ({
    page,
  }, info) => {
    const l = lang(info.project.name)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(seriesPath('relays', l))
    const region = page.getByTestId('parts-scroll')
    await expect(region).toHaveAttribute('role', 'region')
    const [scroll, client] = await region.evaluate((el) => [el.scrollWidth, el.clientWidth])
    expect(scroll).toBeLessThanOrEqual(client)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})
