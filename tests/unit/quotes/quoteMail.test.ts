import { describe, expect, it } from 'vitest'

import { buildQuoteRequestedMail, buildQuoteSentMail, buildStaffNotice } from '@/lib/quotes/server/mail/QuoteMail'
import { isQuoteMailInput } from '@/lib/quotes/server/mail/input'

import { SHOP, sampleQuote, sampleRequest } from '../../fixtures/quoteDocument'

const pdf = { filename: 'quote-Q-100001-v2.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.3 test') }

describe('the buyer’s quote mails', () => {
  it('confirms a request in English: number, project, need-by, lines with targets and notes, the link to it', async () => {
    const mail = await buildQuoteRequestedMail({ quote: sampleRequest('en'), shop: SHOP, to: 'ada@acme.test' })
    expect(mail.to).toBe('ada@acme.test')
    expect(mail.subject).toBe('Quote request Q-100001 received')
    expect(mail.attachments).toBeUndefined()
    expect(mail.html).toContain('lang="en"')
    expect(mail.html).toContain('href="https://shop.switchyard.test/my-account/quotes/Q-100001"')
    expect(mail.html).toContain('We have your quote request Q-100001')
    for (const expected of ['Line 4 retrofit', 'January 15, 2027', 'Deliver in one shipment', '2 attachments'])
      expect(mail.text).toContain(expected)
    expect(mail.text).toMatch(/PB22-XG1\s+40\s+\$20\.00\s+Green caps/)
    expect(mail.text).toMatch(/PL22-R\s+10\s+\$11\.00/)
    expect(mail.text).toMatch(/XX-OLD\s+5\s+—/)
    // Nothing of an answer in a request's confirmation.
    expect(mail.text).not.toContain('No quote')
  })

  it('confirms it in Spanish for a request made in Spanish', async () => {
    const mail = await buildQuoteRequestedMail({ quote: sampleRequest('es'), shop: SHOP, to: 'ada@acme.test' })
    expect(mail.subject).toBe('Solicitud de cotización Q-100001 recibida')
    expect(mail.html).toContain('lang="es"')
    expect(mail.html).toContain('Recibimos su solicitud de cotización Q-100001')
    for (const expected of [
      'Número de cotización',
      'Se necesita para: 15 de enero de 2027',
      'Su precio objetivo',
      'Su nota: Deliver in one shipment',
      '2 archivos adjuntos',
      'Ver la solicitud',
      'https://shop.switchyard.test/es/mi-cuenta/cotizaciones/Q-100001',
      '¿Preguntas?',
    ])
      expect(mail.text).toContain(expected)
  })

  it('sends the quote in English with its PDF: version, expiry, each line answered, the total and the staff’s note', async () => {
    const mail = await buildQuoteSentMail({ quote: sampleQuote('en'), shop: SHOP, to: 'ada@acme.test', pdf })
    expect(mail.subject).toBe('Your quote Q-100001 (version 2)')
    expect(mail.attachments).toEqual([pdf])
    for (const expected of [
      'Here is version 2 of your quote, revised as you asked. The PDF is attached.',
      'The prices hold until December 31, 2026.',
      'Total of the quoted lines',
      '$980.00',
      'Our note: Prices for the whole project; freight is extra.',
      'Review and accept the quote',
    ])
      expect(mail.text).toContain(expected)
    expect(mail.text).toMatch(/PB22-XG1\s+40\s+\$21\.50\s+5 business days\s+\$860\.00/)
    expect(mail.text).toMatch(/PL22-R2 offered for PL22-R\s+10\s+\$12\.00\s+1 business day\s+\$120\.00/)
    expect(mail.text).toMatch(/XX-OLD\s+5\s+No quote: Discontinued, no equivalent/)
    expect(mail.html).toContain('href="https://shop.switchyard.test/my-account/quotes/Q-100001"')
    const first = await buildQuoteSentMail({ quote: sampleQuote('en', { version: 1 }), shop: SHOP, to: 'ada@acme.test', pdf })
    expect(first.subject).toBe('Your quote Q-100001')
    expect(first.text).toContain('Here is your quote. The PDF is attached.')
  })

  it('sends it in Spanish for a request made in Spanish', async () => {
    const mail = await buildQuoteSentMail({ quote: sampleQuote('es'), shop: SHOP, to: 'ada@acme.test', pdf })
    expect(mail.subject).toBe('Su cotización Q-100001 (versión 2)')
    expect(mail.attachments).toEqual([pdf])
    for (const expected of [
      'Esta es la versión 2 de su cotización',
      'Los precios son válidos hasta el 31 de diciembre de 2026.',
      'PL22-R2 ofrecida en lugar de PL22-R',
      '5 días hábiles',
      'Sin cotizar: Discontinued, no equivalent',
      'Total de las líneas cotizadas',
      'Nuestra nota',
      'Revisar y aceptar la cotización',
      'https://shop.switchyard.test/es/mi-cuenta/cotizaciones/Q-100001',
    ])
      expect(mail.text).toContain(expected)
  })
})

describe('the staff’s quote notices', () => {
  const notice = (kind: Parameters<typeof buildStaffNotice>[0]['kind'], extra: Partial<Parameters<typeof buildStaffNotice>[0]> = {}) =>
    buildStaffNotice({ kind, quote: sampleQuote('es'), shop: SHOP, to: 'rep@switchyard.test', customerName: 'Acme OEM', ...extra })

  it('tells the rep and the order inbox of a new request in English, with its lines, targets and the admin’s link', async () => {
    const mail = await notice('requested', { quote: sampleRequest('es') })
    expect(mail.to).toBe('rep@switchyard.test')
    expect(mail.subject).toBe('Quote request Q-100001 from ada@acme.test (Acme OEM)')
    expect(mail.html).toContain('lang="en"')
    expect(mail.html).toContain('href="https://shop.switchyard.test/admin/collections/quotes/7"')
    for (const expected of ['Customer: Acme OEM', 'Language: Spanish', 'Needed by: January 15, 2027', 'Buyer’s target', 'Attachments: 2'])
      expect(mail.text).toContain(expected)
    expect(mail.text).toMatch(/PB22-XG1\s+40\s+\$20\.00\s+Green caps/)
    expect(mail.text).toContain('The buyer’s note: Deliver in one shipment')
    expect(mail.text).not.toContain('Questions?')
  })

  it('tells them of a revision asked, with the buyer’s message and the version it revises', async () => {
    const mail = await notice('revision-requested', { message: 'Can you do $19 on the push buttons?' })
    expect(mail.subject).toBe('Revision asked for quote Q-100001 (version 2)')
    expect(mail.text).toContain('The buyer’s message: Can you do $19 on the push buttons?')
    expect(mail.text).toMatch(/send version 3\s+from the admin/)
    expect(mail.text).toMatch(/PB22-XG1\s+40\s+\$21\.50/)
  })

  it('tells them of an acceptance, a refusal and the order, in English whatever the request’s language', async () => {
    const accepted = await notice('accepted')
    expect(accepted.subject).toBe('Quote Q-100001 accepted (version 2)')
    expect(accepted.text).toContain('Total of the quoted lines: $980.00')
    expect((await notice('declined')).subject).toBe('Quote Q-100001 declined')
    const ordered = await notice('ordered', { quote: sampleQuote('es', { orderNumber: 'SY-100300' }) })
    expect(ordered.subject).toBe('Quote Q-100001 ordered: order SY-100300')
    expect(ordered.text).toContain('Order: SY-100300')
    for (const mail of [accepted, ordered]) expect(mail.text).toContain('https://shop.switchyard.test/admin/collections/quotes/7')
  })
})

describe('the quote mail’s delivery input', () => {
  it('is told from an order mail’s and a prepared mail’s', () => {
    expect(isQuoteMailInput({ quoteNumber: 'Q-100001', kind: 'quoted', to: 'a@b.test', version: 1, audience: 'buyer' })).toBe(true)
    expect(isQuoteMailInput({ orderNumber: 'SY-100001', kind: 'placed', to: 'a@b.test' })).toBe(false)
    expect(isQuoteMailInput({ prepared: { to: 'a', subject: 'b', text: 'c', html: 'd' } })).toBe(false)
    expect(isQuoteMailInput({ quoteNumber: 'Q-100001', kind: 'expired', to: 'a@b.test', version: 1, audience: 'buyer' })).toBe(false)
  })
})
