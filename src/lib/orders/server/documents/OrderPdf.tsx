import { Document, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer'

import { formatUsd } from '@/lib/commerce/money'
import { orderShipWords } from '@/lib/orders/shipWords'

import { Field, hostOf, letterhead, RULE } from './letterhead'
import { addressLines, documentDate, documentWords, totalRows, type OrderDocumentData, type ShopDetails } from './text'

const s = StyleSheet.create({
  ...letterhead,
  addresses: { flexDirection: 'row', gap: 16, marginBottom: 14 },
  addressBox: { flex: 1, borderWidth: 0.75, borderColor: RULE, borderRadius: 3, padding: 8 },
  cPn: { width: '22%', paddingHorizontal: 4, fontFamily: 'Helvetica-Bold' },
  cDesc: { width: '38%', paddingHorizontal: 4 },
  cQty: { width: '8%', paddingHorizontal: 4, textAlign: 'right' },
  cUnit: { width: '16%', paddingHorizontal: 4, textAlign: 'right' },
  cTotal: { width: '16%', paddingHorizontal: 4, textAlign: 'right' },
  totalRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 2 },
})

/** The order as one PDF document in the order's language (issue 14, "The order PDF"). */
export function OrderPdf({ order, shop, printedAt }: { order: OrderDocumentData; shop: ShopDetails; printedAt: Date }) {
  const { locale } = order
  const w = documentWords(locale)
  const shopLines = [shop.address, [shop.phone, shop.email].filter(Boolean).join(' · '), hostOf(shop.publicUrl)].filter(Boolean) as string[]
  const shippingVia = order.shippingLabel || [order.carrier, order.method].filter(Boolean).join(' · ') || '—'
  return (
    <Document
      title={w.title(order.number)}
      author={shop.shopName}
      subject={w.title(order.number)}
      creator={shop.shopName}
      producer={shop.shopName}
      language={locale}
    >
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
            <Text style={s.title}>{w.title(order.number)}</Text>
            <Text style={s.shopLine}>{documentDate(order.createdAt, locale)}</Text>
          </View>
        </View>

        <View style={s.footer} fixed>
          <Text>
            {shop.shopName} · {w.title(order.number)}
          </Text>
          <Text render={({ pageNumber, totalPages }) => w.page(pageNumber, totalPages)} />
        </View>

        <View style={s.meta}>
          <Field label={w.orderNumber} value={order.number} />
          <Field label={w.orderDate} value={documentDate(order.createdAt, locale)} />
          <Field label={w.printed} value={documentDate(printedAt.toISOString(), locale)} />
          <Field label={w.po} value={order.poNumber || '—'} />
          <Field label={w.buyer} value={order.buyerEmail} wide />
          <Field label={w.status} value={w.statusLabel[order.status] ?? order.status} />
          <Field label={w.payment} value={order.payment === 'card' ? w.card : w.onAccount} />
          <Field label={w.shippingVia} value={shippingVia} />
          {order.carrierAccount ? <Field label={w.carrierAccount} value={order.carrierAccount} /> : null}
        </View>

        <View style={s.addresses}>
          {(
            [
              [w.billTo, order.billingAddress],
              [w.shipTo, order.shippingAddress],
            ] as const
          ).map(([label, address]) => (
            <View key={label} style={s.addressBox}>
              <Text style={s.label}>{label}</Text>
              {addressLines(address, locale).map((l, i) => (
                <Text key={i} style={i === 0 ? s.bold : undefined}>
                  {l}
                </Text>
              ))}
            </View>
          ))}
        </View>

        <View style={s.tableHead} fixed>
          <Text style={[s.cPn, s.label]}>{w.pn}</Text>
          <Text style={[s.cDesc, s.label]}>{w.description}</Text>
          <Text style={[s.cQty, s.label]}>{w.qty}</Text>
          <Text style={[s.cUnit, s.label]}>{w.unitPrice}</Text>
          <Text style={[s.cTotal, s.label]}>{w.lineTotal}</Text>
        </View>
        {order.lines.map((l, i) => {
          const ships = orderShipWords(l.availability, l.qty, locale)
          return (
            <View key={i} style={s.row} wrap={false}>
              <Text style={s.cPn}>{l.pn}</Text>
              <View style={s.cDesc}>
                <Text>{l.description ?? l.series ?? ''}</Text>
                {l.leadTimeNote ? <Text style={s.small}>{l.leadTimeNote}</Text> : null}
                {ships ? <Text style={s.small}>{ships}</Text> : null}
              </View>
              <Text style={s.cQty}>{l.qty}</Text>
              <Text style={s.cUnit}>{formatUsd(l.unitPrice, locale)}</Text>
              <Text style={s.cTotal}>{formatUsd(l.lineTotal, locale)}</Text>
            </View>
          )
        })}

        <View style={s.totals} wrap={false}>
          {totalRows(order, locale).map((r) =>
            r.strong ? (
              <View key={r.label} style={s.grandTotal}>
                <Text>{r.label}</Text>
                <Text>{r.value}</Text>
              </View>
            ) : (
              <View key={r.label}>
                <View style={s.totalRow}>
                  <Text>{r.label}</Text>
                  <Text>{r.value}</Text>
                </View>
                {r.note ? <Text style={s.small}>{r.note}</Text> : null}
              </View>
            ),
          )}
        </View>

        {order.note ? (
          <View style={s.note} wrap={false}>
            <Text style={s.label}>{w.note}</Text>
            <Text>{order.note}</Text>
          </View>
        ) : null}
      </Page>
    </Document>
  )
}

/** The order's PDF as bytes. */
export function renderOrderPdf(order: OrderDocumentData, shop: ShopDetails, printedAt = new Date()): Promise<Buffer> {
  return renderToBuffer(<OrderPdf order={order} shop={shop} printedAt={printedAt} />)
}

/** The PDF's file name in the order's language (for Content-Disposition and attachments). */
export const orderPdfFileName = (order: Pick<OrderDocumentData, 'number' | 'locale'>) => documentWords(order.locale).fileName(order.number)
