import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components'

import type { Locale } from '@/i18n/locales'
import { formatUsd } from '@/lib/commerce/money'
import type { ShopDetails } from '@/lib/orders/server/documents/text'
import { styles } from '@/lib/orders/server/mail/OrderMailParts'

import { lineAnswer, linePart, quoteDocumentWords, type QuoteDocumentData } from '../documents/text'
import { quoteMailWords } from './words'

// The pieces the quote mails are drawn with, in the order mails' style (src/lib/orders/server/mail).

/** The lines as the buyer asked for them: part, quantity, target price and note (`target` names the price column for the staff). */
export function RequestLines({ quote, locale, target }: { quote: QuoteDocumentData; locale: Locale; target?: string }) {
  const w = quoteDocumentWords(locale)
  return (
    <table className="data" style={styles.table} cellPadding={0} cellSpacing={0}>
      <thead>
        <tr>
          <th style={styles.th}>{w.pn}</th>
          <th style={{ ...styles.th, ...styles.num }}>{w.qty}</th>
          <th style={{ ...styles.th, ...styles.num }}>{target ?? w.target}</th>
          <th style={styles.th}>{w.note}</th>
        </tr>
      </thead>
      <tbody>
        {quote.lines.map((l, i) => (
          <tr key={i}>
            <td style={{ ...styles.td, fontWeight: 700 }}>{l.pn}</td>
            <td style={{ ...styles.td, ...styles.num }}>{l.qty}</td>
            <td style={{ ...styles.td, ...styles.num }}>{l.targetPrice === null ? '—' : formatUsd(l.targetPrice, locale)}</td>
            <td style={styles.td}>{l.note ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The staff's answer: each line's part (or the alternate offered), quantity, unit price, lead time and total, or "No quote" with why; then the total. */
export function QuotedLines({ quote, locale }: { quote: QuoteDocumentData; locale: Locale }) {
  const w = quoteDocumentWords(locale)
  return (
    <>
      <table className="data" style={styles.table} cellPadding={0} cellSpacing={0}>
        <thead>
          <tr>
            <th style={styles.th}>{w.pn}</th>
            <th style={{ ...styles.th, ...styles.num }}>{w.qty}</th>
            <th style={{ ...styles.th, ...styles.num }}>{w.unitPrice}</th>
            <th style={{ ...styles.th, ...styles.num }}>{w.leadTime}</th>
            <th style={{ ...styles.th, ...styles.num }}>{w.lineTotal}</th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((l, i) => {
            const answer = lineAnswer(l, locale)
            return (
              <tr key={i}>
                <td style={{ ...styles.td, fontWeight: 700 }}>{linePart(l, locale)}</td>
                <td style={{ ...styles.td, ...styles.num }}>{l.qty}</td>
                {answer && 'noQuote' in answer ? (
                  <td colSpan={3} style={{ ...styles.td, color: '#475569' }}>
                    {answer.noQuote}
                  </td>
                ) : (
                  <>
                    <td style={{ ...styles.td, ...styles.num }}>{answer?.unitPrice ?? '—'}</td>
                    <td style={{ ...styles.td, ...styles.num }}>{answer?.leadTime ?? '—'}</td>
                    <td style={{ ...styles.td, ...styles.num }}>{answer?.lineTotal ?? '—'}</td>
                  </>
                )}
              </tr>
            )
          })}
        </tbody>
      </table>
      <table className="data" style={{ ...styles.table, marginTop: '8px' }} role="presentation" cellPadding={0} cellSpacing={0}>
        <tbody>
          <tr>
            <td style={{ padding: '3px 4px', fontWeight: 700 }}>{w.total}</td>
            <td style={{ padding: '3px 4px', ...styles.num, fontWeight: 700 }}>
              {quote.total === null ? '—' : formatUsd(quote.total, locale)}
            </td>
          </tr>
        </tbody>
      </table>
      <Text style={{ ...styles.muted, marginTop: '4px' }}>{w.totalNote}</Text>
    </>
  )
}

export function Button({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Section style={{ margin: '20px 0 0' }}>
      <Link href={href} style={styles.button}>
        {children}
      </Link>
    </Section>
  )
}

/** A quote mail's frame: the shop, the heading, the body, and (for the buyer) where to ask questions. */
export function Layout({
  shop,
  locale,
  preview,
  heading,
  buyer,
  children,
}: {
  shop: ShopDetails
  locale: Locale
  preview: string
  heading: string
  buyer: boolean
  children: React.ReactNode
}) {
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
          <Hr style={{ borderColor: '#cbd5e1', margin: '24px 0 12px' }} />
          {buyer ? <Text style={styles.muted}>{quoteMailWords(locale).questions}</Text> : null}
          <Text style={styles.muted}>{[shop.shopName, shop.address, shop.phone, shop.email].filter(Boolean).join(' · ')}</Text>
        </Container>
      </Body>
    </Html>
  )
}
