/*
 * A queued quote mail (the outbox's `mail` delivery, src/lib/platform/deliveries): which quote,
 * which mail, to whom and about which version. The mail is built when it is sent, from the
 * quote as stored (./send.ts), so a PDF can go with it; this module stays light, as the
 * delivery handlers read it on every mail.
 */

/** The statuses whose change mails someone: the buyer (requested, quoted) or the staff (requested and the buyer's moves). */
const QUOTE_MAIL_KINDS = ['requested', 'quoted', 'revision-requested', 'accepted', 'declined', 'ordered'] as const
export type QuoteMailKind = (typeof QUOTE_MAIL_KINDS)[number]

export type QuoteMailInput = {
  quoteNumber: string
  kind: QuoteMailKind
  to: string
  /** The version the mail is about (0: the request as asked). */
  version: number
  /** The buyer's mail in the request's language, or the staff's notice in English. */
  audience: 'buyer' | 'staff'
}

/** Whether a mail delivery's input is a quote mail's (an order mail's names an `orderNumber` instead). */
export function isQuoteMailInput(input: unknown): input is QuoteMailInput {
  if (typeof input !== 'object' || input === null) return false
  const i = input as Record<string, unknown>
  return (
    typeof i.quoteNumber === 'string' &&
    typeof i.to === 'string' &&
    typeof i.version === 'number' &&
    (QUOTE_MAIL_KINDS as readonly unknown[]).includes(i.kind) &&
    (i.audience === 'buyer' || i.audience === 'staff')
  )
}
