import { expect, test, type Page } from '@playwright/test'

import { api, base } from './helpers/admin'
import { buyer, signIn, unique } from './helpers/buyer'
import {
  addresses,
  contactFor,
  customerFor,
  ensureCountries,
  expectNoAxeViolations,
  fillCart,
  partFor,
  press,
  tabTo,
  typeInto,
} from './helpers/checkout'
import type { Lang } from './helpers/content'

/**
 * Order history and reorder (issue 14): a buyer's orders newest first, filtered by status and
 * searched by PO and part number, the order page, reorder with a part gone since, save as
 * cart, and another buyer refused (404) on the page and the API.
 */
const same = { Origin: base }
const words = {
  en: {
    home: '/',
    orders: '/my-account/orders',
    order: '/my-account/orders/',
    confirmed: 'Confirmed',
    received: 'Received',
    added: '1 line was added to your cart',
    gone: 'this part is no longer sold',
    locked: 'this part cannot be ordered online',
    empty: 'No orders yet.',
    savedAs: 'Saved as “Order ',
    savedName: 'Order ',
    badStatus: 'The request is not valid at status',
  },
  es: {
    home: '/es',
    orders: '/es/mi-cuenta/pedidos',
    order: '/es/mi-cuenta/pedidos/',
    confirmed: 'Confirmado',
    received: 'Recibido',
    added: 'Se añadió 1 línea a su carrito',
    gone: 'esta pieza ya no se vende',
    locked: 'esta pieza no se puede pedir en línea',
    empty: 'Aún no hay pedidos.',
    savedAs: 'Guardado como «Pedido ',
    savedName: 'Pedido ',
    badStatus: 'La solicitud no es válida en status',
  },
} satisfies Record<Lang, Record<string, string>>

type Placed = { order: { number: string } }
type Found = { docs: { id: number }[] }

/** Places the cart's lines as an order on account through the checkout API, as the checkout page does. */
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
  const key = `orders-${Date.now()}-${Math.random()}`
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
  return ((await placed.json()) as Placed).order.number
}

const rows = (page: Page) => page.getByTestId('orders-row')

/** Screenshots at a phone's and a desktop's width, kept with the test's output to be looked at. */
async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 720 })
}

test.describe('order history', () => {
  test.describe.configure({ timeout: 150_000 })

  test('a buyer finds his orders, opens one, reorders and saves it as a cart; another buyer gets 404', async ({ browser }, info) => {
    const l = info.project.name as Lang
    const w = words[l]
    await ensureCountries()
    const email = unique(l, 'orders')
    const customer = await customerFor(email, 'NET 30')
    const contactId = await contactFor(customer.id, addresses.pittsburgh)
    const [kept, doomed, locked] = [await partFor(12), await partFor(30), await partFor(7)]
    const context = await buyer(browser, l)
    const page = await context.newPage()
    await page.goto(w.home)
    await signIn(page, l, email, { first: 'Olga', last: 'Orders' })

    const stamp = `${Date.now()}`.slice(-6)
    const firstPo = `PO-FIRST-${l}-${stamp}`
    const secondPo = `PO-SECOND-${l}-${stamp}`
    const first = await placeOrder(
      page,
      email,
      [
        { pn: kept.pn, qty: 2 },
        { pn: doomed.pn, qty: 1 },
        { pn: locked.pn, qty: 3 },
      ],
      contactId,
      firstPo,
    )
    const second = await placeOrder(page, email, [{ pn: kept.pn, qty: 1 }], contactId, secondPo)
    const { docs } = await api<Found>('GET', `/orders?where[number][equals]=${first}&limit=1`)
    await api('PATCH', `/orders/${docs[0].id}`, { status: 'confirmed' })

    // The list: newest first, each with its PO, status and customer.
    await page.goto(w.orders)
    await expect(rows(page)).toHaveCount(2)
    await expect(rows(page).nth(0)).toHaveAttribute('data-number', second)
    await expect(rows(page).nth(1)).toHaveAttribute('data-number', first)
    await expect(rows(page).nth(1).getByTestId('orders-po')).toHaveText(firstPo)
    await expect(rows(page).nth(1).getByTestId('orders-status-badge')).toHaveText(w.confirmed)
    await expect(rows(page).nth(0).getByTestId('orders-status-badge')).toHaveText(w.received)
    await expect(rows(page).nth(0).getByTestId('orders-customer')).toHaveText(customer.name)
    await expect(page.locator('nav a[aria-current="page"]')).toHaveAttribute('href', w.orders)
    await expectNoAxeViolations(page, 'the order history')
    await shoot(page, `orders-list-${l}`)

    // Filter by status, by keyboard: the select, then Apply.
    await tabTo(page, page.getByTestId('orders-status'))
    await page.getByTestId('orders-status').selectOption('confirmed')
    await press(page, page.getByTestId('orders-apply'))
    await expect(page).toHaveURL(/status=confirmed/)
    await expect(rows(page)).toHaveCount(1)
    await expect(rows(page).first()).toHaveAttribute('data-number', first)
    await expectNoAxeViolations(page, 'the filtered order history')

    // Search by PO (all statuses), then by part number.
    await page.goto(w.orders)
    await typeInto(page, page.getByTestId('orders-search'), secondPo)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/q=PO-SECOND/)
    await expect(rows(page)).toHaveCount(1)
    await expect(rows(page).first()).toHaveAttribute('data-number', second)
    await typeInto(page, page.getByTestId('orders-search'), doomed.pn)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`q=${doomed.pn}`))
    await expect(rows(page)).toHaveCount(1)
    await expect(rows(page).first()).toHaveAttribute('data-number', first)

    // The same through the API, and a bad filter refused in the buyer's language.
    const listed = await page.request.get(`/api/private/orders?q=${encodeURIComponent(kept.pn)}`)
    const list = (await listed.json()) as {
      data: { number: string; customer: { id: number; name: string } }[]
      total: number
      page: number
    }
    expect(list).toMatchObject({ total: 2, page: 1 })
    expect(list.data.map((o) => o.number)).toEqual([second, first])
    expect(list.data[0].customer).toEqual({ id: customer.id, name: customer.name })
    const filtered = (await (await page.request.get('/api/private/orders?status=confirmed')).json()) as { data: { number: string }[] }
    expect(filtered.data.map((o) => o.number)).toEqual([first])
    const bad = await page.request.get('/api/private/orders?status=lost', { headers: { 'Accept-Language': l } })
    expect(bad.status()).toBe(400)
    expect(((await bad.json()) as { error: { message: string } }).error.message).toContain(w.badStatus)

    // Open the first order from its row, by keyboard.
    await press(page, rows(page).first().getByTestId('orders-link'))
    await expect(page).toHaveURL(new RegExp(`${w.order}${first}$`))
    await expect(page.getByTestId('order-page')).toHaveAttribute('data-number', first)
    await expect(page.getByTestId('order-po')).toHaveText(firstPo)
    await expect(page.getByTestId('order-status')).toHaveText(w.confirmed)
    await expect(page.getByTestId('order-line')).toHaveCount(3)
    await expect(page.getByTestId('order-customer')).toContainText(customer.name)
    await expectNoAxeViolations(page, 'the order page')
    await shoot(page, `order-page-${l}`)

    // Since then one part was deleted and another made restricted (a prefix of its own, not
    // public): reorder adds the third and says why each of the two was not.
    await api('DELETE', `/parts/${doomed.id}`)
    await api('POST', '/part-prefixes', { title: locked.pn, isPublic: false })
    await press(page, page.getByTestId('order-reorder'))
    await expect(page.getByTestId('order-action-added')).toContainText(w.added)
    const skipped = page.getByTestId('order-action-skipped').getByRole('listitem')
    await expect(skipped).toHaveCount(2)
    await expect(skipped.and(page.locator(`[data-pn="${doomed.pn}"]`))).toHaveAttribute('data-reason', 'discontinued')
    await expect(skipped.and(page.locator(`[data-pn="${doomed.pn}"]`))).toContainText(`${doomed.pn}: ${w.gone}`)
    await expect(skipped.and(page.locator(`[data-pn="${locked.pn}"]`))).toHaveAttribute('data-reason', 'restricted')
    await expect(skipped.and(page.locator(`[data-pn="${locked.pn}"]`))).toContainText(`${locked.pn}: ${w.locked}`)
    await expect(page.getByTestId('mini-cart-count')).toHaveText('1')
    await expectNoAxeViolations(page, 'the order page after a reorder')
    await shoot(page, `order-reordered-${l}`)
    const cart = (await (await page.request.get(`/api/private/hubKV?key=${encodeURIComponent(`${email}:liveCart`)}`)).json()) as {
      liveCart: { cartItems: { pn: string; prod_quantity: number; sale_price: number | null }[] }
    }
    expect(cart.liveCart.cartItems.map((i) => [i.pn, i.prod_quantity])).toEqual([[kept.pn, 2]])
    expect(cart.liveCart.cartItems[0].sale_price).toBeGreaterThan(0)

    // Save as cart: a saved cart named after the order, with the line still orderable.
    await press(page, page.getByTestId('order-save-cart'))
    await expect(page.getByTestId('order-action-added')).toContainText(`${w.savedAs}${first}`)
    const saved = (await (await page.request.get(`/api/private/hubKV?key=${encodeURIComponent(`${email}:savedCarts`)}`)).json()) as {
      savedCarts: { name: string; cartItems: { pn: string; prod_quantity: number }[] }[]
    }
    expect(saved.savedCarts.map((s) => [s.name, s.cartItems.map((i) => [i.pn, i.prod_quantity])])).toEqual([
      [`${w.savedName}${first}`, [[kept.pn, 2]]],
    ])

    // Another buyer: the order does not exist for him, on the page and through the API.
    const otherContext = await buyer(browser, l)
    const other = await otherContext.newPage()
    await other.goto(w.home)
    await signIn(other, l, unique(l, 'orders-other'), { first: 'Otto', last: 'Other' })
    const response = await other.goto(`${w.order}${first}`)
    expect(response?.status()).toBe(404)
    expect((await other.request.get(`/api/private/orders/${first}`)).status()).toBe(404)
    expect((await other.request.post(`/api/private/orders/${first}/reorder`, { headers: same })).status()).toBe(404)
    expect((await other.request.post(`/api/private/orders/${first}/save-cart`, { headers: same })).status()).toBe(404)
    expect(await (await other.request.get('/api/private/orders')).json()).toEqual({ data: [], total: 0, page: 1, pages: 0 })
    await other.goto(w.orders)
    await expect(other.getByTestId('orders-empty')).toContainText(w.empty)
    await expectNoAxeViolations(other, 'an empty order history')
    await otherContext.close()
    await context.close()
  })
})
