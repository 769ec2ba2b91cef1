import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { CommerceSource } from '@/lib/commerce/quoteService'
import { createAddress } from '@/lib/accounts/server/addressBook'
import { hubKey } from '@/lib/cart/features'
import type { HubStore } from '@/lib/cart/server/store'
import type { PlaceOrderBody } from '@/lib/orders/contract'
import { placeOrder } from '@/lib/orders/server/placeOrder'
import { quoteRequestBodySchema, type QuoteRequestBody, type QuoteRequestInput } from '@/lib/quotes/contract'
import { checkAttachments } from '@/lib/quotes/attachments'
import { moveOwnQuote } from '@/lib/quotes/server/actions'
import { findOwnQuoteDoc, ownQuote, ownQuotes } from '@/lib/quotes/server/own'
import { requestQuote } from '@/lib/quotes/server/request'
import { quoteTerms } from '@/lib/quotes/server/terms'

import { testDatabases, type TestDatabase } from './helpers/databases'
import { customerId, openVectorShop, PA, sys } from './helpers/shop'

/*
 * Issue 30 on both databases: request → the staff's answer → revision → version 2 → accept →
 * the cart at the quoted prices → the order, which orders the quote once; concurrent accepts
 * and checkouts; another company's number answers nothing.
 */

async function refusal(save: Promise<unknown>): Promise<string> {
  try {
    await save
  } catch (error) {
    const errors = (error as { data?: { errors?: { path: string; message: string }[] } }).data?.errors ?? []
    return errors.map((e) => `${e.path}: ${e.message}`).join('\n') || String(error)
  }
  return 'saved'
}

const body = (lines: QuoteRequestInput['lines'], extra: Partial<QuoteRequestInput> = {}): QuoteRequestBody =>
  quoteRequestBodySchema.parse({ lines, needBy: null, project: 'Press line 4', note: 'Panel for a customer in Ohio', ...extra })
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

describe.each(testDatabases())('quotes on $name', (db: TestDatabase) => {
  let payload: Payload
  let hub: HubStore
  let source: CommerceSource
  let staff: { id: number; email: string; collection: 'users' }
  let keys = 0
  const buyer = { email: 'quotes-buyer@example.test', nameFirst: 'Quinn', nameLast: 'Buyer' }
  const colleague = { email: 'quotes-colleague@example.test' }
  const stranger = { email: 'quotes-stranger@example.test' }
  let shipTo = 0
  const asStaff = () => ({ overrideAccess: false, user: staff, context: { disableRevalidate: true } }) as const

  const ask = (who: { email: string }, b: QuoteRequestBody) =>
    requestQuote({ payload, source }, { buyer: who, locale: 'es', body: b, files: [] })
  const deliveries = async (key: string) =>
    (await payload.find({ collection: 'deliveries', where: { key: { like: key } }, pagination: false, ...sys })).docs

  async function send(number: string, lines: Record<string, unknown>[], extra: Record<string, unknown> = {}) {
    const doc = await findOwnQuoteDoc(payload, buyer.email, number)
    return payload.update({
      collection: 'quotes',
      id: doc!.id,
      data: { lines, expiresAt: inDays(30), status: 'quoted', ...extra },
      ...asStaff(),
    })
  }

  const place = (b: Partial<PlaceOrderBody>, key = `quote-key-${Date.now()}-${++keys}`) =>
    placeOrder(
      { payload, hub, source },
      { buyer, idempotencyKey: key, locale: 'en', body: { payment: 'terms', expectedTotal: 0, ...b } as PlaceOrderBody },
    )

  async function putQuotedCart(lines: [string, number, string | null][]) {
    const key = hubKey(buyer.email, 'liveCart')
    const { version } = await hub.get(key)
    const value = { cartItems: lines.map(([pn, prod_quantity, quoteNumber]) => ({ pn, prod_quantity, quoteNumber })) }
    const put = await hub.put(key, { email: buyer.email, feature: 'liveCart' }, value, version)
    if (!put.ok) throw new Error('cart not saved')
  }

  beforeAll(async () => {
    ;({ payload, hub, source } = await openVectorShop(db))
    await payload.create({ collection: 'countries', data: { alpha2: 'US', alpha3: 'USA', name: 'United States' }, ...sys })
    const acme = await customerId(payload, 'acme-oem')
    await payload.create({ collection: 'web-users', data: { email: buyer.email, customers: [acme] }, ...sys })
    await payload.create({ collection: 'web-users', data: { email: colleague.email, customers: [acme] }, ...sys })
    await payload.create({
      collection: 'web-users',
      data: { email: stranger.email, customers: [await customerId(payload, 'dist-d1')] },
      ...sys,
    })
    const created = await createAddress(payload, buyer, PA)
    if (!created.ok) throw new Error(created.code)
    shipTo = created.address.id
    const user = await payload.create({
      collection: 'users',
      data: { email: 'quote-desk@example.test', password: 'quote-desk-password' },
      ...sys,
    })
    staff = { id: user.id, email: user.email, collection: 'users' }
  }, 180_000)

  afterAll(async () => {
    await db.drop()
  })

  it('refuses bad requests whole, writing nothing', async () => {
    const before = (await payload.count({ collection: 'quotes', ...sys })).totalDocs
    expect(await ask(buyer, body([{ pn: 'NOPE-1', qty: 1 }]))).toMatchObject({ ok: false, status: 422, code: 'unknown-part' })
    expect(await ask(buyer, body([{ pn: 'TB-UK5', qty: 7 }]))).toMatchObject({
      ok: false,
      status: 422,
      code: 'quantity-step',
      details: { pn: 'TB-UK5' },
    })
    expect(await ask(buyer, body([{ pn: 'PB22-XG1', qty: 2 }], { needBy: '2020-01-01' }))).toMatchObject({ code: 'need-by-past' })
    expect(
      await ask(
        buyer,
        body([
          { pn: 'PB22-XG1', qty: 2 },
          { pn: 'pb22-xg1', qty: 3 },
        ]),
      ),
    ).toMatchObject({ code: 'duplicate-line' })
    expect((await payload.count({ collection: 'quotes', ...sys })).totalDocs).toBe(before)
  })

  it('keeps a request’s attachments with it, readable by the buyer’s company only', async () => {
    // A one-page PDF with its cross-reference table (Payload refuses a PDF without one).
    const objects = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    ]
    let text = '%PDF-1.4\n'
    const offsets = objects.map((o, i) => {
      const at = text.length
      text += `${i + 1} 0 obj\n${o}\nendobj\n`
      return at
    })
    const xref = text.length
    text += `xref\n0 4\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
    text += `trailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
    const pdf = new TextEncoder().encode(text)
    const checked = checkAttachments([{ name: 'layout.pdf', bytes: pdf }])
    if (!checked.ok) throw new Error(JSON.stringify(checked))
    const started = Date.now()
    const asked = await requestQuote(
      { payload, source },
      { buyer, locale: 'en', body: body([{ pn: 'PB22-XG1', qty: 3 }]), files: checked.files },
    )
    if (!asked.ok) throw new Error(JSON.stringify(asked))
    expect(Date.now() - started).toBeLessThan(4_000)
    // A PDF by its first bytes that Payload's upload cannot read (no cross-reference table): refused by name, nothing written.
    const count = (await payload.count({ collection: 'quotes', ...sys })).totalDocs
    const broken = checkAttachments([{ name: 'broken.pdf', bytes: new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n') }])
    if (!broken.ok) throw new Error(JSON.stringify(broken))
    expect(
      await requestQuote({ payload, source }, { buyer, locale: 'en', body: body([{ pn: 'PB22-XG1', qty: 3 }]), files: broken.files }),
    ).toMatchObject({ ok: false, status: 422, code: 'attachment-type', details: { name: 'broken.pdf' } })
    expect((await payload.count({ collection: 'quotes', ...sys })).totalDocs).toBe(count)
    const read = await ownQuote(payload, colleague.email, asked.quote.number)
    expect(read?.attachments).toMatchObject([
      { filename: 'layout.pdf', mimeType: 'application/pdf', url: expect.stringMatching(/\/files\/\d+$/) },
    ])
  })

  it('makes one quote per Idempotency-Key, also when the same request arrives twice at once', async () => {
    const before = (await payload.count({ collection: 'quotes', ...sys })).totalDocs
    const again = (key: string) =>
      requestQuote({ payload, source }, { buyer, locale: 'en', body: body([{ pn: 'PB22-MG1', qty: 2 }]), files: [], idempotencyKey: key })
    const [a, b] = await Promise.all([again('quote-retry-key-1'), again('quote-retry-key-1')])
    if (!a.ok || !b.ok) throw new Error(JSON.stringify([a, b]))
    expect(a.quote.number).toBe(b.quote.number)
    expect([a.status, b.status].sort()).toEqual([200, 201])
    const third = await again('quote-retry-key-1')
    expect(third).toMatchObject({ ok: true, status: 200, quote: { number: a.quote.number } })
    expect((await payload.count({ collection: 'quotes', ...sys })).totalDocs).toBe(before + 1)
    expect((await deliveries(`%/${a.quote.number}/%`)).length).toBeGreaterThan(0)
    expect(await again('bad key')).toMatchObject({ ok: false, code: 'missing-idempotency-key' })
  })

  it('walks request → answer → revision → version 2 → accept → order, once', async () => {
    const asked = await ask(
      buyer,
      body(
        [
          { pn: 'PB22-XG1', qty: 10, targetPrice: 12 },
          { pn: 'TB-UK5', qty: 100, note: 'grey' },
        ],
        { needBy: inDays(20) },
      ),
    )
    if (!asked.ok) throw new Error(JSON.stringify(asked))
    const { number } = asked.quote
    expect(number).toMatch(/^Q-1\d{5}$/)
    expect(asked.quote).toMatchObject({ status: 'requested', version: 0, locale: 'es', project: 'Press line 4', total: null })
    expect((await deliveries(`quote-event/${number}/%`)).length).toBeGreaterThanOrEqual(0)

    // The company's colleague reads it; another company's buyer does not, on any read.
    expect((await ownQuote(payload, colleague.email, number))?.number).toBe(number)
    expect(await ownQuote(payload, stranger.email, number)).toBeNull()
    expect((await ownQuotes(payload, stranger.email)).map((q) => q.number)).not.toContain(number)
    expect(await moveOwnQuote(payload, stranger.email, number, 'accept')).toMatchObject({ ok: false, status: 404 })

    // Not answered yet: nothing to accept. A send without an expiry, or with a line unanswered, is refused at its field.
    expect(await moveOwnQuote(payload, buyer.email, number, 'accept')).toMatchObject({ ok: false, status: 409, code: 'quote-not-allowed' })
    expect(await refusal(send(number, [{ quotedPrice: 11 }, {}]))).toMatch(/lines: Give every line a quoted price.*line 2, TB-UK5/)
    expect(await refusal(send(number, [{ quotedPrice: 11 }, { quotedPrice: 0.5 }], { expiresAt: null }))).toMatch(/expiresAt:/)
    expect(await refusal(send(number, [{ quotedPrice: 11 }, { noQuote: true }]))).toMatch(/Say why a line is not quoted/)
    expect(await refusal(send(number, [{ quotedPrice: 11, alternatePn: 'NOT-A-PART' }, { quotedPrice: 0.5 }]))).toMatch(/NOT-A-PART/)
    expect((await findOwnQuoteDoc(payload, buyer.email, number))?.status).toBe('requested')

    // Version 1: the buyer's fields stay as asked whatever the staff send.
    const v1 = await send(number, [
      { quotedPrice: 11, leadTimeDays: 5, pn: 'HACKED', qty: 1 },
      { quotedPrice: 0.5, leadTimeDays: 3 },
    ])
    expect(v1).toMatchObject({ status: 'quoted', version: 1 })
    expect(v1.lines?.map((l) => [l.pn, l.qty, l.quotedPrice])).toEqual([
      ['PB22-XG1', 10, 11],
      ['TB-UK5', 100, 0.5],
    ])
    // A sent quote is not edited in place, and the staff set no other status.
    expect(
      await refusal(
        payload.update({ collection: 'quotes', id: v1.id, data: { lines: [{ quotedPrice: 1 }, { quotedPrice: 1 }] }, ...asStaff() }),
      ),
    ).toMatch(/asks for a revision/)
    expect(await refusal(payload.update({ collection: 'quotes', id: v1.id, data: { status: 'accepted' }, ...asStaff() }))).toMatch(
      /status:/,
    )

    // Answers saved and not sent are the staff's working copy: the buyer never sees them.
    const asked2 = await ask(buyer, body([{ pn: 'PB22-MG1', qty: 2 }]))
    if (!asked2.ok) throw new Error(JSON.stringify(asked2))
    const draft = await findOwnQuoteDoc(payload, buyer.email, asked2.quote.number)
    await payload.update({ collection: 'quotes', id: draft!.id, data: { lines: [{ quotedPrice: 1.23, leadTimeDays: 9 }] }, ...asStaff() })
    expect(await ownQuote(payload, buyer.email, asked2.quote.number)).toMatchObject({
      total: null,
      lines: [{ quotedPrice: null, leadTimeDays: null }],
    })
    expect((await ownQuotes(payload, buyer.email)).find((q) => q.number === asked2.quote.number)?.total).toBeNull()

    // The buyer asks for a revision; the staff send version 2; version 1 stays readable.
    expect(await moveOwnQuote(payload, buyer.email, number, 'revise', { message: 'Can you do 10.50?' })).toMatchObject({ ok: true })
    // Version 2 saved before it is sent: the buyer still reads version 1, and version 1 is kept as he saw it.
    await payload.update({ collection: 'quotes', id: v1.id, data: { lines: [{ quotedPrice: 7 }, { quotedPrice: 0.1 }] }, ...asStaff() })
    expect(await ownQuote(payload, buyer.email, number)).toMatchObject({
      version: 1,
      total: 160,
      lines: [{ quotedPrice: 11 }, { quotedPrice: 0.5 }],
    })
    const v2 = await send(
      number,
      [
        { quotedPrice: 10.5, leadTimeDays: 5 },
        { quotedPrice: 0.5, leadTimeDays: 3 },
      ],
      { staffNote: 'Best we can do' },
    )
    expect(v2).toMatchObject({ status: 'quoted', version: 2 })
    const read = await ownQuote(payload, buyer.email, number)
    expect(read).toMatchObject({
      status: 'quoted',
      version: 2,
      total: 155,
      staffNote: 'Best we can do',
      actions: { accept: true, revise: true, decline: true },
    })
    expect(read?.versions.map((v) => [v.version, v.total])).toEqual([[1, 160]])
    expect(read?.history.map((h) => [h.status, h.by])).toEqual([
      ['requested', 'buyer'],
      ['quoted', 'staff'],
      ['revision-requested', 'buyer'],
      ['quoted', 'staff'],
    ])

    // Two accepts at once: one move, one event.
    const [a, b] = await Promise.all([
      moveOwnQuote(payload, buyer.email, number, 'accept'),
      moveOwnQuote(payload, buyer.email, number, 'accept'),
    ])
    expect(a.ok && b.ok).toBe(true)
    expect([a, b].filter((r) => r.ok && r.moved)).toHaveLength(1)
    expect((await findOwnQuoteDoc(payload, buyer.email, number))?.history?.filter((h) => h.status === 'accepted')).toHaveLength(1)

    // The cart prices the quote's lines at the quoted prices for this buyer only, never above the quoted quantity.
    const lines = [
      { pn: 'PB22-XG1', qty: 10, quoteNumber: number },
      { pn: 'TB-UK5', qty: 50, quoteNumber: number },
    ]
    expect(await quoteTerms(payload, buyer.email, lines)).toMatchObject([
      { quoteNumber: number, unitPriceCents: 1050, maxQty: 10 },
      { quoteNumber: number, unitPriceCents: 50, maxQty: 100 },
    ])
    expect(await quoteTerms(payload, stranger.email, lines)).toMatchObject([{ problem: 'not-quoted' }, { problem: 'not-quoted' }])
    expect(await quoteTerms(payload, null, lines)).toMatchObject([{ problem: 'not-quoted' }, { problem: 'not-quoted' }])
    expect(await quoteTerms(payload, buyer.email, [{ pn: 'PB22-XG1', qty: 11, quoteNumber: number }])).toMatchObject([
      { problem: 'over-quantity', maxQty: 10 },
    ])

    // Checkout: the quoted lines at their prices beside a line priced as usual; two checkouts at once make one order.
    await putQuotedCart([
      ['PB22-XG1', 10, number],
      ['TB-UK5', 50, number],
      ['PB22-MG1', 2, null],
    ])
    const order = { shippingContactId: shipTo, billingContactId: shipTo, payment: 'terms' as const, poNumber: 'PO-Q1' }
    const probe = await place({ ...order, expectedTotal: 999_999 })
    if (probe.ok || !('quote' in probe) || !probe.quote) throw new Error(JSON.stringify(probe))
    expect(probe.quote.lines.slice(0, 2).map((l) => [l.pn, l.unitPrice, l.lineTotal])).toEqual([
      ['PB22-XG1', 10.5, 105],
      ['TB-UK5', 0.5, 25],
    ])
    const [first, second] = await Promise.all([
      place({ ...order, expectedTotal: probe.quote.total }),
      place({ ...order, expectedTotal: probe.quote.total }),
    ])
    const placed = [first, second].filter((r) => r.ok)
    expect(placed.length).toBeGreaterThanOrEqual(1)
    const numbers = new Set(placed.map((r) => (r.ok ? r.order.number : null)))
    expect(numbers.size).toBe(1)
    const stored = await findOwnQuoteDoc(payload, buyer.email, number)
    expect(stored).toMatchObject({ status: 'ordered', orderNumber: [...numbers][0] })
    const orderDoc = (await payload.find({ collection: 'orders', where: { number: { equals: stored!.orderNumber } }, ...sys })).docs[0]
    expect(orderDoc.quoteNumbers).toBe(number)
    expect(orderDoc.lines?.map((l) => [l.pn, l.quoteNumber ?? null])).toEqual([
      ['PB22-XG1', number],
      ['TB-UK5', number],
      ['PB22-MG1', null],
    ])
    // Ordered: the quote's prices apply no more, and it cannot be accepted again.
    expect(await quoteTerms(payload, buyer.email, lines.slice(0, 1))).toMatchObject([{ problem: 'not-accepted' }])
    expect(await moveOwnQuote(payload, buyer.email, number, 'accept')).toMatchObject({ ok: false, code: 'quote-not-allowed' })
  })

  it('expires: past its date a quote cannot be accepted and its prices no longer apply', async () => {
    const asked = await ask(buyer, body([{ pn: 'PB22-XG1', qty: 4 }]))
    if (!asked.ok) throw new Error(JSON.stringify(asked))
    const { number } = asked.quote
    await send(number, [{ quotedPrice: 9, leadTimeDays: 2 }])
    const later = new Date(Date.now() + 40 * 86_400_000)
    expect(await moveOwnQuote(payload, buyer.email, number, 'accept', { now: later })).toMatchObject({ ok: false, code: 'quote-expired' })
    expect(await moveOwnQuote(payload, buyer.email, number, 'accept')).toMatchObject({ ok: true, moved: true })
    const line = [{ pn: 'PB22-XG1', qty: 4, quoteNumber: number }]
    expect(await quoteTerms(payload, buyer.email, line)).toMatchObject([{ unitPriceCents: 900 }])
    expect(await quoteTerms(payload, buyer.email, line, later)).toMatchObject([{ problem: 'expired' }])
    // The buyer may still decline a quote he no longer wants; declined is final.
    const other = await ask(buyer, body([{ pn: 'PB22-MG1', qty: 2 }]))
    if (!other.ok) throw new Error(JSON.stringify(other))
    expect(await moveOwnQuote(payload, buyer.email, other.quote.number, 'decline')).toMatchObject({ ok: true })
    expect(await moveOwnQuote(payload, buyer.email, other.quote.number, 'revise', { message: 'again' })).toMatchObject({ ok: false })
  })
})
