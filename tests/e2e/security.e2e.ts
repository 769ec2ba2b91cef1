import { expect, test } from '@playwright/test'

import { base } from './helpers/admin'
import { askForCode, buyer, enterCode, unique } from './helpers/buyer'
import type { Lang } from './helpers/content'
import { UNVERIFIED_GOOGLE_USER } from './helpers/services'

/**
 * What a hostile visitor tries (issue: security and robustness), each class proved against
 * the production server: who is a client, where redirects go, what malformed input gets. The
 * checks that need no browser (rate limits, redirects, malformed input, the development
 * mailbox) are tests/integration/builtServer/security.ts.
 */

test.describe('redirects stay on this site', () => {
  test('the sign-in return path cannot lead off the site', async ({ browser }, info) => {
    const l = info.project.name as Lang
    const context = await buyer(browser, l)
    await context.addCookies([
      { name: 'switchyard.session_token-redirect-path', value: encodeURIComponent('/\t/evil.example/'), url: base },
    ])
    const page = await context.newPage()
    await page.goto(l === 'en' ? '/login' : '/es/iniciar-sesion')
    const code = await askForCode(page, unique(l, 'return-path'))
    await enterCode(page, code)
    // The login page's own fallback, the profile, instead of the planted path.
    await expect(page).toHaveURL(`${base}${l === 'en' ? '/my-account/profile' : '/es/mi-cuenta/perfil'}`, { timeout: 15_000 })
    expect(new URL(page.url()).host).toBe(new URL(base).host)
    await context.close()
  })
})

test.describe('Google sign-in', () => {
  test('an address the provider does not vouch for gets no account and no session', async ({ browser }, info) => {
    const l = info.project.name as Lang
    const context = await buyer(browser, l)
    const page = await context.newPage()
    // Ask the stand-in provider for its unverified account.
    await page.route('**/authorize?**', (route) => route.continue({ url: `${route.request().url()}&login_hint=unverified` }))
    await page.goto(l === 'en' ? '/' : '/es')
    await page.getByTestId('signin-button').click()
    // The provider sends the browser back to the shop's callback, which answers where to go next.
    const callback = page.waitForResponse((r) => r.url().startsWith(`${base}/api/auth/callback/google`), { timeout: 15_000 })
    await page.getByTestId('google-signin').click()
    expect((await callback).status()).toBeLessThan(500)
    await page.waitForLoadState('load')
    const session = await context.request.get('/api/auth/get-session')
    expect(await session.json()).toBeNull()
    // Nobody can now sign in as that address through Google either: no account was made.
    const hub = await context.request.get(`/api/private/hubKV?key=${UNVERIFIED_GOOGLE_USER.email}:liveCart`)
    expect(hub.status()).toBe(401)
    await context.close()
  })
})
