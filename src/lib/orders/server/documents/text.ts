import type { Locale } from '@/i18n/locales'
import { formatUsd } from '@/lib/commerce/money'
import { FEES, type FeeKey } from '@/lib/commerce/quoteJson'

import type { Order, OrderAddress } from '../present'

/** What the order PDF and the order mails print about the shop (the site settings global). */
export type ShopDetails = { shopName: string; address: string | null; phone: string | null; email: string | null; publicUrl: string }

/** An order as its documents print it: the buyer's order plus who placed it and in which language. */
export type OrderDocumentData = Order & { buyerEmail: string; locale: Locale }

const tag = (locale: Locale) => (locale === 'es' ? 'es-US' : 'en-US')

/** A date as the order pages show it (UTC, so every reader sees the same day). */
export const documentDate = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(tag(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))

export const percent = (rate: number, locale: Locale) =>
  new Intl.NumberFormat(tag(locale), { style: 'percent', maximumFractionDigits: 3 }).format(rate)

const regionNames = new Map<Locale, Intl.DisplayNames>()
/** A country's name in the document's language, from its ISO code. */
export function countryName(code: string | null, locale: Locale): string | null {
  if (!code) return null
  let names = regionNames.get(locale)
  if (!names) regionNames.set(locale, (names = new Intl.DisplayNames([tag(locale)], { type: 'region' })))
  try {
    return names.of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}

/** An address as printed on a label: name, company, street, city/state/ZIP, country, phone. */
export function addressLines(a: OrderAddress, locale: Locale): string[] {
  const name = [a.nameFirst, a.nameLast].filter(Boolean).join(' ')
  const place = [a.addressCity, [a.addressState, a.addressPostalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  return [name, a.nameCompany, a.addressLine1, a.addressLine2, place, countryName(a.addressCountry, locale), a.phone1].filter(
    (l): l is string => Boolean(l),
  )
}

const EN = {
  order: 'Order',
  orderNumber: 'Order number',
  orderDate: 'Order date',
  printed: 'Printed',
  status: 'Status',
  billTo: 'Bill to',
  shipTo: 'Ship to',
  po: 'PO number',
  buyer: 'Ordered by',
  shippingVia: 'Shipping',
  carrierAccount: 'Carrier account',
  payment: 'Payment',
  onAccount: 'On account: invoiced on your payment terms',
  card: 'Credit card: we call you to take the payment',
  pn: 'Part number',
  description: 'Description',
  qty: 'Qty',
  unitPrice: 'Unit price',
  lineTotal: 'Line total',
  subtotal: 'Subtotal',
  fee: {
    itemTariff: 'Item tariffs',
    globalTariff: 'Tariff surcharge',
    handlingFee: 'Small-order handling',
    nonStandardPackageFee: 'Non-standard package fee',
    internationalTermsFee: 'International terms fee',
    splitShipmentFee: 'Split-shipment fee',
  } satisfies Record<FeeKey, string>,
  shipping: 'Shipping',
  tbd: 'To be confirmed',
  tbdNote: 'Shipping to be confirmed: we will quote the air freight and confirm it before shipping.',
  tax: 'Tax',
  taxAt: (rate: string) => `Tax (${rate})`,
  total: 'Total',
  note: 'Your note',
  page: (n: number, of: number) => `Page ${n} of ${of}`,
  fileName: (number: string) => `order-${number}.pdf`,
  title: (number: string) => `Order ${number}`,
  statusLabel: {
    received: 'Received',
    'awaiting-card-payment': 'Awaiting card payment',
    confirmed: 'Confirmed',
    processing: 'Processing',
    shipped: 'Shipped',
    delivered: 'Delivered',
    completed: 'Completed',
    cancelled: 'Cancelled',
  } as Record<string, string>,
}

export type DocumentWords = typeof EN

const ES: DocumentWords = {
  order: 'Pedido',
  orderNumber: 'Número de pedido',
  orderDate: 'Fecha del pedido',
  printed: 'Impreso',
  status: 'Estado',
  billTo: 'Facturar a',
  shipTo: 'Enviar a',
  po: 'Número de OC',
  buyer: 'Pedido por',
  shippingVia: 'Envío',
  carrierAccount: 'Cuenta del transportista',
  payment: 'Pago',
  onAccount: 'A crédito: se factura según sus condiciones de pago',
  card: 'Tarjeta de crédito: lo llamamos para tomar el pago',
  pn: 'Número de pieza',
  description: 'Descripción',
  qty: 'Cant.',
  unitPrice: 'Precio unitario',
  lineTotal: 'Total de línea',
  subtotal: 'Subtotal',
  fee: {
    itemTariff: 'Aranceles de artículos',
    globalTariff: 'Recargo arancelario',
    handlingFee: 'Manejo de pedido pequeño',
    nonStandardPackageFee: 'Cargo por empaque no estándar',
    internationalTermsFee: 'Cargo por condiciones internacionales',
    splitShipmentFee: 'Cargo por envío dividido',
  },
  shipping: 'Envío',
  tbd: 'Por confirmar',
  tbdNote: 'Envío por confirmar: cotizaremos el flete aéreo y lo confirmaremos antes de enviar.',
  tax: 'Impuesto',
  taxAt: (rate: string) => `Impuesto (${rate})`,
  total: 'Total',
  note: 'Su nota',
  page: (n: number, of: number) => `Página ${n} de ${of}`,
  fileName: (number: string) => `pedido-${number}.pdf`,
  title: (number: string) => `Pedido ${number}`,
  statusLabel: {
    received: 'Recibido',
    'awaiting-card-payment': 'Esperando el pago con tarjeta',
    confirmed: 'Confirmado',
    processing: 'En proceso',
    shipped: 'Enviado',
    delivered: 'Entregado',
    completed: 'Completado',
    cancelled: 'Cancelado',
  },
}

export const documentWords = (locale: Locale): DocumentWords => (locale === 'es' ? ES : EN)

/** The shipping amount as printed: "To be confirmed" for a TBD order, a dash when unknown. */
export function shippingText(order: Pick<Order, 'shipping' | 'shippingTbd'>, locale: Locale): string {
  const w = documentWords(locale)
  if (order.shippingTbd) return w.tbd
  return order.shipping === null ? '—' : formatUsd(order.shipping, locale)
}

/** The totals block, row by row, shared by the PDF and the mails (fees only when charged). */
export function totalRows(order: Order, locale: Locale): { label: string; value: string; strong?: boolean; note?: string }[] {
  const w = documentWords(locale)
  return [
    { label: w.subtotal, value: formatUsd(order.subtotal, locale) },
    ...FEES.filter((f) => order[f] > 0).map((f) => ({ label: w.fee[f], value: formatUsd(order[f], locale) })),
    { label: order.shippingLabel ?? w.shipping, value: shippingText(order, locale), ...(order.shippingTbd ? { note: w.tbdNote } : {}) },
    { label: order.taxRate > 0 ? w.taxAt(percent(order.taxRate, locale)) : w.tax, value: formatUsd(order.tax, locale) },
    { label: w.total, value: formatUsd(order.total, locale), strong: true },
  ]
}
