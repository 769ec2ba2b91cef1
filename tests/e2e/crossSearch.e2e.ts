import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { api } from './helpers/admin'
import type { Lang } from './helpers/content'

/*
 * Search answers another maker's number with the equivalent (our part, the brand and number
 * it crosses, the match level in words, the attributes side by side with the differences
 * marked) and an old number of ours with its replacement, in the instant search and on the
 * results page, in both languages; a cross to a restricted part is never shown. The crosses
 * point at the catalogue globalSetup creates (helpers/catalogue.ts).
 */

type Found = { docs: { id: number }[] }
const lang = (name: string) => name as Lang
const resultsPath = (l: Lang, q: string) => `${l === 'en' ? '/search' : '/es/buscar'}?q=${encodeURIComponent(q)}`

const words = {
  en: {
    exact: 'Exact equivalent',
    functional: 'Same function, check the differences',
    schneider: 'Equivalent of Schneider E2EX-SCH-31',
    ab: 'Equivalent of Allen-Bradley E2EX-AB-120',
    headers: ['Attribute', 'Allen-Bradley E2EX-AB-120', 'Ours: E2ER-G120', 'Compared'],
    voltage: ['Coil voltage', '24 V DC', '120 V AC', '≠ Differs'],
    colour: ['Coil colour', 'Green', 'Green', '= Same'],
    replaces: /Replaces E2EOLD-1 since Mar 1, 2018/,
    differences: /1 difference: Coil voltage 24 V DC ≠ 120 V AC/,
  },
  es: {
    exact: 'Equivalente exacto',
    functional: 'Misma función, revise las diferencias',
    schneider: 'Equivale a Schneider E2EX-SCH-31',
    ab: 'Equivale a Allen-Bradley E2EX-AB-120',
    headers: ['Atributo', 'Allen-Bradley E2EX-AB-120', 'Nuestro: E2ER-G120', 'Comparación'],
    voltage: ['Tensión de bobina', '24 V DC', '120 V AC', '≠ Distinto'],
    colour: ['Color de bobina', 'Verde', 'Verde', '= Igual'],
    replaces: /Reemplaza a E2EOLD-1 desde 1 mar 2018/,
    differences: /1 diferencia: Tensión de bobina 24 V DC ≠ 120 V AC/,
  },
}

/** Creates a document unless one already matches `where` (both languages' workers run this; a lost race finds the other's). */
async function ensure(collection: string, where: string, data: Record<string, unknown>) {
  const found = () => api<Found>('GET', `/${collection}?${where}&depth=0`)
  if ((await found()).docs.length) return
  try {
    await api('POST', `/${collection}`, data)
  } catch (error) {
    if (!(await found()).docs.length) throw error
  }
}

const partId = async (pn: string) => (await api<Found>('GET', `/parts?where[pn][equals]=${pn}&depth=0`)).docs[0].id

test.beforeAll(async () => {
  const green = { en: 'Green', es: 'Verde' }
  const cross = async (brand: string, competitorPn: string, pn: string, match: string, attributes: Record<string, unknown>) =>
    ensure('cross-references', `where[competitorPn][equals]=${competitorPn}`, {
      brand,
      competitorPn,
      part: await partId(pn),
      match,
      attributes,
    })
  await cross('Schneider', 'E2EX-SCH-31', 'E2ER-G24', 'exact', { e2e_color: green, e2e_voltage: '24 V DC' })
  await cross('Allen-Bradley', 'E2EX-AB-120', 'E2ER-G120', 'functional', { e2e_color: green, e2e_voltage: '24 V DC' })
  await cross('IDEC', 'E2EX-IDEC-9', 'E2ER-X-G24', 'exact', {})
  // Two steps: E2EOLD-1 → E2EOLD-2 → E2ER-R24 (the replacement first: a chain must end at a part).
  await ensure('supersessions', 'where[oldPn][equals]=E2EOLD-2', { oldPn: 'E2EOLD-2', replacementPn: 'E2ER-R24', since: '2021-06-01' })
  await ensure('supersessions', 'where[oldPn][equals]=E2EOLD-1', { oldPn: 'E2EOLD-1', replacementPn: 'E2EOLD-2', since: '2018-03-01' })
})

const modal = (page: Page) => page.getByRole('dialog')

async function searchFor(page: Page, query: string) {
  await modal(page).getByRole('combobox').fill(query)
  await expect(modal(page)).toHaveAttribute('data-status', 'done')
  await expect(modal(page)).toHaveAttribute('data-query', query.trim())
}

test.describe('search answers other makers’ numbers and old ones', () => {
  test(
    'the instant search answers a competitor number as typed with the equivalent first, and an old number with its replacement',
    { tag: '@both' },
    async ({ page }, info) => {
      const l = lang(info.project.name)
      await page.goto(l === 'en' ? '/' : '/es')
      await page.getByTestId('search-button').click()
      // As typed from a bill of materials: lower case, a space for the dash.
      await searchFor(page, 'e2ex sch 31')
      const first = modal(page).getByRole('option').first()
      await expect(first).toContainText('E2ER-G24')
      await expect(first).toContainText(words[l].schneider)
      await expect(first.getByTestId('search-match')).toHaveText(words[l].exact)

      await searchFor(page, 'E2EX-AB-120')
      const ab = modal(page).getByRole('option').first()
      await expect(ab).toContainText('E2ER-G120')
      await expect(ab.getByTestId('search-match')).toHaveText(words[l].functional)
      await expect(ab.getByTestId('search-differences')).toHaveText(words[l].differences)

      // Keyboard: the arrow reaches the equivalent first.
      await page.keyboard.press('ArrowDown')
      await expect(ab).toHaveAttribute('aria-selected', 'true')

      await searchFor(page, 'e2eold-1')
      const old = modal(page).getByRole('option').first()
      await expect(old).toContainText('E2ER-R24')
      await expect(old.getByTestId('search-replaces')).toHaveText(words[l].replaces)

      const { violations } = await new AxeBuilder({ page }).include('[data-testid="search-modal"]').analyze()
      expect(violations).toEqual([])
    },
  )

  test(
    'the results page shows the equivalent card with the attributes side by side and the differences marked',
    { tag: '@both' },
    async ({ page }, info) => {
      const l = lang(info.project.name)
      await page.goto(resultsPath(l, 'E2EX-AB-120'))
      const card = page.getByTestId('search-equivalent').first()
      await expect(card).toHaveAttribute('data-pn', 'E2ER-G120')
      await expect(card.getByTestId('search-crossed')).toContainText(words[l].ab)
      await expect(card.getByTestId('search-match')).toHaveText(words[l].functional)
      const table = card.getByRole('table')
      await expect(table.getByRole('columnheader')).toHaveText(words[l].headers)
      const rows = table.getByRole('row')
      await expect(rows.nth(1).getByRole('cell').or(rows.nth(1).getByRole('rowheader'))).toHaveText(words[l].colour)
      await expect(rows.nth(2).getByRole('cell').or(rows.nth(2).getByRole('rowheader'))).toHaveText(words[l].voltage)
      await expect(rows.nth(2)).toHaveAttribute('data-same', 'false')
      // Price and the add-to-cart box as any part found.
      await expect(card).toContainText(/40[.,]00/)

      // An exact cross, and an old number through its chain.
      await page.goto(resultsPath(l, 'E2EX-SCH-31'))
      await expect(page.getByTestId('search-equivalent').first()).toHaveAttribute('data-pn', 'E2ER-G24')
      await expect(page.getByTestId('search-equivalent').first().getByTestId('search-match')).toHaveText(words[l].exact)
      await page.goto(resultsPath(l, 'E2EOLD-1'))
      const old = page.getByTestId('search-equivalent').first()
      await expect(old).toHaveAttribute('data-pn', 'E2ER-R24')
      await expect(old.getByTestId('search-replaces')).toHaveText(words[l].replaces)

      const { violations } = await new AxeBuilder({ page }).include('main').analyze()
      expect(violations).toEqual([])
    },
  )

  test('a cross to a restricted part is not shown', async ({ page }, info) => {
    const l = lang(info.project.name)
    await page.goto(resultsPath(l, 'E2EX-IDEC-9'))
    await expect(page.getByTestId('search-page')).toBeVisible()
    await expect(page.getByTestId('search-equivalent')).toHaveCount(0)
    await expect(page.locator('main')).not.toContainText('E2ER-X-G24')
  })
})
