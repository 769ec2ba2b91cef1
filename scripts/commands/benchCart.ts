import autocannon from 'autocannon'
import { BENCH_ENCODING } from '../lib/benchEncoding'

import { mailsTo } from '../../tests/e2e/helpers/services'

/** What the cart costs a signed-in buyer: reading the saved cart under load, and saving changes one after another as the browser does. */
export type CartFigures = {
  getRequestsPerSec: number
  getP50Ms: number
  getP99Ms: number
  getNon2xx: number
  saveLines: number
  saves: number
  saveP50Ms: number
  saveP99Ms: number
  /** GET /checkout as that buyer, with that cart (a page rendered per request). */
  checkoutRequestsPerSec: number
  checkoutP50Ms: number
  checkoutP99Ms: number
  checkoutNon2xx: number
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

/** Signs a bench buyer in with a mailed code (the test server's SMTP sink) and answers the session cookie. */
export async function signIn(baseUrl: string, email: string): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': '10.250.250.250' }
  const before = mailsTo(email).length
  const sent = await fetch(`${baseUrl}/api/auth/email-otp/send-verification-otp`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, type: 'sign-in' }),
  })
  if (!sent.ok) throw new Error(`sending the bench buyer's code answered ${sent.status}`)
  let code = ''
  for (let i = 0; i < 100 && !code; i++) {
    const mails = mailsTo(email)
    if (mails.length > before) code = /(\d{6})/.exec(mails[mails.length - 1].subject)?.[1] ?? ''
    else await new Promise((r) => setTimeout(r, 100))
  }
  if (!code) throw new Error('the bench buyer never got a code')
  const verified = await fetch(`${baseUrl}/api/auth/sign-in/email-otp`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, otp: code }),
  })
  const cookie = verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  if (!verified.ok || !cookie) throw new Error(`signing the bench buyer in answered ${verified.status}`)
  return cookie
}

/**
 * On the browser tests' server: 200 saves of a cart of the worked examples' parts, each
 * based on the version the last one answered (as the browser saves, one change at a time),
 * p50/p99; then GET /api/private/hubKV and the checkout page as that buyer under 50
 * connections each.
 */
export async function benchCart(baseUrl: string): Promise<CartFigures> {
  const email = `bench-${Date.now()}@example.test`
  const cookie = await signIn(baseUrl, email)
  const key = `${email}:liveCart`
  const pns = ['PB22-XG1', 'PB22-MG1', 'PB22-MR1', 'PL22-R120', 'CT09-A10', 'WD-1X2-G', 'EN-1210-S', 'TB-UK5']
  const headers = { cookie, origin: baseUrl, 'content-type': 'application/json' }
  const times: number[] = []
  let version = 0
  for (let i = 0; i < 200; i++) {
    const cartItems = pns.map((pn, at) => ({ pn, prod_quantity: pn === 'TB-UK5' ? 50 : 1 + ((i + at) % 7) }))
    const started = performance.now()
    const res = await fetch(`${baseUrl}/api/private/hubKV`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ key, feature: 'liveCart', version, liveCart: { cartItems } }),
    })
    const body = (await res.json()) as { version?: number }
    times.push(performance.now() - started)
    if (!res.ok || typeof body.version !== 'number') throw new Error(`saving the bench cart answered ${res.status} ${JSON.stringify(body)}`)
    version = body.version
  }
  times.sort((a, b) => a - b)
  const get = await autocannon({
    url: `${baseUrl}/api/private/hubKV?key=${encodeURIComponent(key)}`,
    connections: 50,
    duration: 10,
    headers: { cookie },
  })
  const checkout = await autocannon({
    url: `${baseUrl}/checkout`,
    connections: 50,
    duration: 10,
    headers: { cookie, 'accept-encoding': BENCH_ENCODING },
  })
  return {
    checkoutRequestsPerSec: Math.round(checkout.requests.average),
    checkoutP50Ms: checkout.latency.p50,
    checkoutP99Ms: checkout.latency.p99,
    checkoutNon2xx: checkout.non2xx,
    getRequestsPerSec: Math.round(get.requests.average),
    getP50Ms: get.latency.p50,
    getP99Ms: get.latency.p99,
    getNon2xx: get.non2xx,
    saveLines: pns.length,
    saves: times.length,
    saveP50Ms: Math.round(percentile(times, 50) * 10) / 10,
    saveP99Ms: Math.round(percentile(times, 99) * 10) / 10,
  }
}
