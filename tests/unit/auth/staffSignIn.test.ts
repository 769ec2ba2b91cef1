import { pbkdf2Sync } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { PAYLOAD_HASH, paddingFor } from '@/hooks/staffSignIn'
import { loadEnv } from '@/lib/platform/server/env'
import { buildSwitchyardConfig } from '@/payload.config'

// Payload's own hashing, by path: its package does not export it, and these tests exist to
// notice when an upgrade changes it under the constant-time answer of src/hooks/staffSignIn.ts.
import {
  generatePasswordSaltHash,
  getPasswordHashParameters,
} from '../../../node_modules/payload/dist/auth/strategies/local/generatePasswordSaltHash.js'

describe("the staff sign-in's password-check cost", () => {
  it("uses Payload's parameters for a current hash", async () => {
    const { hash, salt } = await generatePasswordSaltHash({ isPasswordAuthenticated: true, password: 'the-right-password-123' } as never)
    expect(hash.startsWith(PAYLOAD_HASH.current.prefix)).toBe(true)
    const { iterations, keyLength } = PAYLOAD_HASH.current
    expect(pbkdf2Sync('the-right-password-123', salt, iterations, keyLength, 'sha256').toString('hex')).toBe(
      hash.slice(PAYLOAD_HASH.current.prefix.length),
    )
  })

  it("knows Payload's parameters for an older hash", () => {
    const { iterations, keyLength } = getPasswordHashParameters('ab'.repeat(512))
    expect({ iterations, keyLength }).toEqual(PAYLOAD_HASH.legacy)
  })

  it('pads every failure to the work of one current check: none, all of it for no account, the difference for an older hash', () => {
    expect(paddingFor(`${PAYLOAD_HASH.current.prefix}${'cd'.repeat(32)}`)).toBe(0)
    expect(paddingFor(undefined)).toBe(600_000)
    expect(paddingFor(null)).toBe(600_000)
    // 25,000 iterations for each of 16 blocks of 32 bytes: 400,000 rounds; 200,000 more make 600,000.
    expect(paddingFor('ab'.repeat(512))).toBe(200_000)
  })
})

describe("the staff's accounts", () => {
  it('have no lock a stranger could set off (Payload drops its lock fields)', async () => {
    const config = await buildSwitchyardConfig(
      loadEnv({ PAYLOAD_SECRET: 'x'.repeat(32), AUTH_SECRET: 'y'.repeat(32), DATA_DIR: '/tmp/switchyard-unit-staff' }),
    )
    const users = config.collections.find((c) => c.slug === 'users')!
    expect(users.auth.maxLoginAttempts).toBe(0)
    const names = users.flattenedFields.map((f) => f.name)
    expect(names).not.toContain('lockUntil')
    expect(names).not.toContain('loginAttempts')
  })
})
