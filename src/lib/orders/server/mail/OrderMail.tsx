import { Link, Text } from '@react-email/components'
import { plainTextSelectors, render, toPlainText } from '@react-email/render'

import type { Mail, MailAttachment } from '@/lib/accounts/server/mail'
import { formatUsd } from '@/lib/commerce/money'

import { documentDate, documentWords, shippingText, type OrderDocumentData, type ShopDetails } from '../documents/text'
import { Facts, Layout, OrderSummary, styles, ViewOrder } from './OrderMailParts'
import { mailWords, trackingUrl } from './words'

/** A shipment as the staff's status machine records it. */
export type Shipment = { carrier: string; trackingNumber: string; shippedAt?: string | null }

/** The status changes that mail the buyer (issue 14, "Mail"). */
export type OrderStatusMailInput =
  | { kind: 'confirmed'; order: OrderDocumentData }
  | { kind: 'shipped'; order: OrderDocumentData; shipment: Shipment }
  | { kind: 'delivered'; order: OrderDocumentData }
  | { kind: 'cancelled'; order: OrderDocumentData; reason: string }
  /** A TBD order's shipping set by staff: `order` carries the new shipping and total. */
  | { kind: 'shipping-quoted'; order: OrderDocumentData }
export type OrderStatusMailKind = OrderStatusMailInput['kind']

async function toMail(to: string, subject: string, element: React.ReactElement, attachments?: MailAttachment[]): Promise<Mail> {
  const html = await render(element)
  // The lines and totals read as columns in the text part too.
  const text = toPlainText(html, {
    wordwrap: 100,
    selectors: [
      ...plainTextSelectors,
      { selector: 'table.data', format: 'dataTable', options: { uppercaseHeaderCells: false, maxColumnWidth: 40 } },
    ],
  })
  return { to, subject, text, html, ...(attachments ? { attachments } : {}) }
}

/**
 * The order confirmation: to the buyer in the order's language (`audience: 'buyer'`), or the
 * copy for the sales rep and the shop's order inbox (`'copy'`, in `locale`); the PDF attached.
 */
export function buildOrderPlacedMail(input: {
  order: OrderDocumentData
  shop: ShopDetails
  to: string
  audience: 'buyer' | 'copy'
  pdf: MailAttachment
  locale?: OrderDocumentData['locale']
}): Promise<Mail> {
  const { shop, audience, pdf, to } = input
  // The copy is read by the shop's people, in their language; the order itself prints in its own.
  const order = audience === 'copy' && input.locale ? { ...input.order, locale: input.locale } : input.order
  const m = mailWords(order.locale)
  const subject = audience === 'buyer' ? m.placedSubject(order.number) : m.copySubject(order.number, order.buyerEmail)
  const heading = audience === 'buyer' ? m.placedHeading(order.number) : m.copyHeading(order.number)
  const intro = audience === 'buyer' ? m.placedIntro : m.copyIntro(order.buyerEmail)
  return toMail(
    to,
    subject,
    <Layout shop={shop} locale={order.locale} preview={subject} heading={heading}>
      <Text style={styles.p}>{intro}</Text>
      {order.shippingTbd ? <Text style={{ ...styles.p, ...styles.box }}>{documentWords(order.locale).tbdNote}</Text> : null}
      <OrderSummary order={order} />
      {audience === 'buyer' ? <ViewOrder order={order} shop={shop} /> : null}
    </Layout>,
    [pdf],
  )
}

/** A status change's mail to the buyer, in the order's language. */
export function buildOrderStatusMail(input: OrderStatusMailInput, shop: ShopDetails): Promise<Mail> {
  const { order } = input
  const { locale, number } = order
  const m = mailWords(locale)
  const w = documentWords(locale)
  let subject: string
  let heading: string
  let body: React.ReactNode
  switch (input.kind) {
    case 'confirmed':
      subject = m.confirmedSubject(number)
      heading = m.confirmedHeading(number)
      body = <Text style={styles.p}>{m.confirmedIntro}</Text>
      break
    case 'shipped': {
      const { carrier, trackingNumber, shippedAt } = input.shipment
      const url = trackingUrl(carrier, trackingNumber)
      subject = m.shippedSubject(number)
      heading = m.shippedHeading(number)
      body = (
        <>
          <Text style={styles.p}>{m.shippedIntro}</Text>
          <Facts
            rows={[
              [m.carrier, carrier],
              [m.trackingNumber, url ? <Link href={url}>{trackingNumber}</Link> : trackingNumber],
              ...(shippedAt ? [[m.shippedOn, documentDate(shippedAt, locale)] as [string, string]] : []),
            ]}
          />
          {url ? (
            <Text style={styles.p}>
              <Link href={url}>{m.track}</Link>
            </Text>
          ) : null}
        </>
      )
      break
    }
    case 'delivered':
      subject = m.deliveredSubject(number)
      heading = m.deliveredHeading(number)
      body = <Text style={styles.p}>{m.deliveredIntro}</Text>
      break
    case 'cancelled':
      subject = m.cancelledSubject(number)
      heading = m.cancelledHeading(number)
      body = (
        <>
          <Text style={styles.p}>{m.cancelledIntro}</Text>
          <Facts rows={[[m.reason, input.reason]]} />
        </>
      )
      break
    case 'shipping-quoted':
      subject = m.quotedSubject(number)
      heading = m.quotedHeading(number)
      body = (
        <>
          <Text style={styles.p}>{m.quotedIntro}</Text>
          <Facts
            rows={[
              [order.shippingLabel ?? m.newShipping, shippingText({ ...order, shippingTbd: false }, locale)],
              [m.newTotal, formatUsd(order.total, locale)],
            ]}
          />
        </>
      )
      break
  }
  return toMail(
    order.buyerEmail,
    subject,
    <Layout shop={shop} locale={locale} preview={subject} heading={heading}>
      {body}
      <OrderSummary order={input.kind === 'shipping-quoted' ? { ...order, shippingTbd: false } : order} />
      <ViewOrder order={order} shop={shop} />
      <Text style={{ ...styles.muted, marginTop: '12px' }}>
        {w.status}: {w.statusLabel[order.status] ?? order.status}
      </Text>
    </Layout>,
  )
}
