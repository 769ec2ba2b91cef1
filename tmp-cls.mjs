import { chromium } from 'playwright-core'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
for (const path of process.argv.slice(2)) for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  await page.addInitScript(() => {
    window.__shifts = []
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__shifts.push({ v: e.value, t: Math.round(e.startTime), src: e.sources.map((s) => (s.node?.outerHTML ?? '?').slice(0, 120) + ` ${JSON.stringify(s.previousRect)}->${JSON.stringify(s.currentRect)}`) }) }).observe({ type: 'layout-shift', buffered: true })
  })
  if (process.env.BLOCK) await page.route('**/api/public/availability', (r) => r.abort())
  await page.goto('http://localhost:3910' + path)
  await page.waitForTimeout(2500)
  console.log(path, width, JSON.stringify(await page.evaluate(() => window.__shifts), null, 1))
  await context.close()
}
await browser.close()
