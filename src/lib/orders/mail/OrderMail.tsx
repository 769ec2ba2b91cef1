import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components'
import { plainTextSelectors, render, toPlainText } from '@react-email/render'

import type { Mail, MailAttachment } from '@/lib/auth/mail'
import { routing } from '@/i18n/routing'
import { formatUsd } from '@/lib/money/format'

import { addressLines, documentDate, documentWords, shippingText, totalRows, type OrderDocumentData, type ShopDetails } from '../documents/text'
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

const INK = '#0f172a'
const MUTED = '#475569'
const ACCENT = '#166534'
const RULE = '#cbd5e1'

const styles = {
  body: { backgroundColor: '#f1f5f9', fontFamily: 'Helvetica, Arial, sans-serif', color: INK, margin: 0, padding: '24px 0' },
  container: { backgroundColor: '#ffffff', maxWidth: '640px', padding: '24px', border: `1px solid ${RULE}`, borderRadius: '6px' },
  shop: { color: ACCENT, fontSize: '20px', fontWeight: 700, margin: '0 0 16px' },
  h1: { fontSize: '22px', margin: '0 0 12px', color: INK },
  h2: { fontSize: '16px', margin: '20px 0 8px', color: INK },
  p: { fontSize: '14px', lineHeight: '20px', margin: '0 0 12px' },
  muted: { fontSize: '12px', lineHeight: '18px', color: MUTED, margin: '0' },
  table: { width: '100%', borderCollapse: 'collapse' as const, fontSize: '13px' },
  th: { textAlign: 'left' as const, borderBottom: `1px solid ${RULE}`, padding: '6px 4px', color: MUTED, fontWeight: 700 },
  td: { borderBottom: `1px solid ${RULE}`, padding: '6px 4px', verticalAlign: 'top' as const },
  num: { textAlign: 'right' as const, whiteSpace: 'nowrap' as const },
  box: { backgroundColor: '#f8fafc', borderLeft: `3px solid ${ACCENT}`, padding: '10px 14px', margin: '0 0 16px' },
  button: { backgroundColor: ACCENT, color: '#ffffff', padding: '10px 16px', borderRadius: '4px', fontWeight: 700, textDecoration: 'none', display: 'inline-block' },
}

/** The buyer's order page on the shop, in the order's language. */
export function orderPageUrl(order: Pick<OrderDocumentData, 'number' | 'locale'>, shop: Pick<ShopDetails, 'publicUrl'>): string {
  const path = routing.pathnames['/my-account/orders/[number]'][order.locale].replace('[number]', encodeURIComponent(order.number))
  return `${shop.publicUrl}${order.locale === routing.defaultLocale ? '' : `/${order.locale}`}${path}`
}

function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <Section style={styles.box}>
      {rows.map(([label, value]) => (
        <Text key={label} style={{ ...styles.p, margin: '0 0 4px' }}>
          <strong>{label}:</strong> {value}
        </Text>
      ))}
    </Section>
  )
}

/** The order as the mails show it: lines, totals, addresses, PO, payment and shipping. */
function OrderSummary({ order }: { order: OrderDocumentData }) {
  const { locale } = order
  const w = documentWords(locale)
  const m = mailWords(locale)
  return (
    <>
      <Heading as="h2" style={styles.h2}>
        {m.summary}
      </Heading>
      <Text style={styles.p}>
        <strong>{w.orderNumber}:</strong> {order.number} · <strong>{w.orderDate}:</strong> {documentDate(order.createdAt, locale)}
        <br />
        <strong>{w.po}:</strong> {order.poNumber || '—'}
        <br />
        <strong>{w.payment}:</strong> {order.payment === 'card' ? w.card : w.onAccount}
        <br />
        <strong>{w.shippingVia}:</strong> {order.shippingLabel || [order.carrier, order.method].filter(Boolean).join(' · ') || '—'}
        {order.carrierAccount ? (
          <>
            <br />
            <strong>{w.carrierAccount}:</strong> {order.carrierAccount}
          </>
        ) : null}
      </Text>
      <table className="data" style={styles.table} cellPadding={0} cellSpacing={0}>
        <thead>
          <tr>
            <th style={styles.th}>{w.pn}</th>
            <th style={styles.th}>{w.description}</th>
            <th style={{ ...styles.th, ...styles.num }}>{w.qty}</th>
            <th style={{ ...styles.th, ...styles.num }}>{w.unitPrice}</th>
            <th style={{ ...styles.th, ...styles.num }}>{w.lineTotal}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((l, i) => (
            <tr key={i}>
              <td style={{ ...styles.td, fontWeight: 700 }}>{l.pn}</td>
              <td style={styles.td}>{l.description ?? l.series ?? ''}</td>
              <td style={{ ...styles.td, ...styles.num }}>{l.qty}</td>
              <td style={{ ...styles.td, ...styles.num }}>{formatUsd(l.unitPrice, locale)}</td>
              <td style={{ ...styles.td, ...styles.num }}>{formatUsd(l.lineTotal, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="data" style={{ ...styles.table, marginTop: '8px' }} role="presentation" cellPadding={0} cellSpacing={0}>
        <tbody>
          {totalRows(order, locale).map((r) => (
            <tr key={r.label}>
              <td style={{ padding: '3px 4px', fontWeight: r.strong ? 700 : 400 }}>
                {r.label}
              </td>
              <td style={{ padding: '3px 4px', ...styles.num, fontWeight: r.strong ? 700 : 400 }}>{r.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table style={{ ...styles.table, marginTop: '16px' }} role="presentation" cellPadding={0} cellSpacing={0}>
        <tbody>
          <tr>
            {(
              [
                [w.shipTo, order.shippingAddress],
                [w.billTo, order.billingAddress],
              ] as const
            ).map(([label, address]) => (
              <td key={label} style={{ verticalAlign: 'top', width: '50%', paddingRight: '8px' }}>
                <Text style={{ ...styles.p, margin: '0' }}>
                  <strong>{label}</strong>
                  {addressLines(address, locale).map((line, i) => (
                    <span key={i}>
                      <br />
                      {line}
                    </span>
                  ))}
                </Text>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      {order.note ? (
        <Text style={{ ...styles.p, marginTop: '12px' }}>
          <strong>{w.note}:</strong> {order.note}
        </Text>
      ) : null}
    </>
  )
}

function Layout({ shop, locale, preview, heading, children }: { shop: ShopDetails; locale: OrderDocumentData['locale']; preview: string; heading: string; children: React.ReactNode }) {
  const m = mailWords(locale)
  return (
    <Html lang={locale}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.shop}>{shop.shopName}</Text>
          <Heading as="h1" style={styles.h1}>
            {heading}
          </Heading>
          {children}
          <Hr style={{ borderColor: RULE, margin: '24px 0 12px' }} />
          <Text style={styles.muted}>{m.questions}</Text>
          <Text style={styles.muted}>{[shop.shopName, shop.address, shop.phone, shop.email].filter(Boolean).join(' · ')}</Text>
        </Container>
      </Body>
    </Html>
  )
}

function ViewOrder({ order, shop }: { order: OrderDocumentData; shop: ShopDetails }) {
  return (
    <Section style={{ margin: '20px 0 0' }}>
      <Link href={orderPageUrl(order, shop)} style={styles.button}>
        {mailWords(order.locale).viewOrder}
      </Link>
    </Section>
  )
}

async function toMail(to: string, subject: string, element: React.ReactElement, attachments?: MailAttachment[]): Promise<Mail> {
  const html = await render(element)
  // The lines and totals read as columns in the text part too.
  const text = toPlainText(html, {
    wordwrap: 100,
    selectors: [...plainTextSelectors, { selector: 'table.data', format: 'dataTable', options: { uppercaseHeaderCells: false, maxColumnWidth: 40 } }],
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
