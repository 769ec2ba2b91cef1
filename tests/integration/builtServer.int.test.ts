import { afterAll, beforeAll, describe } from 'vitest'

import { built, REQUEST_PORT } from './helpers/builtServer'

/**
 * The checks that need no browser (issue 24: they were Playwright tests that used only its
 * `request`), as integration tests against one production server: the browser tests' own
 * (`serve-test`, with its stand-ins and the e2e set-up's documents and catalogue), started
 * once here on REQUEST_PORT (3360 unless set) for all of them. Needs a build (`npm test`
 * builds before the integration tests). The checks live by subject in ./builtServer/.
 */

// The e2e helpers read the server's port when they load (tests/e2e/helpers/admin.ts `base`,
// the mail sink's folder and ports): this server's, so they are loaded after it is set.
const before = process.env.E2E_PORT
process.env.E2E_PORT = String(REQUEST_PORT)
const { startTestServer } = await import('../../scripts/lib/testServer')
const { apiChecks } = await import('./builtServer/apis')
const { availabilityChecks } = await import('./builtServer/availability')
const { pageChecks } = await import('./builtServer/pages')
const { securityChecks } = await import('./builtServer/security')

describe.runIf(built)('the production server, to clients without a browser', () => {
  let server: Awaited<ReturnType<typeof startTestServer>> | undefined

  // A loaded machine has needed two minutes to start it and run the e2e set-up.
  beforeAll(async () => {
    server = await startTestServer(280_000)
  }, 300_000)

  afterAll(async () => {
    await server?.stop()
    if (before === undefined) delete process.env.E2E_PORT
    else process.env.E2E_PORT = before
  }, 60_000)

  apiChecks()
  availabilityChecks()
  pageChecks()
  securityChecks()
})
