import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page } from '@playwright/test'

import { api, base } from './admin'
import type { Lang } from './content'

/** Countries the address forms offer and the server checks against (the e2e database starts without any). */
const COUNTRIES = [
  { alpha2: 'US', alpha3: 'USA', phoneCode: '1', en: 'United States', es: 'Estados Unidos' },
  { alpha2: 'CA', alpha3: 'CAN', phoneCode: '1', en: 'Canada', es: 'Canadá' },
  { alpha2: 'MX', alpha3: 'MEX', phoneCode: '52', en: 'Mexico', es: 'México' },
  { alpha2: 'DE', alpha3: 'DEU', phoneCode: '49', en: 'Germany', es: 'Alemania' },
]

type Found = { docs: { id: number }[] }
type Created = { doc: { id: number } }

export async function ensureCountries() {
  for (const c of COUNTRIES) {
    const existing = await api<Found>('GET', `/countries?where[alpha2][equals]=${c.alpha2}`)
    if (existing.docs[0]) continue
    const { doc } = await api<Created>('POST', '/countries?locale=en', {
      alpha2: c.alpha2,
      alpha3: c.alpha3,
      phoneCode: c.phoneCode,
      name: c.en,
    })
    await api('PATCH', `/countries/${doc.id}?locale=es`, { name: c.es })
  }
}

export type AddressData = {
  nameFirst: string
  nameLast: string
  nameCompany?: string
  phone1: string
  addressLine1: string
  addressCity: string
  addressState?: string
  addressPostalCode?: string
  addressCountry: string
}

export const addresses = {
  pittsburgh: {
    nameFirst: 'Pat',
    nameLast: 'Plant',
    nameCompany: 'Allegheny Controls',
    phone1: '412-555-0142',
    addressLine1: '100 Liberty Ave',
    addressCity: 'Pittsburgh',
    addressState: 'PA',
    addressPostalCode: '15222',
    addressCountry: 'US',
  },
  anchorage: {
    nameFirst: 'Alex',
    nameLast: 'North',
    nameCompany: 'Kenai Pumps',
    phone1: '907-555-0110',
    addressLine1: '500 W 6th Ave',
    addressCity: 'Anchorage',
    addressState: 'AK',
    addressPostalCode: '99501',
    addressCountry: 'US',
  },
  hamburg: {
    nameFirst: 'Greta',
    nameLast: 'Hafen',
    nameCompany: 'Elbe Automation GmbH',
    phone1: '+49 40 12345678',
    addressLine1: 'Hafenstrasse 12',
    addressCity: 'Hamburg',
    addressPostalCode: '20459',
    addressCountry: 'DE',
  },
} satisfies Record<string, AddressData>

let counter = 0

/**
 * A customer of its own for one test (so parallel tests never see each other's addresses),
 * and the web user of `email` buying for it.
 */
export async function customerFor(email: string, terms: 'NET 30' | 'CREDIT CARD') {
  const name = `e2e-${terms === 'NET 30' ? 'terms' : 'card'}-${Date.now()}-${counter++}`
  const { doc } = await api<Created>('POST', '/customers', { name, priceList: 'OEM', arTerm: terms, taxable: true, segment: 5 })
  await api('POST', '/web-users', { email, customers: [doc.id], primaryCustomer: doc.id })
  return { id: doc.id, name }
}

/** An address of a customer, written by the staff (as the ERP sync would). */
export async function contactFor(customerId: number, address: AddressData) {
  const { doc } = await api<Created>('POST', '/contacts', { customer: customerId, ...address })
  return doc.id
}

/** A part of its own for one test, so its price can change under the buyer. */
export async function partFor(listPrice: number) {
  const pn = `E2EC-${Date.now()}-${counter++}`
  const { doc } = await api<Created>('POST', '/parts', { pn, listPrice, pkgqty: 1 })
  return { id: doc.id, pn }
}

/** Puts lines in the signed-in buyer's saved cart (the page's own requests carry the session). */
export async function fillCart(page: Page, email: string, lines: { pn: string; qty: number }[]) {
  const res = await page.request.post('/api/private/hubKV', {
    headers: { Origin: base },
    data: {
      key: `${email}:liveCart`,
      feature: 'liveCart',
      version: 0,
      liveCart: { cartItems: lines.map((l) => ({ pn: l.pn, prod_quantity: l.qty })) },
    },
  })
  expect(res.status()).toBe(200)
}

/** Moves the focus with Tab (Shift+Tab when `back`) until `target` has it: proves it is reachable by keyboard. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  await expect(target).toBeVisible()
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(`not reachable by ${back ? 'Shift+Tab' : 'Tab'}: ${target}`)
}

/**
 * Chooses a radio button as a keyboard user does: Tab into the group (it stops on the
 * checked option, or the first when none is), then the arrow keys (Space on the first).
 */
export async function pickRadio(page: Page, options: Locator, target: Locator) {
  await expect(target).toBeVisible()
  for (let i = 0; i < 80 && !(await options.evaluateAll((els) => els.some((el) => el === document.activeElement))); i++) {
    await page.keyboard.press('Tab')
  }
  for (let i = 0; i < 20; i++) {
    if (await target.isChecked()) return
    const onTarget = await target.evaluate((el) => el === document.activeElement)
    await page.keyboard.press(onTarget ? 'Space' : 'ArrowDown')
  }
  throw new Error(`radio not reachable by keyboard: ${target}`)
}

/** Tabs to a control and presses it with Enter. */
export async function press(page: Page, target: Locator, key = 'Enter') {
  await tabTo(page, target)
  await page.keyboard.press(key)
}

/** Tabs to a field, clears it and types. */
export async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target)
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.press('Backspace')
  await page.keyboard.type(text)
}

/** Fills the address slide-over's form by keyboard alone (selects by typing their option's text). */
export async function typeAddress(page: Page, form: Locator, address: AddressData, countryName: string) {
  const field = (name: string) => form.getByTestId(`address-${name}`)
  await tabTo(page, field('addressCountry'))
  await page.keyboard.type(countryName)
  await expect(field('addressCountry')).toHaveValue(address.addressCountry)
  for (const name of ['nameFirst', 'nameLast', 'nameCompany', 'phone1', 'addressLine1', 'addressCity', 'addressPostalCode'] as const) {
    const value = address[name]
    if (value) await typeInto(page, field(name), value)
  }
  if (address.addressState) {
    await tabTo(page, field('addressState'))
    await page.keyboard.type(address.addressState)
    await expect(field('addressState')).toHaveValue(address.addressState)
  }
}

/** No axe violations on what the page shows now. */
export async function expectNoAxeViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe violations on ${what}`,
  ).toEqual([])
}

export const paths = {
  en: {
    checkout: '/checkout',
    done: '/checkout/done/',
    addresses: '/my-account/addresses',
    profile: '/my-account/profile',
    login: '/login',
  },
  es: {
    checkout: '/es/finalizar-compra',
    done: '/es/finalizar-compra/listo/',
    addresses: '/es/mi-cuenta/direcciones',
    profile: '/es/mi-cuenta/perfil',
    login: '/es/iniciar-sesion',
  },
} satisfies Record<Lang, Record<string, string>>
