import { Heading, Text } from '@react-email/components'
import { plainTextSelectors, render, toPlainText } from '@react-email/render'

import { defaultLocale } from '@/i18n/locales'
import type { Mail, MailAttachment } from '@/lib/accounts/server/mail'
import { formatUsd } from '@/lib/commerce/money'
import { documentDate, type ShopDetails } from '@/lib/orders/server/documents/text'
import { Facts, styles } from '@/lib/orders/server/mail/OrderMailParts'

import { quoteDocumentWords, quotePageUrl, type QuoteDocumentData } from '../documents/text'
import { Button, Layout, QuotedLines, RequestLines } from './QuoteMailParts'
import { quoteMailWords, STAFF, type StaffNoticeKind } from './words'

/*
 * The quote mails (issue 30, docs/quotes.md "Mails and events"): to the buyer in the request's
 * language (the request's confirmation; the quote itself with its PDF), and the staff's notices
 * to the rep and the order inbox, in English, each with a link to the quote in the admin.
 */

async function toMail(to: string, subject: string, element: React.ReactElement, attachments?: MailAttachment[]): Promise<Mail> {
  const html = await render(element)
  // The lines read as columns in the text part too.
  const text = toPlainText(html, {
    wordwrap: 100,
    selectors: [
      ...plainTextSelectors,
      { selector: 'table.data', format: 'dataTable', options: { uppercaseHeaderCells: false, maxColumnWidth: 40 } },
    ],
  })
  return { to, subject, text, html, ...(attachments ? { attachments } : {}) }
}

const day = (iso: string | null, locale: QuoteDocumentData['locale']) => (iso ? documentDate(iso, locale) : '—')

/** The buyer's confirmation of a new request: what was asked, and the link to it in his account. */
export function buildQuoteRequestedMail({ quote, shop, to }: { quote: QuoteDocumentData; shop: ShopDetails; to: string }): Promise<Mail> {
  const { locale } = quote
  const m = quoteMailWords(locale)
  const w = quoteDocumentWords(locale)
  const subject = m.requestedSubject(quote.number)
  const facts: [string, string][] = [[w.quoteNumber, quote.number]]
  if (quote.project) facts.push([w.project, quote.project])
  if (quote.needBy) facts.push([w.needBy, day(quote.needBy, locale)])
  return toMail(
    to,
    subject,
    <Layout shop={shop} locale={locale} preview={subject} heading={m.requestedHeading(quote.number)} buyer>
      <Text style={styles.p}>{m.requestedIntro}</Text>
      <Facts rows={facts} />
      <Heading as="h2" style={styles.h2}>
        {m.requestSummary}
      </Heading>
      <RequestLines quote={quote} locale={locale} />
      {quote.note ? (
        <Text style={{ ...styles.p, marginTop: '12px' }}>
          <strong>{w.yourNote}:</strong> {quote.note}
        </Text>
      ) : null}
      {quote.attachmentCount ? <Text style={styles.muted}>{m.attachments(quote.attachmentCount)}</Text> : null}
      <Button href={quotePageUrl(quote, shop.publicUrl)}>{m.viewRequest}</Button>
    </Layout>,
  )
}

/** The quote itself, one version of it, to the buyer with its PDF attached. */
export function buildQuoteSentMail({
  quote,
  shop,
  to,
  pdf,
}: {
  quote: QuoteDocumentData
  shop: ShopDetails
  to: string
  pdf: MailAttachment
}): Promise<Mail> {
  const { locale } = quote
  const m = quoteMailWords(locale)
  const w = quoteDocumentWords(locale)
  const subject = m.quotedSubject(quote.number, quote.version)
  return toMail(
    to,
    subject,
    <Layout shop={shop} locale={locale} preview={subject} heading={m.quotedHeading(quote.number)} buyer>
      <Text style={styles.p}>{m.quotedIntro(quote.version)}</Text>
      {quote.expiresAt ? <Text style={{ ...styles.p, ...styles.box }}>{m.validUntil(day(quote.expiresAt, locale))}</Text> : null}
      <Facts
        rows={[
          [w.quoteNumber, quote.number],
          [w.version, String(quote.version)],
          ...(quote.project ? [[w.project, quote.project] as [string, string]] : []),
        ]}
      />
      <Heading as="h2" style={styles.h2}>
        {m.quoteSummary}
      </Heading>
      <QuotedLines quote={quote} locale={locale} />
      {quote.staffNote ? (
        <Text style={{ ...styles.p, marginTop: '12px' }}>
          <strong>{w.staffNote}:</strong> {quote.staffNote}
        </Text>
      ) : null}
      <Button href={quotePageUrl(quote, shop.publicUrl)}>{m.viewQuote}</Button>
    </Layout>,
    [pdf],
  )
}

export type StaffNoticeInput = {
  kind: StaffNoticeKind
  quote: QuoteDocumentData
  shop: ShopDetails
  to: string
  customerName: string | null
  /** The buyer's message, for a revision asked. */
  message?: string | null
}

/** The staff's notice of a quote's change (to the rep and the order inbox), in English, with the admin's link. */
export function buildStaffNotice({ kind, quote, shop, to, customerName, message }: StaffNoticeInput): Promise<Mail> {
  const locale = defaultLocale
  const who = customerName ? `${quote.buyerEmail} (${customerName})` : quote.buyerEmail
  const n = quote.number
  const v = quote.version
  const order = quote.orderNumber ?? '—'
  const [subject, intro] = {
    requested: [STAFF.requestedSubject(n, who), STAFF.requestedIntro(who)],
    'revision-requested': [STAFF['revision-requestedSubject'](n, v), STAFF['revision-requestedIntro'](who, v)],
    accepted: [STAFF.acceptedSubject(n, v), STAFF.acceptedIntro(who, v)],
    declined: [STAFF.declinedSubject(n), STAFF.declinedIntro(who)],
    ordered: [STAFF.orderedSubject(n, order), STAFF.orderedIntro(who, order)],
  }[kind]
  const facts: [string, React.ReactNode][] = [
    [STAFF.buyer, quote.buyerEmail],
    ...(customerName ? [[STAFF.customer, customerName] as [string, string]] : []),
    ...(quote.project ? [[STAFF.project, quote.project] as [string, string]] : []),
    ...(quote.needBy ? [[STAFF.needBy, day(quote.needBy, locale)] as [string, string]] : []),
    [STAFF.language, STAFF.languageName[quote.locale]],
  ]
  if (v > 0) facts.push([STAFF.version, String(v)], [STAFF.expires, day(quote.expiresAt, locale)])
  if (v > 0 && quote.total !== null) facts.push([STAFF.total, formatUsd(quote.total, locale)])
  if (kind === 'ordered' && quote.orderNumber) facts.push([STAFF.order, quote.orderNumber])
  if (kind === 'requested' && quote.attachmentCount) facts.push([STAFF.attachments, String(quote.attachmentCount)])
  const adminUrl = `${shop.publicUrl}/admin/collections/quotes/${quote.id}`
  return toMail(
    to,
    subject,
    <Layout shop={shop} locale={locale} preview={subject} heading={subject} buyer={false}>
      <Text style={styles.p}>{intro}</Text>
      <Facts rows={facts} />
      {kind === 'revision-requested' && message ? (
        <Text style={{ ...styles.p, ...styles.box }}>
          <strong>{STAFF.message}:</strong> {message}
        </Text>
      ) : null}
      {kind === 'requested' || v === 0 ? (
        <RequestLines quote={quote} locale={locale} target={STAFF.target} />
      ) : (
        <QuotedLines quote={quote} locale={locale} />
      )}
      {kind === 'requested' && quote.note ? (
        <Text style={{ ...styles.p, marginTop: '12px' }}>
          <strong>{STAFF.note}:</strong> {quote.note}
        </Text>
      ) : null}
      <Button href={adminUrl}>{STAFF.open}</Button>
    </Layout>,
  )
}
