import { createHash } from 'node:crypto'

import Stripe from 'stripe'

import { parseEnv, type Env } from '@/lib/platform/server/env'

export type StripeSettings = NonNullable<Env['stripe']>

/**
 * The Stripe settings when card payments are on (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET
 * both set), else undefined: card orders then stay "awaiting card payment". Read from the
 * environment on each call (three variables, no I/O), so a hook, a route and a test agree.
 */
export const stripeSettings = (source: Record<string, string | undefined> = process.env): StripeSettings | undefined =>
  parseEnv(source).stripe

const clients = new Map<string, Stripe>()

/**
 * The official client, pointed at STRIPE_API_BASE when it is set (a local stand-in in tests).
 * Its own retries are safe: every call this shop makes carries an idempotency key.
 */
export function stripeClient(settings: StripeSettings): Stripe {
  const cacheKey = `${settings.apiBase ?? ''}|${createHash('sha256').update(settings.secretKey).digest('hex')}`
  let client = clients.get(cacheKey)
  if (!client) {
    const base = settings.apiBase ? new URL(settings.apiBase) : null
    client = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'https:' ? 443 : 80),
            protocol: base.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    })
    clients.set(cacheKey, client)
  }
  return client
}

/**
 * Where the buyer may be sent to pay: an https URL on Stripe's Checkout host, or, with
 * STRIPE_API_BASE set, a page of that stand-in's origin. Anything else is refused, so a
 * tampered answer can never send the buyer elsewhere.
 */
export function isCheckoutUrl(url: string | null | undefined, settings: StripeSettings): url is string {
  if (!url) return false
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (parsed.username || parsed.password) return false
  if (parsed.protocol === 'https:' && parsed.hostname === 'checkout.stripe.com' && (parsed.port === '' || parsed.port === '443'))
    return true
  return Boolean(settings.apiBase) && parsed.origin === new URL(settings.apiBase!).origin
}

/**
 * The stem of every idempotency key of an order: its number and a digest of what makes it
 * unique across databases sharing one Stripe account (creation time, the place-order key).
 * @example orderKeyStem({ number: 'SY-100001', createdAt: '…', idempotencyKey: '…' }) // 'SY-100001-3f2a…'
 */
export function orderKeyStem(order: { number: string; createdAt: string; idempotencyKey: string }): string {
  const digest = createHash('sha256').update(`${order.number}|${order.createdAt}|${order.idempotencyKey}`).digest('hex').slice(0, 16)
  return `${order.number}-${digest}`
}

/** Dollars (the order's stored total) to the cents Stripe charges. */
export const toStripeCents = (dollars: number) => Math.round(dollars * 100)
