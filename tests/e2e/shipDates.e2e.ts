import { expect, test } from '@playwright/test'

import { api } from './helpers/admin'
import { buyer, signIn, unique } from './helpers/buyer'
import { addresses, contactFor, customerFor, expectNoAxeViolations, fillCart, partFor, typeInto } from './helpers/checkout'
import type { Lang } from './helpers/content'
import { inLang } from './helpers/pages'

/** What the pages say, in each language. */
const words = {
  en: {
    inStock: '100 in stock',
    made: 'Made to order',
    complete: /Ship complete/,
    asAvailable: /Ship as available/,
    ships: /^Ships \S+ \S+ \d{1,2}$/,
    madeShips: /^Made to order · ships \S+ \S+ \d{1,2}$/,
  },
  es: {
    inStock: '100 en existencia',
    made: 'Fabricación bajo pedido',
    complete: /Envío completo/,
    asAvailable: /Enviar según disponibilidad/,
    ships: /^Se envía el \S+ \d{1,2} de \S+$/,
    madeShips: /^Fabricación bajo pedido · se envía el \S+ \d{1,2} de \S+$/,
  },
}

type Created = { doc: { id: number } }

/*
 * Ship dates in the cart, at checkout and on the order (docs/availability.md): a part in stock
 * and one made to order ship on different days, so checkout asks how to ship them; as
 * available is what the order keeps, with each line's promise.
 */
test('a cart of a stocked and a made-to-order part: promised per line, shipped as available, the order tells each date @both', async ({
  browser,
}, info) => {
  test.setTimeout(120_000)
  const l = info.project.name as Lang
  const w = words[l]
  const stocked = await partFor(12.5)
  const madeToOrder = await partFor(20)
  const { doc: warehouse } = await api<Created>('POST', '/warehouses', { code: `E2E${Date.now() % 1e6}`, name: 'Test DC', sequence: 9 })
  await api('POST', '/stock', { part: stocked.id, warehouse: warehouse.id, onHand: 100 })

  const email = unique(l, 'ship-dates')
  const customer = await customerFor(email, 'NET 30')
  await contactFor(customer.id, addresses.pittsburgh)
  const page = await (await buyer(browser, l)).newPage()
  await page.goto(inLang(l, '/', '/es'))
  await signIn(page, l, email, { first: 'Dana', last: 'Dates' })
  await fillCart(page, email, [
    { pn: stocked.pn, qty: 4 },
    { pn: madeToOrder.pn, qty: 2 },
  ])

  // The cart: each line's promise (the stock shows within the snapshot's refresh).
  await page.goto(inLang(l, '/cart', '/es/carrito'))
  const promiseOf = (pn: string) => page.locator(`[data-testid="cart-line"][data-pn="${pn}"] [data-testid="ship-promise"]`)
  await expect(promiseOf(stocked.pn)).toContainText(w.inStock, { timeout: 30_000 })
  await expect(promiseOf(madeToOrder.pn)).toContainText(w.made)

  // Checkout asks how to ship lines that leave on different days; as available is priced by the server.
  await page.goto(inLang(l, '/checkout', '/es/finalizar-compra'))
  const choice = page.getByTestId('shipment-choice')
  await expect(choice).toBeVisible({ timeout: 20_000 })
  await expect(choice.getByRole('radio', { name: w.complete })).toBeChecked()
  await choice.getByRole('radio', { name: w.asAvailable }).check()
  await expect(page.getByTestId('step-review')).toHaveAttribute('aria-busy', 'false')
  await expect(page.getByTestId('checkout-lines').getByTestId('ship-promise')).toHaveCount(2)
  await expectNoAxeViolations(page, 'checkout with the shipment choice')
  await typeInto(page, page.getByTestId('po-number'), 'PO-DATES')
  await page.getByTestId('place-order').click()

  // The confirmation: each line's promise in dates, kept from when it was ordered.
  await expect(page.getByTestId('order-done')).toBeVisible({ timeout: 30_000 })
  const ships = page.getByTestId('order-line-ships')
  await expect(ships).toHaveCount(2)
  await expect(ships.first()).toHaveText(w.ships)
  await expect(ships.last()).toHaveText(w.madeShips)
})
