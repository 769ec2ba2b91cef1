import { describe, expect, it } from 'vitest'

import { renderQuotePdf } from '@/lib/quotes/server/documents/QuotePdf'
import { quotePdfFileName } from '@/lib/quotes/server/documents/text'

import { SHOP, sampleQuote } from '../../fixtures/quoteDocument'
import { pdfText } from '../../helpers/pdfText'

describe('the quote PDF', () => {
  it('prints the quote in English: number, version, dates, expiry, lines with price, lead time, alternate, no-quote reason, total, notes', async () => {
    const pdf = await renderQuotePdf(sampleQuote('en'), SHOP)
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const { text, title, pages } = await pdfText(pdf)
    expect(pages).toBe(1)
    expect(title).toBe('Quote Q-100001, version 2')
    for (const expected of [
      'Quote Q-100001',
      'Version 2',
      'Requested on November 28, 2026',
      'Sent on December 1, 2026',
      'Valid until December 31, 2026',
      'Needed by January 15, 2027',
      'Prepared for ada@acme.test',
      'Line 4 retrofit',
      'PB22-XG1 Your note: Green caps 40 $21.50 5 business days $860.00',
      'PL22-R2 offered for PL22-R 10 $12.00 1 business day $120.00',
      'XX-OLD 5 No quote: Discontinued, no equivalent',
      'Total of the quoted lines $980.00',
      'Before shipping, fees and tax',
      'Our note Prices for the whole project; freight is extra.',
      'Your note Deliver in one shipment',
      'https://shop.switchyard.test/my-account/quotes/Q-100001',
      '100 Industrial Way, Pittsburgh, PA 15222',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected)
    }
    // The buyer's target prices are his own wish, not part of the shop's quote.
    expect(text).not.toContain('$20.00')
    expect(quotePdfFileName(sampleQuote('en'))).toBe('quote-Q-100001-v2.pdf')
  })

  it('prints it in Spanish for a request made in Spanish', async () => {
    const { text, title } = await pdfText(await renderQuotePdf(sampleQuote('es'), SHOP))
    expect(title).toBe('Cotización Q-100001, versión 2')
    for (const expected of [
      'Cotización Q-100001',
      'Versión 2',
      'Válida hasta 31 de diciembre de 2026',
      'Solicitada el 28 de noviembre de 2026',
      'Se necesita para 15 de enero de 2027',
      '5 días hábiles',
      '1 día hábil',
      'PL22-R2 ofrecida en lugar de PL22-R',
      'Sin cotizar: Discontinued, no equivalent',
      'Total de las líneas cotizadas',
      'Nuestra nota',
      'https://shop.switchyard.test/es/mi-cuenta/cotizaciones/Q-100001',
      'Página 1 de 1',
    ]) {
      expect(text).toContain(expected)
    }
    expect(text).toMatch(/980[.,]00/)
    expect(quotePdfFileName(sampleQuote('es'))).toBe('cotizacion-Q-100001-v2.pdf')
  })

  it('runs a 200-line quote over several pages, each with its page number', async () => {
    const many = Array.from({ length: 200 }, (_, i) => ({ ...sampleQuote('en').lines[0], pn: `PB-${1000 + i}` }))
    const { text, pages } = await pdfText(await renderQuotePdf(sampleQuote('en', { lines: many, total: 172_000 }), SHOP))
    expect(pages).toBeGreaterThan(3)
    expect(text).toContain('PB-1199')
    expect(text).toContain(`Page ${pages} of ${pages}`)
    expect(text).toContain('$172,000.00')
  }, 30_000)
})
