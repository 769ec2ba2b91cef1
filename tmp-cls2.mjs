import { chromium } from 'playwright-core'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
for (const [path, width] of [['/quick-order', 1280], ['/es/pedido-rapido', 390]]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  if (process.env.BLOCK) await page.route('**/api/public/availability', (r) => r.abort())
  await page.addInitScript(() => {
    window.__shifts = []
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__shifts.push({ v: e.value, input: e.hadRecentInput, t: Math.round(e.startTime), src: e.sources.map((s) => (s.node?.outerHTML ?? '?').slice(0, 80) + ` ${s.previousRect.x},${s.previousRect.y},${s.previousRect.width}->${s.currentRect.x},${s.currentRect.y},${s.currentRect.width}`) }) }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto('http://localhost:3910' + path)
  await page.getByTestId('bom-input').fill('E2ER-G24 5\nE2ER-R24 10\nE2ER-G120 1')
  const t0 = await page.evaluate(() => performance.now())
  await page.getByTestId('bom-check').click()
  await page.waitForTimeout(2500)
  console.log(path, width, 'click at', Math.round(t0), JSON.stringify(await page.evaluate(() => window.__shifts), null, 1))
  await context.close()
}
await browser.close()
