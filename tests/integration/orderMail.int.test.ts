import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findRep } from '@/domain'
import type { PlaceOrderBody } from '@/lib/orders/contract'
import type { CommerceSource } from '@/lib/commerce/quoteService'
import { createAddress } from '@/lib/accounts/server/addressBook'
import { findWebUser } from '@/lib/accounts/server/webUser'
import type { HubStore } from '@/lib/cart/server/store'
import { queueOrderStatusMail } from '@/lib/orders/server/mail/send'
import { documentData } from '@/lib/orders/server/documents/load'
import { placeOrder } from '@/lib/orders/server/placeOrder'
import { findOwnOrderDoc } from '@/lib/orders/server/present'
import { deliverDueNow } from '@/lib/platform/deliveries/server/runner'

import { testDatabases, type TestDatabase } from './helpers/databases'
import { customerId, openVectorShop, PA, putCart, sys } from './helpers/shop'

import { pdfText } from '../helpers/pdfText'
import { startSmtpStandIn, type ReceivedMail } from '../helpers/smtpStandIn'

/** A stand-in SMTP server that answers 451 to the first `refuse` mails, then keeps every mail it accepts. */
async function flakySmtp() {
  const state = { refuse: 0, refused: 0, received: [] as ReceivedMail[] }
  const server = await startSmtpStandIn(0, (mail) => {
    if (state.refused < state.refuse) {
      state.refused++
      const error = new Error('Try again later') as Error & { responseCode: number }
      error.responseCode = 451
      return error
    }
    state.received.push(mail)
  })
  return { state, ...server }
}

/** The attachment of a raw MIME mail, decoded (nodemailer writes it base64). */
function attachmentOf(raw: string): { filename: string; bytes: Buffer } | null {
  const part = /Content-Type: application\/pdf; name="?([^"\r\n]+)"?\r\n(?:[^\r\n]+\r\n)*\r\n([A-Za-z0-9+/=\r\n]+)/.exec(raw)
  return part ? { filename: part[1], bytes: Buffer.from(part[2].replace(/\r\n/g, ''), 'base64') } : null
}

const dbs = testDatabases()

describe.each(dbs)('order mail through the outbox on $name', (db: TestDatabase) => {
  let payload: Payload
  let hub: HubStore
  let source: CommerceSource
  let smtp: Awaited<ReturnType<typeof flakySmtp>>
  const buyer = { email: 'mail-buyer@example.test', nameFirst: 'Mia', nameLast: 'Mail' }
  const other = { email: 'mail-other@example.test' }
  const INBOX = 'orders@shop.test'
  let shipTo = 0
  let orderNumber = ''

  const mailJobs = async () =>
    (await payload.find({ collection: 'deliveries', where: { kind: { equals: 'mail' } }, sort: 'id', pagination: false, ...sys })).docs
  const run = () => deliverDueNow(payload)
  /** Lets the backoff pass at once (every waiting mail is due now), then runs a round. */
  const due = async () => {
    const past = new Date(Date.now() - 1000).toISOString()
    await payload.update({ collection: 'deliveries', where: { status: { equals: 'pending' } }, data: { availableAt: past }, ...sys })
    return run()
  }

  beforeAll(async () => {
    smtp = await flakySmtp()
    // The job reads the mail settings from the environment, as the server's would.
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`
    process.env.ORDER_INBOX = INBOX
    process.env.DATA_DIR = db.env.dataDir
    ;({ payload, hub, source } = await openVectorShop(db))
    await payload.create({ collection: 'countries', data: { alpha2: 'US', alpha3: 'USA', name: 'United States' }, ...sys })
    // Every rep gets an inbox, so the copy goes to whichever one the rep lookup finds.
    const reps = await payload.find({ collection: 'sales-reps', pagination: false, ...sys })
    for (const rep of reps.docs)
      await payload.update({ collection: 'sales-reps', id: rep.id, data: { email: `rep-${rep.id}@reps.test` }, ...sys })
    const byName = (name: string) => customerId(payload, name)
    await payload.create({ collection: 'web-users', data: { email: buyer.email, customers: [await byName('acme-oem')] }, ...sys })
    await payload.create({ collection: 'web-users', data: { email: other.email, customers: [await byName('dist-d1')] }, ...sys })
    const created = await createAddress(payload, buyer, PA)
    if (!created.ok) throw new Error(created.code)
    shipTo = created.address.id
  }, 180_000)

  afterAll(async () => {
    delete process.env.SMTP_URL
    delete process.env.ORDER_INBOX
    await hub?.close()
    await smtp?.close()
    await db.drop()
  })

  it('a refused mail never blocks the order; the queue retries it with backoff and delivers it, the PDF attached', async () => {
    smtp.state.refuse = 3
    await putCart(hub, buyer.email, [['PB22-XG1', 4]])
    const body = {
      shippingContactId: shipTo,
      billingContactId: shipTo,
      payment: 'terms',
      poNumber: 'PO-MAIL-1',
      carrier: null,
      method: null,
    } as PlaceOrderBody
    const place = (expectedTotal: number, key: string) =>
      placeOrder({ payload, hub, source }, { buyer, idempotencyKey: key, locale: 'es', body: { ...body, expectedTotal } })
    const probe = await place(999_999, 'mail-probe-key-1')
    if (probe.ok || !probe.quote) throw new Error(JSON.stringify(probe))
    const placed = await place(probe.quote.total, 'mail-order-key-1')
    if (!placed.ok) throw new Error(JSON.stringify(placed))
    expect(placed.status).toBe(201)
    orderNumber = placed.order.number

    // Queued: the buyer, the rep the lookup finds for the ship-to, the order inbox.
    const reps = (await payload.find({ collection: 'sales-reps', pagination: false, ...sys })).docs
    const rep = findRep(
      reps.map((r) => ({
        ...r,
        territory: r.territory ?? '',
        areaCodes: r.areaCodes ?? [],
        states: r.states ?? [],
        countries: r.countries ?? [],
      })),
      { phone: PA.phone1, state: PA.addressState, country: PA.addressCountry },
    )
    const repEmail = `rep-${(rep as unknown as { id: number }).id}@reps.test`
    let jobs = await mailJobs()
    expect(jobs.map((j) => (j.input as { to: string }).to)).toEqual([buyer.email, repEmail, INBOX])

    // The mail server refuses every one of them: the order stands, each mail is retried later.
    expect(await run()).toMatchObject({ sent: 0, retrying: 3 })
    jobs = await mailJobs()
    expect(smtp.state.refused).toBe(3)
    expect(smtp.state.received).toHaveLength(0)
    for (const job of jobs) {
      expect(job.status).toBe('pending')
      expect(job.attempts).toBe(1)
      expect(job.lastError).toMatch(/Try again later/)
      expect(new Date(job.availableAt).getTime()).toBeGreaterThan(Date.now() + 20_000)
    }
    expect((await payload.count({ collection: 'orders', where: { number: { equals: orderNumber } }, ...sys })).totalDocs).toBe(1)
    // Before the backoff has passed, a run sends nothing.
    expect(await run()).toMatchObject({ sent: 0, retrying: 0 })
    expect(smtp.state.received).toHaveLength(0)

    expect(await due()).toMatchObject({ sent: 3 })
    // Sent: each delivery is marked sent, and a later round sends nothing again.
    expect((await mailJobs()).map((j) => j.status)).toEqual(['sent', 'sent', 'sent'])
    expect(await due()).toMatchObject({ sent: 0 })
    expect(smtp.state.received.map((m) => m.to[0]).sort()).toEqual([buyer.email, repEmail, INBOX].sort())
    // Each mail carries the Message-ID of its delivery, the same on every try.
    const ids = smtp.state.received.map((m) => /^Message-ID: (<[^>]+>)/im.exec(m.raw)?.[1])
    expect(new Set(ids).size).toBe(3)
    for (const id of ids) expect(id).toMatch(/^<[0-9a-f]{32}@switchyard\.local>$/)

    const toBuyer = smtp.state.received.find((m) => m.to[0] === buyer.email)!
    expect(toBuyer.raw).toContain(`Subject: Pedido ${orderNumber} recibido: gracias`)
    expect(toBuyer.raw).toMatch(/Content-Type: multipart\/mixed/)
    expect(toBuyer.raw).toMatch(/Content-Type: text\/plain/)
    expect(toBuyer.raw).toMatch(/Content-Type: text\/html/)
    const pdf = attachmentOf(toBuyer.raw)
    expect(pdf?.filename).toBe(`pedido-${orderNumber}.pdf`)
    const { text } = await pdfText(pdf!.bytes)
    expect(text).toContain(`Pedido ${orderNumber}`)
    expect(text).toContain('PO-MAIL-1')
    expect(text).toContain('PB22-XG1')
    const toInbox = smtp.state.received.find((m) => m.to[0] === INBOX)!
    expect(toInbox.raw).toContain(`New order ${orderNumber} from ${buyer.email}`)
    expect(attachmentOf(toInbox.raw)?.filename).toBe(`pedido-${orderNumber}.pdf`)
  })

  it('a mail refused on every try ends "failed" for staff to see', async () => {
    const doc = await findOwnOrderDoc(payload, await findWebUser(payload, buyer.email), orderNumber)
    await queueOrderStatusMail(payload, { kind: 'cancelled', order: documentData(doc!), reason: 'Duplicate order' })
    smtp.state.refuse = Number.POSITIVE_INFINITY
    smtp.state.refused = 0
    for (let i = 0; i < 8; i++) await due()
    const [job] = (await mailJobs()).filter((j) => (j.input as { kind: string }).kind === 'cancelled')
    expect(job.status).toBe('failed')
    expect(job.attempts).toBe(7)
    expect(job.sentAt ?? null).toBeNull()
    expect(smtp.state.refused).toBe(7)
    // Staff find it among the failed deliveries.
    expect((await payload.count({ collection: 'deliveries', where: { status: { equals: 'failed' } }, ...sys })).totalDocs).toBe(1)
  })

  it('a status mail is delivered in the order’s language once the server takes it', async () => {
    const doc = await findOwnOrderDoc(payload, await findWebUser(payload, buyer.email), orderNumber)
    await queueOrderStatusMail(payload, {
      kind: 'shipped',
      order: documentData(doc!),
      shipment: { carrier: 'FedEx', trackingNumber: '7712' },
    })
    smtp.state.refuse = 0
    const before = smtp.state.received.length
    await run()
    const mail = smtp.state.received.slice(before)
    expect(mail).toHaveLength(1)
    expect(mail[0].to).toEqual([buyer.email])
    expect(mail[0].raw).toContain('Transportista: FedEx')
  })

  it('the order and its PDF are another buyer’s 404', async () => {
    expect(await findOwnOrderDoc(payload, await findWebUser(payload, other.email), orderNumber)).toBeNull()
    expect(await findOwnOrderDoc(payload, await findWebUser(payload, buyer.email), orderNumber)).not.toBeNull()
  })
})
