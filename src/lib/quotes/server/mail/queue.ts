import type { Payload, PayloadRequest } from 'payload'

import { readShop } from '@/lib/orders/server/documents/load'
import { enqueueDelivery } from '@/lib/platform/deliveries/server/queue'
import { parseEnv } from '@/lib/platform/server/env'
import type { Quote as QuoteDoc } from '@/payload-types'

import { quoteRepEmail } from '../documents/load'
import type { QuoteMailInput, QuoteMailKind } from './input'

/** The statuses that notify the staff (the rep and the order inbox): a new request and each of the buyer's moves. */
const STAFF_NOTICES: readonly string[] = ['requested', 'revision-requested', 'accepted', 'declined', 'ordered'] satisfies QuoteMailKind[]

/**
 * Queues the mails a quote's change to `doc.status` causes, in the change's transaction (`req`):
 * a new request's confirmation to the buyer, a sent version to the buyer (with its PDF), and a
 * notice to the rep and the order inbox (the same address once) of a new request and of each
 * of the buyer's moves. One delivery per recipient, each under a key that names the quote, its
 * version, the status and the recipient: a status is reached once per version, so the key is
 * the event's own. Answers how many were queued.
 */
export async function queueQuoteMails(
  payload: Payload,
  doc: QuoteDoc,
  previousStatus: string | null,
  req?: PayloadRequest,
): Promise<number> {
  const { status, number } = doc
  if (previousStatus === status) return 0
  const version = doc.version ?? 0
  const jobs: { key: string; input: QuoteMailInput }[] = []
  const add = (kind: QuoteMailKind, to: string, audience: QuoteMailInput['audience']) => {
    const prefix = audience === 'buyer' ? 'quote-mail' : 'quote-notice'
    jobs.push({
      key: `${prefix}/${number}/v${version}/${kind}/${to.toLowerCase()}`,
      input: { quoteNumber: number, kind, to, version, audience },
    })
  }
  if (status === 'requested' && previousStatus === null) add('requested', doc.buyerEmail, 'buyer')
  if (status === 'quoted') add('quoted', doc.buyerEmail, 'buyer')
  if (STAFF_NOTICES.includes(status)) {
    const [{ orderInbox }, rep] = await Promise.all([readShop(payload, parseEnv(), req), quoteRepEmail(payload, doc, req)])
    const seen = new Set<string>()
    for (const to of [rep, orderInbox]) {
      if (!to || seen.has(to.toLowerCase())) continue
      seen.add(to.toLowerCase())
      add(status as QuoteMailKind, to, 'staff')
    }
  }
  for (const { key, input } of jobs) await enqueueDelivery(payload, { kind: 'mail', key, input }, req)
  return jobs.length
}
