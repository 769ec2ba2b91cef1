import type { Payload } from 'payload'

import { sendMail, type Mail } from '@/lib/accounts/server/mail'
import { readShop } from '@/lib/orders/server/documents/load'
import { parseEnv } from '@/lib/platform/server/env'

import { customerNameOf, quoteByNumber, quoteDocumentData, revisionMessage } from '../documents/load'
import { renderQuotePdf } from '../documents/QuotePdf'
import { quotePdfFileName } from '../documents/text'
import type { QuoteMailInput } from './input'
import { buildQuoteRequestedMail, buildQuoteSentMail, buildStaffNotice } from './QuoteMail'

/**
 * The delivery's work: builds the mail from the quote as stored now, for the version it is
 * about (an earlier version from its snapshot), and sends it under `messageId` (the same on
 * every try); throws (and is retried) when the quote is missing or the send fails.
 */
export async function sendQuoteMail(payload: Payload, input: QuoteMailInput, messageId?: string): Promise<void> {
  const env = parseEnv()
  const doc = await quoteByNumber(payload, input.quoteNumber)
  if (!doc) throw new Error(`quote mail: no quote ${input.quoteNumber}`)
  const quote = quoteDocumentData(doc, input.version)
  if (!quote) throw new Error(`quote mail: ${input.quoteNumber} has no version ${input.version}`)
  const shop = await readShop(payload, env)
  let mail: Mail
  if (input.audience === 'staff') {
    if (input.kind === 'quoted') throw new Error('quote mail: the staff get no mail of a quote they sent')
    const customerName = await customerNameOf(payload, doc)
    const message = input.kind === 'revision-requested' ? revisionMessage(doc, input.version) : null
    mail = await buildStaffNotice({ kind: input.kind, quote, shop, to: input.to, customerName, message })
  } else if (input.kind === 'requested') {
    mail = await buildQuoteRequestedMail({ quote, shop, to: input.to })
  } else if (input.kind === 'quoted') {
    const content = await renderQuotePdf(quote, shop)
    const pdf = { filename: quotePdfFileName(quote), contentType: 'application/pdf', content }
    mail = await buildQuoteSentMail({ quote, shop, to: input.to, pdf })
  } else {
    throw new Error(`quote mail: no buyer mail for ${input.kind}`)
  }
  await sendMail({ ...mail, messageId }, env)
}
