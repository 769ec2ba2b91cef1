import { describe, expect, it } from 'vitest'

import { parseEnv } from '@/lib/platform/server/env'
import { confirmationUrl } from '@/lib/commerce/server/stripe/checkout'
import { isCheckoutUrl, orderKeyStem, stripeSettings, toStripeCents } from '@/lib/commerce/server/stripe/config'

const live = { secretKey: 'sk_test_abc', webhookSecret: 'whsec_abc' }
const local = { ...live, apiBase: 'http://127.0.0.1:3471' }

describe('Stripe settings', () => {
  it('are on only with both secrets; a malformed one stops start-up naming the variable, never its value', () => {
    expect(stripeSettings({})).toBeUndefined()
    expect(stripeSettings({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toBeUndefined()
    expect(
      stripeSettings({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc', STRIPE_API_BASE: 'http://127.0.0.1:3471/' }),
    ).toEqual(local)
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'pk_live_oops' })).toThrow(
      /^Invalid configuration: STRIPE_SECRET_KEY expects a Stripe secret key/,
    )
    expect(() => parseEnv({ STRIPE_WEBHOOK_SECRET: 'secret-value-xyz' })).toThrow(/STRIPE_WEBHOOK_SECRET/)
    expect(() => parseEnv({ STRIPE_WEBHOOK_SECRET: 'secret-value-xyz' })).not.toThrow(/secret-value-xyz/)
  })
})

describe('where a buyer may be sent to pay', () => {
  it("accepts Stripe's https Checkout host, or the stand-in's origin when STRIPE_API_BASE is set, nothing else", () => {
    expect(isCheckoutUrl('https://checkout.stripe.com/c/pay/cs_test_a1#fid', live)).toBe(true)
    expect(isCheckoutUrl('http://checkout.stripe.com/c/pay/cs_test_a1', live)).toBe(false)
    expect(isCheckoutUrl('https://checkout.stripe.com.evil.test/c/pay', live)).toBe(false)
    expect(isCheckoutUrl('https://user@checkout.stripe.com/c/pay', live)).toBe(false)
    expect(isCheckoutUrl('https://evil.test/c/pay', live)).toBe(false)
    expect(isCheckoutUrl('javascript:alert(1)', live)).toBe(false)
    expect(isCheckoutUrl(null, live)).toBe(false)
    expect(isCheckoutUrl('http://127.0.0.1:3471/pay/cs_test_1', live)).toBe(false)
    expect(isCheckoutUrl('http://127.0.0.1:3471/pay/cs_test_1', local)).toBe(true)
    expect(isCheckoutUrl('http://127.0.0.1:3472/pay/cs_test_1', local)).toBe(false)
  })
})

describe('order keys and amounts', () => {
  it('keys differ between two databases that both have an SY-100001, and are stable for one order', () => {
    const a = { number: 'SY-100001', createdAt: '2026-11-24T10:00:00.000Z', idempotencyKey: 'k-1' }
    expect(orderKeyStem(a)).toMatch(/^SY-100001-[0-9a-f]{16}$/)
    expect(orderKeyStem(a)).toBe(orderKeyStem({ ...a }))
    expect(orderKeyStem({ ...a, createdAt: '2026-11-24T10:00:00.001Z' })).not.toBe(orderKeyStem(a))
  })

  it('charges the total in cents, rounded to the cent', () => {
    expect(toStripeCents(123.45)).toBe(12345)
    expect(toStripeCents(0.1 + 0.2)).toBe(30)
    expect(toStripeCents(1005.005)).toBe(100501)
  })

  it('comes back to the confirmation page in the buyer’s language', () => {
    expect(confirmationUrl('https://shop.test', 'en', 'SY-100001')).toBe('https://shop.test/checkout/done/SY-100001')
    expect(confirmationUrl('https://shop.test', 'es', 'SY-100001')).toBe('https://shop.test/es/finalizar-compra/listo/SY-100001')
  })
})
