import { z } from 'zod'

import type { MatchLevel } from '@/domain'
import type { Locale } from '@/i18n/locales'

/*
 * "Ask us for a cross" (docs/cross-references.md): the request's contract and the words of its
 * mails, pure. The route (src/app/api/public/cross-requests) validates with the schema and
 * words its refusals in the buyer's language; server/requests.ts writes the request and its
 * mails through the outbox.
 */

export const CROSS_REQUEST_STATUSES = ['open', 'answered'] as const

/** The longest number and brand a request keeps (a part number is far shorter). */
export const MAX_NUMBER = 64
export const MAX_BRAND = 60

/**
 * The body of POST /api/public/cross-requests: the number, the brand if the buyer knows it, the
 * quantity of the BOM line, and a visitor's e-mail (a signed-in buyer's is the session's).
 * Loose on purpose: the number and the e-mail are checked by the route, so an empty or too
 * long number and a bad address each get their own message.
 */
export const crossRequestSchema = z
  .object({
    number: z.string().max(1000),
    brand: z.string().trim().max(MAX_BRAND).optional().nullable(),
    quantity: z.number().int().min(1).max(99_999).optional().nullable(),
    email: z.string().max(1000).optional().nullable(),
  })
  .strict()
export type CrossRequestBody = z.input<typeof crossRequestSchema>
/** The answer: the request is with the staff; `email` is where the answer will go. */
export type CrossRequestAnswer = { ok: true; email: string }

/** Whether a text is an e-mail address (at most 254 characters). */
export const isEmail = (value: string) => value.length <= 254 && z.email().safeParse(value).success

export type MailText = { subject: string; text: string }

/** The staff's mail (order desk and rep) for a new request: in English, as the order copies are. */
export function staffRequestMail(r: {
  number: string
  brand: string | null
  quantity: number | null
  email: string
  customer: string | null
  locale: Locale
  adminUrl: string
}): MailText {
  const lines = [
    `A buyer asks us for a cross to ${r.brand ? `${r.brand} ` : ''}${r.number}.`,
    '',
    `Number: ${r.number}`,
    `Brand: ${r.brand ?? '(not given)'}`,
    `Quantity: ${r.quantity ?? '(not given)'}`,
    `Buyer: ${r.email}${r.customer ? ` (${r.customer})` : ''}`,
    `Language: ${r.locale === 'es' ? 'Spanish' : 'English'}`,
    '',
    `Save a cross-reference for this number in the admin and the buyer is mailed our part: ${r.adminUrl}`,
  ]
  return { subject: `Cross request: ${r.brand ? `${r.brand} ` : ''}${r.number}`, text: `${lines.join('\n')}\n` }
}

const MATCH_WORDS: Record<Locale, Record<MatchLevel, string>> = {
  en: { exact: 'an exact equivalent', functional: 'a functional equivalent', partial: 'a partial equivalent' },
  es: { exact: 'un equivalente exacto', functional: 'un equivalente funcional', partial: 'un equivalente parcial' },
}

/** The buyer's mail once the staff crossed the number: our part (or series), the match level and the note, in the request's language. */
export function answerMail(
  locale: Locale,
  a: { number: string; ours: string; match: MatchLevel; note: string | null; url: string; shop: string },
): MailText {
  const match = MATCH_WORDS[locale][a.match]
  const check =
    a.match === 'exact' ? [] : [locale === 'es' ? 'Revise las diferencias antes de pedirla.' : 'Check the differences before you order it.']
  const lines =
    locale === 'es'
      ? [`Nos pidió un equivalente de ${a.number}.`, '', `Nuestra ${a.ours} es ${match}.`, ...check]
      : [`You asked us for a cross to ${a.number}.`, '', `Our ${a.ours} is ${match}.`, ...check]
  if (a.note) lines.push('', a.note)
  lines.push('', a.url, '', a.shop)
  const subject = locale === 'es' ? `Su equivalente de ${a.number}: ${a.ours}` : `Your cross for ${a.number}: ${a.ours}`
  return { subject, text: `${lines.join('\n')}\n` }
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** A mail's text as HTML: a paragraph per block, lines kept, a URL on its own line made a link. */
export function htmlOf(text: string): string {
  const line = (l: string) => (/^https?:\/\/\S+$/.test(l) ? `<a href="${escapeHtml(l)}">${escapeHtml(l)}</a>` : escapeHtml(l))
  const blocks = text
    .trim()
    .split(/\n{2,}/)
    .map((b) => `<p>${b.split('\n').map(line).join('<br>')}</p>`)
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">\n${blocks.join('\n')}\n</body></html>`
}
