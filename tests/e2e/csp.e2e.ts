import { expect, test, type Page } from '@playwright/test'

import { buyer, signIn, unique } from './helpers/buyer'
import { catalogue, listPath, seriesPath } from './helpers/catalogue'
import type { Lang } from './helpers/content'
import { inLang, publicTemplates, type PageToVisit } from './helpers/pages'

/**
 * Every page template runs under its Content-Security-Policy without a single violation:
 * cached pages by the hashes of their inline scripts, dynamic pages by their nonce. The
 * browser reports each blocked script or style as a `securitypolicyviolation` event.
 */
async function violationsOn(page: Page, path: string, status = 200): Promise<string[]> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] }
    w.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    )
  })
  const res = await page.goto(path)
  expect(res?.status(), path).toBe(status)
  await page.waitForLoadState('networkidle')
  // Hydrated: the client scripts ran (the header's client islands render their buttons).
  await expect(page.locator('html')).toHaveAttribute('lang', /en|es/)
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
}

// Beyond the templates: a filtered and sorted list, a filtered series and a 404.
const templates = (l: Lang): PageToVisit[] => [
  ...publicTemplates(l),
  ['filtered, sorted list', `${listPath(l)}?sort=price-desc&e2e_color=green`],
  ['series, filtered', `${seriesPath('relays', l)}?e2e_color=green`],
  ['404', inLang(l, '/no-such-page-for-csp', '/es/no-existe-para-csp'), 404],
]

test('no page template breaks its Content-Security-Policy', async ({ page }, info) => {
  test.setTimeout(120_000) // seventeen pages, each loaded until the network is idle
  const l = info.project.name as Lang
  for (const [name, path, status] of templates(l)) {
    expect(await violationsOn(page, path, status ?? 200), `${name} (${path})`).toEqual([])
  }
})

test('the account area runs under its nonce without violations', async ({ browser }, info) => {
  test.setTimeout(90_000) // signs a buyer in through the mailed code first
  const l = info.project.name as Lang
  const context = await buyer(browser, l)
  const page = await context.newPage()
  await page.goto(inLang(l, '/', '/es'))
  await signIn(page, l, unique(l, 'csp'), { first: 'Casey', last: 'Policy' })
  expect(await violationsOn(page, inLang(l, '/my-account/profile', '/es/mi-cuenta/perfil'))).toEqual([])
  // A signed-in buyer's cached series page: the hint script and the price island, under hashes.
  expect(await violationsOn(page, seriesPath('relays', l))).toEqual([])
  await context.close()
})

test('a 404 says "Page not found: {path}" in its HTML, before any script', async ({ browser }, info) => {
  const l = info.project.name as Lang
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  for (const path of [inLang(l, '/no-such-page/at-all', '/es/no-existe'), `${seriesPath('relays', l)}-nope`]) {
    const res = await page.goto(path)
    expect(res?.status()).toBe(404)
    await expect(page.getByTestId('error-message')).toHaveText(inLang(l, `Page not found: ${path}`, `Página no encontrada: ${path}`))
    await expect(page).toHaveTitle(inLang(l, 'Page Not Found', 'Página no encontrada'))
  }
  await context.close()
})

test('a resource page links its PDF', async ({ page }, info) => {
  const l = info.project.name as Lang
  await page.goto(`${inLang(l, '/resource', '/es/documento')}/${catalogue.datasheet[l].slug}`)
  const link = page.getByTestId('document-download')
  await expect(link).toHaveAttribute('href', /\.pdf$/)
  const res = await page.request.get((await link.getAttribute('href'))!)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toContain('application/pdf')
})
