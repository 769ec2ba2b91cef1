import type { Locale } from '@/i18n/locales'

/** The buyer's quote mails, in the request's language (the lines' labels come from documents/text.ts). */
const EN = {
  requestedSubject: (n: string) => `Quote request ${n} received`,
  requestedHeading: (n: string) => `We have your quote request ${n}`,
  requestedIntro:
    'Thank you. Our sales team will price each line and give you a lead time; you will get the quote by e-mail, with its PDF. Here is what you asked for.',
  quotedSubject: (n: string, v: number) => (v > 1 ? `Your quote ${n} (version ${v})` : `Your quote ${n}`),
  quotedHeading: (n: string) => `Your quote ${n}`,
  quotedIntro: (v: number) =>
    v > 1 ? `Here is version ${v} of your quote, revised as you asked. The PDF is attached.` : 'Here is your quote. The PDF is attached.',
  validUntil: (date: string) =>
    `The prices hold until ${date}. Accept the quote in your account and its lines go in your cart at these prices.`,
  requestSummary: 'Your request',
  quoteSummary: 'The quote',
  lines: 'Lines',
  target: 'Your target',
  viewRequest: 'View the request',
  viewQuote: 'Review and accept the quote',
  questions: 'Questions? Reply to this e-mail or contact us:',
  attachments: (n: number) => (n === 1 ? '1 attachment' : `${n} attachments`),
}

export type QuoteMailWords = typeof EN

const ES: QuoteMailWords = {
  requestedSubject: (n) => `Solicitud de cotización ${n} recibida`,
  requestedHeading: (n) => `Recibimos su solicitud de cotización ${n}`,
  requestedIntro:
    'Gracias. Nuestro equipo de ventas pondrá precio a cada línea y le dará un plazo de entrega; recibirá la cotización por correo, con su PDF. Esto es lo que solicitó.',
  quotedSubject: (n, v) => (v > 1 ? `Su cotización ${n} (versión ${v})` : `Su cotización ${n}`),
  quotedHeading: (n) => `Su cotización ${n}`,
  quotedIntro: (v) =>
    v > 1
      ? `Esta es la versión ${v} de su cotización, revisada como pidió. El PDF va adjunto.`
      : 'Esta es su cotización. El PDF va adjunto.',
  validUntil: (date) =>
    `Los precios son válidos hasta el ${date}. Acepte la cotización en su cuenta y sus líneas pasarán a su carrito a estos precios.`,
  requestSummary: 'Su solicitud',
  quoteSummary: 'La cotización',
  lines: 'Líneas',
  target: 'Su precio objetivo',
  viewRequest: 'Ver la solicitud',
  viewQuote: 'Revisar y aceptar la cotización',
  questions: '¿Preguntas? Responda a este correo o contáctenos:',
  attachments: (n) => (n === 1 ? '1 archivo adjunto' : `${n} archivos adjuntos`),
}

export const quoteMailWords = (locale: Locale): QuoteMailWords => (locale === 'es' ? ES : EN)

/** The staff's notices (the rep and the order inbox), in English as the order copies are. */
export const STAFF = {
  requestedSubject: (n: string, who: string) => `Quote request ${n} from ${who}`,
  requestedIntro: (who: string) =>
    `${who} asks for a quote. Price each line (or mark it "no quote"), set an expiry date and send it from the admin.`,
  'revision-requestedSubject': (n: string, v: number) => `Revision asked for quote ${n} (version ${v})`,
  'revision-requestedIntro': (who: string, v: number) =>
    `${who} asks for a revision of version ${v}. Answer each line again and send version ${v + 1} from the admin.`,
  acceptedSubject: (n: string, v: number) => `Quote ${n} accepted (version ${v})`,
  acceptedIntro: (who: string, v: number) => `${who} accepted version ${v}: its lines are in the buyer's cart at the quoted prices.`,
  declinedSubject: (n: string) => `Quote ${n} declined`,
  declinedIntro: (who: string) => `${who} declined this quote.`,
  orderedSubject: (n: string, order: string) => `Quote ${n} ordered: order ${order}`,
  orderedIntro: (who: string, order: string) => `${who} placed order ${order} from this quote.`,
  message: 'The buyer’s message',
  target: 'Buyer’s target',
  buyer: 'Buyer',
  customer: 'Customer',
  project: 'Project or job',
  needBy: 'Needed by',
  language: 'Language',
  languageName: { en: 'English', es: 'Spanish' } as Record<Locale, string>,
  version: 'Version',
  expires: 'Valid until',
  total: 'Total of the quoted lines',
  order: 'Order',
  note: 'The buyer’s note',
  attachments: 'Attachments',
  open: 'Open the quote in the admin',
}

export type StaffNoticeKind = 'requested' | 'revision-requested' | 'accepted' | 'declined' | 'ordered'
