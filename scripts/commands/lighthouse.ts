import fs from 'node:fs'
import path from 'node:path'

import { CHROMIUM_FLAGS } from '../../playwright.config'
import { build, buildIsCurrent, root } from '../lib/build'
import { CHROMIUM_LAUNCHER, ensureChromium } from '../lib/chromium'
import { startDemoServer } from '../lib/demoServer'
import { step } from '../lib/step'

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? process.env.BENCH_PORT ?? 3221)

/** The pages the issue names (home, product list, a series page), and their Spanish twins. */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'product list', path: '/products' },
  { name: 'series page', path: '/products/22mm-nema-pilot-lights/pl22' },
  { name: 'home (es)', path: '/es' },
  { name: 'product list (es)', path: '/es/productos' },
]

type Score = {
  name: string
  path: string
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  missed: string[]
}

/**
 * `npm run lighthouse`: Lighthouse (mobile, its default) against Debian's Chromium on the
 * demo shop served by the production server; prints each page's scores and writes
 * bench/lighthouse.json. Each page is loaded once before, so the page cache holds it.
 */
/** The elements a failed audit names (up to three), as its report gives them. */
function nodesOf(details: unknown): string[] {
  const items = (details as { items?: { node?: { selector?: string; snippet?: string } }[] } | undefined)?.items ?? []
  return items.slice(0, 3).map((i) => i.node?.snippet ?? i.node?.selector ?? '?')
}

export async function lighthouse() {
  await step('Checking for Chromium (Debian package)', ensureChromium)
  if (!buildIsCurrent()) await step('Building the app', () => build())
  const { default: run } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const server = await step('Seeding and starting the demo shop', () => startDemoServer(PORT))
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? CHROMIUM_LAUNCHER, chromeFlags: CHROMIUM_FLAGS })
  const scores: Score[] = []
  try {
    for (const page of PAGES) {
      const url = server.url + page.path
      const warm = await fetch(url)
      if (!warm.ok) throw new Error(`${page.path} answered ${warm.status}`)
      const result = await step(`Lighthouse, mobile: ${page.name}`, () =>
        run(url, { port: chrome.port, output: 'json', logLevel: 'error' }),
      )
      const lhr = result!.lhr
      // The whole report, for what the summary below leaves out (long tasks, script boot-up).
      fs.mkdirSync(path.join(root, 'bench', 'lighthouse'), { recursive: true })
      fs.writeFileSync(path.join(root, 'bench', 'lighthouse', `${page.name.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr))
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
      const audit = (id: string) => Number(lhr.audits[id]?.numericValue ?? 0)
      scores.push({
        name: page.name,
        path: page.path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: Number(audit('cumulative-layout-shift').toFixed(3)),
        // What keeps accessibility, best practices or SEO under 100: each failed audit, by id.
        missed: (['accessibility', 'best-practices', 'seo'] as const).flatMap((c) =>
          (lhr.categories[c]?.auditRefs ?? [])
            .filter((r) => r.weight > 0 && lhr.audits[r.id]?.score === 0)
            .map((r) => `${c}: ${r.id} (${nodesOf(lhr.audits[r.id]?.details).join('; ')})`),
        ),
      })
    }
  } finally {
    chrome.kill()
    await server.stop()
  }
  console.log('')
  console.log(`  ${'page'.padEnd(20)} performance  accessibility  best practices  SEO   LCP ms  TBT ms  CLS`)
  for (const s of scores) {
    console.log(
      `  ${s.name.padEnd(20)} ${String(s.performance).padStart(11)}  ${String(s.accessibility).padStart(13)}  ${String(s.bestPractices).padStart(14)}  ${String(s.seo).padStart(3)}   ${String(s.lcpMs).padStart(6)}  ${String(s.tbtMs).padStart(6)}  ${s.cls}`,
    )
    if (s.missed.length) console.log(`    failed audits: ${s.missed.join(', ')}`)
  }
  const out = path.join(root, 'bench', 'lighthouse.json')
  fs.mkdirSync(path.dirname(out), { recursive: true })
  fs.writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), formFactor: 'mobile', scores }, null, 2))
  console.log(`\nWritten to ${out}`)
}
