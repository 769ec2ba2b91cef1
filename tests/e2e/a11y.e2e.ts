import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { buyer, signIn, unique } from './helpers/buyer'
import { categoryPath, listPath, seriesPath } from './helpers/catalogue'
import { addresses, contactFor, customerFor, fillCart } from './helpers/checkout'
import { pathOf, type Lang } from './helpers/content'

/**
 * WCAG 2.2 AA as axe checks it: every page template, in both languages, light and dark (the
 * theme follows the system until the buyer picks one, src/lib/inlineScripts.ts), on a 390 px
 * phone and a 1280 px screen, with 0 violations. The account pages and checkout are seen by a
 * signed-in buyer with a cart.
 */
const p = (l: Lang, en: string, es: string) => (l === 'en' ? en : es)

const publicPages = (l: Lang): [string, string, number?][] => [
  ['home', p(l, '/', '/es')],
  ['product list', listPath(l)],
  ['filtered list', `${listPath(l)}?e2e_color=green`],
  ['category', categoryPath(l)],
  ['series', seriesPath('relays', l)],
  ['article', pathOf('articles', l)],
  ['resource', pathOf('resources', l)],
  ['white paper', pathOf('white-papers', l)],
  ['testimonial', pathOf('testimonials', l)],
  ['industry', pathOf('industries', l)],
  ['catch-all page', pathOf('pages', l)],
  ['404', p(l, '/no-such-relay-page', '/es/no-existe-este-rele'), 404],
  ['search results', p(l, '/search?q=relay', '/es/buscar?q=rele')],
  ['quick order', p(l, '/quick-order', '/es/pedido-rapido')],
  ['sales reps', p(l, '/sales-reps', '/es/representantes')],
  ['login', p(l, '/login', '/es/iniciar-sesion')],
  ['cart (visitor)', p(l, '/cart', '/es/carrito')],
]

const accountPages = (l: Lang): [string, string][] => [
  ['profile', p(l, '/my-account/profile', '/es/mi-cuenta/perfil')],
  ['orders', p(l, '/my-account/orders', '/es/mi-cuenta/pedidos')],
  ['addresses', p(l, '/my-account/addresses', '/es/mi-cuenta/direcciones')],
  ['favorites', p(l, '/my-account/favorites', '/es/mi-cuenta/favoritos')],
  ['saved carts', p(l, '/my-account/saved-carts', '/es/mi-cuenta/carritos-guardados')],
  ['cart', p(l, '/cart', '/es/carrito')],
  ['checkout', p(l, '/checkout', '/es/finalizar-compra')],
]

async function violationsOn(page: Page, path: string, status = 200): Promise<string[]> {
  const res = await page.goto(path)
  expect(res?.status(), path).toBe(status)
  await page.waitForLoadState('networkidle')
  // Hydrated, and no toast still fading in or out.
  await expect(page.locator('html')).toHaveAttribute('lang', /en|es/)
  await page.waitForTimeout(300)
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

for (const width of [390, 1280]) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`0 axe violations on every page template, ${width} px, ${scheme}`, async ({ browser }, info) => {
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
      await page.goto(p(l, '/', '/es'))
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
}
