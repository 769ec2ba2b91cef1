import type { Payload, PayloadRequest } from 'payload'

import { findRep, isQuoteFailure, quoteNumber, storedDay, type Customer } from '@/domain'
import type { Locale } from '@/i18n/locales'
import { ownAddress } from '@/lib/accounts/server/addressBook'
import { ensureWebUser, type SessionWebUser } from '@/lib/accounts/server/webUser'
import { quote, type CommerceSource } from '@/lib/commerce/quoteService'
import { commerceCustomer } from '@/lib/commerce/server/readCommerceData'
import { wakeDeliveriesSoon } from '@/lib/platform/deliveries/server/runner'
import { refuse, type Refusal } from '@/lib/platform/http/server/refusal'
import { isIdempotencyKey } from '@/lib/orders/server/placeOrder'
import { inTransaction, nextOrderSerial } from '@/lib/orders/server/transaction'

import type { CheckedAttachment } from '../attachments'
import type { QuoteRequestBody, QuoteView } from '../contract'
import { QUOTE_SERVICE_CONTEXT } from './context'
import { quoteChanged } from './events'
import { presentQuote } from './present'

export type Buyer = { email: string; nameFirst?: string | null; nameLast?: string | null }

/** A file Payload's upload refused after our content check passed it (rolls the request back; answered as `attachment-type`). */
class UnreadableAttachment extends Error {
  constructor(readonly fileName: string) {
    super(`unreadable attachment ${fileName}`)
  }
}

const isFileRefusal = (error: unknown): boolean =>
  (error as { data?: { errors?: { path?: string }[] } } | null)?.data?.errors?.some((e) => e.path === 'file') ?? false

/** The buyer's quote made under this Idempotency-Key, or null. */
async function quoteByKey(payload: Payload, email: string, key: string) {
  const { docs } = await payload.find({
    collection: 'quotes',
    where: { and: [{ buyerEmail: { equals: email } }, { idempotencyKey: { equals: key } }] },
    limit: 1,
    depth: 1,
    overrideAccess: true, // reason: the session's own request (its e-mail), replayed under its own key
  })
  return docs[0] ?? null
}

/** Today as YYYY-MM-DD in UTC: a need-by date before it has passed. */
const today = (now: Date) => now.toISOString().slice(0, 10)

/** The buyer's primary customer as the pricing engine reads it (null: none yet, OEM prices). */
async function customerOf(payload: Payload, webUser: SessionWebUser): Promise<Customer | null> {
  if (!webUser.primaryCustomerId) return null
  const doc = await payload.findByID({
    collection: 'customers',
    id: webUser.primaryCustomerId,
    depth: 0,
    disableErrors: true,
    overrideAccess: true, // reason: the session's own primary customer
  })
  return doc ? commerceCustomer(doc) : null
}

/** The sales rep the rep lookup finds for the buyer's default shipping address (docs/shipping-and-tax.md), for the staff's desk and mails. */
async function repFor(payload: Payload, webUser: SessionWebUser): Promise<number | null> {
  const shipTo = await ownAddress(payload, webUser, webUser.shippingContactId)
  const { docs } = await payload.find({ collection: 'sales-reps', pagination: false, depth: 0, overrideAccess: true }) // reason: the reps (staff data) are read to route the request; none reaches the buyer
  const rep = findRep(docs, { phone: shipTo?.phone1, state: shipTo?.addressState, country: shipTo?.addressCountry })
  return rep ? (docs.find((d) => d.label === rep.label)?.id ?? null) : null
}

/**
 * The lines checked as an order's would be: each part one this buyer may order, each quantity
 * on its package step (a quantity the rules would round is refused, not changed), no part twice.
 */
async function lineProblem(source: CommerceSource, body: QuoteRequestBody, customer: Customer | null): Promise<Refusal | null> {
  const seen = new Map<string, number>()
  for (const [index, line] of body.lines.entries()) {
    const key = line.pn.trim().toUpperCase()
    if (seen.has(key)) return refuse(422, 'duplicate-line', { pn: line.pn, index, path: `lines.${index}.pn` })
    seen.set(key, index)
  }
  const priced = await quote(source, { items: body.lines.map((l) => ({ pn: l.pn, qty: l.qty })) }, customer)
  if (isQuoteFailure(priced)) {
    const { code, index } = priced.error as { code: 'unknown-part' | 'invalid-quantity'; index?: number }
    const i = index ?? 0
    return refuse(422, code === 'invalid-quantity' ? 'invalid-quantity' : 'unknown-part', {
      pn: body.lines[i]?.pn,
      index: i,
      path: `lines.${i}.${code === 'invalid-quantity' ? 'qty' : 'pn'}`,
    })
  }
  const offStep = priced.lines.findIndex((l, i) => l.qty !== body.lines[i].qty)
  if (offStep >= 0) {
    const step = priced.lines[offStep].qty
    return refuse(422, 'quantity-step', { pn: body.lines[offStep].pn, index: offStep, step: String(step), path: `lines.${offStep}.qty` })
  }
  return null
}

/**
 * POST /api/private/quotes: a signed-in buyer's request. Checked whole before anything is
 * written (lines, need-by date; the attachments were checked by the route); then the quote,
 * its attachments, its history's first entry and its mails and event are written in one
 * transaction, numbered from the database's sequence (Q-100001…). The cart is not touched.
 */
export async function requestQuote(
  { payload, source }: { payload: Payload; source: CommerceSource },
  input: { buyer: Buyer; locale: Locale; body: QuoteRequestBody; files: CheckedAttachment[]; idempotencyKey?: string | null; now?: Date },
): Promise<{ ok: true; status: 200 | 201; quote: QuoteView } | Refusal> {
  const { body, buyer, locale, files } = input
  const now = input.now ?? new Date()
  const email = buyer.email.trim().toLowerCase()
  const key = input.idempotencyKey ?? null
  if (key !== null && !isIdempotencyKey(key)) return refuse(400, 'missing-idempotency-key')
  // The same request again (a retry after a lost answer): the quote it made.
  const prior = key ? await quoteByKey(payload, email, key) : null
  if (prior) return { ok: true, status: 200, quote: presentQuote(prior, now) }
  if (body.needBy && body.needBy < today(now)) return refuse(422, 'need-by-past', { path: 'needBy' })
  const webUser = await ensureWebUser(payload, buyer)
  const problem = await lineProblem(source, body, await customerOf(payload, webUser))
  if (problem) return problem
  const rep = await repFor(payload, webUser)
  let replayed = false
  const doc = await inTransaction(payload, async (req: PayloadRequest) => {
    req.context = { ...req.context, ...QUOTE_SERVICE_CONTEXT }
    const number = quoteNumber(await nextOrderSerial(payload, req, 'quotes'))
    const attachments: number[] = []
    for (const file of files) {
      const saved = await payload
        .create({
          collection: 'quote-attachments',
          data: { quoteNumber: number, customer: webUser.primaryCustomerId, webUser: webUser.id },
          file: { data: Buffer.from(file.bytes), mimetype: file.mimeType, name: file.name, size: file.bytes.length },
          depth: 0,
          req,
          overrideAccess: true, // reason: the buyer's own files, checked by content; readable by his company (through the quote) and the staff only
        })
        .catch((error: unknown) => {
          // Payload's own check of the file (a PDF without its cross-reference table): the buyer's file, not our fault.
          if (isFileRefusal(error)) throw new UnreadableAttachment(file.name)
          throw error
        })
      attachments.push(saved.id)
    }
    const at = now.toISOString()
    const created = await payload.create({
      collection: 'quotes',
      data: {
        number,
        status: 'requested',
        version: 0,
        buyerEmail: email,
        idempotencyKey: key,
        webUser: webUser.id,
        customer: webUser.primaryCustomerId,
        rep,
        locale,
        project: body.project,
        needBy: body.needBy ? storedDay(body.needBy) : null,
        note: body.note,
        source: body.source ?? 'api',
        attachments,
        lines: body.lines.map((l) => ({ pn: l.pn.trim().toUpperCase(), qty: l.qty, targetPrice: l.targetPrice ?? null, note: l.note })),
        history: [{ at, status: 'requested', version: 0, by: 'buyer', message: body.note }],
      },
      depth: 1,
      req,
      overrideAccess: true, // reason: written only here, for the session's own web user and customer, after the checks above
    })
    await quoteChanged(payload, created, null, req)
    return created
  }).catch(async (error: unknown) => {
    if (error instanceof UnreadableAttachment) return error
    // Another request under this key won the race (the unique index refused this one): its quote is the answer.
    const winner = key ? await quoteByKey(payload, email, key) : null
    if (!winner) throw error
    replayed = true
    return winner
  })
  if (doc instanceof UnreadableAttachment) return refuse(422, 'attachment-type', { name: doc.fileName, path: 'files' })
  wakeDeliveriesSoon(payload, 0)
  return { ok: true, status: replayed ? 200 : 201, quote: presentQuote(doc, now) }
}
