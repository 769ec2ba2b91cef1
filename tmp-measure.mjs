import { chromium } from 'playwright-core'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: process.env.NOJS ? false : true })
const page = await context.newPage()
await page.goto('http://localhost:3910' + process.argv[2])
await page.waitForTimeout(2000)
console.log(await page.evaluate(() => [...document.querySelectorAll('tr[data-pn] > *')].slice(0, 8).map((e) => `${e.className || e.tagName}:${e.getBoundingClientRect().width.toFixed(1)} inner:${e.firstElementChild?.getBoundingClientRect().width.toFixed(1)}`)))
await browser.close()
