import type { Locale } from '@/i18n/locales'
import { routing } from '@/i18n/routing'
import { formatUsd } from '@/lib/commerce/money'

import type { QuoteLineView, QuoteVersionView } from '../../contract'

/**
 * A quote as its PDF and mails print it: the request (who asked, when, for which project and
 * date) and one version of the staff's answer (the current one, or an earlier one from its
 * snapshot), in the request's language.
 */
export type QuoteDocumentData = QuoteVersionView & {
  id: number
  number: string
  locale: Locale
  createdAt: string
  buyerEmail: string
  project: string | null
  needBy: string | null
  note: string | null
  attachmentCount: number
  orderNumber: string | null
}

const EN = {
  quote: 'Quote',
  title: (number: string, version: number) => `Quote ${number}, version ${version}`,
  fileName: (number: string, version: number) => `quote-${number}-v${version}.pdf`,
  quoteNumber: 'Quote number',
  version: 'Version',
  requested: 'Requested on',
  sent: 'Sent on',
  expires: 'Valid until',
  project: 'Project or job',
  needBy: 'Needed by',
  preparedFor: 'Prepared for',
  pn: 'Part number',
  qty: 'Qty',
  target: 'Your target',
  unitPrice: 'Unit price',
  leadTime: 'Lead time',
  lineTotal: 'Line total',
  note: 'Note',
  businessDays: (n: number) => (n === 1 ? '1 business day' : `${n} business days`),
  offeredFor: (alternate: string, asked: string) => `${alternate} offered for ${asked}`,
  noQuote: 'No quote',
  total: 'Total of the quoted lines',
  totalNote: 'Before shipping, fees and tax: checkout adds them as for any order.',
  staffNote: 'Our note',
  yourNote: 'Your note',
  accept: 'Accept this quote, or ask for a revision, in your account:',
  page: (n: number, of: number) => `Page ${n} of ${of}`,
}

export type QuoteDocumentWords = typeof EN

const ES: QuoteDocumentWords = {
  quote: 'Cotización',
  title: (number, version) => `Cotización ${number}, versión ${version}`,
  fileName: (number, version) => `cotizacion-${number}-v${version}.pdf`,
  quoteNumber: 'Número de cotización',
  version: 'Versión',
  requested: 'Solicitada el',
  sent: 'Enviada el',
  expires: 'Válida hasta',
  project: 'Proyecto u obra',
  needBy: 'Se necesita para',
  preparedFor: 'Preparada para',
  pn: 'Número de pieza',
  qty: 'Cant.',
  target: 'Su precio objetivo',
  unitPrice: 'Precio unitario',
  leadTime: 'Plazo de entrega',
  lineTotal: 'Total de línea',
  note: 'Nota',
  businessDays: (n) => (n === 1 ? '1 día hábil' : `${n} días hábiles`),
  offeredFor: (alternate, asked) => `${alternate} ofrecida en lugar de ${asked}`,
  noQuote: 'Sin cotizar',
  total: 'Total de las líneas cotizadas',
  totalNote: 'Antes de envío, cargos e impuestos: el pago los agrega como en cualquier pedido.',
  staffNote: 'Nuestra nota',
  yourNote: 'Su nota',
  accept: 'Acepte esta cotización, o pida una revisión, en su cuenta:',
  page: (n, of) => `Página ${n} de ${of}`,
}

export const quoteDocumentWords = (locale: Locale): QuoteDocumentWords => (locale === 'es' ? ES : EN)

/** What a quoted line's price columns say: its unit price, line total and lead time, or "No quote" with the reason. */
export function lineAnswer(
  line: QuoteLineView,
  locale: Locale,
): { noQuote: string } | { unitPrice: string; lineTotal: string; leadTime: string } | null {
  const w = quoteDocumentWords(locale)
  if (line.noQuote) return { noQuote: line.noQuoteReason ? `${w.noQuote}: ${line.noQuoteReason}` : w.noQuote }
  if (line.quotedPrice === null) return null
  return {
    unitPrice: formatUsd(line.quotedPrice, locale),
    lineTotal: line.lineTotal === null ? '—' : formatUsd(line.lineTotal, locale),
    leadTime: line.leadTimeDays === null ? '—' : w.businessDays(line.leadTimeDays),
  }
}

/** The part a line sells, as printed: "PB-2 offered for PB-1" when the staff offer an alternate. */
export const linePart = (line: Pick<QuoteLineView, 'pn' | 'alternatePn'>, locale: Locale): string =>
  line.alternatePn ? quoteDocumentWords(locale).offeredFor(line.alternatePn, line.pn) : line.pn

/** The PDF's file name in the quote's language, for its version. */
export const quotePdfFileName = (q: Pick<QuoteDocumentData, 'number' | 'locale' | 'version'>) =>
  quoteDocumentWords(q.locale).fileName(q.number, q.version)

/** The buyer's page of the quote on the shop, in the quote's language (docs/routes.md). */
export function quotePageUrl(q: Pick<QuoteDocumentData, 'number' | 'locale'>, publicUrl: string): string {
  const path = routing.pathnames['/my-account/quotes/[number]'][q.locale].replace('[number]', encodeURIComponent(q.number))
  return `${publicUrl}${q.locale === routing.defaultLocale ? '' : `/${q.locale}`}${path}`
}
