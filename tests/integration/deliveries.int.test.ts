import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ClaimedDelivery } from '@/lib/platform/deliveries/contract'
import { enqueueDelivery } from '@/lib/platform/deliveries/server/queue'
import { deliverDue, type DeliveryHandlers } from '@/lib/platform/deliveries/server/runner'
import { claimDue, markSent } from '@/lib/platform/deliveries/server/store'

import { testDatabases, type TestDatabase } from './helpers/databases'
import { sys } from './helpers/shop'

/*
 * The outbox's claims (issue 25): one delivery is taken by one runner at a time, a runner
 * that died gives it back when its lease runs out, and a runner that lost its lease records
 * nothing. On PostgreSQL the racing rounds run on separate connections of the pool, as two
 * instances would.
 */

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Handlers that count each send by key (and can be told to fail or stall). */
function counting(behaviour: { fail?: boolean; stallMs?: number } = {}) {
  const sends = new Map<string, number>()
  const send = async (_payload: Payload, d: ClaimedDelivery) => {
    sends.set(d.key, (sends.get(d.key) ?? 0) + 1)
    if (behaviour.stallMs) await sleep(behaviour.stallMs)
    if (behaviour.fail) throw new Error('receiver down')
  }
  const handlers: DeliveryHandlers = {
    mail: { send, retry: { tries: 3, firstWaitMs: 1 } },
    webhook: { send, retry: { tries: 3, firstWaitMs: 1 } },
  }
  return { sends, handlers }
}

describe.each(testDatabases())('the outbox on $name', (db: TestDatabase) => {
  let payload: Payload
  const rows = async (prefix: string) =>
    (await payload.find({ collection: 'deliveries', where: { key: { like: prefix } }, pagination: false, sort: 'id', ...sys })).docs
  const queue = async (prefix: string, n: number) => {
    for (let i = 0; i < n; i++) await enqueueDelivery(payload, { kind: i % 2 ? 'mail' : 'webhook', key: `${prefix}/${i}`, input: { i } })
  }

  beforeAll(async () => {
    payload = await db.open()
  }, 120_000)
  afterAll(() => db.drop())

  it('six runners racing over 120 deliveries send each exactly once', async () => {
    await queue('race', 120)
    const { sends, handlers } = counting()
    const runner = async (owner: string) => {
      for (let round = 0; round < 40; round++) {
        const tally = await deliverDue(payload, handlers, { owner, leaseMs: 60_000, limit: 7 })
        if (!tally.sent && round > 3) break
      }
    }
    await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map(runner))
    expect(sends.size).toBe(120)
    expect([...sends.values()].filter((n) => n !== 1)).toEqual([])
    const done = await rows('race/')
    expect(done.map((d) => [d.status, d.attempts])).toEqual(done.map(() => ['sent', 1]))
  })

  it('a runner that died gives its deliveries back when the lease runs out; its late answer records nothing', async () => {
    await queue('lease', 2)
    const { sends, handlers } = counting()
    // "dead" claims both and never answers (as a process killed mid-send).
    const taken = await claimDue(payload, { owner: 'dead', limit: 10, leaseMs: 1_500 })
    expect(taken.map((d) => d.key).sort()).toEqual(['lease/0', 'lease/1'])
    expect(await deliverDue(payload, handlers, { owner: 'alive', leaseMs: 60_000 })).toMatchObject({ sent: 0 })
    await sleep(1_700)
    expect(await deliverDue(payload, handlers, { owner: 'alive', leaseMs: 60_000 })).toMatchObject({ sent: 2 })
    expect([...sends.keys()].sort()).toEqual(['lease/0', 'lease/1'])
    // The dead runner's answer arrives after all: the lease is no longer its own.
    expect(await markSent(payload, taken[0].id, 'dead')).toBe(false)
    expect((await rows('lease/')).map((d) => [d.status, d.attempts, d.leaseOwner ?? null])).toEqual([
      ['sent', 2, null],
      ['sent', 2, null],
    ])
  })

  it('a delivery failing every try ends failed with its error; a staff retry makes it pending again', async () => {
    await queue('fail', 1)
    const { sends, handlers } = counting({ fail: true })
    for (let i = 0; i < 5; i++) {
      await deliverDue(payload, handlers, { owner: 'r', leaseMs: 60_000 })
      await sleep(20)
    }
    expect(sends.get('fail/0')).toBe(3)
    const [row] = await rows('fail/')
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'receiver down' })
    const staff = await payload.create({
      collection: 'users',
      data: { email: 'outbox-staff@example.test', password: 'outbox-staff-pass' },
      ...sys,
    })
    const user = { ...staff, collection: 'users' as const }
    // Staff cannot rewrite a delivery, only send a failed one again.
    await payload.update({
      collection: 'deliveries',
      id: row.id,
      data: { input: { forged: true }, status: 'pending' },
      user,
      overrideAccess: false,
    })
    const again = await payload.findByID({ collection: 'deliveries', id: row.id, ...sys })
    expect(again).toMatchObject({ status: 'pending', attempts: 0, input: { i: 0 } })
  })
})
