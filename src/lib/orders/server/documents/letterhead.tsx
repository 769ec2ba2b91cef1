import { Font, StyleSheet, Text, View } from '@react-pdf/renderer'

/*
 * The shop's documents' one look (the order PDF, the quote PDF): colours, the letterhead, the
 * facts above the table, the table's rows, totals, notes and the footer. Each document adds its
 * own columns to these styles.
 */

// Words are never broken with a hyphen (part numbers, titles and prices stay whole and searchable).
Font.registerHyphenationCallback((word) => [word])

const INK = '#0f172a'
export const MUTED = '#475569'
export const RULE = '#cbd5e1'
const ACCENT = '#166534'

/** The styles every document shares, for `StyleSheet.create({ ...letterhead, …its columns })`. */
export const letterhead = {
  // No lineHeight on the page: react-pdf then drops the absolutely placed, fixed footer.
  page: { paddingTop: 40, paddingBottom: 56, paddingHorizontal: 44, fontFamily: 'Helvetica', fontSize: 9, color: INK },
  header: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderBottomWidth: 1.5,
    borderBottomColor: ACCENT,
    paddingBottom: 8,
    marginBottom: 14,
  },
  shopName: { fontFamily: 'Helvetica-Bold', fontSize: 16, color: ACCENT },
  shopLine: { color: MUTED },
  titleBox: { alignItems: 'flex-end' },
  title: { fontFamily: 'Helvetica-Bold', fontSize: 14 },
  meta: { flexDirection: 'row', flexWrap: 'wrap', marginBottom: 12 },
  metaItem: { width: '33%', marginBottom: 6, paddingRight: 12 },
  metaWide: { width: '66%', marginBottom: 6, paddingRight: 12 },
  label: { fontFamily: 'Helvetica-Bold', fontSize: 8, color: MUTED, marginBottom: 2 },
  bold: { fontFamily: 'Helvetica-Bold' },
  tableHead: { flexDirection: 'row', backgroundColor: '#f1f5f9', borderBottomWidth: 0.75, borderBottomColor: RULE, paddingVertical: 4 },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: RULE, paddingVertical: 4 },
  small: { fontSize: 8, color: MUTED },
  totals: { marginTop: 10, marginLeft: 'auto', width: '52%' },
  grandTotal: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderTopWidth: 1,
    borderTopColor: INK,
    marginTop: 4,
    paddingTop: 4,
    fontFamily: 'Helvetica-Bold',
    fontSize: 11,
  },
  note: { marginTop: 14, padding: 8, backgroundColor: '#f8fafc', borderLeftWidth: 2, borderLeftColor: ACCENT },
  footer: {
    position: 'absolute',
    bottom: 24,
    left: 44,
    right: 44,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 7.5,
    color: MUTED,
    borderTopWidth: 0.5,
    borderTopColor: RULE,
    paddingTop: 5,
  },
} as const

const f = StyleSheet.create({ metaItem: letterhead.metaItem, metaWide: letterhead.metaWide, label: letterhead.label })

/** One fact above the table (a label and its value); a long e-mail goes on two lines, before its @ (words are never broken). */
export function Field({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <View style={wide ? f.metaWide : f.metaItem}>
      <Text style={f.label}>{label}</Text>
      {(value.length > 40 && value.includes('@') ? [value.slice(0, value.indexOf('@')), value.slice(value.indexOf('@'))] : [value]).map(
        (line, i) => (
          <Text key={i}>{line}</Text>
        ),
      )}
    </View>
  )
}

/** The shop's host name for the letterhead: no scheme, no port, and none at all for a machine's own (localhost). */
export function hostOf(publicUrl: string): string | null {
  const { hostname } = new URL(publicUrl)
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' ? null : hostname
}
