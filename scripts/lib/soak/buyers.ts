import { randomBytes } from 'node:crypto'

import { PA } from '../../../tests/fixtures/shipTo'

import type { Cluster } from './cluster'

/** What a buyer learned of one order attempt or quote request (one idempotency key), after its retries. */
export type Outcome = { what: 'order' | 'quote' } & (
  | { key: string; kind: 'placed'; number: string; status: number }
  | { key: string; kind: 'refused'; status: number; code: string }
  | { key: string; kind: 'unknown'; why: string }
)

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const PARTS = ['PB22-XG1']

type Answer = { status: number; json: Record<string, unknown> }

/** One request to whichever instance is up; a refused or cut connection is an error the caller sees. */
async function call(cluster: Cluster, method: string, path: string, cookie: string, ip: string, body?: unknown, extra = {}) {
  const instance = cluster.pick()
  if (!instance) throw new Error('no instance up')
  const base = `http://localhost:${instance.port}`
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { cookie, origin: base, 'content-type': 'application/json', 'x-forwarded-for': ip, ...extra },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  })
  const text = await response.text()
  let json: Record<string, unknown> = {}
  try {
    json = JSON.parse(text) as Record<string, unknown>
  } catch {
    // A proxy's or a dying server's page: the status says enough.
  }
  return { status: response.status, json } satisfies Answer
}

/** Retries `work` while instances restart (refused connections, 502/503), up to `tries`. */
async function steady<T>(work: () => Promise<T>, tries = 40): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await work()
    } catch (error) {
      if (i >= tries) throw error
      await sleep(500)
    }
  }
}

/** Signs a buyer in with a code from the soak's mail relay; returns the session cookie. */
export async function signIn(cluster: Cluster, email: string, ip: string, codeFor: (email: string) => Promise<string>) {
  const instance = cluster.instances[0]
  const base = `http://localhost:${instance.port}`
  const headers = { 'content-type': 'application/json', origin: base, 'x-forwarded-for': ip }
  const sent = await fetch(`${base}/api/auth/email-otp/send-verification-otp`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, type: 'sign-in' }),
  })
  if (!sent.ok) throw new Error(`sending ${email}'s code answered ${sent.status}`)
  const otp = await codeFor(email)
  const verified = await fetch(`${base}/api/auth/sign-in/email-otp`, { method: 'POST', headers, body: JSON.stringify({ email, otp }) })
  const cookie = verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  if (!verified.ok || !cookie) throw new Error(`signing ${email} in answered ${verified.status}`)
  const address = await call(cluster, 'POST', '/api/private/contacts', cookie, ip, PA)
  if (address.status !== 201) throw new Error(`${email}'s address answered ${address.status}`)
  return { cookie, addressId: Number((address.json.data as { id: number }).id) }
}

/**
 * A buyer placing orders (and with `quotes`, every other round a quote request) until `until()`: saves a cart, learns its total (the 409 probe the
 * checkout page makes), and places it under a fresh Idempotency-Key, retrying the same key
 * (as the checkout page does) when the answer was lost or an instance was restarting.
 */
export async function buyerLoop(
  cluster: Cluster,
  buyer: { email: string; cookie: string; addressId: number; ip: string },
  until: () => boolean,
  outcomes: Outcome[],
  { quotes = false }: { quotes?: boolean } = {},
) {
  const ask = (method: string, path: string, body?: unknown, extra = {}) => call(cluster, method, path, buyer.cookie, buyer.ip, body, extra)
  const order = { shippingContactId: buyer.addressId, billingContactId: buyer.addressId, payment: 'terms', poNumber: 'PO-SOAK' }
  const cartKey = `${buyer.email}:liveCart`
  let round = 0
  while (!until()) {
    try {
      const cartItems = PARTS.map((pn) => ({ pn, prod_quantity: 1 + Math.floor(Math.random() * 20) }))
      const current = await steady(() => ask('GET', `/api/private/hubKV?key=${encodeURIComponent(cartKey)}`))
      const version = Number(current.json.version ?? 0)
      const saved = await steady(() =>
        ask('POST', '/api/private/hubKV', { key: cartKey, feature: 'liveCart', version, liveCart: { cartItems } }),
      )
      if (saved.status !== 200) continue
      const probe = await steady(() =>
        ask('POST', '/api/private/orders', { ...order, expectedTotal: 0 }, { 'idempotency-key': `probe-${rand()}` }),
      )
      const total = (probe.json.quote as { total?: number } | undefined)?.total
      if (probe.status !== 409 || total === undefined) continue
      outcomes.push(await place(ask, '/api/private/orders', { ...order, expectedTotal: total }))
      // Every other round (the first included) a quote request too (issue 30): its mails and event are written with it, once per key.
      if (quotes && round++ % 2 === 0) {
        const lines = cartItems.map((i) => ({ pn: i.pn, qty: i.prod_quantity }))
        outcomes.push(await place(ask, '/api/private/quotes', { lines, project: 'Soak' }))
      }
    } catch {
      await sleep(300)
    }
  }
}

const rand = () => randomBytes(8).toString('hex')

/** Sends an order or a quote request under a fresh Idempotency-Key, and the same key again while the outcome is unknown. */
async function place(
  ask: (m: string, p: string, b?: unknown, e?: object) => Promise<Answer>,
  path: '/api/private/orders' | '/api/private/quotes',
  body: object,
): Promise<Outcome> {
  const what = path === '/api/private/orders' ? 'order' : 'quote'
  const key = `soak-${rand()}`
  let why = ''
  for (let attempt = 0; attempt < 6; attempt++) {
    try {
      const answer = await ask('POST', path, body, { 'idempotency-key': key })
      if (answer.status === 200 || answer.status === 201) {
        const number = String((answer.json[what] as { number?: string } | undefined)?.number ?? '')
        return { what, key, kind: 'placed', number, status: answer.status }
      }
      // The app's own refusal (4xx with a code): definite, nothing written. A 5xx may or may not have committed: ask again.
      if (answer.status < 500)
        return { what, key, kind: 'refused', status: answer.status, code: String(answer.json.code ?? answer.json.error ?? '') }
      why = `answered ${answer.status}`
    } catch (error) {
      why = error instanceof Error ? error.message : String(error)
    }
    await sleep(700)
  }
  return { what, key, kind: 'unknown', why }
}
