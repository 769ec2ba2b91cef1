import { expect, test, type Page } from '@playwright/test'
import { simpleParser } from 'mailparser'

import { api } from './helpers/admin'
import { expectNoAxeViolations } from './helpers/checkout'
import type { Lang } from './helpers/content'
import { mailsTo } from './helpers/services'

/**
 * Competitor and old numbers in the BOM paste (issue 29), in both languages: an exact cross and
 * an old number join the cart with their note; a functional cross names what differs and joins
 * only once the buyer confirms it (by keyboard); an unknown number is sent to the staff with
 * "ask us for a cross" (a bad e-mail refused in the buyer's language), and the staff's cross
 * then reaches the buyer by mail in that language.
 */

const INBOX = 'order-inbox@example.test'
const PARTS = [
  { pn: 'XQ-PB-G', listPrice: 21, pkgqty: 1, attributes: { color: { en: 'Green', es: 'Verde' }, voltage: '24 V' } },
  { pn: 'XQ-PB-R', listPrice: 22, pkgqty: 1, attributes: { color: { en: 'Red', es: 'Rojo' }, voltage: '24 V' } },
  { pn: 'XQ-RL-24', listPrice: 9, pkgqty: 1, attributes: {} },
]

const words = {
  en: {
    path: '/quick-order',
    exact: 'Schneider Electric XB4-XQ31 → our XQ-PB-G: exact equivalent',
    functional: 'Allen-Bradley 800F-XQ2R → our XQ-PB-R: functional equivalent',
    differs: 'Color: Green there, Red here',
    replaced: 'XQ-OLD-1 was replaced by XQ-RL-24',
    add: (n: number) => `Add ${n} lines to cart`,
    waiting: '1 line waits for your confirmation',
    added: '3 lines added to your cart.',
    badEmail: 'Enter a valid e-mail address',
    sent: (email: string, pn: string) => `Sent: we will e-mail ${email} our equivalent of ${pn}.`,
    answer: (pn: string) => `Your cross for ${pn}: XQ-PB-G`,
    answerText: 'Our XQ-PB-G is an exact equivalent.',
  },
  es: {
    path: '/es/pedido-rapido',
    exact: 'Schneider Electric XB4-XQ31 → nuestra XQ-PB-G: equivalente exacto',
    functional: 'Allen-Bradley 800F-XQ2R → nuestra XQ-PB-R: equivalente funcional',
    differs: 'Color: Verde allí, Rojo aquí',
    replaced: 'XQ-OLD-1 fue reemplazada por XQ-RL-24',
    add: (n: number) => `Agregar ${n} líneas al carrito`,
    waiting: '1 línea espera su confirmación',
    added: 'Se agregaron 3 líneas a su carrito.',
    badEmail: 'Indique un correo electrónico válido',
    sent: (email: string, pn: string) => `Enviado: le escribiremos a ${email} con nuestro equivalente de ${pn}.`,
    answer: (pn: string) => `Su equivalente de ${pn}: XQ-PB-G`,
    answerText: 'Nuestra XQ-PB-G es un equivalente exacto.',
  },
} satisfies Record<Lang, unknown>

type Found = { docs: { id: number }[] }
const ids: Record<string, number> = {}

/** The record `where` finds, else a new one; the other language's worker may create it at the same moment (a unique field refuses the second). */
async function ensure(collection: string, where: string, data: Record<string, unknown>): Promise<number> {
  const find = async () => (await api<Found>('GET', `/${collection}?${where}&limit=1&depth=0`)).docs[0]?.id
  const found = await find()
  if (found) return found
  try {
    return (await api<{ doc: { id: number } }>('POST', `/${collection}?locale=en`, data)).doc.id
  } catch (error) {
    const raced = await find()
    if (raced) return raced
    throw error
  }
}

test.beforeAll(async () => {
  for (const part of PARTS) ids[part.pn] = await ensure('parts', `where[pn][equals]=${part.pn}`, part)
  const color = await ensure('attribute-titles', 'where[key][equals]=color', { key: 'color', title: 'Color', isPublic: true })
  await api('PATCH', `/attribute-titles/${color}?locale=es`, { title: 'Color' })
  const settings = await api<{ orderInbox?: string | null }>('GET', '/globals/site-settings')
  if (settings.orderInbox !== INBOX) await api('POST', '/globals/site-settings', { orderInbox: INBOX })
  await ensure('cross-references', 'where[competitorPn][equals]=XB4-XQ31', {
    brand: 'Schneider Electric',
    competitorPn: 'XB4-XQ31',
    part: ids['XQ-PB-G'],
    match: 'exact',
  })
  await ensure('cross-references', 'where[competitorPn][equals]=800F-XQ2R', {
    brand: 'Allen-Bradley',
    competitorPn: '800F-XQ2R',
    part: ids['XQ-PB-R'],
    match: 'functional',
    attributes: { color: { en: 'Green', es: 'Verde' }, voltage: '24 V' },
  })
  await ensure('supersessions', 'where[oldPn][equals]=XQ-OLD-1', { oldPn: 'XQ-OLD-1', replacementPn: 'XQ-RL-24', since: '2021-03-01' })
})

const row = (page: Page, pn: string) => page.locator(`[data-testid="bom-resolved"] tr[data-pn="${pn}"]`)

test('BOM paste: crosses and an old number with their notes, a functional cross confirmed before it joins, "ask us" @both', async ({
  browser,
}, info) => {
  test.setTimeout(90_000)
  const l = info.project.name as Lang
  const w = words[l]
  const stamp = `${Date.now().toString(36).toUpperCase()}${l.toUpperCase()}`
  const unknown = `ZZ-${stamp}`
  // Its own client address: the request's rate limit counts per client.
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': `10.29.${l === 'en' ? 1 : 2}.${Date.now() % 250}` } })
  const page = await context.newPage()
  await page.goto(w.path)
  await page.getByTestId('bom-input').fill(['xb4 xq31 4', '800F/XQ2R 2', 'xq-old-1 3', `${unknown} 5`].join('\n'))
  await page.getByTestId('bom-check').click()

  await expect(row(page, 'XQ-PB-G').getByTestId('bom-crossed')).toContainText(w.exact)
  await expect(row(page, 'XQ-RL-24').getByTestId('bom-replaces')).toContainText(w.replaced)
  const functional = row(page, 'XQ-PB-R')
  await expect(functional.getByTestId('bom-crossed')).toContainText(w.functional)
  await expect(functional.getByTestId('bom-differences')).toHaveText(w.differs)
  // Until confirmed, the functional line waits: the button adds the other two.
  await expect(page.getByTestId('bom-add')).toHaveText(w.add(2))
  await expect(page.getByTestId('bom-waiting')).toHaveText(w.waiting)
  await expect(functional.getByTestId('bom-awaits')).toBeVisible()
  await expectNoAxeViolations(page, `the BOM paste's crosses (${l})`)

  // Confirmed by keyboard.
  await functional.getByTestId('bom-confirm').focus()
  await page.keyboard.press('Space')
  await expect(functional.getByTestId('bom-confirm')).toBeChecked()
  await expect(page.getByTestId('bom-add')).toHaveText(w.add(3))
  await page.getByTestId('bom-add').click()
  await expect(page.getByTestId('bom-added')).toContainText(w.added)
  const cart = await page.evaluate(() => JSON.stringify(Object.entries(localStorage)))
  for (const pn of ['XQ-PB-G', 'XQ-PB-R', 'XQ-RL-24']) expect(cart).toContain(pn)

  // Ask us: a bad e-mail is refused in the buyer's language; then the staff get it.
  const unresolved = page.locator(`[data-testid="bom-unresolved"] li[data-input="${unknown}"]`)
  await unresolved.getByTestId('bom-ask').click()
  await expect(unresolved.getByTestId('bom-ask-email')).toBeFocused()
  const email = `ask-${stamp.toLowerCase()}@example.test`
  await unresolved.getByTestId('bom-ask-email').fill('not-an-address')
  await unresolved.getByTestId('bom-ask-brand').fill('IDEC')
  await unresolved.getByTestId('bom-ask-send').click()
  await expect(unresolved.getByTestId('bom-ask-error')).toContainText(w.badEmail)
  await unresolved.getByTestId('bom-ask-email').fill(email)
  await unresolved.getByTestId('bom-ask-email').press('Enter')
  await expect(unresolved.getByTestId('bom-ask-sent')).toHaveText(w.sent(email, unknown))
  await expect(unresolved.getByTestId('bom-ask-sent')).toBeFocused()
  await expectNoAxeViolations(page, `the "ask us" answer (${l})`)
  await expect.poll(() => mailsTo(INBOX).filter((m) => m.subject === `Cross request: IDEC ${unknown}`).length, { timeout: 20_000 }).toBe(1)

  // The staff cross the number: the buyer is mailed our part in his language, once.
  await api('POST', '/cross-references?locale=en', {
    brand: 'IDEC',
    competitorPn: unknown.toLowerCase().replace('-', ' '),
    part: ids['XQ-PB-G'],
    match: 'exact',
  })
  await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBe(1)
  const [answer] = mailsTo(email)
  expect(answer.subject).toBe(w.answer(unknown))
  expect((await simpleParser(answer.raw)).text).toContain(w.answerText)
  await context.close()
})
