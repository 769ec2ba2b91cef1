import { describe, expect, it } from 'vitest'

import { ConfigError, parseEnv } from '@/lib/platform/server/env'

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
