import { expect, test, type Page } from '@playwright/test'

import { E2E_ADMIN } from '../../scripts/commands/serveTest'
import { api, base } from './helpers/admin'
import { catalogue, seriesPath } from './helpers/catalogue'
import { content, pathOf, type Lang } from './helpers/content'

// The catalogue these tests search is created once by globalSetup (helpers/catalogue.ts).
const lang = (name: string) => name as Lang
const home = (l: Lang) => (l === 'en' ? '/' : '/es')
const resultsPath = (l: Lang, q: string) => `${l === 'en' ? '/search' : '/es/buscar'}?q=${encodeURIComponent(q)}`

const words = {
  en: {
    parts: 'Parts',
    products: 'Products',
    content: 'Content',
    title: (q: string) => `Search results for “${q}”`,
    none: (q: string) => `No results for “${q}”`,
    // "genral" for "general": one letter missing.
    misspelt: 'genral purpose relays',
    pilot: 'pilot',
    required: 'The request is not valid at q: a value is required.',
  },
  es: {
    parts: 'Piezas',
    products: 'Productos',
    content: 'Contenido',
    title: (q: string) => `Resultados de búsqueda para «${q}»`,
    none: (q: string) => `Sin resultados para «${q}»`,
    misspelt: 'reles de uso generl',
    pilot: 'piloto',
    required: 'La solicitud no es válida en q: falta un valor.',
  },
}

const modal = (page: Page) => page.getByRole('dialog')
const options = (page: Page) => modal(page).getByRole('option')

/** Types a query and waits until the modal shows the answer to it. */
async function searchFor(page: Page, query: string) {
  await modal(page).getByRole('combobox').fill(query)
  await expect(modal(page)).toHaveAttribute('data-status', 'done')
  await expect(modal(page)).toHaveAttribute('data-query', query.trim())
}

test.describe('search modal', () => {
  test('opens from the header button, finds a part by its number without the dash, and Escape closes it', async ({ page }, info) => {
    const l = lang(info.project.name)
    await page.goto(home(l))
    const button = page.getByTestId('search-button')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await button.click()
    await expect(modal(page)).toBeVisible()
    await expect(modal(page)).toHaveAttribute('aria-modal', 'true')
    await expect(modal(page).getByRole('combobox')).toBeFocused()

    await searchFor(page, 'e2erg24')
    const parts = modal(page).getByRole('group', { name: words[l].parts })
    await expect(parts.getByRole('option')).toHaveCount(1)
    await expect(parts.getByRole('option').first()).toContainText('E2ER-G24')
    await expect(parts.getByRole('option').first()).toContainText(catalogue.relays[l].title)

    // Part numbers match by prefix, as typed too: every visible E2ER-G part, the restricted one never.
    await searchFor(page, 'E2ER-G')
    await expect(parts.getByRole('option')).toHaveText([/E2ER-G120/, /E2ER-G24/])

    await page.keyboard.press('Escape')
    await expect(modal(page)).toBeHidden()
    await expect(button).toBeFocused()
  })

  test('opens with "/" outside a field and with Ctrl-K; "/" inside a field is a character', async ({ page }, info) => {
    const l = lang(info.project.name)
    await page.goto(resultsPath(l, ''))
    await page.locator('body').click()
    await page.keyboard.press('/')
    await expect(modal(page)).toBeVisible()
    await expect(modal(page).getByRole('combobox')).toHaveValue('')
    await modal(page).getByTestId('search-close').click()
    await expect(modal(page)).toBeHidden()

    await page.keyboard.press('Control+k')
    await expect(modal(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(modal(page)).toBeHidden()

    const field = page.getByTestId('search-form').locator('input[name="q"]')
    await field.click()
    await page.keyboard.type('a/b')
    await expect(field).toHaveValue('a/b')
    await expect(modal(page)).toBeHidden()
  })

  test('a misspelt series title finds the series; arrow keys and Enter open it', async ({ page }, info) => {
    const l = lang(info.project.name)
    await page.goto(home(l))
    await page.getByTestId('search-button').click()
    await searchFor(page, words[l].misspelt)
    const products = modal(page).getByRole('group', { name: words[l].products })
    await expect(products.getByRole('option').first()).toContainText(catalogue.relays[l].title)

    // Down through every option before it (parts first, then products), then Enter.
    const all = await options(page).allTextContents()
    const at = all.findIndex((t) => t.includes(catalogue.relays[l].title))
    expect(at).toBeGreaterThanOrEqual(0)
    const input = modal(page).getByRole('combobox')
    for (let i = 0; i <= at; i++) await input.press('ArrowDown')
    const chosen = options(page).nth(at)
    await expect(chosen).toHaveAttribute('aria-selected', 'true')
    await expect(input).toHaveAttribute('aria-activedescendant', (await chosen.getAttribute('id'))!)
    await input.press('Enter')
    await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === seriesPath('relays', l))
    await expect(page.locator('h1')).toHaveText(catalogue.relays[l].title)
    await expect(modal(page)).toBeHidden()
  })

  test('Enter with nothing highlighted opens the full results page; no results are said so', async ({ page }, info) => {
    const l = lang(info.project.name)
    await page.goto(home(l))
    await page.getByTestId('search-button').click()
    await searchFor(page, 'zzqxjv')
    await expect(modal(page).getByTestId('search-empty')).toHaveText(new RegExp(words[l].none('zzqxjv')))
    await searchFor(page, words[l].pilot)
    await modal(page).getByRole('combobox').press('Enter')
    await expect(page).toHaveURL(
      (url) => url.pathname === (l === 'en' ? '/search' : '/es/buscar') && url.searchParams.get('q') === words[l].pilot,
    )
    await expect(page.locator('h1')).toHaveText(words[l].title(words[l].pilot))
  })

  test('the restricted part is never answered, in the modal or by the API', async ({ page, request }, info) => {
    const l = lang(info.project.name)
    await page.goto(home(l))
    await page.getByTestId('search-button').click()
    // Answered as an unknown number is: at most a near visible part (did you mean), never the restricted one.
    for (const q of [catalogue.hiddenPn, 'e2erx', 'E2ER-X-G24']) {
      await searchFor(page, q)
      await expect(modal(page).getByRole('option').first().or(modal(page).getByTestId('search-empty'))).toBeVisible()
      expect(await modal(page).textContent()).not.toMatch(/E2ER-X-[A-Z]/)
    }
    for (const q of ['E2E', 'e2er', 'E2ER-X', 'e2erxr24']) {
      const res = await request.get(`/api/public/search?q=${encodeURIComponent(q)}&locale=${l}&limit=50`)
      expect(res.status()).toBe(200)
      const body = (await res.json()) as { parts: { pn: string }[] }
      const pns = body.parts.map((p) => p.pn)
      expect(pns.filter((pn) => pn.startsWith('E2ER-X'))).toEqual([])
      if (q.toLowerCase() === 'e2er') expect(pns).toEqual(expect.arrayContaining(catalogue.relayParts.map((p) => p.pn)))
    }
  })
})

test.describe('search results page', () => {
  test('lists parts, products and content at its address in each language, with counts and noindex', async ({ page }, info) => {
    const l = lang(info.project.name)
    const response = await page.goto(resultsPath(l, words[l].pilot))
    expect(response?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveText(words[l].title(words[l].pilot))
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page).toHaveTitle(new RegExp(words[l].title(words[l].pilot)))
    const products = page.getByTestId('search-section-products')
    await expect(products.getByRole('heading', { level: 2 })).toContainText(words[l].products)
    await expect(products.getByRole('link', { name: content.products[l].title, exact: true })).toHaveAttribute(
      'href',
      pathOf('products', l),
    )
    await expect(products.getByRole('link', { name: content.categories[l].title, exact: true })).toHaveAttribute(
      'href',
      pathOf('categories', l),
    )
    const contentSection = page.getByTestId('search-section-content')
    await expect(contentSection.getByRole('heading', { level: 2 })).toContainText(words[l].content)
    await expect(contentSection.getByRole('link', { name: content.articles[l].title, exact: true })).toHaveAttribute(
      'href',
      pathOf('articles', l),
    )

    // The form is a plain GET form: a new query is a new shareable address.
    await page.getByTestId('search-form').locator('input[name="q"]').fill('e2er-g2')
    await page.getByTestId('search-form').locator('input[name="q"]').press('Enter')
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'e2er-g2')
    const parts = page.getByTestId('search-section-parts')
    await expect(parts.getByRole('heading', { level: 2 })).toContainText(words[l].parts)
    await expect(parts.getByTestId('search-result')).toHaveText([new RegExp(`E2ER-G24.*${catalogue.relays[l].title}`)])
    // A part links to its series, filtered to show that part.
    const href = await parts.getByRole('link', { name: 'E2ER-G24' }).getAttribute('href')
    expect(decodeURIComponent(href!.split('?')[0])).toBe(seriesPath('relays', l))
    await page.goto(href!)
    await expect(page.getByTestId('parts-table').locator('tbody tr')).toHaveCount(1)
    await expect(page.getByTestId('parts-table').locator('tbody tr')).toContainText('E2ER-G24')
  })

  test('the language switch keeps the query', async ({ page }, info) => {
    const l = lang(info.project.name)
    await page.goto(resultsPath(l, 'E2ER'))
    await page.getByTestId('language-switch').click()
    const to = l === 'en' ? 'es' : 'en'
    await expect(page).toHaveURL((url) => url.pathname === (to === 'en' ? '/search' : '/es/buscar') && url.searchParams.get('q') === 'E2ER')
    await expect(page.getByTestId('search-section-parts')).toContainText('E2ER-G24')
    await expect(page.locator('h1')).toHaveText(words[to].title('E2ER'))
  })

  test('says when nothing matches', async ({ page }, info) => {
    const l = lang(info.project.name)
    await page.goto(resultsPath(l, 'zzqxjv'))
    await expect(page.getByTestId('search-empty')).toContainText(words[l].none('zzqxjv'))
  })
})

test.describe('search API', () => {
  test('an edit in the admin shows in search at once; drafts never do', async ({ page, request }, info) => {
    const l = lang(info.project.name)
    const stamp = `${l}${Date.now().toString(36)}`
    // One word each, so no other word of these titles can match.
    const before = `Zephyrmotor${stamp}`
    const after = `Quasarcoil${stamp}`
    const { doc } = await api<{ doc: { id: number } }>('POST', '/products?locale=en', {
      title: before,
      slug: `search-e2e-${stamp}`,
      summary: 'A series made by the search tests.',
      _status: 'published',
    })
    await api('PATCH', `/products/${doc.id}?locale=es`, { title: `${before} ES`, slug: `busqueda-e2e-${stamp}` })
    const draft = await api<{ doc: { id: number } }>('POST', '/products?locale=en&draft=true', {
      title: `Nebulaswitch${stamp}`,
      slug: `search-e2e-draft-${stamp}`,
    })
    const titles = async (q: string) => {
      const res = await request.get(`/api/public/search?q=${encodeURIComponent(q)}&locale=${l}`)
      return ((await res.json()) as { products: { title: string }[] }).products.map((p) => p.title)
    }
    try {
      await expect.poll(() => titles(before.toLowerCase()), { timeout: 5_000 }).toEqual([l === 'en' ? before : `${before} ES`])
      expect(await titles(`nebulaswitch${stamp}`)).toEqual([])

      await api('PATCH', `/products/${doc.id}?locale=${l}`, { title: after })
      const started = Date.now()
      await expect.poll(() => titles(after.toLowerCase()), { timeout: 5_000, intervals: [50] }).toEqual([after])
      expect(Date.now() - started).toBeLessThan(2_000)
      // The old title is gone (the series may still be found by its other language's title, which kept the old word).
      expect(await titles(before.toLowerCase())).not.toContain(before)

      // And in the modal.
      await page.goto(home(l))
      await page.getByTestId('search-button').click()
      // A letter missing: still found.
      await searchFor(page, `quasarcol${stamp}`)
      await expect(modal(page).getByRole('group', { name: words[l].products }).getByRole('option')).toContainText([after])
    } finally {
      await api('DELETE', `/products/${doc.id}`)
      await api('DELETE', `/products/${draft.doc.id}`)
    }
    await expect.poll(() => titles(after.toLowerCase()), { timeout: 5_000 }).toEqual([])
  })

  test('staff add a group of synonyms in the admin form; search uses it at once', async ({ browser, request }) => {
    test.setTimeout(120_000)
    const word = `quazzlemod${Date.now().toString(36)}`
    const titles = async (q: string) => {
      const res = await request.get(`/api/public/search?q=${encodeURIComponent(q)}&locale=en`)
      return ((await res.json()) as { products: { title: string }[] }).products.map((p) => p.title)
    }
    expect(await titles(word)).toEqual([])
    const context = await browser.newContext({ locale: 'en-US' })
    const staff = await context.newPage()
    await expect
      .poll(
        async () => {
          await staff.goto('/admin/login')
          await staff.locator('#field-email').fill(E2E_ADMIN.email)
          await staff.locator('#field-password').fill(E2E_ADMIN.password)
          await staff.locator('form button[type="submit"]').click()
          await staff.waitForURL((url) => !url.pathname.startsWith('/admin/login'), { timeout: 15_000 }).catch(() => undefined)
          const me = (await (await staff.request.get('/api/users/me', { headers: { Origin: base } })).json()) as {
            user?: { email?: string } | null
          }
          return me.user?.email
        },
        { timeout: 60_000, intervals: [500] },
      )
      .toBe(E2E_ADMIN.email)
    let id: string | undefined
    try {
      await staff.goto('/admin/collections/search-synonyms/create')
      await expect(staff.getByText('Equivalent words')).toBeVisible({ timeout: 30_000 })
      const terms = staff.locator('.field-terms input').first()
      // One word alone is refused, with the reason.
      await terms.fill(word)
      await terms.press('Enter')
      await staff.locator('#action-save').click()
      await expect(staff.getByText('Give at least two words that mean the same.')).toBeVisible({ timeout: 15_000 })
      await terms.fill('relay sockets')
      await terms.press('Enter')
      await staff.locator('#action-save').click()
      await expect(staff.locator('.payload-toast-container')).toContainText(/successfully/i, { timeout: 15_000 })
      await staff.waitForURL(/\/admin\/collections\/search-synonyms\/\d+/)
      id = /search-synonyms\/(\d+)/.exec(staff.url())?.[1]
      await expect.poll(() => titles(word), { timeout: 5_000, intervals: [50] }).toEqual([catalogue.sockets.en.title])
    } finally {
      if (id) await api('DELETE', `/search-synonyms/${id}`)
      await context.close()
    }
  })
})
