import fs from 'node:fs'

import { expect, test } from '@playwright/test'
import { simpleParser } from 'mailparser'

import { adminAuth, api, base } from './helpers/admin'
import { buyer, signIn, unique } from './helpers/buyer'
import { addresses, contactFor, customerFor, expectNoAxeViolations, fillCart, paths, press, typeInto } from './helpers/checkout'
import type { Lang } from './helpers/content'
import { mailsTo } from './helpers/services'

import { pdfText } from '../helpers/pdfText'

/**
 * After the order (issue 14): the confirmation mail reaches the buyer (and the shop's order
 * inbox) with the order PDF attached, in the checkout's language; the PDF downloads from the
 * confirmation and order pages, for staff too, and is another buyer's 404.
 */
const INBOX = 'order-inbox@example.test'
const words = {
  en: {
    home: '/',
    order: '/my-account/orders/',
    subject: (n: string) => `Order ${n} received: thank you`,
    heading: (n: string) => `Thank you for your order ${n}`,
    po: 'PO number: ',
    onAccount: 'On account',
    pdfName: (n: string) => `order-${n}.pdf`,
    pdfTitle: (n: string) => `Order ${n}`,
    billTo: 'Bill to',
    download: 'Download the order PDF',
  },
  es: {
    home: '/es',
    order: '/es/mi-cuenta/pedidos/',
    subject: (n: string) => `Pedido ${n} recibido: gracias`,
    heading: (n: string) => `Gracias por su pedido ${n}`,
    po: 'Número de OC: ',
    onAccount: 'A crédito',
    pdfName: (n: string) => `pedido-${n}.pdf`,
    pdfTitle: (n: string) => `Pedido ${n}`,
    billTo: 'Facturar a',
    download: 'Descargar el PDF del pedido',
  },
}

test.describe('order mail and PDF', () => {
  test.describe.configure({ timeout: 150_000 })

  test.beforeAll(async () => {
    await api('POST', '/globals/site-settings', { orderInbox: INBOX })
  })

  test('the confirmation mail arrives with its PDF; the PDF downloads for the buyer and staff, and is 404 to another buyer', async ({
    browser,
  }, info) => {
    const l = info.project.name as Lang
    const w = words[l]
    const email = unique(l, 'mailpdf')
    const customer = await customerFor(email, 'NET 30')
    await contactFor(customer.id, addresses.pittsburgh)
    const context = await buyer(browser, l)
    const page = await context.newPage()
    await page.goto(w.home)
    await signIn(page, l, email, { first: 'Mara', last: 'Mail' })
    await fillCart(page, email, [{ pn: 'PB22-XG1', qty: 4 }])
    await page.goto(paths[l].checkout)
    await expect(page.getByTestId('payment-terms')).toBeChecked()
    const po = `PO-MAIL-${l}`
    await typeInto(page, page.getByTestId('po-number'), po)
    const total = (await page.getByTestId('total-total').textContent())!
    await press(page, page.getByTestId('place-order'))
    await expect(page).toHaveURL(new RegExp(`${paths[l].done}[A-Z]+-\\d+$`), { timeout: 15_000 })
    const number = decodeURIComponent(page.url().split('/').pop()!)

    // The confirmation page offers the PDF.
    const link = page.getByTestId('order-pdf')
    await expect(link).toHaveText(w.download)
    await expectNoAxeViolations(page, 'the confirmation page with its PDF link')
    const fromConfirmation = page.waitForEvent('download')
    await press(page, link)
    const download = await fromConfirmation
    expect(download.suggestedFilename()).toBe(w.pdfName(number))

    // The mail, in the checkout's language, with the PDF attached.
    await expect.poll(() => mailsTo(email).filter((m) => m.subject === w.subject(number)).length, { timeout: 45_000 }).toBe(1)
    const raw = mailsTo(email).find((m) => m.subject === w.subject(number))!.raw
    const mail = await simpleParser(raw)
    expect(mail.text).toContain(w.po + po)
    expect(mail.text).toContain('PB22-XG1')
    expect(mail.text).toContain(w.onAccount)
    expect(mail.text).toContain(total.trim())
    expect(mail.text).toContain('100 Liberty Ave')
    expect(mail.html || '').toContain(w.heading(number))
    expect(mail.attachments).toHaveLength(1)
    const [attachment] = mail.attachments
    expect(attachment.contentType).toBe('application/pdf')
    expect(attachment.filename).toBe(w.pdfName(number))
    const attached = await pdfText(attachment.content)
    expect(attached.title).toBe(w.pdfTitle(number))
    for (const expected of [number, po, 'PB22-XG1', w.billTo, 'Allegheny Controls', total.trim()]) expect(attached.text).toContain(expected)

    // A copy for the shop's order inbox (set in the admin's site settings).
    await expect.poll(() => mailsTo(INBOX).filter((m) => m.subject.includes(number)).length, { timeout: 30_000 }).toBe(1)

    // The order page: the link, keyboard-reachable, downloads the same document.
    await page.goto(w.order + number)
    await expect(page.getByTestId('order-page')).toBeVisible()
    await expectNoAxeViolations(page, 'the order page with its PDF link')
    const fromOrderPage = page.waitForEvent('download')
    await press(page, page.getByTestId('order-pdf'))
    const fromPage = await fromOrderPage
    const downloaded = await pdfText(fs.readFileSync((await fromPage.path())!))
    expect(downloaded.title).toBe(w.pdfTitle(number))
    expect(downloaded.text).toContain(po)
    const res = await page.request.get(`/api/private/orders/${number}/pdf`)
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toBe('application/pdf')
    expect(res.headers()['content-disposition']).toBe(`attachment; filename="${w.pdfName(number)}"`)

    // Staff signed into the admin get it too; nobody signed in gets 401.
    const staff = await fetch(`${base}/api/private/orders/${number}/pdf`, { headers: await adminAuth() })
    expect(staff.status).toBe(200)
    expect((await pdfText(new Uint8Array(await staff.arrayBuffer()))).text).toContain(number)
    expect((await fetch(`${base}/api/private/orders/${number}/pdf`)).status).toBe(401)

    // Another buyer: 404, as for an order that does not exist.
    const otherEmail = unique(l, 'mailpdf-other')
    await contactFor((await customerFor(otherEmail, 'NET 30')).id, addresses.pittsburgh)
    const otherContext = await buyer(browser, l)
    const other = await otherContext.newPage()
    await other.goto(w.home)
    await signIn(other, l, otherEmail, { first: 'Otto', last: 'Other' })
    const refused = await other.request.get(`/api/private/orders/${number}/pdf`)
    expect(refused.status()).toBe(404)
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('not-found')
    expect((await other.request.get('/api/private/orders/SY-999999/pdf')).status()).toBe(404)
    await otherContext.close()
    await context.close()
  })
})
