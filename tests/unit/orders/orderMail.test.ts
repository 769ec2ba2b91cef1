import { describe, expect, it } from 'vitest'

import { buildOrderPlacedMail, buildOrderStatusMail } from '@/lib/orders/server/mail/OrderMail'
import { orderPageUrl } from '@/lib/orders/server/mail/OrderMailParts'
import { trackingUrl } from '@/lib/orders/server/mail/words'

import { SHOP, sampleOrder } from '../../fixtures/orderDocument'

const pdf = { filename: 'order-SY-100042.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.3 test') }

describe('the order confirmation mail', () => {
  it('tells the buyer in English: lines, every fee, TBD shipping, addresses, PO, payment, with the PDF attached', async () => {
    const mail = await buildOrderPlacedMail({ order: sampleOrder('en'), shop: SHOP, to: 'ada@acme.test', audience: 'buyer', pdf })
    expect(mail.to).toBe('ada@acme.test')
    expect(mail.subject).toBe('Order SY-100042 received: thank you')
    expect(mail.attachments).toEqual([pdf])
    for (const part of [mail.text, mail.html]) {
      for (const expected of [
        'SY-100042',
        'PO-7781',
        'CB-101-A',
        'Circuit breaker 2 A, DIN rail',
        '$10.25',
        'International terms fee',
        '$40.00',
        'To be confirmed',
        'Tax (7%)',
        'Split-shipment fee',
        '$112.98',
        'Ships Thu, Mar 5',
        '1 ship Thu, Mar 5, 1 on Thu, Mar 12',
        'On account',
        'Acme Controls (ship)',
        'Acme Controls (bill)',
        'United States',
      ]) {
        expect(part).toContain(expected)
      }
    }
    expect(mail.text).toContain('Shipping to be confirmed')
    expect(mail.text).toMatch(/CB-101-A\s+Circuit breaker 1 A, DIN rail\s+2\s+\$10\.25\s+\$20\.50/)
    expect(mail.html).toContain('lang="en"')
    expect(mail.html).toContain('href="https://shop.switchyard.test/my-account/orders/SY-100042"')
  })

  it('tells the buyer in Spanish for a Spanish checkout', async () => {
    const mail = await buildOrderPlacedMail({
      order: sampleOrder('es', 1, { shippingTbd: false, shipping: 12, payment: 'card' }),
      shop: SHOP,
      to: 'ada@acme.test',
      audience: 'buyer',
      pdf,
    })
    expect(mail.subject).toBe('Pedido SY-100042 recibido: gracias')
    expect(mail.html).toContain('lang="es"')
    expect(mail.html).toContain('Gracias por su pedido SY-100042')
    for (const expected of [
      'Número de OC',
      'Tarjeta de crédito',
      'Facturar a',
      'Enviar a',
      'Estados Unidos',
      '$12.00',
      'https://shop.switchyard.test/es/mi-cuenta/pedidos/SY-100042',
    ]) {
      expect(mail.text).toContain(expected)
    }
    expect(mail.text).not.toContain('Por confirmar')
  })

  it('makes the copy for the rep and the order inbox in the shop’s language, without the buyer’s link', async () => {
    const mail = await buildOrderPlacedMail({
      order: sampleOrder('es'),
      shop: SHOP,
      to: 'rep@switchyard.test',
      audience: 'copy',
      locale: 'en',
      pdf,
    })
    expect(mail.to).toBe('rep@switchyard.test')
    expect(mail.subject).toBe('New order SY-100042 from ada@acme.test')
    expect(mail.text).toContain('ada@acme.test placed this order')
    expect(mail.text).not.toContain('/my-account/orders/')
    expect(mail.attachments).toHaveLength(1)
  })
})

describe('the status mails', () => {
  const shipment = { carrier: 'FedEx', trackingNumber: '7712 3456 7890', shippedAt: '2026-03-07T12:00:00Z' }

  it('each kind in English', async () => {
    const order = sampleOrder('en')
    const confirmed = await buildOrderStatusMail({ kind: 'confirmed', order: { ...order, status: 'confirmed' } }, SHOP)
    expect(confirmed.subject).toBe('Order SY-100042 confirmed')
    expect(confirmed.to).toBe('ada@acme.test')
    expect(confirmed.text).toContain('preparing it for shipment')

    const shipped = await buildOrderStatusMail({ kind: 'shipped', order, shipment }, SHOP)
    expect(shipped.subject).toBe('Order SY-100042 shipped')
    expect(shipped.text).toContain('Carrier: FedEx')
    expect(shipped.text).toContain('Tracking number: 7712 3456 7890')
    expect(shipped.text).toContain('Shipped on: March 7, 2026')
    expect(shipped.html).toContain('href="https://www.fedex.com/fedextrack/?trknbr=7712%203456%207890"')

    const delivered = await buildOrderStatusMail({ kind: 'delivered', order }, SHOP)
    expect(delivered.subject).toBe('Order SY-100042 delivered')

    const cancelled = await buildOrderStatusMail({ kind: 'cancelled', order, reason: 'Out of stock at the maker' }, SHOP)
    expect(cancelled.subject).toBe('Order SY-100042 cancelled')
    expect(cancelled.text).toContain('Reason: Out of stock at the maker')

    const quoted = await buildOrderStatusMail(
      {
        kind: 'shipping-quoted',
        order: { ...order, shippingTbd: true, shipping: 85.5, total: 193.48, shippingLabel: 'FedEx Standard Overnight' },
      },
      SHOP,
    )
    expect(quoted.subject).toBe('Shipping quoted for order SY-100042')
    expect(quoted.text).toContain('FedEx Standard Overnight: $85.50')
    expect(quoted.text).toContain('New order total: $193.48')
    expect(quoted.text).not.toContain('To be confirmed')
  })

  it('each kind in Spanish', async () => {
    const order = sampleOrder('es')
    expect((await buildOrderStatusMail({ kind: 'confirmed', order }, SHOP)).subject).toBe('Pedido SY-100042 confirmado')
    const shipped = await buildOrderStatusMail(
      { kind: 'shipped', order, shipment: { carrier: 'Local courier', trackingNumber: 'LC-9' } },
      SHOP,
    )
    expect(shipped.subject).toBe('Pedido SY-100042 enviado')
    expect(shipped.text).toContain('Transportista: Local courier')
    expect(shipped.text).toContain('Número de seguimiento: LC-9')
    expect(shipped.html).not.toContain('Seguir el envío')
    expect((await buildOrderStatusMail({ kind: 'delivered', order }, SHOP)).subject).toBe('Pedido SY-100042 entregado')
    const cancelled = await buildOrderStatusMail({ kind: 'cancelled', order, reason: 'Pedido duplicado' }, SHOP)
    expect(cancelled.text).toContain('Motivo: Pedido duplicado')
    const quoted = await buildOrderStatusMail({ kind: 'shipping-quoted', order: { ...order, shipping: 85.5, total: 193.48 } }, SHOP)
    expect(quoted.subject).toBe('Envío cotizado para el pedido SY-100042')
    expect(quoted.text).toContain('Nuevo total del pedido: $193.48')
  })

  it('links tracking for the known carriers only', () => {
    expect(trackingUrl('UPS Collect', '1Z999')).toBe('https://www.ups.com/track?tracknum=1Z999')
    expect(trackingUrl('DHL Collect', 'JD01')).toContain('tracking-id=JD01')
    expect(trackingUrl('Our own truck', 'X1')).toBeNull()
    expect(orderPageUrl({ number: 'SY-1', locale: 'es' }, SHOP)).toBe('https://shop.switchyard.test/es/mi-cuenta/pedidos/SY-1')
  })
})
