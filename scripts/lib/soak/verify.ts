import type { Payload } from 'payload'

import { messageIdFor } from '../../../src/lib/orders/server/deliveries'

import type { Outcome } from './buyers'
import type { Tally } from './standIns'

const sys = { overrideAccess: true, pagination: false, depth: 0 } as const

/** Waits until no delivery is pending (every mail and webhook sent or failed for good), or `timeoutMs`. */
export async function drain(payload: Payload, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const { totalDocs } = await payload.count({ collection: 'deliveries', where: { status: { equals: 'pending' } }, overrideAccess: true })
    if (!totalDocs || Date.now() > deadline) return totalDocs
    await new Promise((r) => setTimeout(r, 1_000))
  }
}

export type Counts = Record<string, number>

/**
 * Each attempt a buyer was told about (2xx) is in the database once under its key, with the
 * number he was told; none exists for an attempt the shop refused, nor under a key nobody sent.
 */
function onceEach(what: string, docs: { number: string; idempotencyKey?: string | null }[], outcomes: Outcome[]): string[] {
  const problems: string[] = []
  const byKey = new Map<string, string[]>()
  for (const d of docs) byKey.set(String(d.idempotencyKey), [...(byKey.get(String(d.idempotencyKey)) ?? []), d.number])
  for (const outcome of outcomes) {
    const found = byKey.get(outcome.key) ?? []
    if (outcome.kind === 'placed' && (found.length !== 1 || found[0] !== outcome.number))
      problems.push(`answered ${outcome.status} ${outcome.number} for ${outcome.key}, the database holds [${found.join(', ')}]`)
    if (outcome.kind === 'refused' && found.length)
      problems.push(`refused ${outcome.status} ${outcome.code} for ${outcome.key}, yet ${found.join(', ')} exists`)
  }
  const told = new Set(outcomes.map((o) => o.key))
  for (const [key, found] of byKey) if (!told.has(key)) problems.push(`${what} ${found.join(', ')} under ${key} that no buyer asked for`)
  return problems
}

/**
 * The soak's verdict, from the database after the run and from what the stand-ins received:
 * every order a buyer was told about (2xx) is in the database once; no order exists for an
 * attempt the shop refused; every order has its confirmation mails and order.placed event,
 * each delivery was received (duplicates recognised by key), and nothing is left pending.
 */
export async function verify(
  payload: Payload,
  { outcomes, mails, events, mailFrom }: { outcomes: Outcome[]; mails: Tally; events: Tally; mailFrom: string },
): Promise<{ counts: Counts; problems: string[] }> {
  const problems: string[] = []
  const orders = (await payload.find({ collection: 'orders', ...sys, select: { number: true, idempotencyKey: true } })).docs
  const quotes = (await payload.find({ collection: 'quotes', ...sys, select: { number: true, idempotencyKey: true } })).docs
  const deliveries = (await payload.find({ collection: 'deliveries', ...sys })).docs
  const numbers = new Set(orders.map((o) => o.number))
  const quoteNumbers = new Set(quotes.map((q) => q.number))
  problems.push(
    ...onceEach(
      'order',
      orders,
      outcomes.filter((o) => o.what === 'order'),
    ),
  )
  problems.push(
    ...onceEach(
      'quote',
      quotes,
      outcomes.filter((o) => o.what === 'quote'),
    ),
  )

  const placedMails = new Map<string, number>()
  const placedEvents = new Set<string>()
  const quoteMails = new Map<string, number>()
  const quoteEvents = new Set<string>()
  for (const d of deliveries) {
    const quote = /^quote-[a-z]+\/(Q-\d+)\//.exec(d.key)?.[1]
    if (quote) {
      if (!quoteNumbers.has(quote)) problems.push(`delivery ${d.key} for a quote that does not exist`)
      if (d.kind === 'mail' && d.key.includes('/v0/requested/')) quoteMails.set(quote, (quoteMails.get(quote) ?? 0) + 1)
      if (d.kind === 'webhook' && d.key.endsWith('/quote.requested')) quoteEvents.add(quote)
    } else if (!numbers.has(String(d.orderNumber))) problems.push(`delivery ${d.key} for an order that does not exist`)
    if (d.kind === 'mail' && d.key.includes('/placed/'))
      placedMails.set(String(d.orderNumber), (placedMails.get(String(d.orderNumber)) ?? 0) + 1)
    if (d.kind === 'webhook' && d.key.endsWith('/order.placed')) placedEvents.add(String(d.orderNumber))
    if (d.status !== 'sent') problems.push(`delivery ${d.key} is ${d.status} after ${d.attempts} tries: ${d.lastError ?? ''}`)
    const received = d.kind === 'mail' ? mails.byKey.get(messageIdFor(d.key, mailFrom)) : events.byKey.get(d.key)
    if (d.status === 'sent' && !received) problems.push(`delivery ${d.key} is marked sent but never arrived`)
  }
  for (const number of numbers) {
    if ((placedMails.get(number) ?? 0) < 2) problems.push(`order ${number} has ${placedMails.get(number) ?? 0} confirmation mails queued`)
    if (!placedEvents.has(number)) problems.push(`order ${number} has no order.placed event`)
  }
  for (const number of quoteNumbers) {
    // The buyer's confirmation and the order inbox's notice (the rep's too when the rep has an e-mail).
    if ((quoteMails.get(number) ?? 0) < 2) problems.push(`quote ${number} has ${quoteMails.get(number) ?? 0} request mails queued`)
    if (!quoteEvents.has(number)) problems.push(`quote ${number} has no quote.requested event`)
  }
  const expectedIds = new Set(deliveries.filter((d) => d.kind === 'mail').map((d) => messageIdFor(d.key, mailFrom)))
  for (const id of mails.byKey.keys()) if (!expectedIds.has(id)) problems.push(`a mail ${id} arrived that no delivery sent`)

  const counts: Counts = {
    'order attempts': outcomes.filter((o) => o.what === 'order').length,
    'quote requests': outcomes.filter((o) => o.what === 'quote').length,
    'answered 2xx': outcomes.filter((o) => o.kind === 'placed').length,
    'refused (4xx)': outcomes.filter((o) => o.kind === 'refused').length,
    'outcome unknown (gave up)': outcomes.filter((o) => o.kind === 'unknown').length,
    'orders in the database': orders.length,
    'quotes in the database': quotes.length,
    deliveries: deliveries.length,
    'mails received (raw)': mails.raw,
    'mails received (distinct Message-ID)': mails.byKey.size,
    'mail duplicates seen and suppressed': mails.duplicates,
    'webhook events received (raw)': events.raw,
    'webhook events (distinct event id)': events.byKey.size,
    'webhook duplicates seen and suppressed': events.duplicates,
    'deliveries still pending (stuck)': deliveries.filter((d) => d.status === 'pending').length,
    'deliveries failed for good': deliveries.filter((d) => d.status === 'failed').length,
  }
  return { counts, problems }
}
