import { expect, test, type Page } from '@playwright/test'

import { api } from './helpers/admin'
import { catalogue, seriesPath } from './helpers/catalogue'
import { expectNoAxeViolations } from './helpers/checkout'
import type { Lang } from './helpers/content'

// Issue 17, "A buyer's week": a series page's image viewer, its family's documents and the
// tariff note. The catalogue is created once by globalSetup (helpers/catalogue.ts).
const lang = (name: string) => name as Lang

const words = {
  en: {
    thumb: /Image 2 full size/,
    viewer: `Images of ${catalogue.relays.en.title}`,
    next: 'Next image',
    previous: 'Previous image',
    close: 'Close',
    kind: 'Data sheet',
    language: 'In English',
    mark: 'Tariff',
    note: 'Parts marked Tariff carry an item tariff in the cart (“Item tariffs”), on top of the price shown: Import tariff on the parts marked as tariffed: a share of each such line’s total.',
  },
  es: {
    thumb: /Imagen 2 a tamaño completo/,
    viewer: `Imágenes de ${catalogue.relays.es.title}`,
    next: 'Imagen siguiente',
    previous: 'Imagen anterior',
    close: 'Cerrar',
    kind: 'Hoja de datos',
    language: 'En inglés',
    mark: 'Arancel',
    note: 'Las piezas marcadas con Arancel llevan un arancel en el carrito («Aranceles por artículo»), además del precio que se muestra: Arancel de importación de las piezas marcadas con arancel: una parte del total de cada una de esas líneas.',
  },
}

const viewer = (page: Page) => page.getByTestId('image-viewer')

test.describe('image viewer', () => {
  test('a thumbnail opens the image on the page: previous and next, Escape closes, focus returns, the page behind is inert', async ({
    page,
  }, info) => {
    const l = lang(info.project.name)
    await page.goto(seriesPath('relays', l))
    const thumb = page.getByTestId('series-gallery').getByRole('link', { name: words[l].thumb })
    await thumb.focus()
    await page.keyboard.press('Enter')
    const dialog = viewer(page)
    await expect(dialog).toBeVisible()
    await expect(page.getByRole('dialog', { name: words[l].viewer })).toBeVisible()
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    // The drawing (second image) first, large, with its description.
    await expect(dialog.getByRole('img')).toHaveAttribute('alt', l === 'en' ? 'E2E relay, dimensions' : 'Relé E2E, dimensiones')
    await expect(dialog.getByTestId('image-viewer-caption')).toContainText(l === 'en' ? '2 of 2' : '2 de 2')
    // Focus is in the dialog; the page behind cannot be reached.
    await expect(dialog.getByRole('button', { name: words[l].close })).toBeFocused()
    expect(await page.locator('main').evaluate((m) => Boolean(m.closest('[inert]')))).toBe(true)
    await page.keyboard.press('ArrowRight')
    await expect(dialog.getByRole('img')).toHaveAttribute('alt', l === 'en' ? 'E2E relay, front' : 'Relé E2E, de frente')
    await dialog.getByRole('button', { name: words[l].previous }).click()
    await expect(dialog.getByRole('img')).toHaveAttribute('alt', l === 'en' ? 'E2E relay, dimensions' : 'Relé E2E, dimensiones')
    await dialog.getByRole('button', { name: words[l].next }).click()
    await expect(dialog.getByTestId('image-viewer-caption')).toContainText(l === 'en' ? '1 of 2' : '1 de 2')
    await expectNoAxeViolations(page, `the image viewer (${l})`)
    await page.emulateMedia({ colorScheme: 'dark' })
    await expectNoAxeViolations(page, `the image viewer, dark (${l})`)
    await page.emulateMedia({ colorScheme: 'light' })
    // Tab stays inside.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(thumb).toBeFocused()
    expect(await page.locator('main').evaluate((m) => Boolean(m.closest('[inert]')))).toBe(false)
    // Opened by a click too; the close button closes it.
    await thumb.click()
    await viewer(page).getByRole('button', { name: words[l].close }).click()
    await expect(viewer(page)).toHaveCount(0)
    expect(page.url()).toContain(seriesPath('relays', l))
  })

  test('without JavaScript a thumbnail is a plain link to the file', async ({ browser }, info) => {
    const l = lang(info.project.name)
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(seriesPath('relays', l))
    const thumb = page.getByTestId('series-gallery').getByRole('link', { name: words[l].thumb })
    const href = await thumb.getAttribute('href')
    expect(href).toMatch(/e2e-relay-plan.*\.svg$/)
    const file = await page.request.get(href!)
    expect(file.status()).toBe(200)
    await context.close()
  })
})

test.describe("the family's documents", () => {
  test('every series of the family lists its data sheet, with its kind and language', async ({ page }, info) => {
    const l = lang(info.project.name)
    // The relays name the data sheet; the sockets, of the same family, list it too.
    for (const series of ['relays', 'sockets'] as const) {
      await page.goto(seriesPath(series, l))
      const row = page.getByTestId('series-documents').locator('li').filter({ hasText: catalogue.datasheet[l].title })
      await expect(row, series).toHaveCount(1)
      await expect(row.getByTestId('document-kind')).toHaveText(words[l].kind)
      await expect(row.getByTestId('document-language')).toHaveText(words[l].language)
      await expect(row.getByTestId('document-download')).toHaveAttribute('hreflang', 'en')
    }
  })
})

test.describe('tariff note', () => {
  test('a series with a tariffed part marks it and explains the fee in the cart’s words; one without says nothing', async ({
    page,
  }, info) => {
    const l = lang(info.project.name)
    await page.goto(seriesPath('relays', l))
    await expect(page.getByTestId('tariff-note')).toHaveCount(0)
    await expect(page.getByTestId('tariff-mark')).toHaveCount(0)

    const stamp = `${l}${Date.now().toString(36)}`.toUpperCase()
    const { doc } = await api<{ doc: { id: number } }>('POST', '/products?locale=en', {
      title: `E2E tariffed series ${stamp}`,
      slug: `e2e-tariffed-${stamp.toLowerCase()}`,
      _status: 'published',
      series: `E2ER-T${stamp}`,
    })
    await api('PATCH', `/products/${doc.id}?locale=es`, {
      title: `Serie con arancel E2E ${stamp}`,
      slug: `e2e-con-arancel-${stamp.toLowerCase()}`,
    })
    const tariffed = await api<{ doc: { id: number } }>('POST', '/parts?locale=en', {
      pn: `E2ER-T${stamp}-1`,
      product: doc.id,
      listPrice: 10,
      pkgqty: 1,
      tariff: true,
    })
    const plain = await api<{ doc: { id: number } }>('POST', '/parts?locale=en', {
      pn: `E2ER-T${stamp}-2`,
      product: doc.id,
      listPrice: 12,
      pkgqty: 1,
    })
    try {
      await page.goto(l === 'en' ? `/products/e2e-tariffed-${stamp.toLowerCase()}` : `/es/productos/e2e-con-arancel-${stamp.toLowerCase()}`)
      const note = page.getByTestId('tariff-note')
      await expect(note).toContainText(words[l].note)
      await expect(page.locator(`tr[data-pn="E2ER-T${stamp}-1"]`).getByTestId('tariff-mark')).toHaveText(words[l].mark)
      await expect(page.locator(`tr[data-pn="E2ER-T${stamp}-2"]`).getByTestId('tariff-mark')).toHaveCount(0)
    } finally {
      await api('DELETE', `/parts/${tariffed.doc.id}`)
      await api('DELETE', `/parts/${plain.doc.id}`)
      await api('DELETE', `/products/${doc.id}`)
    }
  })
})
