import { chromium } from 'playwright-core'
const base = 'http://localhost:3910'
const pages = (process.argv[2] ?? '').split(',')
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] })
for (const spec of pages) {
  const [name, path, action] = spec.split('|')
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } })
    const page = await context.newPage()
    page.on('console', (m) => { if (m.type() === 'error') console.log('console error', name, m.text()) })
    await page.goto(base + path)
    if (action === 'bom') {
      await page.getByTestId('bom-input').fill('E2ER-G24 5\nE2ER-R24 10\nE2ER-G120 1')
      await page.getByTestId('bom-check').click()
      await page.getByTestId('bom-resolved').waitFor()
    }
    await page.waitForTimeout(1500)
    const cls = await page.evaluate(() => new Promise((r) => { let v = 0; new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) v += e.value }).observe({ type: 'layout-shift', buffered: true }); setTimeout(() => r(v), 200) }))
    console.log(name, width, 'CLS', cls)
    const target = process.argv[3] ? page.locator(process.argv[3]).first() : page
    await (process.argv[3] ? target.screenshot({ path: `/tmp/shots/${name}-${width}.png` }) : page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true }))
    await context.close()
  }
}
await browser.close()
