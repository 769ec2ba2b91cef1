import fs from 'node:fs'
import path from 'node:path'

import { chromium, type Page } from '@playwright/test'

import { CHROMIUM_FLAGS } from '../../playwright.config'
import { build, buildIsCurrent, root } from '../lib/build'
import { CHROMIUM_LAUNCHER, ensureChromium } from '../lib/chromium'
import { step } from '../lib/step'
import { startDemoServer } from '../lib/demoServer'

const SCREENSHOT_PORT = Number(process.env.SCREENSHOT_PORT ?? 3220)

// The demo shop of `npm start`, every kind of page in both languages.
type Route = { name: string; path: string; /** Runs on the loaded page before the shot. */ then?: (page: Page) => Promise<void> }

/** Fills the guest cart from two series pages (two pilot lights, one wire duct off its package quantity). */
async function fillCart(page: Page, baseUrl: string) {
  await page.evaluate(() => localStorage.removeItem('switchyard.cart.guest'))
  await page.goto(baseUrl + '/products/22mm-nema-pilot-lights/pl22', { waitUntil: 'networkidle' })
  for (const i of [0, 1]) {
    await page.getByTestId('add-to-cart').nth(i).click()
    await page
      .getByTestId('mini-cart-count')
      .filter({ hasText: String(i + 1) })
      .waitFor()
  }
  await page.goto(baseUrl + '/products/wire-duct/wd-n', { waitUntil: 'networkidle' })
  await page.getByTestId('add-to-cart').first().click()
  await page.getByTestId('mini-cart-count').filter({ hasText: '3' }).waitFor()
}

/** A BOM with resolved lines, one typo and one unknown part, checked. */
async function checkBom(page: Page) {
  const pns = await page.evaluate(() =>
    (JSON.parse(localStorage.getItem('switchyard.cart.guest') ?? '{"cartItems":[]}') as { cartItems: { pn: string }[] }).cartItems.map(
      (i) => i.pn,
    ),
  )
  const typo = pns[0] ? pns[0].slice(0, -1) : 'PL22'
  await page
    .getByTestId('bom-input')
    .fill(
      [`${pns[0]?.toLowerCase().replace(/-/g, '')} 10`, `5, ${pns[1] ?? ''}`, `${pns[2] ?? ''}\t25`, `${typo} 2`, 'NOPE-123 1'].join('\n'),
    )
  await page.getByTestId('bom-check').click()
  await page.getByTestId('bom-unresolved').waitFor()
}

const routes: Route[] = [
  { name: 'home', path: '/' },
  { name: 'products', path: '/products' },
  { name: 'products-filtered', path: '/products?color=red&sort=price-asc' },
  { name: 'category', path: '/category/22mm-nema-pilot-lights' },
  { name: 'product', path: '/products/22mm-nema-pilot-lights/pl22' },
  { name: 'product-duct', path: '/products/wire-duct/wd-n?color=gray' },
  { name: 'article', path: '/article/choosing-a-22mm-pilot-light' },
  { name: 'industry', path: '/industry/water-wastewater' },
  { name: 'resource', path: '/resource/full-line-catalogue' },
  { name: 'white-paper', path: '/white-paper/sccr-for-industrial-control-panels' },
  { name: 'testimonial', path: '/testimonial/lift-station-panels-texas' },
  { name: 'about', path: '/about' },
  { name: 'sales-reps', path: '/sales-reps' },
  { name: 'not-found', path: '/no-such-page' },
  { name: 'cart-empty', path: '/cart' },
  { name: 'quick-order', path: '/quick-order', then: checkBom },
  { name: 'cart', path: '/cart' },
  { name: 'es-home', path: '/es' },
  { name: 'es-products', path: '/es/productos' },
  { name: 'es-category', path: '/es/categoria/pilotos-luminosos-22-mm-nema' },
  { name: 'es-product', path: '/es/productos/pilotos-luminosos-22-mm-nema/pl22' },
  { name: 'es-article', path: '/es/articulo/como-elegir-una-luz-piloto-de-22-mm' },
  { name: 'es-industry', path: '/es/industria/agua-y-aguas-residuales' },
  { name: 'es-resource', path: '/es/documento/catalogo-general' },
  { name: 'es-white-paper', path: '/es/documento-tecnico/sccr-en-tableros-de-control-industrial' },
  { name: 'es-testimonial', path: '/es/testimonial/tableros-para-estaciones-de-bombeo-texas' },
  { name: 'es-about', path: '/es/quienes-somos' },
  { name: 'es-sales-reps', path: '/es/representantes' },
  { name: 'es-not-found', path: '/es/no-existe' },
  { name: 'es-quick-order', path: '/es/pedido-rapido', then: checkBom },
  { name: 'es-cart', path: '/es/carrito' },
]

/** `npm run screenshots`: PNGs of the main routes, en and es, at 390 and 1280 px, in screenshots/. */
export async function screenshots() {
  await step('Checking for Chromium (Debian package)', ensureChromium)
  if (!buildIsCurrent()) await step('Building the app', () => build())
  const out = path.join(root, 'screenshots')
  fs.mkdirSync(out, { recursive: true })
  const server = await step('Seeding the demo shop and starting the server', () => startDemoServer(SCREENSHOT_PORT))
  const baseUrl = server.url
  const problems: string[] = []
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_LAUNCHER, args: CHROMIUM_FLAGS })
    try {
      for (const width of [390, 1280]) {
        for (const scheme of ['light', 'dark'] as const) {
          const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme })
          page.on('console', (m) => {
            if (m.type() === 'error') problems.push(`${page.url()}: console error: ${m.text()}`)
          })
          for (const route of routes) {
            if (scheme === 'dark' && width === 390) continue
            if (route.name === 'quick-order') await fillCart(page, baseUrl)
            const res = await page.goto(baseUrl + route.path, { waitUntil: 'networkidle' })
            await route.then?.(page)
            const expected = route.name.endsWith('not-found') ? 404 : 200
            if (res?.status() !== expected) problems.push(`${route.path}: status ${res?.status()}, expected ${expected}`)
            const file = path.join(out, `${route.name}-${width}${scheme === 'dark' ? '-dark' : ''}.png`)
            await page.screenshot({ path: file, fullPage: true })
          }
          await page.close()
        }
      }
    } finally {
      await browser.close()
    }
  } finally {
    await server.stop()
  }
  console.log(`Screenshots written to ${out}`)
  // A 404 page's own request is the expected console error; anything else is a problem.
  const real = problems.filter((p) => !/status of 404/.test(p))
  for (const p of real) console.error(`  ✗ ${p}`)
  if (real.length) process.exitCode = 1
}
