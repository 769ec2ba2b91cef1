import fs from 'node:fs'

import { expect, test, type Page } from '@playwright/test'

import { api } from './helpers/admin'
import { buyer, signIn, unique } from './helpers/buyer'
import {
  addresses,
  contactFor,
  customerFor,
  expectNoAxeViolations,
  fillCart,
  partFor,
  paths,
  press,
  tabTo,
  typeInto,
} from './helpers/checkout'
import type { Lang } from './helpers/content'

/**
 * Request a quote (issue 30), the buyer's side, in both languages: a signed-in buyer asks from
 * the cart (by keyboard, a refusal next to its field first), the staff answer over REST, the
 * buyer reads the answer, asks for a revision, the staff send version 2 (an alternate part, a
 * line not quoted), the buyer accepts by keyboard, the cart holds the quoted lines at the
 * quoted prices and checkout orders them. Another company's buyer gets a 404; a visitor is
 * offered the sign-in. Screenshots of the list, the quote and the form at 390 and 1280 px.
 */

/** Where `shoot` writes its PNGs when asked (E2E_SHOTS=dir); a CI run takes none. */
const SHOTS = process.env.E2E_SHOTS

const words = {
  en: {
    home: '/',
    cart: '/cart',
    quickOrder: '/quick-order',
    savedCarts: '/my-account/saved-carts',
    quotes: '/my-account/quotes',
    quote: '/my-account/quotes/',
    requested: /^Quote Q-\d{6,9} requested$/,
    qtyRequired: 'Enter a quantity.',
    statusRequested: 'Requested',
    statusQuoted: 'Quoted',
    statusRevision: 'Revision requested',
    statusAccepted: 'Accepted',
    statusOrdered: 'Ordered',
    statusDeclined: 'Declined',
    meaningQuoted: 'Your prices and lead times are ready.',
    days: '10 business days',
    shipsBy: 'Ships by',
    noQuote: 'No quote: Discontinued by the maker',
    revisionRequired: 'Tell us what should change.',
    inCart: '2 lines are in your cart at the quoted prices.',
    quoteLine: 'Quote ',
    signIn: 'Sign in to request a quote',
    project: 'Line 4 retrofit',
    offered: (alt: string, pn: string) => `${alt} offered for ${pn}`,
    cap: 'covers up to 10',
    version1: 'Version 1',
  },
  es: {
    home: '/es',
    cart: '/es/carrito',
    quickOrder: '/es/pedido-rapido',
    savedCarts: '/es/mi-cuenta/carritos-guardados',
    quotes: '/es/mi-cuenta/cotizaciones',
    quote: '/es/mi-cuenta/cotizaciones/',
    requested: /^Cotización Q-\d{6,9} solicitada$/,
    qtyRequired: 'Indique una cantidad.',
    statusRequested: 'Solicitada',
    statusQuoted: 'Cotizada',
    statusRevision: 'Revisión solicitada',
    statusAccepted: 'Aceptada',
    statusOrdered: 'Pedido realizado',
    statusDeclined: 'Rechazada',
    meaningQuoted: 'Sus precios y plazos de entrega están listos.',
    days: '10 días hábiles',
    shipsBy: 'Se envía a más tardar el',
    noQuote: 'Sin cotización: Discontinued by the maker',
    revisionRequired: 'Indíquenos qué debe cambiar.',
    inCart: '2 líneas están en su carrito a los precios cotizados.',
    quoteLine: 'Cotización ',
    signIn: 'Inicie sesión para solicitar una cotización',
    project: 'Reforma de la línea 4',
    offered: (alt: string, pn: string) => `${alt} ofrecida en lugar de ${pn}`,
    cap: 'cubre hasta 10',
    version1: 'Versión 1',
  },
} satisfies Record<Lang, Record<string, unknown>>

type Found = { docs: { id: number; lines: { id: string; pn: string }[] }[] }

/** The quote's document as the staff's REST reads it. */
async function staffQuote(number: string) {
  const { docs } = await api<Found>('GET', `/quotes?where[number][equals]=${number}&depth=0`)
  expect(docs).toHaveLength(1)
  return docs[0]
}

/** A day `days` from today, as the API and a date input's value write it. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** No axe violations at 1280 px in the light theme, and at 390 px in the dark one. */
async function axe(page: Page, what: string) {
  await expectNoAxeViolations(page, what)
  await page.setViewportSize({ width: 390, height: 900 })
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await expectNoAxeViolations(page, `${what}, 390 px, dark`)
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(page.locator('html')).toHaveClass(/\blight\b/)
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** A one-page PDF with its cross-reference table (Payload refuses a PDF without one). */
function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ]
  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((o, i) => {
    offsets.push(out.length)
    out += `${i + 1} 0 obj\n${o}\nendobj\n`
  })
  const xref = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}

/**
 * Full-page PNGs of what the page shows at a phone's and a desktop's width, from the top. A
 * panel (`panel`: the request form's) scrolls inside itself: the window is made as tall as its content.
 */
async function shoot(page: Page, l: Lang, what: string, panel?: string) {
  if (!SHOTS) return
  fs.mkdirSync(SHOTS, { recursive: true })
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    const height = panel ? await page.getByTestId(panel).evaluate((el) => el.scrollHeight) : 900
    await page.setViewportSize({ width, height: Math.max(900, height) })
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.waitForTimeout(200)
    await page.screenshot({ path: `${SHOTS}/${what}-${l}-${width}.png`, fullPage: !panel })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test.describe('quotes', () => {
  test.describe.configure({ timeout: 240_000 })

  test(
    'a buyer requests a quote from the cart, asks a revision, accepts version 2 and orders it',
    { tag: '@both' },
    async ({ browser }, info) => {
      const l = info.project.name as Lang
      const w = words[l]
      const [a, b, d, c] = [await partFor(20), await partFor(10), await partFor(5), await partFor(9)]
      const email = unique(l, 'quotes')
      const customer = await customerFor(email, 'NET 30')
      await contactFor(customer.id, addresses.pittsburgh)
      const context = await buyer(browser, l)
      const page = await context.newPage()
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto(w.home)
      await signIn(page, l, email, { first: 'Quinn', last: 'Quote' })

      // The empty list.
      await page.goto(w.quotes)
      await expect(page.getByTestId('quotes-empty')).toBeVisible()

      // Ask from the cart, by keyboard.
      await fillCart(page, email, [
        { pn: a.pn, qty: 10 },
        { pn: b.pn, qty: 4 },
        { pn: d.pn, qty: 2 },
      ])
      await page.goto(w.cart)
      await expect(page.getByTestId('cart-line')).toHaveCount(3)
      await press(page, page.getByTestId('request-quote'))
      const panel = page.getByTestId('quote-request-panel')
      await expect(panel.getByTestId('quote-request-line')).toHaveCount(3)
      const line = (pn: string) => panel.locator(`[data-testid="quote-request-line"][data-pn="${pn}"]`)
      await typeInto(page, line(b.pn).getByTestId('quote-request-qty'), '')
      await typeInto(page, line(a.pn).getByTestId('quote-request-target'), '14.50')
      await typeInto(page, line(a.pn).getByTestId('quote-request-line-note'), 'Panel 3')
      await typeInto(page, panel.getByTestId('quote-request-project'), w.project)
      const needBy = dayFromNow(30)
      const [y, m, dd] = needBy.split('-')
      await tabTo(page, panel.getByTestId('quote-request-need-by'))
      // Chromium lays a date field out in its own language's order (month, day, year here), whatever the page's.
      await page.keyboard.type(`${m}${dd}${y}`)
      await expect(panel.getByTestId('quote-request-need-by')).toHaveValue(needBy)
      await typeInto(page, panel.getByTestId('quote-request-note'), 'Two panels, one shipment.')
      await panel.getByTestId('quote-request-files').setInputFiles({
        name: `panel-layout-${l}.pdf`,
        mimeType: 'application/pdf',
        buffer: tinyPdf(),
      })
      await expect(panel.getByTestId('quote-request-file-list')).toContainText(`panel-layout-${l}.pdf`)
      // A quantity left empty is refused next to its field, in the buyer's language, and focused.
      await press(page, panel.getByTestId('quote-request-send'))
      await expect(line(b.pn).getByTestId('quote-field-error')).toHaveText(w.qtyRequired)
      await expect(line(b.pn).getByTestId('quote-request-qty')).toBeFocused()
      await expect(line(b.pn).getByTestId('quote-request-qty')).toHaveAttribute('aria-invalid', 'true')
      await axe(page, 'the quote request form')
      await shoot(page, l, 'request-form', 'quote-request-panel')
      await page.keyboard.type('6')
      await press(page, panel.getByTestId('quote-request-send'))
      const requested = panel.getByTestId('quote-requested')
      // The request's files are written with it: on a loaded machine the answer may take a few seconds.
      await expect(requested.getByRole('heading')).toHaveText(w.requested, { timeout: 20_000 })
      await expect(requested.getByRole('heading')).toBeFocused()
      const number = (await requested.getAttribute('data-number'))!
      // The cart is kept.
      await press(page, panel.getByTestId('quote-request-panel-close'))
      await expect(page.getByTestId('cart-line')).toHaveCount(3)

      // The staff answer over REST.
      const doc = await staffQuote(number)
      const expiresAt = dayFromNow(20)
      await api('PATCH', `/quotes/${doc.id}`, {
        status: 'quoted',
        expiresAt,
        staffNote: 'Prices hold for 20 days.',
        lines: [
          { quotedPrice: 15, leadTimeDays: 10 },
          { quotedPrice: 8, leadTimeDays: 5 },
          { noQuote: true, noQuoteReason: 'Discontinued by the maker' },
        ],
      })

      // The buyer reads the answer.
      await page.goto(w.quotes)
      const row = page.locator(`[data-testid="quotes-row"][data-number="${number}"]`)
      await expect(row.getByTestId('quotes-status')).toHaveText(w.statusQuoted)
      await expect(row.getByTestId('quotes-project')).toHaveText(w.project)
      await expect(row.getByTestId('quotes-total')).toHaveText('$198.00')
      await expect(row.getByTestId('quotes-lines')).toHaveText('3')
      await row.getByTestId('quotes-link').click()
      await expect(page).toHaveURL(new RegExp(`${w.quote}${number}$`))
      const quote = page.getByTestId('quote-page')
      await expect(quote.getByTestId('quote-status')).toHaveText(w.statusQuoted)
      await expect(quote.getByTestId('quote-meaning')).toContainText(w.meaningQuoted)
      const quoted = (pn: string) => page.locator(`[data-testid="quote-lines"] [data-testid="quote-line"][data-pn="${pn}"]`)
      await expect(quoted(a.pn).getByTestId('quote-line-price')).toHaveText(/\$15\.00$/)
      await expect(quoted(a.pn).getByTestId('quote-line-target')).toHaveText(/\$14\.50$/)
      await expect(quoted(a.pn).getByTestId('quote-line-total')).toHaveText(/\$150\.00$/)
      await expect(quoted(a.pn).getByTestId('quote-line-lead')).toContainText(w.days)
      await expect(quoted(a.pn).getByTestId('quote-line-lead')).toContainText(w.shipsBy)
      await expect(quoted(b.pn).getByTestId('quote-line-qty')).toHaveText(/6$/)
      await expect(quoted(d.pn).getByTestId('quote-line-no-quote')).toHaveText(w.noQuote)
      await expect(quote.getByTestId('quote-total')).toHaveText('$198.00')
      await expect(quote.getByTestId('quote-staff-note')).toContainText('Prices hold for 20 days.')
      await expect(quote.getByTestId('quote-project')).toHaveText(w.project)
      await expect(quote.getByTestId('quote-note')).toHaveText('Two panels, one shipment.')
      const attachment = quote.getByTestId('quote-attachment')
      await expect(attachment).toHaveText(`panel-layout-${l}.pdf`)
      const file = await page.request.get((await attachment.getAttribute('href'))!)
      expect(file.status()).toBe(200)
      expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-')

      // A revision, asked by keyboard; an empty message is refused next to the box.
      await press(page, page.getByTestId('quote-revise'))
      await expect(page.getByTestId('quote-revision-message')).toBeFocused()
      await press(page, page.getByTestId('quote-revision-send'))
      await expect(page.getByTestId('quote-revision-error')).toHaveText(w.revisionRequired)
      await expect(page.getByTestId('quote-revision-message')).toBeFocused()
      await page.keyboard.type('Can you do better on the first line?')
      await press(page, page.getByTestId('quote-revision-send'))
      await expect(page.getByTestId('quote-revision-sent')).toBeVisible()
      await expect(quote.getByTestId('quote-status')).toHaveText(w.statusRevision)
      await expect(page.getByTestId('quote-history')).toContainText('Can you do better on the first line?')

      // Version 2: a better price, an alternate part for the second line.
      await api('PATCH', `/quotes/${doc.id}`, {
        status: 'quoted',
        expiresAt,
        staffNote: 'Version 2: the alternate ships sooner.',
        lines: [
          { quotedPrice: 14, leadTimeDays: 10 },
          { quotedPrice: 7.5, leadTimeDays: 3, alternatePn: c.pn },
          { noQuote: true, noQuoteReason: 'Discontinued by the maker' },
        ],
      })
      await page.reload()
      await expect(quote.getByTestId('quote-status')).toHaveText(w.statusQuoted)
      await expect(quote.getByTestId('quote-version')).toContainText('2')
      await expect(quoted(b.pn).getByTestId('quote-line-alternate')).toHaveText(w.offered(c.pn, b.pn))
      await expect(quoted(b.pn).getByTestId('quote-line-pn')).toHaveText(c.pn)
      await expect(quote.getByTestId('quote-total')).toHaveText('$185.00')
      const earlier = page.getByTestId('quote-version-earlier')
      await expect(earlier).toHaveCount(1)
      await expect(earlier.locator('summary')).toContainText(w.version1)
      await press(page, earlier.locator('summary'))
      await expect(earlier.getByTestId('quote-version-lines').locator(`[data-pn="${a.pn}"] [data-testid="quote-line-price"]`)).toHaveText(
        /\$15\.00$/,
      )
      await expect(page.getByTestId('quote-history-entry')).toHaveCount(4)
      await axe(page, 'the quote page')
      await shoot(page, l, 'quote')

      // Accept by keyboard: the quoted lines go into the cart at the quoted prices.
      await press(page, page.getByTestId('quote-accept'))
      await expect(page.getByTestId('quote-accepted')).toHaveText(new RegExp(w.inCart))
      await expect(page.getByTestId('quote-action-result')).toBeFocused()
      await expect(quote.getByTestId('quote-status')).toHaveText(w.statusAccepted)
      await press(page, page.getByTestId('quote-go-cart'))
      await expect(page).toHaveURL(new RegExp(`${w.cart}$`))
      const cartLine = (pn: string) => page.locator(`[data-testid="cart-line"][data-pn="${pn}"]`)
      await expect(cartLine(a.pn).getByTestId('line-quote')).toContainText(`${w.quoteLine}${number}`)
      await expect(cartLine(a.pn).getByTestId('line-price')).toHaveText(/^\$14\.00/)
      await expect(cartLine(c.pn).getByTestId('line-price')).toHaveText(/^\$7\.50/)
      await expect(cartLine(c.pn).getByTestId('line-total')).toHaveText('$45.00')
      // Other lines stay, priced as usual, and carry no quote.
      await expect(cartLine(b.pn).getByTestId('line-price')).toHaveText(/^\$10\.00/)
      await expect(cartLine(d.pn).getByTestId('line-price')).toHaveText(/^\$5\.00/)
      await expect(cartLine(d.pn).getByTestId('line-quote')).toHaveCount(0)
      // The quoted quantity is the most: + stops there, a larger typed quantity is refused.
      await expect(cartLine(a.pn).getByTestId('qty-plus')).toBeDisabled()
      await typeInto(page, cartLine(a.pn).getByTestId('qty-input'), '20')
      await page.keyboard.press('Enter')
      await expect(cartLine(a.pn).getByTestId('qty-note')).toContainText(w.cap)
      await expect(cartLine(a.pn).getByTestId('qty-input')).toHaveValue('10')
      await expect(page.getByTestId('total-subtotal')).toHaveText('$235.00')
      await shoot(page, l, 'cart')

      // Checkout places the order at the quoted prices; the quote is ordered.
      await page.goto(paths[l].checkout)
      await expect(page.getByTestId('total-subtotal')).toHaveText('$235.00')
      await typeInto(page, page.getByTestId('po-number'), `PO-Q-${l}`)
      await press(page, page.getByTestId('place-order'))
      await expect(page).toHaveURL(new RegExp(`${paths[l].done}[A-Z]+-\\d+$`), { timeout: 15_000 })
      await page.goto(`${w.quote}${number}`)
      await expect(quote.getByTestId('quote-status')).toHaveText(w.statusOrdered)
      await expect(quote.getByTestId('quote-order')).toBeVisible()
      // The order's quoted lines name their quote.
      await quote.getByTestId('quote-order').getByRole('link').click()
      await expect(page.locator(`[data-testid="order-line"][data-pn="${a.pn}"]`).getByTestId('order-line-quote')).toHaveText(
        `${w.quoteLine}${number}`,
      )
      await expect(page.locator(`[data-testid="order-line"][data-pn="${d.pn}"]`).getByTestId('order-line-quote')).toHaveCount(0)

      // The list, newest first, with the quote ordered.
      await page.goto(w.quotes)
      await expect(row.getByTestId('quotes-status')).toHaveText(w.statusOrdered)
      await axe(page, 'the quotes list')
      await shoot(page, l, 'list')
      await context.close()
    },
  )

  test(
    'requests from a BOM paste and a saved cart, a decline; another company’s quote is a 404; a visitor is offered the sign-in',
    { tag: '@both' },
    async ({ browser }, info) => {
      const l = info.project.name as Lang
      const w = words[l]
      const [part, second] = [await partFor(12), await partFor(3)]
      const owner = unique(l, 'quote-owner')
      await customerFor(owner, 'NET 30')
      const ownerContext = await buyer(browser, l)
      const ownerPage = await ownerContext.newPage()
      await ownerPage.goto(w.home)
      await signIn(ownerPage, l, owner, { first: 'Olga', last: 'Owner' })
      // From the quick order's BOM paste: its matched lines, at the quantities they would go in the cart with.
      await ownerPage.goto(w.quickOrder)
      await ownerPage.getByTestId('bom-input').fill(`${part.pn} 3\n${second.pn}, 4`)
      await ownerPage.getByTestId('bom-check').click()
      await expect(ownerPage.getByTestId('bom-resolved').locator('tbody tr')).toHaveCount(2)
      await press(ownerPage, ownerPage.getByTestId('bom-quote'))
      const panel = ownerPage.getByTestId('quote-request-panel')
      await expect(panel.getByTestId('quote-request-line')).toHaveCount(2)
      await expect(panel.locator(`[data-testid="quote-request-line"][data-pn="${part.pn}"]`).getByTestId('quote-request-qty')).toHaveValue(
        '3',
      )
      await press(ownerPage, panel.getByTestId('quote-request-send'))
      const number = (await panel.getByTestId('quote-requested').getAttribute('data-number'))!
      const made = await ownerPage.request.get(`/api/private/quotes/${number}`)
      expect(made.status()).toBe(200)
      expect(((await made.json()) as { quote: { lines: { pn: string; qty: number }[] } }).quote.lines).toEqual([
        expect.objectContaining({ pn: part.pn, qty: 3 }),
        expect.objectContaining({ pn: second.pn, qty: 4 }),
      ])
      await press(ownerPage, panel.getByTestId('quote-request-panel-close'))

      // From a saved cart: its lines.
      await fillCart(ownerPage, owner, [{ pn: second.pn, qty: 7 }])
      await ownerPage.goto(w.cart)
      await typeInto(ownerPage, ownerPage.getByTestId('save-cart-name'), 'Panel 9')
      await press(ownerPage, ownerPage.getByTestId('save-cart'))
      await ownerPage.goto(w.savedCarts)
      await press(ownerPage, ownerPage.locator('[data-testid="saved-cart"][data-name="Panel 9"]').getByTestId('saved-cart-quote'))
      await expect(panel.getByTestId('quote-request-line')).toHaveCount(1)
      await expect(panel.getByTestId('quote-request-qty')).toHaveValue('7')
      await press(ownerPage, panel.getByTestId('quote-request-panel-close'))

      await ownerPage.goto(`${w.quote}${number}`)
      await expect(ownerPage.getByTestId('quote-status')).toHaveText(w.statusRequested)
      // Declined by keyboard, after a confirmation: no action is left.
      await press(ownerPage, ownerPage.getByTestId('quote-decline'))
      await expect(ownerPage.getByTestId('quote-decline-dialog-cancel')).toBeFocused()
      await press(ownerPage, ownerPage.getByTestId('quote-decline-dialog-confirm'))
      await expect(ownerPage.getByTestId('quote-declined')).toBeVisible()
      await expect(ownerPage.getByTestId('quote-status')).toHaveText(w.statusDeclined)
      await expect(ownerPage.getByTestId('quote-accept')).toHaveCount(0)
      await expect(ownerPage.getByTestId('quote-decline')).toHaveCount(0)
      await ownerContext.close()

      const other = unique(l, 'quote-other')
      await customerFor(other, 'NET 30')
      const context = await buyer(browser, l)
      const page = await context.newPage()
      await page.goto(w.home)
      await signIn(page, l, other, { first: 'Otto', last: 'Other' })
      const res = await page.goto(`${w.quote}${number}`)
      expect(res?.status()).toBe(404)
      await page.goto(w.quotes)
      await expect(page.getByTestId('quotes-empty')).toBeVisible()
      await context.close()

      const visitor = await buyer(browser, l)
      const guest = await visitor.newPage()
      await guest.goto(w.home)
      await guest.evaluate(
        (pn) => localStorage.setItem('switchyard.cart.guest', JSON.stringify({ cartItems: [{ pn, prod_quantity: 2 }] })),
        part.pn,
      )
      await guest.goto(w.cart)
      await expect(guest.getByTestId('request-quote-signin')).toHaveText(w.signIn)
      await press(guest, guest.getByTestId('request-quote-signin'))
      await expect(guest.getByTestId('signin-email')).toBeVisible()
      await visitor.close()
    },
  )
})
