import { generatePayloadCookie } from 'payload/shared'
import { describe, expect, it } from 'vitest'

import { buildSwitchyardConfig } from '@/payload.config'
import { loadEnv } from '@/lib/platform/server/env'

const secrets = { PAYLOAD_SECRET: 'x'.repeat(32), AUTH_SECRET: 'y'.repeat(32), DATA_DIR: '/tmp/switchyard-unit-admin' }

/** The Set-Cookie the admin's login answers with, from the sanitized config the app runs. */
async function adminCookie(publicUrl: string): Promise<string> {
  const config = await buildSwitchyardConfig(loadEnv({ ...secrets, PUBLIC_URL: publicUrl }))
  const users = config.collections.find((c) => c.slug === 'users')!
  return generatePayloadCookie({ collectionAuthConfig: users.auth, cookiePrefix: config.cookiePrefix, token: 'token' })
}

// Issue 11, item 8: the admin's session cookie is Secure whenever the shop is served over https.
describe("the admin's session cookie", () => {
  it('is Secure over https', async () => {
    const cookie = await adminCookie('https://shop.example.com')
    expect(cookie).toMatch(/; Secure\b/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
  })

  it('is not Secure on plain http (a browser would drop it on http://localhost)', async () => {
    expect(await adminCookie('http://localhost:3000')).not.toMatch(/; Secure\b/)
  })
})
