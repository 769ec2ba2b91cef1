import { Document, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer'

import { formatUsd } from '@/lib/commerce/money'
import { Field, hostOf, letterhead, MUTED } from '@/lib/orders/server/documents/letterhead'
import { documentDate, type ShopDetails } from '@/lib/orders/server/documents/text'

import { lineAnswer, linePart, quoteDocumentWords, quotePageUrl, type QuoteDocumentData } from './text'

// The order PDF's look: the same letterhead, colours and table (src/lib/orders/server/documents/letterhead.tsx).

const s = StyleSheet.create({
  ...letterhead,
  cPn: { width: '36%', paddingHorizontal: 4 },
  cQty: { width: '8%', paddingHorizontal: 4, textAlign: 'right' },
  cUnit: { width: '16%', paddingHorizontal: 4, textAlign: 'right' },
  cLead: { width: '22%', paddingHorizontal: 4, textAlign: 'right' },
  cTotal: { width: '18%', paddingHorizontal: 4, textAlign: 'right' },
  cNoQuote: { width: '56%', paddingHorizontal: 4, color: MUTED },
})

/** One version of a quote as a PDF in the request's language (issue 30, docs/quotes.md "The quote PDF"). */
export function QuotePdf({ quote, shop }: { quote: QuoteDocumentData; shop: ShopDetails }) {
  const { locale } = quote
  const w = quoteDocumentWords(locale)
  const title = w.title(quote.number, quote.version)
  const shopLines = [shop.address, [shop.phone, shop.email].filter(Boolean).join(' · '), hostOf(shop.publicUrl)].filter(Boolean) as string[]
  const day = (iso: string | null) => (iso ? documentDate(iso, locale) : '—')
  return (
    <Document title={title} author={shop.shopName} subject={title} creator={shop.shopName} producer={shop.shopName} language={locale}>
      <Page size="LETTER" style={s.page}>
        <View style={s.header} fixed>
          <View>
            <Text style={s.shopName}>{shop.shopName}</Text>
            {shopLines.map((l, i) => (
              <Text key={i} style={s.shopLine}>
                {l}
              </Text>
            ))}
          </View>
          <View style={s.titleBox}>
            <Text style={s.title}>{`${w.quote} ${quote.number}`}</Text>
            <Text style={s.shopLine}>{`${w.version} ${quote.version} · ${day(quote.sentAt)}`}</Text>
          </View>
        </View>

        <View style={s.footer} fixed>
          <Text>
            {shop.shopName} · {title}
          </Text>
          <Text render={({ pageNumber, totalPages }) => w.page(pageNumber, totalPages)} />
        </View>

        <View style={s.meta}>
          <Field label={w.quoteNumber} value={quote.number} />
          <Field label={w.version} value={String(quote.version)} />
          <Field label={w.expires} value={day(quote.expiresAt)} />
          <Field label={w.requested} value={day(quote.createdAt)} />
          <Field label={w.sent} value={day(quote.sentAt)} />
          <Field label={w.needBy} value={day(quote.needBy)} />
          <Field label={w.preparedFor} value={quote.buyerEmail} wide />
          <Field label={w.project} value={quote.project ?? '—'} />
        </View>

        <View style={s.tableHead} fixed>
          <Text style={[s.cPn, s.label]}>{w.pn}</Text>
          <Text style={[s.cQty, s.label]}>{w.qty}</Text>
          <Text style={[s.cUnit, s.label]}>{w.unitPrice}</Text>
          <Text style={[s.cLead, s.label]}>{w.leadTime}</Text>
          <Text style={[s.cTotal, s.label]}>{w.lineTotal}</Text>
        </View>
        {quote.lines.map((line, i) => {
          const answer = lineAnswer(line, locale)
          return (
            <View key={i} style={s.row} wrap={false}>
              <View style={s.cPn}>
                <Text style={s.bold}>{linePart(line, locale)}</Text>
                {line.note ? <Text style={s.small}>{`${w.yourNote}: ${line.note}`}</Text> : null}
              </View>
              <Text style={s.cQty}>{line.qty}</Text>
              {answer && 'noQuote' in answer ? (
                <Text style={s.cNoQuote}>{answer.noQuote}</Text>
              ) : (
                <>
                  <Text style={s.cUnit}>{answer?.unitPrice ?? '—'}</Text>
                  <Text style={s.cLead}>{answer?.leadTime ?? '—'}</Text>
                  <Text style={s.cTotal}>{answer?.lineTotal ?? '—'}</Text>
                </>
              )}
            </View>
          )
        })}

        <View style={s.totals} wrap={false}>
          <View style={s.grandTotal}>
            <Text>{w.total}</Text>
            <Text>{quote.total === null ? '—' : formatUsd(quote.total, locale)}</Text>
          </View>
          <Text style={s.small}>{w.totalNote}</Text>
        </View>

        {quote.staffNote ? (
          <View style={s.note} wrap={false}>
            <Text style={s.label}>{w.staffNote}</Text>
            <Text>{quote.staffNote}</Text>
          </View>
        ) : null}
        {quote.note ? (
          <View style={s.note} wrap={false}>
            <Text style={s.label}>{w.yourNote}</Text>
            <Text>{quote.note}</Text>
          </View>
        ) : null}

        <View style={{ marginTop: 14 }} wrap={false}>
          <Text style={s.small}>{w.accept}</Text>
          <Text>{quotePageUrl(quote, shop.publicUrl)}</Text>
        </View>
      </Page>
    </Document>
  )
}

/** The quote's PDF as bytes. */
export function renderQuotePdf(quote: QuoteDocumentData, shop: ShopDetails): Promise<Buffer> {
  return renderToBuffer(<QuotePdf quote={quote} shop={shop} />)
}
