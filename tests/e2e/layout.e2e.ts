import { expect, test, type Browser } from '@playwright/test'

import { api, base } from './helpers/admin'
import { pathOf, type Lang } from './helpers/content'
import { buyer, signIn, unique } from './helpers/buyer'

const prefix = (l: string) => (l === 'es' ? '/es' : '')

test('the page runs under its CSP without violations', async ({ page }, info) => {
  const violations: string[] = []
  page.on('console', (m) => m.type() === 'error' && violations.push(m.text()))
  await page.goto(pathOf('articles', info.project.name as Lang))
  await page.getByTestId('theme-toggle').click()
  expect(violations.filter((v) => /Content Security Policy/i.test(v))).toEqual([])
})

test('the theme follows the system, and a chosen theme is remembered', async ({ page }, info) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto(`${prefix(info.project.name)}/test/theme`)
  await expect(page.locator('html')).toHaveClass(/dark/)
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto(`${prefix(info.project.name)}/products`.replace('/es/products', '/es/productos'))
  await expect(page.locator('html')).toHaveClass(/light/)
  const toggle = page.getByTestId('theme-toggle')
  await expect(toggle).toHaveAttribute('data-theme-choice', 'system')
  await toggle.click() // system -> light
  await toggle.click() // light -> dark
  await expect(page.locator('html')).toHaveClass(/dark/)
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expect(page.getByTestId('theme-toggle')).toHaveAttribute('data-theme-choice', 'dark')
})

test('the primary colour is green shade 500 in light mode and 400 in dark mode', async ({ page }, info) => {
  const swatch = async () => page.getByTestId('swatch-primary').evaluate((el) => getComputedStyle(el).backgroundColor)
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto(`${prefix(info.project.name)}/test/theme`)
  const light = await swatch()
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.reload()
  const dark = await swatch()
  expect(light).not.toBe(dark)
  expect(light).toBe(await page.locator('td[title="primary-500"]').evaluate((el) => getComputedStyle(el).backgroundColor))
  expect(dark).toBe(await page.locator('td[title="primary-400"]').evaluate((el) => getComputedStyle(el).backgroundColor))
})

test('with a hash the view scrolls smoothly to the anchor, 80 px above it, after 500 ms', async ({ page }, info) => {
  const targetTop = () => page.getByTestId('scroll-target').evaluate((el) => Math.round(el.getBoundingClientRect().top))
  await page.goto(`${prefix(info.project.name)}/test/scroll`)
  // The click handler exists once the page is hydrated; before that the browser would jump at once.
  await expect(page.locator('html[data-scroll-manager="ready"]')).toHaveCount(1)
  // The page itself times the first scroll after the click, so a slow machine cannot make it look early.
  await page.evaluate(() => {
    const w = window as unknown as { clickedAt?: number; scrolledAt?: number }
    document.addEventListener('click', () => (w.clickedAt = performance.now()), { capture: true, once: true })
    window.addEventListener('scroll', () => (w.scrolledAt ??= performance.now()))
  })
  await page.getByTestId('jump').click()
  await expect.poll(targetTop, { timeout: 8000 }).toBe(80)
  const delay = await page.evaluate(() => {
    const w = window as unknown as { clickedAt: number; scrolledAt: number }
    return w.scrolledAt - w.clickedAt
  })
  expect(delay).toBeGreaterThanOrEqual(450)
  expect(page.url()).toMatch(/#target$/)

  await page.goto(`${prefix(info.project.name)}/test/scroll#target`)
  await expect.poll(targetTop, { timeout: 8000 }).toBe(80)
})

test('the device hint is desktop by default and mobile on a phone', async ({ browser }, info) => {
  const desktop = await browser.newPage()
  await desktop.goto(`${base}${prefix(info.project.name)}/test/device`)
  await expect(desktop.getByTestId('device')).toHaveText('desktop')
  await desktop.close()
  const phone = await browser.newContext({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    viewport: { width: 390, height: 844 },
  })
  const page = await phone.newPage()
  await page.goto(`${base}${prefix(info.project.name)}/test/device`)
  await expect(page.getByTestId('device')).toHaveText('mobile')
  await phone.close()
})

test('at 390 px the header fits and nothing scrolls sideways', async ({ page }, info) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(pathOf('articles', info.project.name as Lang))
  await expect(page.getByTestId('logo-link')).toBeVisible()
  await expect(page.getByTestId('language-switch')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

test('signed in, the header fits 1280 and 390 px in both languages with the cart in view @both', async ({ browser }, info) => {
  test.setTimeout(90_000)
  const l = info.project.name as Lang
  // The demo shop's main menu, whose Spanish words pushed the cart off a 1280 px screen (1,401 px wide).
  const menu = [
    ['Products', 'Productos', '/products', '/es/productos'],
    ['Industries', 'Industrias', '/industries', '/es/industrias'],
    ['Resources', 'Recursos', '/resources', '/es/recursos'],
    ['About', 'Quiénes somos', '/about', '/es/quienes-somos'],
    ['Contact', 'Contacto', '/contact', '/es/contacto'],
    ['Sales representatives', 'Representantes de ventas', '/sales-reps', '/es/representantes'],
  ]
  const found = await api<{ docs: { id: number }[] }>('GET', '/menus?where[slug][equals]=main&limit=1')
  const created = found.docs.length
    ? null
    : await api<{ doc: { id: number; items: { id: string }[] } }>('POST', '/menus?locale=en', {
        slug: 'main',
        items: menu.map(([label, , href]) => ({ label, href })),
      })
  if (created) {
    await api('PATCH', `/menus/${created.doc.id}?locale=es`, {
      items: created.doc.items.map((item, i) => ({ id: item.id, label: menu[i][1], href: menu[i][3] })),
    })
  }
  test.info().attach('menu', { body: created ? 'created' : 'kept' })
  try {
    await headerFits(browser, l)
  } finally {
    if (created) await api('DELETE', `/menus/${created.doc.id}`)
  }
})

async function headerFits(browser: Browser, l: Lang) {
  const context = await buyer(browser, l)
  const page = await context.newPage()
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(l === 'en' ? '/' : '/es')
  await signIn(page, l, unique(l, 'wide-header'), { first: 'Maximiliano', last: 'Villaseñor-Castañeda' })
  for (const width of [1280, 1024, 390]) {
    await page.setViewportSize({ width, height: 800 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width)
    const cart = (await page.getByTestId('mini-cart').boundingBox())!
    expect(cart.x + cart.width, `${width} px`).toBeLessThanOrEqual(width)
  }
  await context.close()
}
