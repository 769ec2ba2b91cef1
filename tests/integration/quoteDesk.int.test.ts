import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readOutbox } from '@/lib/accounts/server/mail'
import { createAddress } from '@/lib/accounts/server/addressBook'
import type { CommerceSource } from '@/lib/commerce/quoteService'
import { inTransaction } from '@/lib/orders/server/transaction'
import { deliverDueNow } from '@/lib/platform/deliveries/server/runner'
import { requestQuote } from '@/lib/quotes/server/request'
import type { Delivery, Quote } from '@/payload-types'

import { testDatabases, type TestDatabase } from './helpers/databases'
import { customerId, openVectorShop, PA, sys } from './helpers/shop'

import { pdfText } from '../helpers/pdfText'

/*
 * The staff's quote desk (docs/quotes.md) on each database: a request's mails, a staff send
 * through the Local API as the admin makes it (one mail to the buyer, its PDF built when sent,
 * and one webhook event, both in the save's transaction), refused sends that write nothing,
 * and the queued mail rendered to the outbox with its PDF.
 */

// Nothing listens here: the webhook's event is only queued and counted.
const dbs = testDatabases(() => ({
  orderWebhook: { url: 'http://127.0.0.1:3792/erp', secret: 'quote-desk-webhook-secret-0123456789', retryMs: 60_000 },
}))
const INBOX = 'orders@shop.test'
const DAY = 86_400_000
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10)

/** The messages of a save the desk refused (Payload's ValidationError carries them per field). */
async function refusal(save: Promise<unknown>): Promise<string> {
  try {
    await save
  } catch (error) {
    const errors = (error as { data?: { errors?: { path: string; message: string }[] } }).data?.errors ?? []
    return errors.map((e) => `${e.path}: ${e.message}`).join('\n') || String(error)
  }
  return 'saved'
}

describe.each(dbs)('the quote desk on $name', (db: TestDatabase) => {
  let payload: Payload
  let source: CommerceSource
  let staff: { id: number; email: string; collection: 'users' }
  const buyer = { email: 'quote-buyer@example.test', nameFirst: 'Quinn', nameLast: 'Buyer' }
  const asStaff = () => ({ overrideAccess: false, user: staff, context: { disableRevalidate: true } }) as const

  const deliveriesOf = async (number: string): Promise<Delivery[]> =>
    (await payload.find({ collection: 'deliveries', where: { key: { like: `/${number}/` } }, sort: 'id', pagination: false, ...sys })).docs
  const quoteById = (id: number): Promise<Quote> => payload.findByID({ collection: 'quotes', id, depth: 0, ...sys })

  async function newRequest(lines: { pn: string; qty: number; targetPrice?: number }[]) {
    const made = await requestQuote(
      { payload, source },
      {
        buyer,
        locale: 'es',
        files: [],
        body: {
          lines: lines.map((l) => ({ note: null, ...l })),
          needBy: inDays(30),
          project: 'Línea 4',
          note: 'Todo junto',
          source: 'api',
        },
      },
    )
    if (!made.ok) throw new Error(JSON.stringify(made))
    const { docs } = await payload.find({ collection: 'quotes', where: { number: { equals: made.quote.number } }, depth: 0, ...sys })
    return docs[0]
  }

  beforeAll(async () => {
    // The mails go to DATA_DIR/outbox (no SMTP), as the server's would; the job reads the environment.
    delete process.env.SMTP_URL
    process.env.ORDER_INBOX = INBOX
    process.env.DATA_DIR = db.env.dataDir
    ;({ payload, source } = await openVectorShop(db))
    await payload.create({ collection: 'countries', data: { alpha2: 'US', alpha3: 'USA', name: 'United States' }, ...sys })
    for (const rep of (await payload.find({ collection: 'sales-reps', pagination: false, ...sys })).docs)
      await payload.update({ collection: 'sales-reps', id: rep.id, data: { email: `rep-${rep.id}@reps.test` }, ...sys })
    await payload.create({
      collection: 'web-users',
      data: { email: buyer.email, customers: [await customerId(payload, 'acme-oem')] },
      ...sys,
    })
    const address = await createAddress(payload, buyer, PA)
    if (!address.ok) throw new Error(address.code)
    const user = await payload.create({
      collection: 'users',
      data: { email: 'quote-staff@example.test', password: 'quote-staff-password' },
      ...sys,
    })
    staff = { id: user.id, email: user.email, collection: 'users' }
  }, 180_000)

  afterAll(async () => {
    delete process.env.ORDER_INBOX
    await db.drop()
  })

  it('a request mails the buyer in his language and notifies the rep and the order inbox, once each, with its event', async () => {
    const quote = await newRequest([{ pn: 'PB22-XG1', qty: 40, targetPrice: 15 }])
    const rep = typeof quote.rep === 'number' ? `rep-${quote.rep}@reps.test` : null
    const queued = await deliveriesOf(quote.number)
    expect(queued.map((d) => [d.kind, d.key])).toEqual([
      ['webhook', `quote-event/${quote.number}/v0/quote.requested`],
      ['mail', `quote-mail/${quote.number}/v0/requested/${buyer.email}`],
      ...(rep ? [['mail', `quote-notice/${quote.number}/v0/requested/${rep}`]] : []),
      ['mail', `quote-notice/${quote.number}/v0/requested/${INBOX}`],
    ])
    expect(rep).not.toBeNull()
  })

  it('refuses a send without an expiry, with a line unanswered, with a past expiry or an alternate that is no part, and writes nothing', async () => {
    const quote = await newRequest([
      { pn: 'PB22-XG1', qty: 40 },
      { pn: 'PB22-MG1', qty: 10 },
    ])
    const before = (await deliveriesOf(quote.number)).length
    const send = (data: Partial<Quote>) =>
      payload.update({ collection: 'quotes', id: quote.id, data: { status: 'quoted', ...data }, ...asStaff() })
    const answered = [
      { quotedPrice: 16.5, leadTimeDays: 5 },
      { quotedPrice: 17, leadTimeDays: 10 },
    ]
    expect(await refusal(send({ lines: answered as Quote['lines'] }))).toMatch(/^expiresAt: Set the date this quote expires/)
    expect(await refusal(send({ expiresAt: inDays(20), lines: [answered[0], {}] as Quote['lines'] }))).toMatch(
      /^lines: Give every line a quoted price or mark it "no quote" \(line 2, PB22-MG1\)/,
    )
    expect(await refusal(send({ expiresAt: inDays(-2), lines: answered as Quote['lines'] }))).toMatch(
      /^expiresAt: The expiry date has passed/,
    )
    expect(
      await refusal(send({ expiresAt: inDays(20), lines: [answered[0], { ...answered[1], alternatePn: 'NOPE-404' }] as Quote['lines'] })),
    ).toMatch(/^lines: The alternate part NOPE-404 is not a part a buyer can order/)
    const after = await quoteById(quote.id)
    expect(after).toMatchObject({ status: 'requested', version: 0, sentAt: null })
    expect(after.expiresAt ?? null).toBeNull()
    expect(after.lines.map((l) => l.quotedPrice ?? null)).toEqual([null, null])
    expect(after.history?.map((h) => h.status)).toEqual(['requested'])
    expect(await deliveriesOf(quote.number)).toHaveLength(before)
  })

  it('a staff send queues one mail to the buyer and one event, in the save’s own transaction', async () => {
    const quote = await newRequest([
      { pn: 'PB22-XG1', qty: 40, targetPrice: 15 },
      { pn: 'PB22-MG1', qty: 10 },
      { pn: 'PB22-MR1', qty: 5 },
    ])
    const requested = (await deliveriesOf(quote.number)).length
    const answer = {
      status: 'quoted' as const,
      expiresAt: inDays(20),
      staffNote: 'Precio por proyecto',
      lines: [
        { quotedPrice: 16.5, leadTimeDays: 5 },
        { quotedPrice: 17, leadTimeDays: 10, alternatePn: 'PB22-MR1' },
        { noQuote: true, noQuoteReason: 'Agotado' },
      ] as Quote['lines'],
    }
    // Saved in a transaction that then rolls back: neither the send nor its mail and event remain.
    await expect(
      inTransaction(payload, async (req) => {
        req.user = { ...staff } as unknown as typeof req.user
        await payload.update({ collection: 'quotes', id: quote.id, data: answer, req, ...asStaff() })
        expect(
          (await payload.count({ collection: 'deliveries', where: { key: { like: `/${quote.number}/v1/` } }, req, ...sys })).totalDocs,
        ).toBe(2)
        throw new Error('rolled back on purpose')
      }),
    ).rejects.toThrow('rolled back on purpose')
    expect(await quoteById(quote.id)).toMatchObject({ status: 'requested', version: 0 })
    expect(await deliveriesOf(quote.number)).toHaveLength(requested)

    const sent = await payload.update({ collection: 'quotes', id: quote.id, data: answer, ...asStaff() })
    expect(sent).toMatchObject({ status: 'quoted', version: 1 })
    const queued = (await deliveriesOf(quote.number)).slice(requested)
    expect(queued.map((d) => [d.kind, d.key])).toEqual([
      ['webhook', `quote-event/${quote.number}/v1/quote.quoted`],
      ['mail', `quote-mail/${quote.number}/v1/quoted/${buyer.email}`],
    ])
    expect(queued[1].input).toEqual({ quoteNumber: quote.number, kind: 'quoted', to: buyer.email, version: 1, audience: 'buyer' })
    expect(JSON.parse((queued[0].input as { body: string }).body)).toMatchObject({
      type: 'quote.quoted',
      quote: { number: quote.number, status: 'quoted', version: 1, total: 830 },
    })
    // A save that changes nothing else queues nothing more.
    await payload.update({ collection: 'quotes', id: quote.id, data: { staffNote: 'Precio por proyecto' }, ...asStaff() })
    expect(await deliveriesOf(quote.number)).toHaveLength(requested + 2)
  })

  it('sends the queued quote mail: rendered to the outbox in the request’s language, with the PDF of that version', async () => {
    const { docs } = await payload.find({ collection: 'quotes', where: { status: { equals: 'quoted' } }, depth: 0, ...sys })
    const quote = docs[0]
    await deliverDueNow(payload, { limit: 50 })
    const mails = readOutbox(db.env, 200).filter((m) => m.to === buyer.email && m.subject.includes(quote.number))
    expect(mails.map((m) => m.subject).sort()).toEqual([
      `Solicitud de cotización ${quote.number} recibida`,
      `Su cotización ${quote.number}`,
    ])
    const mail = mails.find((m) => m.subject === `Su cotización ${quote.number}`)!
    expect(mail.text).toMatch(/PB22-MR1 ofrecida en lugar de PB22-MG1\s+10\s+\$17\.00\s+10 días hábiles\s+\$170\.00/)
    expect(mail.text).toContain('Sin cotizar: Agotado')
    expect(mail.attachments?.map((a) => [a.filename, a.contentType])).toEqual([[`cotizacion-${quote.number}-v1.pdf`, 'application/pdf']])
    const { text, title } = await pdfText(Buffer.from(mail.attachments![0].base64!, 'base64'))
    expect(title).toBe(`Cotización ${quote.number}, versión 1`)
    for (const expected of [
      'PB22-XG1',
      '$16.50',
      '5 días hábiles',
      '$660.00',
      'Sin cotizar: Agotado',
      '$830.00',
      'Precio por proyecto',
      'Línea 4',
    ])
      expect(text).toContain(expected)
    // Sent: marked so, and a later round sends nothing again.
    const delivery = (await deliveriesOf(quote.number)).find((d) => d.key.startsWith(`quote-mail/${quote.number}/v1/`))!
    expect(delivery.status).toBe('sent')
    const staffNotices = readOutbox(db.env, 200).filter((m) => m.to === INBOX && m.subject.includes(quote.number))
    expect(staffNotices.map((m) => m.subject)).toEqual([`Quote request ${quote.number} from ${buyer.email} (acme-oem)`])
    expect(staffNotices[0].text).toContain(`/admin/collections/quotes/${quote.id}`)
  })
})
