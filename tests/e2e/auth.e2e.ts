import { expect, test } from '@playwright/test'

import { api, base } from './helpers/admin'
import { seriesPath } from './helpers/catalogue'
import type { Lang } from './helpers/content'
import { askForCode, buyer, enterCode, signIn, unique } from './helpers/buyer'
import { GOOGLE_USER, mailsTo } from './helpers/services'

const words = {
  en: {
    signIn: 'Sign in',
    invalidEmail: 'Invalid email',
    success: "You're signed in",
    lockout: 'Too many wrong codes',
    invalidCode: 'That code is not right',
    required: 'This field is required',
    tooMany: 'Too many attempts',
    resend: 'Send a new code',
    subject: 'is your Switchyard sign-in code',
    primary: 'Primary',
  },
  es: {
    signIn: 'Iniciar sesión',
    invalidEmail: 'Correo electrónico no válido',
    success: 'Sesión iniciada',
    lockout: 'Demasiados códigos incorrectos',
    invalidCode: 'El código no es correcto',
    required: 'Este campo es obligatorio',
    tooMany: 'Demasiados intentos',
    resend: 'Enviar un código nuevo',
    subject: 'código para entrar en Switchyard',
    primary: 'Principal',
  },
}

const home = (l: Lang) => (l === 'en' ? '/' : '/es')
test.describe('passwordless sign-in', () => {
  test('a new buyer signs in with a mailed code, completes the profile and sees their name', async ({ browser }, info) => {
    const l = info.project.name as Lang
    const context = await buyer(browser, l)
    const page = await context.newPage()
    await page.goto(home(l))
    await page.getByTestId('signin-button').click()
    // A wrong address is refused in the page; nothing is sent.
    await page.getByTestId('signin-email').fill('not-an-address')
    await page.getByTestId('signin-continue').click()
    await expect(page.getByTestId('signin-email-step')).toContainText(words[l].invalidEmail)
    const email = unique(l, 'new-buyer')
    const code = await askForCode(page, email)
    const mail = mailsTo(email).at(-1)!
    expect(mail.subject).toContain(words[l].subject)
    // The alert names the address, the first box has the focus.
    await expect(page.getByTestId('signin-code-step').getByRole('alert')).toContainText(email)
    await expect(page.getByTestId('otp-digit').first()).toBeFocused()
    await enterCode(page, code)
    await expect(page.getByTestId('signin-success')).toHaveText(words[l].success)
    expect(
      await page.evaluate(() =>
        ((window.dataLayer ?? []) as Record<string, unknown>[]).some((e) => e.event === 'accountLogin' && e.type === 'form'),
      ),
    ).toBe(true)
    // The modal closes after 2 s; the complete-profile modal cannot be dismissed and checks its fields.
    await expect(page.getByTestId('signin-modal')).toHaveCount(0, { timeout: 5000 })
    const profile = page.getByTestId('profile-modal')
    await expect(profile).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(profile).toBeVisible()
    await page.getByTestId('profile-nameFirst').fill('Ada')
    await page.getByTestId('profile-nameFirst').fill('')
    await expect(profile).toContainText(words[l].required)
    await page.getByTestId('profile-nameFirst').fill('Ada')
    await page.getByTestId('profile-nameLast').fill('Lovelace')
    await page.getByTestId('profile-submit').click()
    await expect(profile).toHaveCount(0)
    await expect(page.getByTestId('user-name')).toHaveText('Ada Lovelace')
    // The session survives a reload.
    await page.reload()
    await expect(page.getByTestId('user-name')).toHaveText('Ada Lovelace')
    await context.close()
  })

  test('three wrong codes lock the code; the right one is then refused too', async ({ browser }, info) => {
    const l = info.project.name as Lang
    const context = await buyer(browser, l)
    const page = await context.newPage()
    await page.goto(home(l))
    await page.getByTestId('signin-button').click()
    const email = unique(l, 'wrong-codes')
    const code = await askForCode(page, email)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 3; i++) {
      await enterCode(page, wrong)
      await expect(page.getByTestId('signin-error')).toContainText(words[l].invalidCode)
    }
    await enterCode(page, code)
    await expect(page.getByTestId('signin-error')).toContainText(words[l].lockout)
    await context.close()
  })

  test('resend waits 60 seconds, counting down each second', async ({ browser }, info) => {
    const l = info.project.name as Lang
    const context = await buyer(browser, l)
    const page = await context.newPage()
    await page.clock.install()
    await page.goto(home(l))
    await page.getByTestId('signin-button').click()
    await askForCode(page, unique(l, 'resend'))
    const resend = page.getByTestId('resend')
    await expect(resend).toBeDisabled()
    await page.clock.runFor(1000)
    await expect(resend).toContainText('59')
    await page.clock.runFor(10_000)
    await expect(resend).toContainText('49')
    await page.clock.runFor(50_000)
    await expect(resend).toBeEnabled()
    await expect(resend).toHaveText(words[l].resend)
    await context.close()
  })

  test('sending codes is rate limited per e-mail, with a localized 429 and a retry time', async ({ browser }, info) => {
    const l = info.project.name as Lang
    const context = await buyer(browser, l)
    const email = unique(l, 'limited')
    const send = () =>
      context.request.post('/api/auth/email-otp/send-verification-otp', {
        headers: { Origin: base, 'x-switchyard-locale': l },
        data: { email, type: 'sign-in' },
      })
    for (let i = 0; i < 3; i++) expect((await send()).status()).toBe(200)
    const limited = await send()
    expect(limited.status()).toBe(429)
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0)
    expect(((await limited.json()) as { message: string }).message).toContain(words[l].tooMany)
    // An address with no account gets the same answer as one with an account.
    const other = await context.request.post('/api/auth/email-otp/send-verification-otp', {
      headers: { Origin: base },
      data: { email: unique(l, 'nobody'), type: 'sign-in' },
    })
    expect(other.status()).toBe(200)
    expect(await other.json()).toEqual({ success: true })
    await context.close()
  })

  test('the account area sends a visitor to the login page and back to the wanted path after sign-in', async ({ browser }, info) => {
    const l = info.project.name as Lang
    const context = await buyer(browser, l)
    const page = await context.newPage()
    const wanted = l === 'en' ? '/my-account/profile?from=mail' : '/es/mi-cuenta/perfil?from=mail'
    await page.goto(wanted)
    await expect(page).toHaveURL(`${base}${l === 'en' ? '/login' : '/es/iniciar-sesion'}`)
    const cookie = (await context.cookies()).find((c) => c.name === 'switchyard.session_token-redirect-path')
    expect(decodeURIComponent(cookie?.value ?? '')).toBe(wanted)
    const email = unique(l, 'redirect')
    const code = await askForCode(page, email)
    await enterCode(page, code)
    await expect(page).toHaveURL(`${base}${wanted}`, { timeout: 10_000 })
    await context.close()
  })

  test('Google sign-in brings the name it knows, with no profile step', async ({ browser }, info) => {
    const l = info.project.name as Lang
    const context = await buyer(browser, l)
    const page = await context.newPage()
    await page.goto(home(l))
    await page.getByTestId('signin-button').click()
    await page.getByTestId('google-signin').click()
    await expect(page.getByTestId('user-name')).toHaveText(`${GOOGLE_USER.given_name} ${GOOGLE_USER.family_name}`, {
      timeout: 15_000,
    })
    await expect(page.getByTestId('profile-modal')).toHaveCount(0)
    await context.close()
  })

  test('the account menu works by keyboard: arrows, Home, End, Escape back to its button', async ({ browser }, info) => {
    const l = info.project.name as Lang
    const context = await buyer(browser, l)
    const page = await context.newPage()
    await page.goto(home(l))
    await signIn(page, l, unique(l, 'menu-keys'), { first: 'Key', last: 'Board' })
    const button = page.getByTestId('user-menu')
    await button.focus()
    await page.keyboard.press('ArrowDown')
    const items = page.getByRole('menuitem')
    await expect(items.first()).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(items.nth(1)).toBeFocused()
    await page.keyboard.press('End')
    await expect(page.getByTestId('signout')).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(items.first()).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(page.getByTestId('signout')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu')).toHaveCount(0)
    await expect(button).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(items.first()).toBeFocused()
    await context.close()
  })

  test('signing out in one tab signs out the other', async ({ browser }, info) => {
    const l = info.project.name as Lang
    const context = await buyer(browser, l)
    const first = await context.newPage()
    await first.goto(home(l))
    await signIn(first, l, unique(l, 'two-tabs'), { first: 'Tab', last: 'Tester' })
    const second = await context.newPage()
    await second.goto(home(l))
    await expect(second.getByTestId('user-name')).toHaveText('Tab Tester')
    await first.getByTestId('user-menu').click()
    await first.getByTestId('signout').click()
    await expect(first.getByTestId('signin-button')).toBeVisible()
    await expect(second.getByTestId('signin-button')).toBeVisible({ timeout: 1500 })
    await context.close()
  })

  test('private APIs answer 401 without a session; a 401 in the page signs out and opens the sign-in modal', async ({ browser }, info) => {
    const l = info.project.name as Lang
    const context = await buyer(browser, l)
    const anonymous = await context.request.patch('/api/private/user', {
      headers: { Origin: base },
      data: { nameFirst: 'A', nameLast: 'B' },
    })
    expect(anonymous.status()).toBe(401)
    expect(((await anonymous.json()) as { error: { code: string } }).error.code).toBe('unauthorized')
    expect((await context.request.get('/api/private/anything')).status()).toBe(401)

    const page = await context.newPage()
    await page.goto(home(l))
    await signIn(page, l, unique(l, 'expired'), { first: 'Eve', last: 'Expired' })
    // The page's own signed-in reads (the saved cart, favorites, saved carts) are answered
    // first; then the session ends behind the page's back (cleared cookie) and the next save is refused.
    const read = (feature: string) =>
      page.waitForResponse((r) => r.url().includes('/api/private/hubKV') && r.url().includes(`%3A${feature}`))
    const reads = Promise.all([read('liveCart'), read('favorites'), read('savedCarts')])
    await page.goto(l === 'en' ? '/my-account/profile' : '/es/mi-cuenta/perfil')
    await expect(page.getByTestId('profile-nameFirst')).toHaveValue('Eve')
    await reads
    await context.clearCookies()
    await page.getByTestId('profile-nameFirst').fill('Eva')
    await page.getByTestId('profile-submit').click()
    await expect(page.getByTestId('signin-modal')).toBeVisible()
    await expect(page.getByTestId('signin-button')).toBeVisible()
    await context.close()
  })

  test("the profile lists the buyer's customers with the primary one, and prices follow that customer", async ({ browser }, info) => {
    const l = info.project.name as Lang
    type Found = { docs: { id: number; name: string }[] }
    const customers = await api<Found>('GET', '/customers?where[name][in]=acme-oem,dist-d1&limit=10')
    const id = (name: string) => customers.docs.find((c) => c.name === name)!.id
    const email = unique(l, 'distributor')
    await api('POST', '/web-users', { email, customers: [id('acme-oem'), id('dist-d1')], primaryCustomer: id('dist-d1') })

    const context = await buyer(browser, l)
    // A visitor may not read the D1 list: it answers as a list that does not exist.
    expect((await context.request.get('/api/public/price?listName=D1')).status()).toBe(404)
    const visitorQuote = await context.request.post('/api/public/cart/quote', { data: { items: [{ pn: 'PB22-MG1', qty: 1 }] } })
    const page = await context.newPage()
    await page.goto(home(l))
    await signIn(page, l, email, { first: 'Dana', last: 'Distributor' })
    await page.goto(l === 'en' ? '/my-account/profile' : '/es/mi-cuenta/perfil')
    const list = page.getByTestId('customers')
    await expect(list.locator('li')).toHaveCount(2)
    await expect(list.locator('li', { hasText: 'dist-d1' }).getByTestId('primary-customer')).toHaveText(words[l].primary)
    await expect(list.locator('li', { hasText: 'acme-oem' }).getByTestId('primary-customer')).toHaveCount(0)
    // Signed in, the D1 list is theirs, and the cart is priced on it (the vectors' item price).
    const contract = await page.request.get('/api/public/price?listName=D1')
    expect(contract.status()).toBe(200)
    // This buyer's contract prices are kept by no shared cache.
    expect(contract.headers()['cache-control']).toBe('private, no-store')
    const quote = await page.request.post('/api/public/cart/quote', { data: { items: [{ pn: 'PB22-MG1', qty: 1 }] } })
    const line = ((await quote.json()) as { lines: { unitPrice: number }[] }).lines[0]
    expect(line.unitPrice).toBe(15.75)
    expect(((await visitorQuote.json()) as { lines: { unitPrice: number }[] }).lines[0].unitPrice).not.toBe(15.75)
    // Series pages show everyone OEM prices; for this buyer the table shows D1's (Z: 20% off $20.00, not E-1's 10%).
    await page.goto(seriesPath('relays', l))
    await expect(page.locator('tr[data-pn="E2ER-R24"] [data-customer-price]')).toContainText('16.00')

    await context.close()
  })
})
