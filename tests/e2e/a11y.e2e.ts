import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { buyer, signIn, unique } from './helpers/buyer'
import { listPath } from './helpers/catalogue'
import { addresses, contactFor, customerFor, fillCart } from './helpers/checkout'
import type { Lang } from './helpers/content'
import { inLang, publicTemplates, type PageToVisit } from './helpers/pages'

/**
 * WCAG 2.2 AA as axe checks it: every page template, in both languages, light and dark (the
 * theme follows the system until the buyer picks one, src/lib/platform/inlineScripts.ts), on a 390 px
 * phone and a 1280 px screen (each pair of these, WALKS below), with 0 violations. The account pages and checkout are seen by a
 * signed-in buyer with a cart.
 */

// Beyond the templates: a filtered list, a 404 and the sales reps' page.
const publicPages = (l: Lang): PageToVisit[] => [
  ...publicTemplates(l),
  ['filtered list', `${listPath(l)}?e2e_color=green`],
  ['404', inLang(l, '/no-such-relay-page', '/es/no-existe-este-rele'), 404],
  ['sales reps', inLang(l, '/sales-reps', '/es/representantes')],
]

const accountPages = (l: Lang): [string, string][] => [
  ['profile', inLang(l, '/my-account/profile', '/es/mi-cuenta/perfil')],
  ['orders', inLang(l, '/my-account/orders', '/es/mi-cuenta/pedidos')],
  ['quotes', inLang(l, '/my-account/quotes', '/es/mi-cuenta/cotizaciones')],
  ['addresses', inLang(l, '/my-account/addresses', '/es/mi-cuenta/direcciones')],
  ['favorites', inLang(l, '/my-account/favorites', '/es/mi-cuenta/favoritos')],
  ['saved carts', inLang(l, '/my-account/saved-carts', '/es/mi-cuenta/carritos-guardados')],
  ['cart', inLang(l, '/cart', '/es/carrito')],
  ['checkout', inLang(l, '/checkout', '/es/finalizar-compra')],
]

async function violationsOn(page: Page, path: string, status = 200): Promise<string[]> {
  const res = await page.goto(path)
  expect(res?.status(), path).toBe(status)
  await page.waitForLoadState('networkidle')
  // Hydrated, and no toast still fading in or out.
  await expect(page.locator('html')).toHaveAttribute('lang', /en|es/)
  await page.waitForTimeout(300)
  // With axe's experimental label-in-name rule (WCAG 2.5.3): a control's name holds the words it shows.
  const { violations } = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze()
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/**
 * Each pair of language, width and theme is checked once (playwright.config.ts runs a test
 * tagged `@en` or `@es` in that language only): four walks, not eight, and still every
 * language at both widths and in both themes, and every width in both themes.
 */
const WALKS = [
  { width: 390, scheme: 'light', lang: 'en' },
  { width: 1280, scheme: 'dark', lang: 'en' },
  { width: 390, scheme: 'dark', lang: 'es' },
  { width: 1280, scheme: 'light', lang: 'es' },
] as const

for (const { width, scheme, lang } of WALKS) {
  test(`0 axe violations on every page template, ${width} px, ${scheme}`, { tag: `@${lang}` }, async ({ browser }, info) => {
    test.setTimeout(240_000)
    const l = info.project.name as Lang
    const email = unique(l, `axe-${width}-${scheme}`)
    const customer = await customerFor(email, 'NET 30')
    await contactFor(customer.id, addresses.pittsburgh)
    const context = await buyer(browser, l)
    const page = await context.newPage()
    await page.setViewportSize({ width, height: 900 })
    await page.emulateMedia({ colorScheme: scheme })
    const found: Record<string, string[]> = {}
    for (const [name, path, status] of publicPages(l)) {
      const v = await violationsOn(page, path, status ?? 200)
      if (v.length) found[`${name} ${path}`] = v
    }
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${scheme}\\b`))
    await page.goto(inLang(l, '/', '/es'))
    await signIn(page, l, email, { first: 'Axel', last: 'Access' })
    await fillCart(page, email, [{ pn: 'PB22-XG1', qty: 4 }])
    for (const [name, path] of accountPages(l)) {
      const v = await violationsOn(page, path)
      if (v.length) found[`${name} ${path}`] = v
    }
    expect(found).toEqual({})
    await context.close()
  })
}
