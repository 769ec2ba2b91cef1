import { expect, test, type Page } from '@playwright/test'

import { api } from './helpers/admin'
import { buyer, signIn, unique } from './helpers/buyer'
import { addresses, contactFor, customerFor, expectNoAxeViolations, fillCart, paths, press } from './helpers/checkout'
import type { Lang } from './helpers/content'
import { STRIPE_PORT } from './helpers/services'

/**
 * Card payments through Stripe Checkout (issue 14), Stripe played by the local fake the e2e
 * server starts (tests/fixtures/fakeStripe.ts): its hosted page's "Pay" delivers the signed
 * webhook to the shop and returns to the confirmation page.
 */
const words = {
  en: {
    home: '/',
    toPay: 'awaits card payment',
    cancelled: 'was not completed',
    waiting: 'Waiting for the payment confirmation',
    authorised: 'Payment authorised',
    payNow: 'Pay by card',
  },
  es: {
    home: '/es',
    toPay: 'espera el pago con tarjeta',
    cancelled: 'no se completó',
    waiting: 'Esperando la confirmación del pago',
    authorised: 'Pago autorizado',
    payNow: 'Pagar con tarjeta',
  },
}

type Order = { number: string; status: string; total: number; payment: string; cardPaymentStatus: string | null }

async function orderOf(page: Page, number: string): Promise<Order> {
  const res = await page.request.get(`/api/private/orders/${number}`)
  expect(res.status()).toBe(200)
  return ((await res.json()) as { order: Order }).order
}

const fakeCheckout = new RegExp(`^http://127\\.0\\.0\\.1:${STRIPE_PORT}/pay/cs_test_\\w+$`)

test.describe('card payment through Stripe Checkout', () => {
  test.describe.configure({ timeout: 120_000 })

  test('a card order goes to Checkout, comes back unpaid, pays, and its confirmation shows the payment authorised; staff capture it', async ({
    browser,
  }, info) => {
    const l = info.project.name as Lang
    const email = unique(l, 'stripe')
    const customer = await customerFor(email, 'CREDIT CARD')
    await contactFor(customer.id, addresses.pittsburgh)
    const context = await buyer(browser, l)
    const page = await context.newPage()
    await page.goto(words[l].home)
    await signIn(page, l, email, { first: 'Stella', last: 'Stripe' })
    await fillCart(page, email, [{ pn: 'PB22-XG1', qty: 2 }])
    await page.goto(paths[l].checkout)
    await expect(page.getByTestId('payment-card')).toBeChecked()
    const total = (await page.getByTestId('total-total').textContent())!.replace(/[^\d.]/g, '')
    await expectNoAxeViolations(page, 'checkout with Stripe on')

    // Placing the order sends the buyer to the (fake) Stripe Checkout page for the order's total.
    await press(page, page.getByTestId('place-order'))
    await expect(page).toHaveURL(fakeCheckout, { timeout: 15_000 })
    const checkoutUrl = page.url()
    await expect(page.getByTestId('fake-amount')).toHaveText(`${Number(total).toFixed(2)} USD`)

    // Cancelled at Stripe: back on the order, which offers to pay again.
    await page.getByRole('link', { name: 'Cancel' }).click()
    await expect(page).toHaveURL(new RegExp(`${paths[l].done}SY-\\d+\\?payment=cancelled$`))
    const number = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!)
    const note = page.getByTestId('order-payment-note')
    await expect(note).toContainText(words[l].cancelled)
    await expect(note).toHaveAttribute('data-payment', 'unpaid')
    await expectNoAxeViolations(page, 'the confirmation page of an unpaid card order')
    expect(await orderOf(page, number)).toMatchObject({ status: 'awaiting-card-payment', cardPaymentStatus: 'pending' })

    // The return URL proves nothing: claiming a return shows "waiting", never "authorised".
    await page.goto(`${paths[l].done}${number}?payment=return`)
    await expect(note).toHaveAttribute('data-payment', 'waiting')
    await expect(note).toContainText(words[l].waiting)
    await expectNoAxeViolations(page, 'the confirmation page waiting for the payment')

    // Pay again: the same open Checkout Session, then "Pay" (which delivers the signed webhook) and back.
    await page.goto(`${paths[l].done}${number}?payment=cancelled`)
    await expect(page.getByTestId('pay-card')).toHaveText(words[l].payNow)
    await press(page, page.getByTestId('pay-card'))
    await expect(page).toHaveURL(checkoutUrl)
    await page.getByRole('button', { name: 'Pay' }).click()
    await expect(page).toHaveURL(new RegExp(`${paths[l].done}${number}\\?payment=return$`))
    await expect(note).toHaveAttribute('data-payment', 'authorised')
    await expect(note).toContainText(words[l].authorised)
    await expect(page.getByTestId('pay-card')).toHaveCount(0)
    await expectNoAxeViolations(page, 'the confirmation page of an authorised card order')
    expect(await orderOf(page, number)).toMatchObject({ status: 'received', cardPaymentStatus: 'authorised' })

    // Staff capture it when it ships (the admin's "Capture now"), once.
    const { docs } = await api<{ docs: { id: number }[] }>('GET', `/orders?where[number][equals]=${number}&depth=0`)
    const updated = await api<{ doc: { cardPayment: { status: string; captureNow: boolean; capturedAt: string | null } } }>(
      'PATCH',
      `/orders/${docs[0].id}?depth=0`,
      {
        cardPayment: { captureNow: true },
      },
    )
    expect(updated.doc.cardPayment).toMatchObject({ status: 'captured', captureNow: false })
    expect(updated.doc.cardPayment.capturedAt).toBeTruthy()
    await page.reload()
    await expect(note).toHaveAttribute('data-payment', 'authorised')
    await context.close()
  })
})
