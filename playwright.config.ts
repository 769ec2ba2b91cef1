import { defineConfig } from '@playwright/test'

import { CHROMIUM_LAUNCHER } from './scripts/lib/chromium'
import { cliCommand } from './scripts/lib/nodeFlags.mjs'

const port = Number(process.env.E2E_PORT ?? 3210)
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/**
 * Each browser test runs in one language, unless language is what it checks. A file runs in
 * English, or in Spanish when it is listed here (the buyer's own flows: cart, checkout,
 * orders, the catalogue), so both languages' pages are walked through; a test tagged `@both`
 * runs in both, and one tagged `@en` or `@es` only in that language (the accessibility checks
 * cover each pair of language, width and theme that way: tests/e2e/a11y.e2e.ts).
 */
const SPANISH = ['addresses', 'cart', 'catalogue', 'checkout', 'orderMail', 'orders', 'seriesExtras', 'stripe', 'tables']
const SPANISH_FILES = `(?:^|[\\s/])(?:${SPANISH.join('|')})\\.e2e\\.ts\\b`

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  // A hung browser or server must fail the run, not hold CI until its own limit (90 min).
  // The suite takes 13 min on a quiet machine; a loaded one has needed 25+, so the bound is 50.
  globalTimeout: 50 * 60_000,
  expect: { timeout: 5_000 },
  globalSetup: './tests/e2e/globalSetup.ts',
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: CHROMIUM_LAUNCHER, args: CHROMIUM_FLAGS, timeout: 60_000 },
    navigationTimeout: 20_000,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'en', use: { locale: 'en-US' }, grepInvert: [/@es\b/, new RegExp(`^(?!.*@(?:both|en)\\b).*${SPANISH_FILES}`)] },
    { name: 'es', use: { locale: 'es-ES' }, grep: [/@(?:both|es)\b/, new RegExp(SPANISH_FILES)], grepInvert: [/@en\b/] },
  ],
  webServer: {
    command: cliCommand('serve-test').flat().join(' '),
    url: `http://localhost:${port}/api/public/redirects`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
