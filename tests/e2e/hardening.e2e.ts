import { randomBytes } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { api, base } from './helpers/admin'

// Issue 11, item 8: HSTS and the CSP on every response of the site (404s of paths with a
// dot, the APIs, files, assets, redirects and the admin included), and the admin's login
// throttling a guessing client without locking the staff member out.

test.describe('security headers on every response', () => {
  test('a path with a dot is the storefront’s 404 under the storefront’s policy, and it renders', async ({ page }, info) => {
    const path = info.project.name === 'en' ? '/foo.php' : '/es/foo.php'
    const errors: string[] = []
    page.on('console', (m) => void (m.type() === 'error' && !m.text().includes('404') && errors.push(m.text())))
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    // Scripts by this request's nonce (a page rendered per request) or by their hashes (a cached one), never inline at large.
    const policies = (await response!.headersArray()).filter((h) => h.name.toLowerCase() === 'content-security-policy').map((h) => h.value)
    const scriptSrc = policies.map((p) => /script-src ([^;]+)/.exec(p)?.[1]).find(Boolean)
    expect(scriptSrc).toMatch(/^'self'( '(nonce|sha256)-[^']+')+/)
    expect(scriptSrc).not.toContain('unsafe-inline')
    const message = info.project.name === 'en' ? `Page not found: ${path}` : `Página no encontrada: ${path}`
    await expect(page.getByTestId('error-message')).toHaveText(message)
    expect(errors).toEqual([])
  })
})

test.describe("the admin's login", () => {
  // Issue 23, point 4: the admin's login form posts to /api/users/login; the front server
  // takes each client from X-Forwarded-For here (TRUSTED_PROXY=1), so each has its own address.
  test("a stranger's wrong passwords throttle the stranger, tell no address from another, and never lock the staff member out", async ({
    request,
    browser,
  }) => {
    test.setTimeout(120_000) // twelve password checks and two loads of the admin's login page
    const email = `targeted-${randomBytes(4).toString('hex')}@switchyard.test`
    const password = 'the-right-password-123'
    await api('POST', '/users', { email, password, name: 'Targeted' })
    const client = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`
    const stranger = client()
    const login = (body: object, from: string) => request.post('/api/users/login', { data: body, headers: { 'X-Forwarded-For': from } })

    const unknown = await login({ email: `nobody-${randomBytes(4).toString('hex')}@switchyard.test`, password }, client())
    expect(unknown.status()).toBe(401)
    const unknownBody = await unknown.json()
    for (let i = 0; i < 10; i++) {
      const wrong = await login({ email, password: `wrong-${i}-password` }, stranger)
      expect(wrong.status()).toBe(401)
      expect(await wrong.json()).toEqual(unknownBody)
    }
    const refused = await login({ email, password }, stranger)
    expect(refused.status()).toBe(429)
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)

    // The stranger's browser is told why in the form.
    const strangers = await browser.newContext({ baseURL: base, extraHTTPHeaders: { 'X-Forwarded-For': stranger } })
    const theirs = await strangers.newPage()
    await theirs.goto('/admin/login')
    await theirs.locator('#field-email').fill(email)
    await theirs.locator('#field-password').fill(password)
    await theirs.locator('form button[type="submit"]').click()
    await expect(theirs.getByText(/Too many wrong sign-ins\. Try again in \d+ minutes?\./)).toBeVisible({ timeout: 15_000 })
    await strangers.close()

    // The staff member, from their own browser, signs in through the form.
    const owners = await browser.newContext({ baseURL: base, extraHTTPHeaders: { 'X-Forwarded-For': client() } })
    const page = await owners.newPage()
    await page.goto('/admin/login')
    await page.locator('#field-email').fill(email)
    await page.locator('#field-password').fill(password)
    await page.locator('form button[type="submit"]').click()
    await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'), { timeout: 30_000 })
    const me = (await (await page.request.get('/api/users/me', { headers: { Origin: base } })).json()) as {
      user?: { email?: string } | null
    }
    expect(me.user?.email).toBe(email)
    await owners.close()
  })
})
