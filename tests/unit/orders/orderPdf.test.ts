import { describe, expect, it } from 'vitest'

import { orderPdfFileName, renderOrderPdf } from '@/lib/orders/server/documents/OrderPdf'

import { SHOP, sampleOrder } from '../../fixtures/orderDocument'
import { pdfItems, pdfText } from '../../helpers/pdfText'

describe('the order PDF', () => {
  it('prints the order in English: number, dates, addresses, PO, lines, every fee, TBD shipping, tax, total, payment, the shop', async () => {
    const pdf = await renderOrderPdf(sampleOrder('en'), SHOP, new Date('2026-03-06T10:00:00Z'))
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const { text, title, pages } = await pdfText(pdf)
    expect(pages).toBe(1)
    expect(title).toBe('Order SY-100042')
    for (const expected of [
      'Order SY-100042',
      'March 5, 2026',
      'March 6, 2026',
      'Bill to',
      'Acme Controls (bill)',
      '1 Ledger Street',
      'Ship to',
      'Acme Controls (ship)',
      '5 Dock Road',
      'Pittsburgh, PA 15222',
      'United States',
      'PO-7781',
      'CB-101-A',
      'Circuit breaker 1 A, DIN rail',
      'CB-102-A',
      '$10.25',
      '$20.50',
      'Subtotal $41.00',
      'Item tariffs $3.10',
      'Tariff surcharge $1.01',
      'Small-order handling $10.00',
      'Non-standard package fee $10.00',
      'International terms fee $40.00',
      'Split-shipment fee $5.00',
      'Shipping To be confirmed',
      'Tax (7%) $2.87',
      'Total $112.98',
      // Each line's promise when it was ordered, in dates (docs/availability.md).
      'Ships Thu, Mar 5',
      '1 ship Thu, Mar 5, 1 on Thu, Mar 12',
      'On account: invoiced on your payment terms',
      'Deliver to dock 4',
      '100 Industrial Way, Pittsburgh, PA 15222',
      '+1 412 555 0100 · sales@switchyard.test',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected)
    }
  })

  it('prints it in Spanish for an order placed in Spanish', async () => {
    const pdf = await renderOrderPdf(
      sampleOrder('es', 2, { payment: 'card', shippingTbd: false, shipping: 18.4, shippingLabel: 'FedEx Standard Overnight' }),
      SHOP,
    )
    const { text, title } = await pdfText(pdf)
    expect(title).toBe('Pedido SY-100042')
    for (const expected of [
      'Pedido SY-100042',
      '5 de marzo de 2026',
      'Facturar a',
      'Enviar a',
      'Número de OC',
      'Estados Unidos',
      'Cargo por condiciones internacionales',
      'Cargo por envío dividido',
      'Se envía el jue, 5 de mar',
      'FedEx Standard Overnight',
      'Impuesto (7%)',
      'Tarjeta de crédito',
      'Página 1 de 1',
    ]) {
      expect(text).toContain(expected)
    }
    expect(text).toMatch(/Total \$?\s?112[.,]98/)
    expect(text).toMatch(/18[.,]40/)
    expect(text).not.toContain('Por confirmar')
    expect(orderPdfFileName({ number: 'SY-100042', locale: 'es' })).toBe('pedido-SY-100042.pdf')
  })

  it('runs a 100-line order over several pages, each with its page number', async () => {
    const { text, pages } = await pdfText(await renderOrderPdf(sampleOrder('en', 100), SHOP))
    expect(pages).toBeGreaterThan(2)
    expect(text).toContain('CB-200-A')
    expect(text).toContain(`Page ${pages} of ${pages}`)
    expect(text).toContain('Total $2,121.98')
  }, 30_000)

  it('keeps a long buyer e-mail clear of the next field, and prints the shop by its host name only (no port, none for localhost)', async () => {
    const long = 'purchasing.department.north-plant@very-long-distributor-name.example.test'
    const order = { ...sampleOrder('en'), buyerEmail: long }
    const items = await pdfItems(await renderOrderPdf(order, { ...SHOP, publicUrl: 'https://shop.switchyard.test:8443' }))
    const text = items.map((i) => i.str).join(' ')
    expect(text.replace(/\s+/g, '')).toContain(long)
    // Every piece of the e-mail ends before any other text on its line begins.
    const pieces = items.filter((i) => long.includes(i.str.trim()) && i.str.trim().length > 3)
    expect(pieces.length).toBeGreaterThan(0)
    for (const piece of pieces) {
      const others = items.filter((i) => i !== piece && Math.abs(i.y - piece.y) < 4 && i.x > piece.x)
      for (const other of others) expect(piece.x + piece.width, `${piece.str} runs into ${other.str}`).toBeLessThanOrEqual(other.x)
    }
    expect(text).toContain('shop.switchyard.test')
    expect(text).not.toContain(':8443')
    const local = (await pdfText(await renderOrderPdf(sampleOrder('en'), { ...SHOP, publicUrl: 'http://localhost:3000' }))).text
    expect(local).not.toContain('localhost')
  })
})
