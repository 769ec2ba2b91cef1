import type { Locale } from '@/i18n/locales'

/** The order mails' own words (the order's numbers and labels come from documents/text.ts). */
const EN = {
  placedSubject: (n: string) => `Order ${n} received: thank you`,
  placedHeading: (n: string) => `Thank you for your order ${n}`,
  placedIntro: 'We have your order. Here is what you ordered; the order PDF is attached. We will let you know as it moves along.',
  copySubject: (n: string, who: string) => `New order ${n} from ${who}`,
  copyHeading: (n: string) => `New order ${n}`,
  copyIntro: (who: string) => `${who} placed this order on the shop. The order PDF is attached.`,
  confirmedSubject: (n: string) => `Order ${n} confirmed`,
  confirmedHeading: (n: string) => `Your order ${n} is confirmed`,
  confirmedIntro: 'We have checked your order and are preparing it for shipment.',
  shippedSubject: (n: string) => `Order ${n} shipped`,
  shippedHeading: (n: string) => `Your order ${n} is on its way`,
  shippedIntro: 'Your order has left our warehouse.',
  carrier: 'Carrier',
  trackingNumber: 'Tracking number',
  track: 'Track the shipment',
  shippedOn: 'Shipped on',
  deliveredSubject: (n: string) => `Order ${n} delivered`,
  deliveredHeading: (n: string) => `Your order ${n} was delivered`,
  deliveredIntro: 'The carrier reports your order as delivered. Thank you for buying from us.',
  cancelledSubject: (n: string) => `Order ${n} cancelled`,
  cancelledHeading: (n: string) => `Your order ${n} was cancelled`,
  cancelledIntro: 'We have cancelled your order. Nothing will be shipped or charged for it.',
  reason: 'Reason',
  quotedSubject: (n: string) => `Shipping quoted for order ${n}`,
  quotedHeading: (n: string) => `Shipping for your order ${n}`,
  quotedIntro: 'We have quoted the shipping that was to be confirmed. The order total now includes it.',
  newShipping: 'Shipping',
  newTotal: 'New order total',
  summary: 'Order summary',
  lines: 'Lines',
  viewOrder: 'View the order',
  questions: 'Questions? Reply to this e-mail or contact us:',
}

export type MailWords = typeof EN

const ES: MailWords = {
  placedSubject: (n) => `Pedido ${n} recibido: gracias`,
  placedHeading: (n) => `Gracias por su pedido ${n}`,
  placedIntro: 'Recibimos su pedido. Este es el detalle; el PDF del pedido va adjunto. Le avisaremos a medida que avance.',
  copySubject: (n, who) => `Nuevo pedido ${n} de ${who}`,
  copyHeading: (n) => `Nuevo pedido ${n}`,
  copyIntro: (who) => `${who} hizo este pedido en la tienda. El PDF del pedido va adjunto.`,
  confirmedSubject: (n) => `Pedido ${n} confirmado`,
  confirmedHeading: (n) => `Su pedido ${n} está confirmado`,
  confirmedIntro: 'Revisamos su pedido y lo estamos preparando para el envío.',
  shippedSubject: (n) => `Pedido ${n} enviado`,
  shippedHeading: (n) => `Su pedido ${n} va en camino`,
  shippedIntro: 'Su pedido salió de nuestro almacén.',
  carrier: 'Transportista',
  trackingNumber: 'Número de seguimiento',
  track: 'Seguir el envío',
  shippedOn: 'Enviado el',
  deliveredSubject: (n) => `Pedido ${n} entregado`,
  deliveredHeading: (n) => `Su pedido ${n} fue entregado`,
  deliveredIntro: 'El transportista informa que su pedido fue entregado. Gracias por su compra.',
  cancelledSubject: (n) => `Pedido ${n} cancelado`,
  cancelledHeading: (n) => `Su pedido ${n} fue cancelado`,
  cancelledIntro: 'Cancelamos su pedido. No se enviará ni se cobrará nada por él.',
  reason: 'Motivo',
  quotedSubject: (n) => `Envío cotizado para el pedido ${n}`,
  quotedHeading: (n) => `El envío de su pedido ${n}`,
  quotedIntro: 'Cotizamos el envío que estaba por confirmar. El total del pedido ya lo incluye.',
  newShipping: 'Envío',
  newTotal: 'Nuevo total del pedido',
  summary: 'Resumen del pedido',
  lines: 'Líneas',
  viewOrder: 'Ver el pedido',
  questions: '¿Preguntas? Responda a este correo o contáctenos:',
}

export const mailWords = (locale: Locale): MailWords => (locale === 'es' ? ES : EN)

/** Tracking pages of the carriers the shop ships with; null for a carrier without a known one. */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const n = encodeURIComponent(trackingNumber.trim())
  const c = carrier.trim().toLowerCase()
  if (c.includes('fedex')) return `https://www.fedex.com/fedextrack/?trknbr=${n}`
  if (c.includes('ups')) return `https://www.ups.com/track?tracknum=${n}`
  if (c.includes('dhl')) return `https://www.dhl.com/us-en/home/tracking/tracking-express.html?tracking-id=${n}`
  if (c.includes('usps')) return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`
  return null
}
