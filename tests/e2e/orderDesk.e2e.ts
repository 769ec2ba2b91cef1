import { expect, test, type Page } from '@playwright/test'
import { simpleParser } from 'mailparser'

import { E2E_ADMIN } from '../../scripts/commands/serveTest'
import { api, base } from './helpers/admin'
import { buyer, signIn, unique } from './helpers/buyer'
import { addresses, contactFor, customerFor, ensureCountries, expectNoAxeViolations, fillCart, partFor } from './helpers/checkout'
import type { Lang } from './helpers/content'
import { mailsTo } from './helpers/services'

/**
 * The staff's order desk (issue 14): a member of staff signs in to the admin, sees only the
 * next statuses the state machine allows, confirms an order and ships it with a tracking
 * number; the buyer's order page then shows the history and the tracking link, in en and es.
 */
const same = { Origin: base }
const words = {
  en: {
    home: '/',
    order: '/my-account/orders/',
    received: 'Received',
    confirmed: 'Confirmed',
    shipped: 'Shipped',
    history: 'Status history',
    track: 'Track FedEx shipment',
  },
  es: {
    home: '/es',
    order: '/es/mi-cuenta/pedidos/',
    received: 'Recibido',
    confirmed: 'Confirmado',
    shipped: 'Enviado',
    history: 'Historial del pedido',
    track: 'Seguir el envío',
  },
} satisfies Record<Lang, Record<string, string>>

async function placeOrder(page: Page, email: string, lines: { pn: string; qty: number }[], contactId: number, poNumber: string) {
  await fillCart(page, email, lines)
  const body = {
    shippingContactId: contactId,
    billingContactId: contactId,
    carrier: 'default',
    method: 'ground',
    payment: 'terms',
    poNumber,
  }
  const key = `desk-${Date.now()}-${Math.random()}`
  const first = await page.request.post('/api/private/orders', {
    headers: { ...same, 'Idempotency-Key': key },
    data: { ...body, expectedTotal: 0 },
  })
  expect(first.status()).toBe(409)
  const { quote } = (await first.json()) as { quote: { total: number } }
  const placed = await page.request.post('/api/private/orders', {
    headers: { ...same, 'Idempotency-Key': key },
    data: { ...body, expectedTotal: quote.total },
  })
  expect(placed.status()).toBe(201)
  return ((await placed.json()) as { order: { number: string } }).order.number
}

/** Signs the browser in to the admin through its login form, until the session holds (another worker may sign the same admin in meanwhile). */
async function staffSignIn(page: Page) {
  await expect
    .poll(
      async () => {
        await page.goto('/admin/login')
        await page.locator('#field-email').fill(E2E_ADMIN.email)
        await page.locator('#field-password').fill(E2E_ADMIN.password)
        await page.locator('form button[type="submit"]').click()
        await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'), { timeout: 15_000 }).catch(() => undefined)
        const me = (await (await page.request.get('/api/users/me', { headers: same })).json()) as { user?: { email?: string } | null }
        return me.user?.email
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(E2E_ADMIN.email)
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** The admin's form loads slowly on a busy machine: wait for the select to show the saved status, editable. */
async function expectStatus(page: Page, label: string) {
  await expect(page.locator('#field-status .rs__single-value')).toHaveText(label, { timeout: 45_000 })
  await expect(page.locator('#field-status')).not.toHaveClass(/read-only/, { timeout: 45_000 })
}

/** Opens the status select and answers the options it offers. */
async function statusOptions(page: Page): Promise<string[]> {
  await page.locator('#field-status .rs__control').click()
  const options = page.locator('.rs__option')
  await expect(options.first()).toBeVisible()
  const texts = await options.allTextContents()
  await page.keyboard.press('Escape')
  return texts
}

async function chooseStatus(page: Page, label: string) {
  await page.locator('#field-status .rs__control').click()
  await page.locator('.rs__option', { hasText: new RegExp(`^${label}$`) }).click()
}

async function save(page: Page) {
  await page.locator('#action-save').click()
  await expect(page.locator('.payload-toast-container')).toContainText(/successfully/i, { timeout: 15_000 })
}

test.describe('the order desk', () => {
  test.describe.configure({ timeout: 180_000 })

  test('staff confirm and ship an order with a tracking number; the buyer sees the history and the tracking link', async ({
    browser,
  }, info) => {
    const l = info.project.name as Lang
    const w = words[l]
    await ensureCountries()
    const email = unique(l, 'desk')
    const customer = await customerFor(email, 'NET 30')
    const contactId = await contactFor(customer.id, addresses.pittsburgh)
    const part = await partFor(18)
    const context = await buyer(browser, l)
    const page = await context.newPage()
    await page.goto(w.home)
    await signIn(page, l, email, { first: 'Desi', last: 'Desk' })
    const number = await placeOrder(page, email, [{ pn: part.pn, qty: 2 }], contactId, `PO-DESK-${l}-${Date.now() % 1e6}`)
    const { docs } = await api<{ docs: { id: number }[] }>('GET', `/orders?where[number][equals]=${number}&limit=1`)
    const id = docs[0].id
    // The rep lookup for the ship-to (a 412 number: East) is stored for the staff's list and filters.
    expect((await api<{ rep: { label: string } | null }>('GET', `/orders/${id}?depth=1`)).rep?.label).toBe('East')

    // The staff's side, in the admin.
    const staffContext = await browser.newContext({ locale: 'en-US' })
    const staff = await staffContext.newPage()
    await staff.setViewportSize({ width: 1280, height: 900 })
    await staffSignIn(staff)
    await staff.goto(`/admin/collections/orders/${id}`)
    await expectStatus(staff, 'Received')
    // Only the next steps are offered: no jump to shipped or delivered.
    expect(await statusOptions(staff)).toEqual(['Received', 'Confirmed', 'Cancelled'])
    await chooseStatus(staff, 'Confirmed')
    await save(staff)
    await staff.reload()
    await expectStatus(staff, 'Confirmed')
    expect(await statusOptions(staff)).toEqual(['Confirmed', 'Shipped', 'Cancelled'])

    // Shipped without a tracking number is refused, with the reason.
    await chooseStatus(staff, 'Shipped')
    await staff.locator('#action-save').click()
    // Payload's toast names the field the desk refused (its message shows at the field).
    await expect(staff.locator('.payload-toast-container')).toContainText(/invalid: Shipments/i, { timeout: 15_000 })
    expect((await api<{ status: string }>('GET', `/orders/${id}`)).status).toBe('confirmed')

    const tracking = `7712${Date.now() % 1e8}`
    await staff.getByRole('button', { name: /Add Shipment/i }).click()
    await staff.locator('#field-shipments__0__trackingNumber').fill(tracking)
    await save(staff)
    await staff.reload()
    await expectStatus(staff, 'Shipped')
    await shoot(staff, `admin-order-${l}`)
    await staffContext.close()

    // The buyer's page: the history with its dates, and the tracking link.
    await page.goto(`${w.order}${number}`)
    const history = page.getByTestId('order-history')
    await expect(history.getByRole('heading', { name: w.history })).toBeVisible()
    await expect(history.getByTestId('order-history-entry')).toHaveCount(3)
    await expect(history.getByTestId('order-history-entry').nth(0)).toContainText(w.received)
    await expect(history.getByTestId('order-history-entry').nth(1)).toContainText(w.confirmed)
    await expect(history.getByTestId('order-history-entry').nth(2)).toContainText(w.shipped)
    await expect(history.locator('time')).toHaveCount(3)
    const link = history.getByTestId('order-tracking-link')
    await expect(link).toHaveText(tracking)
    await expect(link).toHaveAttribute('href', `https://www.fedex.com/fedextrack/?trknbr=${tracking}`)
    await expect(link).toHaveAccessibleName(new RegExp(w.track))
    await expect(page.getByTestId('order-status')).toHaveText(w.shipped)
    await expectNoAxeViolations(page, "the buyer's order page with its history")
    await shoot(page, `order-history-${l}`)

    // The API answers the same.
    const { order } = (await (await page.request.get(`/api/private/orders/${number}`)).json()) as {
      order: { statusHistory: { status: string }[]; shipments: { trackingUrl: string }[] }
    }
    expect(order.statusHistory.map((h) => h.status)).toEqual(['received', 'confirmed', 'shipped'])
    expect(order.shipments[0].trackingUrl).toBe(`https://www.fedex.com/fedextrack/?trknbr=${tracking}`)

    // Each status change mailed the buyer, in the order's language; the shipped mail carries the tracking number.
    const placedIn = (await api<{ docs: { locale: string }[] }>('GET', `/orders?where[number][equals]=${number}&limit=1`)).docs[0].locale
    const subjects =
      placedIn === 'es'
        ? [`Pedido ${number} confirmado`, `Pedido ${number} enviado`]
        : [`Order ${number} confirmed`, `Order ${number} shipped`]
    for (const subject of subjects) {
      await expect.poll(() => mailsTo(email).filter((m) => m.subject === subject).length, { timeout: 45_000 }).toBe(1)
    }
    const shippedMail = await simpleParser(mailsTo(email).find((m) => m.subject === subjects[1])!.raw)
    expect(shippedMail.text).toContain(tracking)
    await context.close()
  })
})

test("the admin's account icon is drawn by the admin itself, not a Gravatar our CSP refuses (a broken image)", async ({ page }) => {
  test.setTimeout(120_000)
  const elsewhere: string[] = []
  page.on('request', (r) => {
    if (!r.url().startsWith(test.info().project.use.baseURL ?? '') && !r.url().startsWith('data:')) elsewhere.push(r.url())
  })
  await staffSignIn(page)
  await page.goto('/admin')
  await expect(page.locator('.nav, .app-header').first()).toBeVisible({ timeout: 45_000 })
  const images = await page
    .locator('img')
    .evaluateAll((imgs) => (imgs as HTMLImageElement[]).map((i) => ({ src: i.src, broken: i.complete && i.naturalWidth === 0 })))
  expect(images.filter((i) => i.broken || /gravatar/.test(i.src))).toEqual([])
  expect(elsewhere.filter((u) => /gravatar/.test(u))).toEqual([])
})
