import { describe, expect, it } from 'vitest'

import {
  API_BODY_LIMIT,
  ERP_BODY_LIMIT,
  OTHER_BODY_LIMIT,
  QUOTE_BODY_LIMIT,
  UPLOAD_BODY_LIMIT,
  bodyLimitFor,
} from '@/lib/platform/net/bodyLimits.mjs'

describe('bodyLimitFor (the front server refuses a larger Content-Length with 413)', () => {
  it('gives each kind of request its limit', () => {
    expect(bodyLimitFor('/api/public/cart/quote')).toBe(API_BODY_LIMIT)
    expect(bodyLimitFor('/api/media')).toBe(UPLOAD_BODY_LIMIT)
    expect(bodyLimitFor('/api/parts')).toBe(OTHER_BODY_LIMIT)
    expect(bodyLimitFor('/api/erp/stock')).toBe(ERP_BODY_LIMIT)
    expect(bodyLimitFor('/api/erpx')).toBe(OTHER_BODY_LIMIT)
    // A quote request carries up to 5 files of 10 MB; its actions are JSON.
    expect(bodyLimitFor('/api/private/quotes')).toBe(QUOTE_BODY_LIMIT)
    expect(QUOTE_BODY_LIMIT).toBeGreaterThan(5 * 10 * 1024 * 1024)
    expect(bodyLimitFor('/api/private/quotes/Q-100001/accept')).toBe(API_BODY_LIMIT)
  })

  it('lets the ERP stock feed send 50,000 rows but not 10 MB', () => {
    const row = { pn: 'PB22-XG1-24VDC-V07', warehouse: 'DAL', onHand: 12345, nextReceipt: { date: '2026-12-03', qty: 1000 } }
    const body = JSON.stringify({ asOf: '2026-11-28T15:00:00.000Z', items: Array.from({ length: 50_000 }, () => row) })
    expect(Buffer.byteLength(body)).toBeLessThan(ERP_BODY_LIMIT)
    expect(ERP_BODY_LIMIT).toBeLessThan(10 * 1024 * 1024)
  })
})
