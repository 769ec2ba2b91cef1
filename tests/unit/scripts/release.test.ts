import { describe, expect, it } from 'vitest'

import { ConfigError, parseEnv } from '@/lib/platform/server/env'
import { repSchema } from '@/lib/import/commerceFormat'
import { demoCommerce } from '@/seed/demo/commerce'

import { staffMailLines } from '../../../scripts/commands/start'
import { seedsDemo } from '../../../scripts/lib/release'

const PG = 'postgres://shop@db:5432/shop'

// README, "Release steps": the demo shop goes into an empty database only where a newcomer expects it.
describe('the demo seed decision', () => {
  it('npm start seeds the embedded mode, not a PostgreSQL database, unless SEED_DEMO says otherwise', () => {
    expect(seedsDemo(parseEnv({}), 'start')).toBe(true)
    expect(seedsDemo(parseEnv({ DATABASE_URL: PG }), 'start')).toBe(false)
    expect(seedsDemo(parseEnv({ DATABASE_URL: PG, SEED_DEMO: '1' }), 'start')).toBe(true)
    expect(seedsDemo(parseEnv({ SEED_DEMO: '0' }), 'start')).toBe(false)
  })
  it('npm run migrate seeds only with SEED_DEMO=1', () => {
    expect(seedsDemo(parseEnv({}), 'migrate')).toBe(false)
    expect(seedsDemo(parseEnv({ DATABASE_URL: PG }), 'migrate')).toBe(false)
    expect(seedsDemo(parseEnv({ DATABASE_URL: PG, SEED_DEMO: '1' }), 'migrate')).toBe(true)
    expect(seedsDemo(parseEnv({ SEED_DEMO: '1' }), 'migrate')).toBe(true)
  })
  it('takes SEED_DEMO as 0 or 1 only, in one line', () => {
    expect(() => parseEnv({ SEED_DEMO: 'yes' })).toThrow(ConfigError)
    expect(() => parseEnv({ SEED_DEMO: 'yes' })).toThrow(/^Invalid configuration: SEED_DEMO expects 1 \(load the demo shop/)
  })
})

// Issue 30's defect: a newcomer's first order reached nobody at the shop.
describe('the staff mail of the demo shop, and what npm start says of it', () => {
  it('seeds an order inbox and an e-mail for every rep, all valid for the importer', () => {
    expect(demoCommerce.settings.orderInbox).toBe('orders@brackwell-controls.com')
    expect(demoCommerce.reps.length).toBeGreaterThan(0)
    for (const r of demoCommerce.reps) expect(repSchema.parse(r).email).toMatch(/^[a-z.]+@brackwell-controls\.com$/)
    expect(demoCommerce.reps.find((r) => r.rep === 'Sofía Herrera')?.email).toBe('sofia.herrera@brackwell-controls.com')
  })

  it('names the order inbox, the reps with an inbox, and the outbox when there is no SMTP', () => {
    const env = parseEnv({})
    const [to, where] = staffMailLines({ inbox: 'orders@brackwell-controls.com', reps: 7, repsWithMail: 7 }, env)
    expect(to).toBe(
      "Staff mail: each order's copy to orders@brackwell-controls.com (the order inbox) and to the territory's rep (7 of 7 reps have an e-mail)",
    )
    expect(where).toContain(`lands in ${env.dataDir}/outbox/ and shows at ${env.publicUrl}/dev/mailbox`)
    expect(staffMailLines({ inbox: null, reps: 2, repsWithMail: 0 }, { ...env, smtpUrl: 'smtp://mail:25' })).toEqual([
      'Staff mail: no order inbox (Admin → Site settings, or ORDER_INBOX): order copies reach only reps with an e-mail (0 of 2)',
      '            sent through SMTP_URL',
    ])
  })
})
