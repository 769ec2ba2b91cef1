import { pbkdf2Sync, randomBytes } from 'node:crypto'

import { handleEndpoints, type Payload } from 'payload'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CLIENT_ADDRESS_HEADER } from '@/lib/platform/net/frontHeaders.mjs'

import { testDatabases, type TestDatabase } from './helpers/databases'

/**
 * Issue 23, point 4: the staff's sign-in (Payload's `users`, POST /api/users/login, which the
 * admin's login form posts to) through Payload's own REST handler, with the client address the
 * front server would set. PostgreSQL runs as in production, its limits in Redis when the
 * runner has it.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const dbs = testDatabases((name) => (name === 'postgres' && process.env.SWITCHYARD_TEST_REDIS === '1' ? { redisUrl } : {}))

// The limits are kept by client address (in Redis, across runs): every client here is new.
const run = randomBytes(2).toString('hex')
let clients = 0
const newClient = () => `2001:db8:${run}::${(++clients).toString(16)}`
const password = 'the-right-password-123'

type Answer = { status: number; body: { errors?: { message: string }[]; token?: string }; retryAfter: string | null; ms: number }

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

/** Timed rounds of the three kinds of address: 8 in `npm test`, 20 in `npm run test:long`. */
const ROUNDS = Number(process.env.STAFF_SIGN_IN_ROUNDS ?? 8)

describe.each(dbs)('staff sign-in, $name', (db: TestDatabase) => {
  let payload: Payload

  beforeAll(async () => {
    payload = await db.open()
  })
  afterAll(async () => {
    await db.drop()
  })

  async function staff(label: string): Promise<string> {
    const email = `${label}-${run}@switchyard.test`
    await payload.create({ collection: 'users', data: { email, password, name: label }, overrideAccess: true })
    return email
  }

  async function login(body: object, client: string, path = 'login'): Promise<Answer> {
    const request = new Request(`http://localhost:3000/api/users/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: client },
      body: JSON.stringify(body),
    })
    const started = performance.now()
    const res = await handleEndpoints({ config: Promise.resolve(payload.config), payloadInstanceCacheKey: db.key, request })
    const answer = { status: res.status, body: await res.json(), retryAfter: res.headers.get('retry-after') }
    return { ...answer, ms: performance.now() - started }
  }

  it('refuses a client its 11th try in 10 minutes with 429 and Retry-After, the right password too, at any account', async () => {
    const email = await staff('throttled')
    const other = await staff('throttled-other')
    const client = newClient()
    for (let i = 0; i < 10; i++) expect((await login({ email, password: `wrong-${i}` }, client)).status, `try ${i + 1}`).toBe(401)
    const refused = await login({ email, password: 'wrong-10' }, client)
    expect(refused.status).toBe(429)
    expect(Number(refused.retryAfter)).toBeGreaterThan(0)
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(600)
    expect(refused.body.errors?.[0].message).toMatch(/^Too many wrong sign-ins\. Try again in \d+ minutes?\.$/)
    // Refused before the password is read: no answer tells a throttled client it guessed right.
    expect((await login({ email, password }, client)).status).toBe(429)
    expect((await login({ email: other, password }, client)).status).toBe(429)

    if (db.env.redisUrl) {
      // In Redis, so every instance counts the same tries (tests/integration/twoInstances.int.test.ts checks two servers).
      const redis = createClient({ url: db.env.redisUrl })
      await redis.connect()
      try {
        expect(Number(await redis.get(`switchyard:rl:staff-sign-in-client:${client}`))).toBeGreaterThanOrEqual(11)
      } finally {
        await redis.quit()
      }
    }
  })

  it('does not count right passwords: a client signs in more than ten times', async () => {
    const email = await staff('often')
    const client = newClient()
    for (let i = 0; i < 11; i++) expect((await login({ email, password }, client)).status, `sign-in ${i + 1}`).toBe(200)
    for (let i = 0; i < 10; i++) expect((await login({ email, password: `wrong-${i}` }, client)).status).toBe(401)
    expect((await login({ email, password }, client)).status).toBe(429)
  })

  it('signs the owner in from another client however many wrong tries a stranger made', async () => {
    const email = await staff('owner')
    const stranger = newClient()
    const answers: number[] = []
    for (let i = 0; i < 40; i++) answers.push((await login({ email, password: `guess-${i}` }, stranger)).status)
    expect(answers.filter((s) => s === 401)).toHaveLength(10)
    expect(answers.filter((s) => s === 429)).toHaveLength(30)
    const owner = await login({ email, password }, newClient())
    expect(owner.status).toBe(200)
    expect(owner.body.token).toEqual(expect.any(String))
  })

  it('slows a guess spread over many clients to 3 tries each at the account, and still signs the owner in', async () => {
    const email = await staff('spread')
    // 50 wrong tries at the account from 50 clients, 5 at a time: each is answered 401.
    for (let batch = 0; batch < 50; batch += 5) {
      const statuses = await Promise.all(
        Array.from({ length: 5 }, (_, i) => login({ email, password: `spread-${batch + i}` }, newClient()).then((a) => a.status)),
      )
      expect(statuses).toEqual([401, 401, 401, 401, 401])
    }
    // Past 50 in the hour, a client has 3 tries at this account (and its other accounts are untouched).
    const client = newClient()
    for (let i = 0; i < 3; i++) expect((await login({ email, password: `late-${i}` }, client)).status, `late try ${i + 1}`).toBe(401)
    const refused = await login({ email, password }, client)
    expect(refused.status).toBe(429)
    expect(Number(refused.retryAfter)).toBeGreaterThan(600)
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(3600)
    // The owner, on a client that has not spent its tries, signs in at once.
    expect((await login({ email, password }, newClient())).status).toBe(200)
  })

  it('answers an unknown e-mail exactly as a wrong password, in about the same time', async () => {
    // Five accounts of each kind, 4 wrong tries each: fewer than Payload's old lock (5) needed, so
    // each try is a password check on the code before this fix too.
    const known = await Promise.all([0, 1, 2, 3, 4].map((i) => staff(`timed-${i}`)))
    const legacy = await Promise.all([0, 1, 2, 3, 4].map((i) => staff(`timed-legacy-${i}`)))
    // Hashes from before Payload 3.90 (25,000 iterations, 512 bytes, no prefix): two thirds of a current one's cost to check, padded to it.
    for (const email of legacy) {
      const salt = randomBytes(32).toString('hex')
      const hash = pbkdf2Sync(password, salt, 25_000, 512, 'sha256').toString('hex')
      await payload.db.updateOne({ collection: 'users', where: { email: { equals: email } }, data: { hash, salt } })
    }

    const kinds = { unknown: [] as number[], known: [] as number[], legacy: [] as number[] }
    const answers = new Set<string>()
    for (let i = -1; i < ROUNDS; i++) {
      const account = (i + 5) % 5
      for (const [kind, email] of [
        ['unknown', `nobody-${run}-${i}@switchyard.test`],
        ['known', known[account]],
        ['legacy', legacy[account]],
      ] as const) {
        const answer = await login({ email, password: `wrong-${i}` }, newClient())
        answers.add(JSON.stringify([answer.status, answer.body, answer.retryAfter]))
        // The first round warms up each path.
        if (i >= 0) kinds[kind].push(answer.ms)
      }
    }
    expect([...answers]).toEqual([JSON.stringify([401, { errors: [{ message: 'The email or password provided is incorrect.' }] }, null])])
    const [unknown, knownMs, legacyMs] = [median(kinds.unknown), median(kinds.known), median(kinds.legacy)]
    console.log(
      `staff sign-in medians (${db.name}): unknown ${unknown.toFixed(1)} ms, known ${knownMs.toFixed(1)} ms, legacy hash ${legacyMs.toFixed(1)} ms`,
    )
    expect(unknown / knownMs).toBeGreaterThan(0.5)
    expect(unknown / knownMs).toBeLessThan(2)
    expect(legacyMs / knownMs).toBeGreaterThan(0.5)
    expect(legacyMs / knownMs).toBeLessThan(2)
    // A legacy hash still signs in (Payload rehashes it then).
    expect((await login({ email: legacy[0], password }, newClient())).status).toBe(200)
  })

  it('answers a sign-in without a password or e-mail alike for every address, before counting it', async () => {
    const email = await staff('blank')
    const client = newClient()
    const blank = async (body: object) => {
      const answer = await login(body, client)
      return [answer.status, answer.body]
    }
    for (let i = 0; i < 12; i++)
      expect(await blank({ email, password: '' })).toEqual(await blank({ email: `nobody-${run}@switchyard.test`, password: '' }))
    expect((await blank({ email, password: '' }))[0]).toBe(400)
    expect((await blank({ password }))[0]).toBe(400)
    expect((await login({ email, password }, client)).status).toBe(200)
  })

  it('turns password reset by e-mail off for every address alike, writing nothing to the account', async () => {
    const email = await staff('forgetful')
    const client = newClient()
    const known = await login({ email }, client, 'forgot-password')
    const unknown = await login({ email: `nobody-${run}@switchyard.test` }, client, 'forgot-password')
    expect(known.status).toBe(403)
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body])
    expect(known.body.errors?.[0].message).toMatch(/^Password reset by e-mail is off\./)
    const user = await payload.db.findOne<{ id: number; resetPasswordToken?: string | null }>({
      collection: 'users',
      where: { email: { equals: email } },
    })
    expect(user?.resetPasswordToken ?? null).toBeNull()
  })

  it('counts each try at a reset token against the client, as a wrong password', async () => {
    const client = newClient()
    for (let i = 0; i < 10; i++)
      expect((await login({ token: randomBytes(20).toString('hex'), password }, client, 'reset-password')).status).toBe(403)
    const refused = await login({ token: randomBytes(20).toString('hex'), password }, client, 'reset-password')
    expect(refused.status).toBe(429)
    expect(Number(refused.retryAfter)).toBeGreaterThan(0)
  })
})
