import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components'

import { routing } from '@/i18n/routing'
import { formatUsd } from '@/lib/commerce/money'
import { orderShipWords } from '@/lib/orders/shipWords'

import { addressLines, documentDate, documentWords, totalRows, type OrderDocumentData, type ShopDetails } from '../documents/text'
import { mailWords } from './words'

// The pieces every order mail is drawn with (./OrderMail.tsx builds the mails).
const INK = '#0f172a'
const MUTED = '#475569'
const ACCENT = '#166534'
const RULE = '#cbd5e1'

export const styles = {
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
  button: {
    backgroundColor: ACCENT,
    color: '#ffffff',
    padding: '10px 16px',
    borderRadius: '4px',
    fontWeight: 700,
    textDecoration: 'none',
    display: 'inline-block',
  },
}

/** The buyer's order page on the shop, in the order's language. */
export function orderPageUrl(order: Pick<OrderDocumentData, 'number' | 'locale'>, shop: Pick<ShopDetails, 'publicUrl'>): string {
  const path = routing.pathnames['/my-account/orders/[number]'][order.locale].replace('[number]', encodeURIComponent(order.number))
  return `${shop.publicUrl}${order.locale === routing.defaultLocale ? '' : `/${order.locale}`}${path}`
}

export function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
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
export function OrderSummary({ order }: { order: OrderDocumentData }) {
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
          {order.lines.map((l, i) => {
            const ships = orderShipWords(l.availability, l.qty, locale)
            return [
              <tr key={i}>
                <td style={{ ...styles.td, fontWeight: 700 }}>{l.pn}</td>
                <td style={styles.td}>{l.description ?? l.series ?? ''}</td>
                <td style={{ ...styles.td, ...styles.num }}>{l.qty}</td>
                <td style={{ ...styles.td, ...styles.num }}>{formatUsd(l.unitPrice, locale)}</td>
                <td style={{ ...styles.td, ...styles.num }}>{formatUsd(l.lineTotal, locale)}</td>
              </tr>,
              // The line's promise on a row of its own, so the plain-text part keeps it whole.
              ships ? (
                <tr key={`${i}-ships`}>
                  <td colSpan={5} style={{ ...styles.td, paddingTop: 0, fontSize: '12px', color: '#404040' }}>
                    {ships}
                  </td>
                </tr>
              ) : null,
            ]
          })}
        </tbody>
      </table>
      <table className="data" style={{ ...styles.table, marginTop: '8px' }} role="presentation" cellPadding={0} cellSpacing={0}>
        <tbody>
          {totalRows(order, locale).map((r) => (
            <tr key={r.label}>
              <td style={{ padding: '3px 4px', fontWeight: r.strong ? 700 : 400 }}>{r.label}</td>
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

export function Layout({
  shop,
  locale,
  preview,
  heading,
  children,
}: {
  shop: ShopDetails
  locale: OrderDocumentData['locale']
  preview: string
  heading: string
  children: React.ReactNode
}) {
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

export function ViewOrder({ order, shop }: { order: OrderDocumentData; shop: ShopDetails }) {
  return (
    <Section style={{ margin: '20px 0 0' }}>
      <Link href={orderPageUrl(order, shop)} style={styles.button}>
        {mailWords(order.locale).viewOrder}
      </Link>
    </Section>
  )
}
