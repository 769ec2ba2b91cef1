import { expect, test } from '@playwright/test'

import { buyer, signIn, unique } from './helpers/buyer'
import { addresses, contactFor, customerFor, expectNoAxeViolations, paths, press, tabTo, typeAddress, typeInto } from './helpers/checkout'
import type { Lang } from './helpers/content'

const words = {
  en: {
    us: 'United States',
    required: 'This field is required',
    zip: 'Enter a ZIP code of 5 digits',
    readOnly: 'Read-only',
    defaultBilling: 'Default billing address saved.',
    tab: 'Addresses',
  },
  es: {
    us: 'Estados Unidos',
    required: 'Este campo es obligatorio',
    zip: 'Escriba un código postal de 5 dígitos',
    readOnly: 'Solo lectura',
    defaultBilling: 'Dirección de facturación predeterminada guardada.',
    tab: 'Direcciones',
  },
}

/** An ERP record: its text holds W + 10 digits and it is not the customer's primary contact (docs/accounts.md). */
const erp = { ...addresses.pittsburgh, nameCompany: 'Allegheny Controls W0000012345', addressLine1: '1 ERP Way' }

test.describe('address book', () => {
  test.describe.configure({ timeout: 120_000 })

  test('add, edit, read-only and remove, by keyboard alone, with 0 axe violations', async ({ browser }, info) => {
    const l = info.project.name as Lang
    const w = words[l]
    const email = unique(l, 'addresses')
    const customer = await customerFor(email, 'NET 30')
    await contactFor(customer.id, erp)

    const context = await buyer(browser, l)
    const page = await context.newPage()
    await page.goto(l === 'en' ? '/' : '/es')
    await signIn(page, l, email, { first: 'Ada', last: 'Address' })
    await page.goto(paths[l].addresses)
    await expect(page.getByRole('link', { name: w.tab })).toHaveAttribute('aria-current', 'page')
    const book = page.getByTestId('address-book')
    await expect(book.getByTestId('book-item')).toHaveCount(1)
    await expectNoAxeViolations(page, 'the address book')

    // Read-only: marked, no edit or remove, but it can be a default.
    const readOnly = book.getByTestId('book-item').first()
    await expect(readOnly.getByTestId('book-readonly')).toHaveText(w.readOnly)
    await expect(readOnly.getByTestId('book-edit')).toHaveCount(0)
    await expect(readOnly.getByTestId('book-remove')).toHaveCount(0)

    // Add: the slide-over's new form; an empty submit marks the required fields.
    await press(page, book.getByTestId('address-book-add'))
    const panel = page.getByTestId('address-panel')
    const form = panel.getByTestId('address-form')
    await expect(form).toBeVisible()
    await expect(form.getByTestId('address-nameFirst')).toBeFocused()
    await expectNoAxeViolations(page, 'the new-address form')
    await press(page, form.getByTestId('address-save'))
    await expect(form.getByTestId('address-nameFirst-error')).toHaveText(w.required)
    await expect(form.getByTestId('address-nameFirst')).toBeFocused()
    await expectNoAxeViolations(page, 'the new-address form with errors')
    // A wrong ZIP is told 300 ms after typing, without leaving the field.
    await typeInto(page, form.getByTestId('address-addressPostalCode'), '152')
    await expect(form.getByTestId('address-addressPostalCode-error')).toContainText(w.zip)
    await typeAddress(page, form, addresses.pittsburgh, w.us)
    await expect(form.getByTestId('address-addressPostalCode-error')).toHaveCount(0)
    await press(page, form.getByTestId('address-save'))
    // Back to the list; the new address is there and (no default yet) became the default shipping address.
    await expect(panel.getByTestId('address-item')).toHaveCount(2)
    await expect(panel.getByTestId('address-item').filter({ hasText: '100 Liberty Ave' }).getByTestId('address-chosen')).toBeVisible()

    // Tabs: arrow keys move between shipping and billing; the read-only address becomes the default billing one.
    await tabTo(page, panel.getByTestId('address-tab-shipping'), { back: true })
    await page.keyboard.press('ArrowRight')
    await expect(panel.getByTestId('address-tab-billing')).toBeFocused()
    await expect(panel.getByTestId('address-tab-billing')).toHaveAttribute('aria-selected', 'true')
    const erpItem = panel.getByTestId('address-item').filter({ hasText: '1 ERP Way' })
    await expect(erpItem.getByTestId('address-edit')).toHaveCount(0)
    await press(page, erpItem.getByTestId('address-choose'))
    await expect(page.getByText(w.defaultBilling)).toBeVisible()
    await expect(erpItem.getByTestId('address-chosen')).toBeVisible()
    await expectNoAxeViolations(page, 'the address slide-over')
    // Escape closes it and gives the focus back to the button that opened it.
    await page.keyboard.press('Escape')
    await expect(panel).toHaveCount(0)
    await expect(book.getByTestId('address-book-add')).toBeFocused()
    await expect(book.getByTestId('default-billing')).toContainText('1 ERP Way')
    await expect(book.getByTestId('default-shipping')).toContainText('100 Liberty Ave')

    // Edit: the city changes; the server keeps it.
    const mine = book.getByTestId('book-item').filter({ hasText: '100 Liberty Ave' })
    await press(page, mine.getByTestId('book-edit'))
    await expect(form.getByTestId('address-addressCity')).toHaveValue('Pittsburgh')
    await typeInto(page, form.getByTestId('address-addressCity'), 'Bethel Park')
    await typeInto(page, form.getByTestId('address-addressPostalCode'), '15102')
    await press(page, form.getByTestId('address-save'))
    await expect(panel.getByTestId('address-item').filter({ hasText: 'Bethel Park' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(mine).toContainText('Bethel Park')
    await page.reload()
    await expect(book.getByTestId('book-item').filter({ hasText: 'Bethel Park' })).toBeVisible()

    // The server refuses to change a read-only address (403), whatever the page offers.
    const erpId = await book.getByTestId('book-item').filter({ hasText: '1 ERP Way' }).getAttribute('data-id')
    const patch = await page.request.patch(`/api/private/contacts/${erpId}`, {
      headers: { Origin: new URL(page.url()).origin },
      data: { addressCity: 'Elsewhere' },
    })
    expect(patch.status()).toBe(403)

    // Remove: the confirmation dialog; Escape keeps the address, confirming removes it.
    await press(page, book.getByTestId('book-item').filter({ hasText: 'Bethel Park' }).getByTestId('book-remove'))
    const dialog = panel.getByTestId('address-remove-dialog')
    await expect(dialog.getByTestId('address-remove-dialog-cancel')).toBeFocused()
    await expectNoAxeViolations(page, 'the remove dialog')
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(panel).toBeVisible()
    const item = panel.getByTestId('address-item').filter({ hasText: 'Bethel Park' })
    await press(page, item.getByTestId('address-remove'))
    await press(page, dialog.getByTestId('address-remove-dialog-confirm'))
    await expect(panel.getByTestId('address-item')).toHaveCount(1)
    await page.keyboard.press('Escape')
    await expect(book.getByTestId('book-item')).toHaveCount(1)
    await context.close()
  })

  test('a visitor is sent to sign in first', async ({ browser }, info) => {
    const l = info.project.name as Lang
    const context = await buyer(browser, l)
    const page = await context.newPage()
    await page.goto(paths[l].addresses)
    await expect(page).toHaveURL(new RegExp(`${paths[l].login}$`))
    await context.close()
  })
})
