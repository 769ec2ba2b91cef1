import { createHmac } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { signWebhook, verifyWebhook } from '@/lib/orders/server/webhookSignature'

const secret = 'a-webhook-secret-of-some-length'
const body = JSON.stringify({ type: 'order.placed', order: { number: 'SY-100001', total: 12.5 } })

describe('order webhook signature', () => {
  it('is the hex HMAC-SHA256 of "timestamp.body" with the secret', () => {
    const expected = createHmac('sha256', secret).update(`1700000000.${body}`).digest('hex')
    expect(signWebhook(secret, 1700000000, body)).toBe(`sha256=${expected}`)
  })

  it('verifies what it signed within the tolerance', () => {
    const signature = signWebhook(secret, 1700000000, body)
    expect(verifyWebhook(secret, { signature, timestamp: '1700000000', body }, 1700000100)).toBeNull()
  })

  it('refuses another body, another secret, another timestamp, or a missing header', () => {
    const signature = signWebhook(secret, 1700000000, body)
    expect(verifyWebhook(secret, { signature, timestamp: '1700000000', body: body.replace('12.5', '1.25') }, 1700000000)).toBe(
      'bad-signature',
    )
    expect(verifyWebhook('another-secret-entirely', { signature, timestamp: '1700000000', body }, 1700000000)).toBe('bad-signature')
    expect(verifyWebhook(secret, { signature, timestamp: '1700000001', body }, 1700000000)).toBe('bad-signature')
    expect(verifyWebhook(secret, { signature: null, timestamp: '1700000000', body }, 1700000000)).toBe('missing')
    expect(verifyWebhook(secret, { signature, timestamp: 'soon', body }, 1700000000)).toBe('missing')
  })

  it('refuses a replay: a valid signature whose timestamp is too old', () => {
    const signature = signWebhook(secret, 1700000000, body)
    expect(verifyWebhook(secret, { signature, timestamp: '1700000000', body }, 1700000000 + 301)).toBe('stale')
  })
})
