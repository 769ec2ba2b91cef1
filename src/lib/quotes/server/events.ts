import type { Payload, PayloadRequest } from 'payload'

import { enqueueDelivery } from '@/lib/platform/deliveries/server/queue'
import type { Quote as QuoteDoc } from '@/payload-types'

import { queueQuoteMails } from './mail/queue'
import { presentQuote } from './present'

/*
 * What a quote's change sends (issue 30): the ERP's webhook event, signed as order events are,
 * and the mails, all written to the outbox (src/lib/platform/deliveries) in the change's own
 * transaction (`req`), so each exists exactly when its change committed.
 */

export type QuoteWebhookEvent =
  'quote.requested' | 'quote.quoted' | 'quote.revision_requested' | 'quote.accepted' | 'quote.declined' | 'quote.ordered'

const EVENT_OF: Record<string, QuoteWebhookEvent> = {
  requested: 'quote.requested',
  quoted: 'quote.quoted',
  'revision-requested': 'quote.revision_requested',
  accepted: 'quote.accepted',
  declined: 'quote.declined',
  ordered: 'quote.ordered',
}

/** The quote as the ERP receives it: the buyer's view plus who it belongs to. */
export function quoteRecord(doc: QuoteDoc) {
  const { actions: _actions, ...quote } = presentQuote(doc)
  const id = (v: unknown) => (typeof v === 'object' && v ? (v as { id: number }).id : (v ?? null))
  return { ...quote, buyerEmail: doc.buyerEmail, customer: id(doc.customer), rep: id(doc.rep) }
}

/** Queues the signed event for the quote's new status when ORDER_WEBHOOK_URL is set; its key is the event id the receiver sees. */
export async function queueQuoteWebhook(payload: Payload, doc: QuoteDoc, req?: PayloadRequest): Promise<void> {
  const type = EVENT_OF[doc.status]
  if (!type || !payload.config.custom?.orderWebhook) return
  const body = JSON.stringify({ type, quote: quoteRecord(doc) })
  // Each status is reached once per version (a revision leads to the next version), so the key is the event itself.
  const key = `quote-event/${doc.number}/v${doc.version ?? 0}/${type}`
  await enqueueDelivery(payload, { kind: 'webhook', key, input: { type, body } }, req)
}

/**
 * A quote reached `doc.status` from `previousStatus` (null: it was just requested), in that
 * change's transaction: its webhook event and its mails (./mail/queue.ts) go in the outbox,
 * so they exist exactly when the change committed.
 */
export async function quoteChanged(payload: Payload, doc: QuoteDoc, previousStatus: string | null, req?: PayloadRequest): Promise<void> {
  if (previousStatus === doc.status) return
  await queueQuoteWebhook(payload, doc, req)
  await queueQuoteMails(payload, doc, previousStatus, req)
}
