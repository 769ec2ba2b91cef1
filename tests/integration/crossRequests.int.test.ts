import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createAddress } from '@/lib/accounts/server/addressBook'
import { findWebUser } from '@/lib/accounts/server/webUser'
import { visiblePartNumbers } from '@/lib/catalogue/server/visibleParts'
import { attributeDifferences, partIndex, resolveNumber } from '@/lib/cart/resolution'
import { readCrossData } from '@/lib/crossref/server/crossData'
import { createCrossRequest, type Asker } from '@/lib/crossref/server/requests'
import { inTransaction } from '@/lib/orders/server/transaction'
import { deliverDueNow } from '@/lib/platform/deliveries/server/runner'

import { testDatabases, type TestDatabase } from './helpers/databases'
import { PA, sys } from './helpers/shop'

import { startSmtpStandIn, type ReceivedMail } from '../helpers/smtpStandIn'

/*
 * Competitor and old numbers in the quick order (docs/cross-references.md) on each database:
 * what the part lookup answers for them (the resolution its route builds, with `crossedFrom`,
 * `replaces` and the differing attributes), "ask us for a cross" reaching the order desk and the
 * rep through the outbox once, and the staff's cross mailed back to the buyer once.
 */

const dbs = testDatabases()
const INBOX = 'desk@shop.test'
const FALLBACK = 'fallback-rep@reps.test'
const EAST = 'east-rep@reps.test'

describe.each(dbs)('cross-references in the quick order on $name', (db: TestDatabase) => {
  let payload: Payload
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>
  const received: ReceivedMail[] = []
  const ids: Record<string, number> = {}
  const visitor: Asker = { email: 'visitor@example.test', webUserId: null, customerId: null, shippingContactId: null }

  const deliveries = async (prefix: string) =>
    (await payload.find({ collection: 'deliveries', where: { key: { like: prefix } }, sort: 'id', pagination: false, ...sys })).docs.filter(
      (d) => d.key.startsWith(prefix),
    )
  const prefixes = async () => (await payload.find({ collection: 'part-prefixes', pagination: false, depth: 0, ...sys })).docs

  beforeAll(async () => {
    smtp = await startSmtpStandIn(0, (mail) => void received.push(mail))
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`
    process.env.ORDER_INBOX = INBOX
    process.env.DATA_DIR = db.env.dataDir
    payload = await db.open()
    await payload.create({ collection: 'part-prefixes', data: { title: 'CX-', discountSchedule: 'E-1', isPublic: true }, ...sys })
    await payload.create({ collection: 'part-prefixes', data: { title: 'CX-X', discountSchedule: 'E-1', isPublic: false }, ...sys })
    for (const [key, en, es] of [
      ['color', 'Color', 'Color'],
      ['voltage', 'Voltage', 'Tensión'],
    ]) {
      const t = await payload.create({ collection: 'attribute-titles', data: { key, title: en, isPublic: true }, locale: 'en', ...sys })
      await payload.update({ collection: 'attribute-titles', id: t.id, data: { title: es }, locale: 'es', ...sys })
    }
    const series = await payload.create({
      collection: 'products',
      data: { title: 'CX push buttons', slug: 'cx-push-buttons', series: 'CXS', _status: 'published' },
      ...sys,
    })
    ids.series = series.id
    const part = async (pn: string, attributes: Record<string, unknown>) =>
      (ids[pn] = (
        await payload.create({ collection: 'parts', data: { pn, product: series.id, listPrice: 10, pkgqty: 1, attributes }, ...sys })
      ).id)
    await part('CX-PB-G', { color: { en: 'Green', es: 'Verde' }, voltage: '24 V' })
    await part('CX-PB-R', { color: { en: 'Red', es: 'Rojo' }, voltage: '24 V' })
    await part('CX-X1', { color: { en: 'Red', es: 'Rojo' } })
    await part('CX-RL-24', {})
    const cross = (data: Record<string, unknown>) =>
      payload.create({ collection: 'cross-references', data: data as never, locale: 'en', ...sys })
    await cross({ brand: 'Schneider Electric', competitorPn: 'XB4-BA31', part: ids['CX-X1'], match: 'exact' })
    await cross({
      brand: 'Schneider Electric',
      competitorPn: 'XB4-BA31',
      part: ids['CX-PB-G'],
      match: 'functional',
      attributes: { color: { en: 'Red', es: 'Rojo' }, voltage: '24 V' },
    })
    await cross({ brand: 'Allen-Bradley', competitorPn: '800F-PN2R', part: ids['CX-PB-R'], match: 'partial' })
    await cross({ brand: 'Siemens', competitorPn: '3SU1-000', series: series.id, match: 'exact' })
    await payload.create({
      collection: 'supersessions',
      data: { oldPn: 'CX-OLD-2', replacementPn: 'CX-RL-24', since: '2020-01-01' },
      ...sys,
    })
    await payload.create({
      collection: 'supersessions',
      data: { oldPn: 'CX-OLD-1', replacementPn: 'CX-OLD-2', since: '2015-06-01' },
      ...sys,
    })
    // The rep lookup: the east rep by the buyer's area code, the fallback rep for everyone else.
    await payload.create({ collection: 'sales-reps', data: { label: 'FALLBACK', rep: 'Fay Back', email: FALLBACK }, ...sys })
    await payload.create({ collection: 'sales-reps', data: { label: 'EAST', rep: 'Ed East', email: EAST, areaCodes: ['412'] }, ...sys })
    await payload.create({ collection: 'countries', data: { alpha2: 'US', alpha3: 'USA', name: 'United States' }, ...sys })
  }, 180_000)

  afterAll(async () => {
    delete process.env.SMTP_URL
    delete process.env.ORDER_INBOX
    await smtp?.close()
    await db.drop()
  })

  it('the part lookup: crossedFrom closest visible match first, replaces for an old number, a series cross, no restricted part', async () => {
    const index = partIndex(await visiblePartNumbers(payload, prefixes))
    const data = await readCrossData(payload)
    const resolve = (typed: string) => resolveNumber(index, data, typed)
    const functional = resolve('xb4 ba31')
    expect(functional.resolution).toMatchObject({
      pn: 'CX-PB-G',
      match: 'cross',
      crossedFrom: { brand: 'Schneider Electric', pn: 'XB4-BA31', match: 'functional' },
    })
    const ours = (await payload.findByID({ collection: 'parts', id: ids['CX-PB-G'], ...sys })).attributes as Record<string, unknown>
    const titles = new Map([
      ['color', { en: 'Color', es: 'Color' }],
      ['voltage', { en: 'Voltage', es: 'Tensión' }],
    ])
    expect(attributeDifferences(functional.cross!.attributes, ours, titles, 'es')).toEqual([
      { key: 'color', title: 'Color', theirs: 'Rojo', ours: 'Verde' },
    ])
    expect(resolve('800F/PN2R').resolution).toMatchObject({ pn: 'CX-PB-R', crossedFrom: { brand: 'Allen-Bradley', match: 'partial' } })
    expect(resolve('cx old 1').resolution).toMatchObject({
      pn: 'CX-RL-24',
      match: 'replacement',
      replaces: { pn: 'CX-OLD-1', since: expect.stringMatching(/^2015-06-01/) },
    })
    expect(resolve('3SU1000').resolution).toMatchObject({ pn: null, seriesId: String(ids.series), crossedFrom: { brand: 'Siemens' } })
    const all = ['xb4ba31', '800F-PN2R', 'CX-OLD-1', '3SU1-000', 'CX-X1'].map((t) => resolve(t).resolution)
    expect(all.flatMap((r) => [r.pn, ...r.suggestions])).not.toContain('CX-X1')
    expect(all[4]).toMatchObject({ pn: null, match: null })
  })

  it('"ask us": the request and one mail each to the order desk and the rep, in one transaction; a failed one leaves nothing', async () => {
    const requestId = await inTransaction(payload, (req) =>
      createCrossRequest(payload, { number: 'ZZ 9000', brand: 'IDEC', quantity: 5, locale: 'es' }, visitor, req),
    )
    const request = await payload.findByID({ collection: 'cross-requests', id: requestId, ...sys })
    expect(request).toMatchObject({ number: 'ZZ 9000', numberKey: 'ZZ9000', status: 'open', locale: 'es', email: visitor.email })
    const mails = await deliveries(`cross-request/${requestId}/`)
    expect(mails.map((m) => (m.input as { prepared: { to: string } }).prepared.to)).toEqual([INBOX, FALLBACK])
    expect((mails[0].input as { prepared: { text: string } }).prepared.text).toContain('visitor@example.test')

    // A signed-in buyer's rep is the one for his shipping address (area code 412).
    const buyer = { email: 'cx-buyer@example.test', nameFirst: 'Cy', nameLast: 'Cross' }
    const created = await createAddress(payload, buyer, PA)
    if (!created.ok) throw new Error(created.code)
    const webUser = (await findWebUser(payload, buyer.email))!
    const who: Asker = { email: buyer.email, webUserId: webUser.id, customerId: null, shippingContactId: webUser.shippingContactId }
    const second = await inTransaction(payload, (req) =>
      createCrossRequest(payload, { number: 'M22-DL-G', brand: null, quantity: null, locale: 'en' }, who, req),
    )
    expect((await deliveries(`cross-request/${second}/`)).map((m) => (m.input as { prepared: { to: string } }).prepared.to)).toEqual([
      INBOX,
      EAST,
    ])

    const before = (await payload.count({ collection: 'cross-requests', ...sys })).totalDocs
    const outbox = (await payload.count({ collection: 'deliveries', ...sys })).totalDocs
    await expect(
      inTransaction(payload, async (req) => {
        await createCrossRequest(payload, { number: 'NEVER-1', brand: null, quantity: null, locale: 'en' }, visitor, req)
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect((await payload.count({ collection: 'cross-requests', ...sys })).totalDocs).toBe(before)
    expect((await payload.count({ collection: 'deliveries', ...sys })).totalDocs).toBe(outbox)
  })

  it('the staff cross the number: the buyer is mailed our part in the request language, once; the request is answered', async () => {
    const cross = await payload.create({
      collection: 'cross-references',
      data: { brand: 'IDEC', competitorPn: 'zz-9000', part: ids['CX-PB-G'], match: 'functional', note: 'Green lens only' },
      locale: 'en',
      ...sys,
    })
    const [request] = (await payload.find({ collection: 'cross-requests', where: { number: { equals: 'ZZ 9000' } }, depth: 0, ...sys }))
      .docs
    expect(request).toMatchObject({ status: 'answered', answer: cross.id })
    const answers = await deliveries(`cross-answer/${request.id}`)
    expect(answers).toHaveLength(1)
    const mail = (answers[0].input as { prepared: { to: string; subject: string; text: string } }).prepared
    expect(mail.to).toBe(visitor.email)
    expect(mail.subject).toBe('Su equivalente de ZZ 9000: CX-PB-G')
    expect(mail.text).toContain('Nuestra CX-PB-G es un equivalente funcional.')
    expect(mail.text).toContain('Green lens only')
    expect(mail.text).toContain('/es/')

    // Saved again, or crossed a second time: no second mail.
    await payload.update({ collection: 'cross-references', id: cross.id, data: { match: 'exact' }, locale: 'en', ...sys })
    await payload.create({
      collection: 'cross-references',
      data: { brand: 'IDEC', competitorPn: 'ZZ9000', part: ids['CX-PB-R'], match: 'partial' },
      locale: 'en',
      ...sys,
    })
    expect(await deliveries(`cross-answer/${request.id}`)).toHaveLength(1)
    // The other request (another number) is still open.
    const [open] = (await payload.find({ collection: 'cross-requests', where: { number: { equals: 'M22-DL-G' } }, ...sys })).docs
    expect(open.status).toBe('open')

    // The outbox sends them as written: the desk, the reps and the buyer.
    await deliverDueNow(payload, { limit: 20 })
    expect(received.map((m) => m.to[0]).sort()).toEqual([EAST, FALLBACK, INBOX, INBOX, visitor.email].sort())
    const sent = (await deliveries('cross-')).map((d) => d.status)
    expect(sent.every((s) => s === 'sent')).toBe(true)
  })
})
