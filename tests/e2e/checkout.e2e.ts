import { expect, test, type Page } from '@playwright/test'

import { api } from './helpers/admin'
import { askForCode, buyer, enterCode, signIn, unique } from './helpers/buyer'
import {
  addresses,
  contactFor,
  customerFor,
  expectNoAxeViolations,
  fillCart,
  partFor,
  paths,
  pickRadio,
  press,
  typeAddress,
  typeInto,
} from './helpers/checkout'
import type { Lang } from './helpers/content'

const words = {
  en: {
    home: '/',
    us: 'United States',
    onAccount: 'on account',
    awaitingCard: 'awaits card payment',
    neverCardNumber: 'Never enter a card number on this site',
    accountRequired: 'Enter your UPS Collect account number',
    chooseCarrier: 'Choose a carrier for this order.',
    air2day: 'FedEx 2nd Day',
  },
  es: {
    home: '/es',
    us: 'Estados Unidos',
    onAccount: 'a crédito',
    awaitingCard: 'espera el pago con tarjeta',
    neverCardNumber: 'Nunca escriba un número de tarjeta en este sitio',
    accountRequired: 'Escriba su número de cuenta de UPS por cobrar',
    chooseCarrier: 'Elija un transportista para este pedido.',
    air2day: 'FedEx 2 Días',
  },
}

const ORDER_NUMBER = /^[A-Z]+-\d+$/

type Order = {
  number: string
  status: string
  payment: string
  poNumber: string | null
  carrier: string
  method: string | null
  total: number
  customerId: number
}

/** The order as its buyer's API answers it. */
async function orderOf(page: Page, number: string): Promise<Order> {
  const res = await page.request.get(`/api/private/orders/${number}`)
  expect(res.status()).toBe(200)
  return ((await res.json()) as { order: Order }).order
}

/** Places the order by keyboard and reads the number from the confirmation page. */
async function placeOrder(page: Page, l: Lang): Promise<string> {
  await press(page, page.getByTestId('place-order'))
  // Card payments are on in the e2e server (Stripe played by a local fake): a card order goes to
  // its Checkout page first, left unpaid here (tests/e2e/stripe.e2e.ts pays).
  await expect(page).toHaveURL(new RegExp(`(${paths[l].done}[A-Z]+-\\d+|/pay/cs_test_\\w+)$`), { timeout: 15_000 })
  if (/\/pay\/cs_test_\w+$/.test(page.url())) await page.getByRole('link', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(new RegExp(`${paths[l].done}[A-Z]+-\\d+(\\?payment=cancelled)?$`))
  await expect(page.getByTestId('order-done')).toBeVisible()
  const number = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!)
  expect(number).toMatch(ORDER_NUMBER)
  await expect(page.getByTestId('order-number')).toContainText(number)
  // The order emptied the cart, and the browser shows it.
  await expect(page.getByTestId('mini-cart-count')).toHaveCount(0)
  await expectNoAxeViolations(page, 'the confirmation page')
  return number
}

test.describe('checkout', () => {
  test.describe.configure({ timeout: 120_000 })

  test('a terms customer orders to a saved address with a PO, on account', async ({ browser }, info) => {
    const l = info.project.name as Lang
    const email = unique(l, 'terms')
    const customer = await customerFor(email, 'NET 30')
    await contactFor(customer.id, addresses.pittsburgh)
    const context = await buyer(browser, l)
    const page = await context.newPage()
    await page.goto(words[l].home)
    await signIn(page, l, email, { first: 'Terry', last: 'Terms' })
    await fillCart(page, email, [{ pn: 'PB22-XG1', qty: 4 }])
    await page.goto(paths[l].checkout)
    await expect(page.getByTestId('step-shipping')).toContainText('100 Liberty Ave')
    await expect(page.getByTestId('step-billing')).toContainText('100 Liberty Ave')
    await expect(page.getByTestId('payment-terms')).toBeChecked()
    await expect(page.getByTestId('total-tax')).not.toHaveText('$0.00')
    await expectNoAxeViolations(page, 'checkout')

    // On account needs a PO: refused without it, then given.
    await press(page, page.getByTestId('place-order'))
    await expect(page.getByTestId('checkout-problem')).toBeFocused()
    await typeInto(page, page.getByTestId('po-number'), 'PO-4711-' + l)
    const total = await page.getByTestId('total-total').textContent()
    const number = await placeOrder(page, l)
    await expect(page.getByTestId('order-payment-note')).toContainText(words[l].onAccount)
    await expect(page.getByTestId('order-po')).toHaveText('PO-4711-' + l)
    await expect(page.getByTestId('order-totals').getByTestId('total-total')).toHaveText(total!)
    const order = await orderOf(page, number)
    expect(order).toMatchObject({
      payment: 'terms',
      poNumber: `PO-4711-${l}`,
      carrier: 'default',
      method: 'ground',
      customerId: customer.id,
    })
    await context.close()
  })

  test('a card customer orders with a collect carrier, and is never asked for a card number', async ({ browser }, info) => {
    const l = info.project.name as Lang
    const email = unique(l, 'card')
    const customer = await customerFor(email, 'CREDIT CARD')
    await contactFor(customer.id, addresses.pittsburgh)
    const context = await buyer(browser, l)
    const page = await context.newPage()
    await page.goto(words[l].home)
    await signIn(page, l, email, { first: 'Carla', last: 'Card' })
    await fillCart(page, email, [{ pn: 'EN-1210-S', qty: 1 }])
    await page.goto(paths[l].checkout)
    await expect(page.getByTestId('total-total')).toBeVisible()
    await expect(page.getByTestId('payment-terms')).toHaveCount(0)
    await expect(page.getByTestId('payment-card')).toBeChecked()
    await expect(page.getByTestId('card-note')).toContainText(words[l].neverCardNumber)
    await expect(page.locator('input[autocomplete^="cc-"], input[name*="card" i]')).toHaveCount(0)

    // The shipping slide-over: UPS Collect refuses to go on without the account number.
    await press(page, page.getByTestId('change-carrier'))
    const panel = page.getByTestId('shipping-panel')
    await expect(panel).toBeVisible()
    await expectNoAxeViolations(page, 'the shipping slide-over')
    const ups = panel.locator('[data-testid="shipping-option"][data-carrier="ups-collect"]')
    await pickRadio(page, panel.getByTestId('shipping-option'), ups)
    await expect(ups).toBeChecked()
    await press(page, panel.getByTestId('shipping-apply'))
    await expect(panel.getByTestId('shipping-error')).toContainText(words[l].accountRequired)
    await expect(panel.getByTestId('carrier-account')).toBeFocused()
    await page.keyboard.type('UPS-998877')
    await press(page, panel.getByTestId('shipping-apply'))
    await expect(panel).toHaveCount(0)
    await expect(page.getByTestId('change-carrier')).toBeFocused()
    await expect(page.getByTestId('carrier-summary')).toContainText('UPS-998877')
    await expect(page.getByTestId('total-shipping')).toHaveText('$0.00')
    await expectNoAxeViolations(page, 'checkout with a collect carrier')

    const number = await placeOrder(page, l)
    await expect(page).toHaveURL(/\?payment=cancelled$/)
    await expect(page.getByTestId('order-payment-note')).toContainText(words[l].awaitingCard)
    const order = await orderOf(page, number)
    expect(order).toMatchObject({ payment: 'card', carrier: 'ups-collect', status: 'awaiting-card-payment' })
    await context.close()
  })

  test('a new buyer signs in from checkout, keeps the cart, adds an address and the first order creates the customer', async ({
    browser,
  }, info) => {
    const l = info.project.name as Lang
    const email = unique(l, 'newbuyer')
    const context = await buyer(browser, l)
    const page = await context.newPage()
    // A visitor's cart, then checkout: sign in first, then back with the cart merged.
    await page.goto(words[l].home)
    await page.evaluate(() =>
      window.localStorage.setItem(
        'switchyard.cart.guest',
        JSON.stringify({ cartItems: [{ pn: 'PB22-MG1', prod_quantity: 2, pkgqty: 1 }] }),
      ),
    )
    await page.goto(paths[l].checkout)
    await expect(page).toHaveURL(new RegExp(`${paths[l].login}$`))
    const code = await askForCode(page, email)
    await enterCode(page, code)
    await expect(page.getByTestId('profile-modal')).toBeVisible({ timeout: 10_000 })
    await page.getByTestId('profile-nameFirst').fill('Nora')
    await page.getByTestId('profile-nameLast').fill('New')
    await page.getByTestId('profile-submit').click()
    await expect(page).toHaveURL(new RegExp(`${paths[l].checkout}$`), { timeout: 15_000 })
    await expect(page.getByTestId('checkout')).toBeVisible()
    await expect(page.getByTestId('lines-count')).toContainText('1')

    // No address yet: add one from the ship-to step.
    await press(page, page.getByTestId('change-shipping'))
    const form = page.getByTestId('address-panel').getByTestId('address-form')
    await expect(form).toBeVisible()
    await expectNoAxeViolations(page, 'the address form at checkout')
    await typeAddress(page, form, addresses.pittsburgh, words[l].us)
    await press(page, form.getByTestId('address-save'))
    await expect(page.getByTestId('address-panel')).toHaveCount(0)
    await expect(page.getByTestId('step-shipping')).toContainText('100 Liberty Ave')
    await expect(page.getByTestId('step-billing')).toContainText('100 Liberty Ave')
    await expect(page.getByTestId('payment-card')).toBeChecked()

    const number = await placeOrder(page, l)
    const order = await orderOf(page, number)
    expect(order.customerId).toBeTruthy()
    // The new customer shows on the profile.
    await page.goto(paths[l].profile)
    await expect(page.getByTestId('customers').locator('li')).toHaveCount(1)
    await context.close()
  })

  test('an international order needs a collect carrier; the default carrier is not offered', async ({ browser }, info) => {
    const l = info.project.name as Lang
    const email = unique(l, 'intl')
    const customer = await customerFor(email, 'NET 30')
    await contactFor(customer.id, addresses.hamburg)
    const context = await buyer(browser, l)
    const page = await context.newPage()
    await page.goto(words[l].home)
    await signIn(page, l, email, { first: 'Ines', last: 'International' })
    await fillCart(page, email, [{ pn: 'PB22-XG1', qty: 2 }])
    await page.goto(paths[l].checkout)
    await expect(page.getByTestId('carrier-missing')).toHaveText(words[l].chooseCarrier)
    // Terms, abroad, under the threshold: the international terms fee, explained.
    await expect(page.getByTestId('total-internationalTermsFee')).toHaveText('$40.00')
    await typeInto(page, page.getByTestId('po-number'), 'INTL-1')
    await press(page, page.getByTestId('place-order'))
    await expect(page.getByTestId('checkout-problem')).toHaveText(words[l].chooseCarrier)

    await press(page, page.getByTestId('change-carrier'))
    const panel = page.getByTestId('shipping-panel')
    await expect(panel.locator('[data-carrier="default"]')).toHaveCount(0)
    const dhl = panel.locator('[data-testid="shipping-option"][data-carrier="dhl-collect"]')
    await pickRadio(page, panel.getByTestId('shipping-option'), dhl)
    await typeInto(page, panel.getByTestId('carrier-account'), 'DHL-123')
    await press(page, panel.getByTestId('shipping-apply'))
    await expect(page.getByTestId('total-shipping')).toHaveText('$0.00')
    await expectNoAxeViolations(page, 'an international checkout')
    const number = await placeOrder(page, l)
    expect(await orderOf(page, number)).toMatchObject({ carrier: 'dhl-collect', payment: 'terms' })
    await context.close()
  })

  test('an Alaska order goes by air (2nd Day)', async ({ browser }, info) => {
    const l = info.project.name as Lang
    const email = unique(l, 'alaska')
    const customer = await customerFor(email, 'CREDIT CARD')
    await contactFor(customer.id, addresses.anchorage)
    const context = await buyer(browser, l)
    const page = await context.newPage()
    await page.goto(words[l].home)
    await signIn(page, l, email, { first: 'Al', last: 'Aska' })
    await fillCart(page, email, [{ pn: 'PL22-R120', qty: 3 }])
    await page.goto(paths[l].checkout)
    await expect(page.getByTestId('carrier-summary')).toContainText(words[l].air2day)
    await press(page, page.getByTestId('change-carrier'))
    await expect(page.locator('[data-testid="shipping-option"][data-method="air2day"]')).toBeChecked()
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('change-carrier')).toBeFocused()
    const number = await placeOrder(page, l)
    expect(await orderOf(page, number)).toMatchObject({ carrier: 'default', method: 'air2day' })
    await context.close()
  })

  test('a price that changes under the buyer: the order is refused (409), the change shown, then placed at the new total', async ({
    browser,
  }, info) => {
    const l = info.project.name as Lang
    const email = unique(l, 'pricechange')
    const customer = await customerFor(email, 'CREDIT CARD')
    await contactFor(customer.id, addresses.pittsburgh)
    const part = await partFor(100)
    const context = await buyer(browser, l)
    const page = await context.newPage()
    await page.goto(words[l].home)
    await signIn(page, l, email, { first: 'Pia', last: 'Price' })
    await fillCart(page, email, [{ pn: part.pn, qty: 1 }])
    await page.goto(paths[l].checkout)
    await expect(page.getByTestId('total-subtotal')).toHaveText('$100.00')
    await api('PATCH', `/parts/${part.id}`, { listPrice: 120 })

    await press(page, page.getByTestId('place-order'))
    const changed = page.getByTestId('price-changed')
    await expect(changed).toBeVisible()
    await expect(changed.getByTestId('price-changes')).toContainText(part.pn)
    await expect(changed.getByTestId('price-changes')).toContainText('$120.00')
    await expect(page.getByTestId('total-subtotal')).toHaveText('$120.00')
    await expectNoAxeViolations(page, 'checkout after a price change')
    const number = await placeOrder(page, l)
    expect((await orderOf(page, number)).total).toBeGreaterThan(120)
    await context.close()
  })

  test('a visitor at checkout is sent to sign in', async ({ browser }, info) => {
    const l = info.project.name as Lang
    const context = await buyer(browser, l)
    const page = await context.newPage()
    await page.goto(paths[l].checkout)
    await expect(page).toHaveURL(new RegExp(`${paths[l].login}$`))
    await context.close()
  })
})
