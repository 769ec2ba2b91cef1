import type { Payload, PayloadRequest } from 'payload'

import { crossKey, findRep, isMatchLevel } from '@/domain'
import type { Locale } from '@/i18n/locales'
import { BUYER_WRITE_CONTEXT } from '@/lib/accounts/server/webUser'
import { visiblePartById } from '@/lib/catalogue/server/visibleParts'
import { textIn, type LocalizedText } from '@/lib/catalogue/values'
import { repToDomain } from '@/lib/commerce/server/specs'
import { externalPathOf } from '@/lib/content/routes'
import { readShop } from '@/lib/orders/server/documents/load'
import { enqueueDelivery } from '@/lib/platform/deliveries/server/queue'
import { isRecord } from '@/lib/platform/isRecord'
import { parseEnv } from '@/lib/platform/server/env'
import type { CrossReference } from '@/payload-types'

import { answerMail, htmlOf, staffRequestMail, type MailText } from '../requests'

/*
 * "Ask us for a cross" (docs/cross-references.md): a buyer's request reaches the order desk
 * (the order inbox, as the order copies do) and the rep the rep lookup finds (for a signed-in
 * buyer, by his shipping address; else the fallback rep), and the staff's answer, saved as a
 * cross-reference, reaches the buyer: every mail through the outbox, in the change's own
 * transaction, under a key that names the request (so each is queued once).
 */

const idOf = (v: unknown): number | null => (v == null ? null : isRecord(v) ? Number(v.id) : Number(v))

/** A series page's path in `locale` (as content/server/hrefs' docHref, which reads documents and needs Next's navigation). */
const seriesPath = (slug: string, locale: Locale) =>
  externalPathOf(`/${locale}/products/${slug.split('/').map(encodeURIComponent).join('/')}`)

const prepared = (to: string, mail: MailText) => ({ prepared: { to, subject: mail.subject, text: mail.text, html: htmlOf(mail.text) } })

/** Who asks: the visitor's e-mail, or the signed-in buyer's web user (his e-mail, customer and shipping address). */
export type Asker = { email: string; webUserId: number | null; customerId: number | null; shippingContactId: number | null }

export type NewCrossRequest = { number: string; brand: string | null; quantity: number | null; locale: Locale }

/** The buyer's address the rep lookup reads: his default shipping address, else the first of his own; none for a visitor. */
async function addressOf(payload: Payload, who: Asker, req: PayloadRequest) {
  if (who.shippingContactId) {
    const contact = await payload.findByID({
      collection: 'contacts',
      id: who.shippingContactId,
      depth: 0,
      req,
      disableErrors: true,
      overrideAccess: true, // reason: the default shipping address of the web user found by the session's own e-mail (who), never an id from the request
    })
    if (contact) return contact
  }
  if (!who.webUserId) return null
  const { docs } = await payload.find({
    collection: 'contacts',
    where: { webUser: { equals: who.webUserId } },
    sort: 'id',
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true, // reason: the signed-in buyer's own first address
  })
  return docs[0] ?? null
}

/** The rep the rep lookup (docs/shipping-and-tax.md) finds for the buyer's address, and his e-mail; for a visitor, the fallback rep. */
async function repEmail(payload: Payload, who: Asker, req: PayloadRequest): Promise<string | null> {
  const [{ docs }, contact] = await Promise.all([
    payload.find({ collection: 'sales-reps', pagination: false, depth: 0, req, overrideAccess: true }), // reason: the rep's e-mail is staff-only; read to mail him the request
    addressOf(payload, who, req),
  ])
  const reps = docs.map((r) => ({ ...repToDomain(r), email: r.email ?? null }))
  const rep = findRep(reps, { phone: contact?.phone1, state: contact?.addressState, country: contact?.addressCountry })
  return (rep as (typeof reps)[number] | null)?.email ?? null
}

/**
 * Writes the request and queues its mails to the order inbox and the rep (one each, the same
 * address once) in `req`'s transaction; answers the request's id.
 */
export async function createCrossRequest(payload: Payload, ask: NewCrossRequest, who: Asker, req: PayloadRequest): Promise<number> {
  const doc = await payload.create({
    collection: 'cross-requests',
    data: {
      number: ask.number,
      brand: ask.brand,
      quantity: ask.quantity,
      email: who.email,
      webUser: who.webUserId,
      customer: who.customerId,
      locale: ask.locale,
      status: 'open',
    },
    depth: 0,
    req,
    context: BUYER_WRITE_CONTEXT,
    overrideAccess: true, // reason: the storefront's route writes the buyer's request after checking it; buyers never read these
  })
  const env = parseEnv()
  const [{ orderInbox }, rep, customer] = await Promise.all([
    readShop(payload, env, req),
    repEmail(payload, who, req),
    who.customerId
      ? payload.findByID({ collection: 'customers', id: who.customerId, depth: 0, req, disableErrors: true, overrideAccess: true }) // reason: the buyer's own customer's name, for the staff's mail
      : null,
  ])
  const mail = staffRequestMail({
    number: ask.number,
    brand: ask.brand,
    quantity: ask.quantity,
    email: who.email,
    customer: customer?.name ?? null,
    locale: ask.locale,
    adminUrl: `${env.publicUrl}/admin/collections/cross-requests/${doc.id}`,
  })
  const seen = new Set<string>()
  for (const to of [orderInbox, rep]) {
    if (!to || seen.has(to.toLowerCase())) continue
    seen.add(to.toLowerCase())
    await enqueueDelivery(payload, { kind: 'mail', key: `cross-request/${doc.id}/${to.toLowerCase()}`, input: prepared(to, mail) }, req)
  }
  return doc.id
}

/** Our part (as the buyer may see it) or series the cross names, and its page, in `locale`; null when it names nothing the buyer sees. */
async function answerTarget(payload: Payload, cross: CrossReference, locale: Locale, req: PayloadRequest) {
  const partId = idOf(cross.part)
  const seriesId = idOf(cross.series)
  if (partId) {
    const prefixes = async () =>
      (await payload.find({ collection: 'part-prefixes', pagination: false, depth: 0, req, overrideAccess: true })).docs // reason: which prefixes are public, to mail only a part the buyer sees
    const part = await visiblePartById(payload, prefixes, partId, { select: { product: true }, locale })
    return part ? { ours: part.pn, seriesId: idOf(part.product) } : null
  }
  return seriesId ? { ours: null, seriesId } : null
}

/**
 * After a cross-reference is saved: the open requests for its number (by normal form) are
 * answered, each once: a mail to the buyer in the request's language with our part, and the
 * request marked answered, both in the save's transaction.
 */
export async function answerCrossRequests(payload: Payload, cross: CrossReference, req: PayloadRequest): Promise<number> {
  const { docs } = await payload.find({
    collection: 'cross-requests',
    where: { and: [{ numberKey: { equals: crossKey(cross.competitorPn) } }, { status: { equals: 'open' } }] },
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true, // reason: the staff's save answers the buyers' requests
  })
  if (docs.length === 0) return 0
  const env = parseEnv()
  const [{ shopName }, all] = await Promise.all([
    readShop(payload, env, req),
    // The note in every language: the hook's own document has it in the save's language only.
    payload.findByID({
      collection: 'cross-references',
      id: cross.id,
      depth: 0,
      locale: 'all',
      req,
      select: { note: true },
      overrideAccess: true, // reason: the cross the staff just saved (this hook runs in their save), read for its notes in every language
    }),
  ])
  const notes: LocalizedText = isRecord(all.note) ? (all.note as LocalizedText) : {}
  let answered = 0
  for (const request of docs) {
    const locale: Locale = request.locale === 'es' ? 'es' : 'en'
    const target = await answerTarget(payload, cross, locale, req)
    if (!target) continue
    const series = target.seriesId
      ? await payload.findByID({
          collection: 'products',
          id: target.seriesId,
          depth: 0,
          locale,
          req,
          disableErrors: true,
          overrideAccess: true, // reason: the title and page of the series the staff's cross names, for the buyer's mail
        })
      : null
    const ours = target.ours ?? series?.title
    if (!ours) continue
    const path = series?.slug ? seriesPath(series.slug, locale) : `/${locale}`
    const mail = answerMail(locale, {
      number: request.number,
      ours,
      match: isMatchLevel(cross.match) ? cross.match : 'partial',
      note: textIn(notes, locale) || null,
      url: `${env.publicUrl}${path}`,
      shop: shopName,
    })
    await enqueueDelivery(payload, { kind: 'mail', key: `cross-answer/${request.id}`, input: prepared(request.email, mail) }, req)
    await payload.update({
      collection: 'cross-requests',
      id: request.id,
      data: { status: 'answered', answer: cross.id, answeredAt: new Date().toISOString() },
      depth: 0,
      req,
      context: BUYER_WRITE_CONTEXT,
      overrideAccess: true, // reason: the staff's save answers the request
    })
    answered++
  }
  return answered
}
