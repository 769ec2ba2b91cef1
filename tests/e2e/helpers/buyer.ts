import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test'

import { codeFor, unique } from '../../helpers/mailCodes'
import type { Lang } from './content'
import { mailsTo } from './services'

/** Signing in as a buyer in the browser tests: a context per client IP, codes read from the SMTP sink. */
const success = { en: "You're signed in", es: 'Sesión iniciada' }

// Addresses and mailed codes are shared with the integration tests (no Playwright there).
export { codeFor, unique }

let counter = 0

/** A browser context of its own client IP (the e2e server trusts X-Forwarded-For), so rate limits stay per test. */
export async function buyer(browser: Browser, l: Lang): Promise<BrowserContext> {
  const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + (counter++ % 250)}`
  return browser.newContext({ locale: l === 'en' ? 'en-US' : 'es-ES', extraHTTPHeaders: { 'X-Forwarded-For': ip } })
}

export async function askForCode(page: Page, email: string) {
  const before = mailsTo(email).length
  await page.getByTestId('signin-email').fill(email)
  await page.getByTestId('signin-continue').click()
  await expect(page.getByTestId('signin-code-step')).toBeVisible()
  return codeFor(email, before)
}

/** Types the code into the first box (it fills the others); six digits submit themselves. */
export async function enterCode(page: Page, code: string) {
  await page.getByTestId('otp-digit').first().fill(code)
}

/** Signs in through the header's modal with a mailed code; completes the profile when asked. */
export async function signIn(page: Page, l: Lang, email: string, name?: { first: string; last: string }) {
  await page.getByTestId('signin-button').click()
  const code = await askForCode(page, email)
  await enterCode(page, code)
  await expect(page.getByTestId('signin-success')).toHaveText(success[l])
  if (name) {
    await expect(page.getByTestId('profile-modal')).toBeVisible({ timeout: 10_000 })
    await page.getByTestId('profile-nameFirst').fill(name.first)
    await page.getByTestId('profile-nameLast').fill(name.last)
    await page.getByTestId('profile-submit').click()
    await expect(page.getByTestId('profile-modal')).toHaveCount(0)
  }
}
