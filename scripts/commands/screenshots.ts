import fs from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'

import { CHROMIUM_FLAGS } from '../../playwright.config'
import { build, buildIsCurrent, root } from '../lib/build'
import { step } from '../lib/step'
import { withTestServer } from '../lib/testServer'

const routes: { name: string; path: string }[] = [
  { name: 'home', path: '/' },
  { name: 'products', path: '/products' },
  { name: 'article', path: '/article/choosing-a-pilot-light' },
  { name: 'product', path: '/products/pilot-lights/22mm' },
  { name: 'category', path: '/category/pilot-lights' },
  { name: 'account', path: '/my-account/profile' },
  { name: 'not-found', path: '/no-such-page' },
  { name: 'es-home', path: '/es' },
  { name: 'es-products', path: '/es/productos' },
  { name: 'es-article', path: '/es/articulo/como-elegir-un-piloto-luminoso' },
  { name: 'es-product', path: '/es/productos/pilotos-luminosos/22mm' },
  { name: 'es-not-found', path: '/es/no-existe' },
]

/** `npm run screenshots`: PNGs of the main routes, en and es, at 390 and 1280 px, in screenshots/. */
export async function screenshots() {
  if (!buildIsCurrent()) await step('Building the app', () => build())
  const out = path.join(root, 'screenshots')
  fs.mkdirSync(out, { recursive: true })
  await withTestServer(async (baseUrl) => {
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS })
    try {
      for (const width of [390, 1280]) {
        for (const scheme of ['light', 'dark'] as const) {
          const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme })
          for (const route of routes) {
            if (scheme === 'dark' && width === 390) continue
            await page.goto(baseUrl + route.path, { waitUntil: 'networkidle' })
            const file = path.join(out, `${route.name}-${width}${scheme === 'dark' ? '-dark' : ''}.png`)
            await page.screenshot({ path: file, fullPage: true })
          }
          await page.close()
        }
      }
    } finally {
      await browser.close()
    }
  })
  console.log(`Screenshots written to ${out}`)
}
